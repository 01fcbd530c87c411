import { type FigureTrace, sumOfKnown } from '@esgkit/core';
import { DERIVATION_CONTRIBUTORS, type ReportDerivation, type ResultKey } from './input.ts';

// Part 12 ("Explain every number"): the optional "Derivations" appendix. The engine (or any loader) builds each
// figure's trace only when the appendix is chosen, and cuts it here to what a page shows.

/**
 * The report result a figure of the explainers belongs to (its canonical id's prefix), or null when no report section
 * shows it: the PAI sections print the figures on all investments only, never the `:covered` basis (load.ts).
 */
export const derivationResult = (figure: string): ResultKey | null => {
  const [area, first] = figure.split(':');
  if (area === 'pai') {
    if (figure.endsWith(':covered')) return null;
    const table = /^t([123])_/.exec(first ?? '')?.[1];
    return table ? (`pai${table}` as ResultKey) : null;
  }
  if (area === 'esg') return first === 'sustainability' ? 'sustainability' : 'esg';
  const byArea: Record<string, ResultKey> = {
    taxonomy: 'taxonomySummary',
    impact: 'impactSummary',
    risk: 'risk',
    performance: 'performance',
  };
  return byArea[area ?? ''] ?? null;
};

/**
 * A figure's trace as the appendix lists it: label, value, method, the top contributors (largest |term| first, as
 * the trace orders them) and the value left out. `limited` says the trace is the one capability 7 reads (doc 2 §6:
 * its views name no company), its holdings already folded into one "Other holdings" row as the explain API
 * answers it (the engine's `limitedTrace`): the appendix lists that row, never a company.
 */
export const toDerivation = (trace: FigureTrace, limited: boolean): ReportDerivation => ({
  figure: trace.figure,
  label: trace.label,
  value: trace.value,
  unit: trace.unit,
  method: trace.method,
  contributors: trace.terms.slice(0, DERIVATION_CONTRIBUTORS).map((t) => ({ name: t.name, term: t.term })),
  excludedValueEur: sumOfKnown(trace.excluded.map((e) => e.valueEur)),
  limited,
});
