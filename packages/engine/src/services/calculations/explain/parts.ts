import type {
  FigureTrace,
  Locale,
  Localized,
  MethodArea,
  TraceExclusion,
  TraceStep,
  TraceTerm,
  TraceValue,
} from '@esgkit/core';
import type { PortfolioSide } from '../../../analytics/views/side.ts';
import { dateOf, type Loaded } from '../context.ts';
import { methodFor } from './method.ts';
import type { Routes } from './routes.ts';

// What the taxonomy, ESG and impact explainers share: a company's term as a trace row, and the trace assembled
// around the rows (method, snapshot, fiscal year, coverage, terms largest first).

/** A company's row of a trace: its weight and value in the side, the funds it is reached through. */
export const companyTerm = (
  side: PortfolioSide,
  routes: Routes,
  c: number,
  row: {
    valueEur: number;
    inputs: Record<string, TraceValue>;
    estimated: boolean;
    fiscalYear: number | null;
    term: number;
  },
): TraceTerm => {
  const total = side.exposure.totalValueEur;
  return {
    key: side.snapshot.data.companies.id[c]!,
    name: side.snapshot.data.companies.name[c]!,
    weightPct: total > 0 ? (100 * row.valueEur) / total : null,
    valueEur: row.valueEur,
    path: routes.companyPath(c),
    inputs: row.inputs,
    estimated: row.estimated,
    fiscalYear: row.fiscalYear,
    term: row.term,
  };
};

/** A company left out of a figure because it lacks the named dataset columns. */
export const companyMissing = (side: PortfolioSide, c: number, missing: string[]): TraceExclusion => ({
  key: side.snapshot.data.companies.id[c]!,
  name: side.snapshot.data.companies.name[c]!,
  valueEur: side.companyValue[c]!,
  reason: 'missingData',
  missing,
});

/** An `input` step (a number the figure rests on) and the final `sumTerms` step that is the figure. */
export const inputStep = (symbol: string, label: Localized, value: number, locale: Locale): TraceStep => ({
  symbol,
  label: label[locale],
  op: 'input',
  args: [value],
  value,
});

export const sumStep = (
  symbol: string,
  label: Localized,
  value: number | null,
  locale: Locale,
): TraceStep => ({
  symbol,
  label: label[locale],
  op: 'sumTerms',
  args: [],
  value,
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The whole trace of an additive figure (Σ term = value): the method cited, the snapshot and calculation date of
 * the loaded portfolio, the latest fiscal year of the terms, the covered value (Σ of the terms' values) and the
 * missing one (Σ of the excluded rows' values for missing data).
 */
export const additiveTrace = (parts: {
  l: Loaded;
  figure: string;
  label: string;
  area: MethodArea;
  methodId: string;
  value: number | null;
  unit: string;
  totalValueEur: number | null;
  terms: TraceTerm[];
  excluded: TraceExclusion[];
  steps: TraceStep[];
}): FigureTrace => {
  const years = parts.terms.map((t) => t.fiscalYear).filter((y): y is number => y !== null);
  const terms = [...parts.terms].sort(
    (a, b) => Math.abs(b.term) - Math.abs(a.term) || a.key.localeCompare(b.key),
  );
  return {
    figure: parts.figure,
    label: parts.label,
    area: parts.area,
    ...methodFor(parts.methodId),
    snapshotVersion: parts.l.snapshot.version,
    asOf: dateOf(parts.l),
    fiscalYear: years.length > 0 ? Math.max(...years) : null,
    status: parts.value === null ? 'noData' : 'ok',
    value: parts.value,
    unit: parts.unit,
    totalValueEur: parts.totalValueEur,
    coveredValueEur: sum(terms.map((t) => t.valueEur ?? 0)),
    missingValueEur: sum(
      parts.excluded.filter((e) => e.reason === 'missingData').map((e) => e.valueEur ?? 0),
    ),
    terms,
    excluded: parts.excluded,
    steps: parts.steps,
    additive: true,
  };
};
