import {
  type Locale,
  type PaiBasis,
  type PaiFigure,
  type PaiQuarterValue,
  type PaiStatement,
  type PaiStatementLine,
  paiFigureById,
} from '@esgkit/core';
import type { PaiFigureResult, PaiResult } from './pai.ts';

/** One quarter end of the reference year and the PAI result computed on its holdings. */
export interface PaiQuarterEnd {
  /** yyyy-mm-dd: 31 Mar, 30 Jun, 30 Sep, 31 Dec */
  date: string;
  result: PaiResult;
}

/** The four quarter ends of a reference year whose mean is the year's figure (RTS Art. 6(3)). */
export const paiQuarterEndDates = (referenceYear: number): [string, string, string, string] => [
  `${referenceYear}-03-31`,
  `${referenceYear}-06-30`,
  `${referenceYear}-09-30`,
  `${referenceYear}-12-31`,
];

/** Classes whose figure is 0 in a quarter without exposure of the asset type (sfdr-pai-and-taxonomy.md §5.12). */
const zeroWhenNotApplicable = new Set(['A', 'B', 'C', 'D']);

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The reference year's figure from the four quarter-end figures (RTS Art. 6(3); sfdr-pai-and-taxonomy.md §5.12):
 * the mean over the quarters that count. A quarter without exposure of the asset type counts as 0 for classes A–D
 * and is skipped for E, F and G; a quarter with exposure but no data is skipped. The year is `not_applicable` when
 * no quarter had exposure, and `no_data` when no quarter has data (engine rule: a year is never made of zeros
 * alone). Coverage and covered value are averaged over the same quarters; the estimated share is weighted by
 * covered value; the fiscal year is the latest used.
 */
export const paiYearFigure = (quarters: readonly PaiFigureResult[]): PaiFigure => {
  const first = quarters[0];
  if (!first) throw new Error('paiYearFigure: no quarters');
  const counted: PaiFigure[] = [];
  for (const q of quarters) {
    const f = q.figure;
    if (f.status === 'ok') counted.push(f);
    else if (f.status === 'not_applicable' && zeroWhenNotApplicable.has(q.calculationClass)) {
      counted.push({
        ...f,
        value: 0,
        coveragePct: 0,
        coveredValueEur: 0,
        estimatedPct: 0,
        eligibleValueEur: 0,
      });
    }
  }
  const base = { basis: first.figure.basis, unit: first.figure.unit };
  const hasOk = quarters.some((q) => q.figure.status === 'ok');
  if (!hasOk) {
    const status = quarters.every((q) => q.figure.status === 'not_applicable') ? 'not_applicable' : 'no_data';
    return {
      ...base,
      value: null,
      status,
      coveragePct: 0,
      coveredValueEur: 0,
      eligibleValueEur: mean(quarters.map((q) => q.figure.eligibleValueEur ?? 0)),
      estimatedPct: 0,
      fiscalYear: null,
    };
  }
  const covered = counted.reduce((s, f) => s + f.coveredValueEur, 0);
  const estimated = counted.reduce((s, f) => s + (f.estimatedPct / 100) * f.coveredValueEur, 0);
  const years = counted.map((f) => f.fiscalYear).filter((y): y is number => y !== null);
  return {
    ...base,
    value: mean(counted.map((f) => f.value ?? 0)),
    status: 'ok',
    coveragePct: Math.min(100, mean(counted.map((f) => f.coveragePct))),
    coveredValueEur: covered / counted.length,
    eligibleValueEur: mean(counted.map((f) => f.eligibleValueEur ?? 0)),
    estimatedPct: covered > 0 ? Math.min(100, (100 * estimated) / covered) : 0,
    fiscalYear: years.length > 0 ? Math.max(...years) : null,
  };
};

/**
 * The entity-level PAI statement of a reference year (SFDR Art. 4; RTS Art. 6(3)) from the results on the four
 * quarter-end portfolios, every figure the results hold, in catalogue order. Labels in `locale`.
 */
export const paiStatement = (options: {
  referenceYear: number;
  quarters: readonly PaiQuarterEnd[];
  locale?: Locale;
}): PaiStatement => {
  const { quarters, referenceYear } = options;
  const locale = options.locale ?? 'en-US';
  if (quarters.length !== 4) throw new Error(`paiStatement: expected 4 quarter ends, got ${quarters.length}`);
  const basis: PaiBasis = quarters[0]!.result.basis;
  if (quarters.some((q) => q.result.basis !== basis))
    throw new Error('paiStatement: quarters differ in basis');
  const lines: PaiStatementLine[] = quarters[0]!.result.figures.map((f) => {
    const perQuarter = quarters.map((q) => {
      const found = q.result.figures.find((g) => g.id === f.id);
      if (!found) throw new Error(`paiStatement: figure ${f.id} missing at ${q.date}`);
      return found;
    });
    const quarterValues: PaiQuarterValue[] = perQuarter.map((q, i) => ({
      number: i + 1,
      date: quarters[i]!.date,
      ...q.figure,
    }));
    return {
      table: f.table,
      number: f.number,
      code: f.id,
      label: paiFigureById(f.id)?.name[locale] ?? f.id,
      quarters: quarterValues,
      year: paiYearFigure(perQuarter),
    };
  });
  return { referenceYear, basis, lines };
};
