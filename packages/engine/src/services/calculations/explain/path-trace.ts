import type { FigureTrace } from '@esgkit/core';
import { methodFor } from './method.ts';
import type { Derivation, Say } from './risk-steps.ts';
import type { ExplainInput } from './types.ts';

// What every value-path figure's trace (risk.ts, returns.ts) shares: the reader's language and the trace's frame.

export const sayIn =
  (locale: ExplainInput['locale']): Say =>
  (en, it) =>
    locale === 'it-IT' ? it : en;

/** A trace of a value-path figure: no holdings, so no value totals or exclusions; never additive (not Σ term). */
export async function traceOf(
  input: ExplainInput,
  f: {
    figure: string;
    label: string;
    area: FigureTrace['area'];
    methodId: string;
    asOf: string;
    value: number | null;
    notApplicable: boolean;
    unit: string;
    derivation: Derivation;
  },
): Promise<FigureTrace> {
  const l = await input.ctx.load(input.row);
  return {
    figure: f.figure,
    label: f.label,
    area: f.area,
    ...methodFor(f.methodId),
    snapshotVersion: l.snapshot.version,
    asOf: f.asOf,
    fiscalYear: null,
    status: f.value !== null ? 'ok' : f.notApplicable ? 'notApplicable' : 'noData',
    value: f.value,
    unit: f.unit,
    totalValueEur: null,
    coveredValueEur: null,
    missingValueEur: null,
    terms: f.derivation.terms,
    excluded: f.derivation.excluded,
    steps: f.derivation.steps,
    additive: false,
  };
}
