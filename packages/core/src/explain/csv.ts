import { type CsvFormat, type CsvValue, toCsv } from '../format/csv.ts';
import type { Translator } from '../i18n/translations.ts';
import { type FigureTrace, PATH_SEPARATOR } from './trace.ts';

// The terms of a figure's trace as a CSV file (part 12: "--csv gives the per-holding terms so an analyst can rebuild
// the figure in Excel"), the one writer the CLI's `esgkit explain --csv` and the web's download share. It takes a
// translator, not a locale, so the web (which loads one language at a time) can call it with its own.

/** The order the input columns appear in: first seen, over the terms in their order (largest |term| first). */
const inputColumns = (trace: FigureTrace): string[] => {
  const seen = new Set<string>();
  for (const term of trace.terms) for (const name of Object.keys(term.inputs)) seen.add(name);
  return [...seen];
};

/**
 * One row per term (key, name, weight %, value EUR, the funds it is held through, each input, reported or estimated,
 * fiscal year, term), then one row per excluded holding with the reason and the missing inputs and no term, so Σ of
 * the term column is the figure when the trace is `additive`. Headers in the translator's language, the house CSV
 * writer (formula-safe cells, the format's separator and decimal mark).
 */
export const traceTermsCsv = (trace: FigureTrace, t: Translator, format: CsvFormat): string => {
  const inputs = inputColumns(trace);
  const header = [
    t('exports.columns.termKey'),
    t('exports.columns.name'),
    t('exports.columns.weightPct'),
    t('exports.columns.termValueEur'),
    t('exports.columns.viaFunds'),
    ...inputs,
    t('exports.columns.reportedOrEstimated'),
    t('exports.columns.fiscalYear'),
    t('exports.columns.term'),
    t('exports.columns.excludedBecause'),
    t('exports.columns.missingInputs'),
  ];
  const terms = trace.terms.map((term): CsvValue[] => [
    term.key,
    term.name,
    term.weightPct,
    term.valueEur,
    term.path.join(PATH_SEPARATOR),
    ...inputs.map((name) => term.inputs[name]),
    t(term.estimated ? 'web.explain.estimated' : 'web.explain.reported'),
    term.fiscalYear,
    term.term,
    null,
    null,
  ]);
  const excluded = trace.excluded.map((row): CsvValue[] => [
    row.key,
    row.name,
    null,
    row.valueEur,
    null,
    ...inputs.map(() => null),
    null,
    null,
    null,
    t(`web.explain.reasons.${row.reason}`),
    row.missing.join('; '),
  ]);
  return toCsv({ header, rows: [...terms, ...excluded] }, format);
};
