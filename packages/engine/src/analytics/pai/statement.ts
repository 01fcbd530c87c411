import {
  type Locale,
  type PaiBasis,
  type PaiFigure,
  type PaiStatement,
  type PaiStatementLine,
  paiFigureById,
  type StatementQuarterFigure,
  type StatementYearFigure,
  type TaxonomyMeasure,
  type TaxonomyScope,
  type TaxonomyStatementLine,
  taxonomyKpis,
} from '@esgkit/core';
import type { TaxonomyResult } from '../taxonomy/taxonomy.ts';
import { translatorFor } from '../views/side.ts';
import type { PaiResult } from './pai.ts';

/** One quarter end of the reference year and the PAI and EU Taxonomy results computed on its holdings. */
export interface PaiQuarterEnd {
  /** yyyy-mm-dd: 31 Mar, 30 Jun, 30 Sep, 31 Dec */
  date: string;
  result: PaiResult;
  /** `computeTaxonomy` on the same exposure (sfdr-pai-and-taxonomy.md §9: taxonomy per quarter and year) */
  taxonomy: TaxonomyResult;
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
 * the mean over the quarters that count. A quarter with `not_applicable` (no exposure of the asset type, e.g. all
 * cash) counts as 0 with 0 % coverage when `zeroWhenNotApplicable` (PAI classes A–D) and is skipped otherwise; a
 * quarter with exposure but no data is skipped. The year is `not_applicable` when no quarter had exposure, and
 * `no_data` when no quarter has data (engine rule: a year is never made of zeros alone). Coverage pct, covered
 * value, V and the eligible value are means over the counted quarters (over all four when none counts); the
 * estimated share is weighted by covered value; the fiscal years span those of the counted quarters.
 */
export const statementYearFigure = (
  quarters: readonly PaiFigure[],
  options: { zeroWhenNotApplicable: boolean },
): StatementYearFigure => {
  const first = quarters[0];
  if (!first) throw new Error('statementYearFigure: no quarters');
  const counted: PaiFigure[] = [];
  for (const q of quarters) {
    if (q.status === 'ok') counted.push(q);
    else if (q.status === 'not_applicable' && options.zeroWhenNotApplicable)
      counted.push({
        ...q,
        value: 0,
        coverage: { pct: 0, coveredValueEur: 0, estimatedPct: 0 },
        eligibleValueEur: 0,
        fiscalYear: null,
        fiscalYearFrom: null,
      });
  }
  const base = { basis: first.basis, unit: first.unit };
  if (!quarters.some((q) => q.status === 'ok')) {
    return {
      ...base,
      value: null,
      status: quarters.every((q) => q.status === 'not_applicable') ? 'not_applicable' : 'no_data',
      coverage: { pct: 0, coveredValueEur: 0, estimatedPct: 0 },
      totalValueEur: mean(quarters.map((q) => q.totalValueEur)),
      eligibleValueEur: mean(quarters.map((q) => q.eligibleValueEur)),
      fiscalYear: null,
      fiscalYearFrom: null,
      quartersCounted: 0,
    };
  }
  const covered = counted.reduce((s, f) => s + f.coverage.coveredValueEur, 0);
  const estimated = counted.reduce(
    (s, f) => s + (f.coverage.estimatedPct / 100) * f.coverage.coveredValueEur,
    0,
  );
  const toYears = counted.map((f) => f.fiscalYear).filter((y): y is number => y !== null);
  const fromYears = counted
    .map((f) => f.fiscalYearFrom ?? f.fiscalYear)
    .filter((y): y is number => y !== null);
  return {
    ...base,
    value: mean(counted.map((f) => f.value ?? 0)),
    status: 'ok',
    coverage: {
      pct: Math.min(100, mean(counted.map((f) => f.coverage.pct))),
      coveredValueEur: covered / counted.length,
      estimatedPct: covered > 0 ? Math.min(100, (100 * estimated) / covered) : 0,
    },
    totalValueEur: mean(counted.map((f) => f.totalValueEur)),
    eligibleValueEur: mean(counted.map((f) => f.eligibleValueEur)),
    fiscalYear: toYears.length > 0 ? Math.max(...toYears) : null,
    fiscalYearFrom: fromYears.length > 0 ? Math.min(...fromYears) : null,
    quartersCounted: counted.length,
  };
};

const taxonomyMeasures: readonly TaxonomyMeasure[] = ['eligible', 'aligned'];
const taxonomyScopes: readonly TaxonomyScope[] = ['includingSovereigns', 'excludingSovereigns'];

/**
 * A quarter's EU Taxonomy share as a statement figure, read from `computeTaxonomy` (the views' formula, RTS Art.
 * 17): a percentage of V (including sovereigns) or of V − V_sov (excluding them). Missing company data counts as not
 * aligned (§5.2 exception), so the share is 0, not null, when nobody reports; it is `not_applicable` only when its
 * denominator is 0 (a quarter of sovereign bonds alone, excluding sovereigns).
 */
const taxonomyStatementFigure = (
  taxonomy: TaxonomyResult,
  kpi: (typeof taxonomyKpis)[number],
  measure: TaxonomyMeasure,
  scope: TaxonomyScope,
): PaiFigure => {
  const summary = taxonomy.side[kpi];
  const details = taxonomy.details[kpi];
  const including = scope === 'includingSovereigns';
  const share = including ? summary.includingSovereigns : summary.excludingSovereigns;
  const value = measure === 'aligned' ? share.alignedPct : share.eligiblePct;
  const coverage = including ? summary.coverage : summary.coverageExcludingSovereigns;
  return {
    value,
    status: value === null ? 'not_applicable' : 'ok',
    unit: 'percent',
    // §7: no re-weighting, the denominator is all investments whatever the PAI basis
    basis: 'all',
    coverage: {
      pct: coverage?.pct ?? 0,
      coveredValueEur: coverage?.coveredValueEur ?? 0,
      estimatedPct: coverage?.estimatedPct ?? 0,
    },
    totalValueEur: details.denominatorIncludingEur,
    eligibleValueEur: including ? details.denominatorIncludingEur : details.denominatorExcludingEur,
    fiscalYear: details.fiscalYearTo,
    fiscalYearFrom: details.fiscalYearFrom,
  };
};

const quarterValues = (
  quarters: readonly PaiQuarterEnd[],
  figures: readonly PaiFigure[],
): StatementQuarterFigure[] => figures.map((f, i) => ({ number: i + 1, date: quarters[i]!.date, ...f }));

/**
 * The entity-level PAI statement of a reference year (SFDR Art. 4; RTS Art. 6(3)) from the results on the four
 * quarter-end portfolios: every PAI figure the results hold, in catalogue order, then the EU Taxonomy shares
 * (turnover, capex, opex × eligible, aligned × including, excluding sovereigns; sfdr-pai-and-taxonomy.md §9).
 * Labels in `locale`.
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
      return found.figure;
    });
    return {
      table: f.table,
      number: f.number,
      code: f.id,
      label: paiFigureById(f.id)?.name[locale] ?? f.id,
      quarters: quarterValues(quarters, perQuarter),
      year: statementYearFigure(perQuarter, {
        zeroWhenNotApplicable: zeroWhenNotApplicable.has(f.calculationClass),
      }),
    };
  });
  const t = translatorFor(locale);
  const taxonomy: TaxonomyStatementLine[] = taxonomyKpis.flatMap((kpi) =>
    taxonomyMeasures.flatMap((measure) =>
      taxonomyScopes.map((scope) => {
        const perQuarter = quarters.map((q) => taxonomyStatementFigure(q.taxonomy, kpi, measure, scope));
        return {
          code: `taxonomy_${kpi}_${measure}_${scope === 'includingSovereigns' ? 'including' : 'excluding'}`,
          kpi,
          measure,
          scope,
          label: t('analytics.taxonomyLine', {
            kpi: t(`report.taxonomy.${kpi}`),
            measure: t(`report.taxonomy.${measure}`),
            scope: t(`report.taxonomy.${scope}`),
          }),
          quarters: quarterValues(quarters, perQuarter),
          // a quarter whose denominator is 0 has no share to average: skipped (docs/decisions.md)
          year: statementYearFigure(perQuarter, { zeroWhenNotApplicable: false }),
        };
      }),
    ),
  );
  return { referenceYear, basis, lines, taxonomy };
};
