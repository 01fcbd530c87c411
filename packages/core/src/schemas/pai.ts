import { z } from 'zod';
import { IndicatorUnitId } from '../catalogues/schema.ts';
import { Coverage, FigureStatus, Id, IsoDate, Page } from './common.ts';
import { Holdings } from './portfolio.ts';
import { TaxonomyKpi } from './taxonomy.ts';
import { NullableFigure } from './view.ts';

/** PAI table 1 (mandatory), 2 (additional environmental) or 3 (additional social) of RTS Annex I. */
export const PaiSet = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PaiSet = z.infer<typeof PaiSet>;

/**
 * The denominator of class B, C and D indicators: all investments (the RTS read literally) or the covered
 * holdings only (sfdr-pai-and-taxonomy.md §5.1); labelled on every screen, export and PDF.
 */
export const PaiBasis = z.enum(['all', 'covered']);
export type PaiBasis = z.infer<typeof PaiBasis>;

/**
 * One figure, a PAI figure or an EU Taxonomy share, in the one vocabulary of the views, the statement and the
 * CLI's --json (issue 21, "one output shape"): the value in its stated unit, core's `Coverage` object, the total
 * value V and the value of the figure's asset type behind it, and the fiscal years of the data used. The view's
 * figure, the statement's quarter and year figures all extend it.
 */
const FigureBase = z.object({
  value: NullableFigure.meta({
    description:
      'The figure in `unit`; null unless status is ok (missing data is never 0, sfdr-pai-and-taxonomy.md §5.3)',
  }),
  status: FigureStatus,
  unit: IndicatorUnitId.meta({
    description:
      'An id of the unit catalogue (docs/indicators.md): `percent` is 0–100, never a fraction; `t_co2e` tonnes',
  }),
  basis: PaiBasis.meta({
    description:
      'The denominator of PAI classes B–D (all investments or the covered ones); taxonomy shares: always `all`',
  }),
  coverage: Coverage.required().meta({
    description:
      'Covered value as a percentage of V (0–100), the covered value in EUR, its estimated share (0–100)',
  }),
  totalValueEur: z.number().min(0).meta({
    description: 'V: all investments, cash and sovereigns included, in EUR (sfdr-pai-and-taxonomy.md §2)',
  }),
  eligibleValueEur: z.number().min(0).meta({
    description:
      "The value the figure is about, in EUR: V_corp or V_sov for a PAI figure (§5.4; PAI 6: the NACE section's value), V or V − V_sov for a taxonomy share (§7)",
  }),
  fiscalYear: z.number().int().nullable().meta({
    description: 'The latest fiscal year of the company or country data used (§9); null without data',
  }),
  fiscalYearFrom: z.number().int().nullable().meta({
    description:
      'The earliest fiscal year of the data used (companies may report different years, §9); null without data',
  }),
});

const valueMatchesStatus = (figure: { value: number | null; status: FigureStatus }): boolean =>
  figure.status === 'ok' ? figure.value !== null : figure.value === null;
const statusMessage = 'value must be a number when status is ok, and null otherwise';

/** One PAI figure of a view (views.pai, `esgkit lookup --json`) at the calculation date (§9). */
export const PaiFigure = FigureBase.refine(valueMatchesStatus, {
  message: statusMessage,
  path: ['value'],
}).meta({
  id: 'PaiFigure',
});
export type PaiFigure = z.infer<typeof PaiFigure>;

/** A figure at one quarter end: `number` is the quarter, 1–4 (RTS Art. 6(3)); views.pai's quarterly and the statement. */
export const StatementQuarterFigure = FigureBase.extend({
  number: z.number().int().min(1).max(4),
  date: IsoDate,
})
  .refine(valueMatchesStatus, { message: statusMessage, path: ['value'] })
  .meta({ id: 'StatementQuarterFigure' });
export type StatementQuarterFigure = z.infer<typeof StatementQuarterFigure>;

/**
 * The reference year's figure: the mean over the quarters that count (sfdr-pai-and-taxonomy.md §5.12). Value,
 * coverage pct, covered value, V and eligible value are means over those quarters; the estimated share is weighted
 * by covered value.
 */
export const StatementYearFigure = FigureBase.extend({
  /** How many of the four quarters the mean is over (a quarter without data, or skipped by its class, is not). */
  quartersCounted: z.number().int().min(0).max(4),
})
  .refine(valueMatchesStatus, { message: statusMessage, path: ['value'] })
  .meta({ id: 'StatementYearFigure' });
export type StatementYearFigure = z.infer<typeof StatementYearFigure>;

/** One value of an indicator (PAI 1 has four: scope 1, 2, 3, total; PAI 6 one per NACE section). */
export const PaiMetric = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    portfolio: PaiFigure,
    benchmark: PaiFigure.nullable(),
  })
  .meta({ id: 'PaiMetric' });
export type PaiMetric = z.infer<typeof PaiMetric>;

export const PaiIndicator = z
  .object({
    table: PaiSet,
    /** The indicator's number in its table. */
    number: z.number().int().min(1),
    code: z.string().min(1).max(64),
    label: z.string(),
    metrics: z.array(PaiMetric),
  })
  .meta({ id: 'PaiIndicator' });
export type PaiIndicator = z.infer<typeof PaiIndicator>;

/** PAI 1's total: scopes 1 + 2 + 3 over the investees that report all three (RTS Annex I; docs/methodology.md). */
export const PAI_TOTAL_GHG_CODE = 't1_1_total';

/**
 * The portfolio coverage % of its Total GHG figure, or null when it has none: the total counts only the companies
 * that report all three scopes, so it can be below scope 1 + 2 + 3 of the separate lines, and every view that
 * shows it says over which share of the portfolio (issue 22 item 16).
 * @example paiTotalGhgCoverage(pai1.indicators) // 48.2
 */
export const paiTotalGhgCoverage = (indicators: readonly PaiIndicator[]): number | null => {
  for (const indicator of indicators)
    for (const metric of indicator.metrics)
      if (metric.code === PAI_TOTAL_GHG_CODE)
        return metric.portfolio.status === 'ok' ? metric.portfolio.coverage.pct : null;
  return null;
};

/** The quarter-end values of one metric (spec doc 2 §3: quarterly values per indicator). */
export const PaiQuarterly = z
  .object({
    /** The indicator's number in its table. */
    number: z.number().int().min(1),
    code: z.string().min(1).max(64),
    values: z.array(StatementQuarterFigure).max(4),
  })
  .meta({ id: 'PaiQuarterly' });
export type PaiQuarterly = z.infer<typeof PaiQuarterly>;

/** An investee company's inputs to the table: metric code → the company's own figure. */
export const PaiCompanyRow = z
  .object({
    companyId: Id,
    name: z.string(),
    weightPct: z.number().min(0),
    valueEur: z.number().min(0),
    values: z.record(z.string(), NullableFigure),
    fiscalYear: z.number().int().nullable(),
    isEstimated: z.boolean(),
  })
  .meta({ id: 'PaiCompanyRow' });
export type PaiCompanyRow = z.infer<typeof PaiCompanyRow>;

/** One PAI table of a portfolio (getPAIIndicatorsData{number}). */
export const PaiData = z
  .object({
    set: PaiSet,
    basis: PaiBasis,
    referenceYear: z.number().int(),
    /** The earliest reference year that can be chosen. */
    minimumYear: z.number().int(),
    indicators: z.array(PaiIndicator),
    quarterly: z.array(PaiQuarterly),
    /** The largest investee companies by value (at most 10); every company is in the detail page. */
    companies: z.array(PaiCompanyRow),
  })
  .meta({ id: 'PaiData' });
export type PaiData = z.infer<typeof PaiData>;

export const PaiColumn = z
  .object({ code: z.string().min(1).max(64), label: z.string(), unit: IndicatorUnitId })
  .meta({ id: 'PaiColumn' });
export type PaiColumn = z.infer<typeof PaiColumn>;

/** PAI inputs by company, one page (getPAIDetail{number}). */
export const PaiDetailPage = Page(PaiCompanyRow)
  .extend({ set: PaiSet, columns: z.array(PaiColumn) })
  .meta({ id: 'PaiDetailPage' });
export type PaiDetailPage = z.infer<typeof PaiDetailPage>;

/** A line of the yearly statement: the four quarter-end figures and their mean (RTS Art. 6(3)). */
export const PaiStatementLine = z
  .object({
    table: PaiSet,
    number: z.number().int().min(1),
    code: z.string().min(1).max(64),
    label: z.string(),
    quarters: z.array(StatementQuarterFigure).length(4),
    year: StatementYearFigure,
  })
  .meta({ id: 'PaiStatementLine' });
export type PaiStatementLine = z.infer<typeof PaiStatementLine>;

/** Eligible or aligned (aligned is a subset of eligible, sfdr-pai-and-taxonomy.md §7). */
export const TaxonomyMeasure = z.enum(['eligible', 'aligned']);
export type TaxonomyMeasure = z.infer<typeof TaxonomyMeasure>;

/** The templates' two bars: denominator V (including sovereign bonds) or V − V_sov (excluding them), §7. */
export const TaxonomyScope = z.enum(['includingSovereigns', 'excludingSovereigns']);
export type TaxonomyScope = z.infer<typeof TaxonomyScope>;

/** An EU Taxonomy line of the statement: one KPI × measure × scope (sfdr-pai-and-taxonomy.md §9), in percent. */
export const TaxonomyStatementLine = z
  .object({
    /** e.g. `taxonomy_turnover_aligned_including` */
    code: z.string().min(1).max(64),
    kpi: TaxonomyKpi,
    measure: TaxonomyMeasure,
    scope: TaxonomyScope,
    label: z.string(),
    quarters: z.array(StatementQuarterFigure).length(4),
    year: StatementYearFigure,
  })
  .meta({ id: 'TaxonomyStatementLine' });
export type TaxonomyStatementLine = z.infer<typeof TaxonomyStatementLine>;

/** The entity-level PAI statement of a reference year (SFDR Art. 4), with the EU Taxonomy shares (§9). */
export const PaiStatement = z
  .object({
    referenceYear: z.number().int(),
    basis: PaiBasis,
    lines: z.array(PaiStatementLine),
    /** turnover, capex, opex × eligible, aligned × including, excluding sovereigns: 12 lines */
    taxonomy: z.array(TaxonomyStatementLine),
  })
  .meta({ id: 'PaiStatement' });
export type PaiStatement = z.infer<typeof PaiStatement>;

/** One quarter end of a PAI statement: the holdings on that day and the amount invested in EUR. */
export const PaiStatementQuarter = z
  .object({
    investmentAmount: z.number().positive().max(1e13),
    portfolio: Holdings,
  })
  .meta({ id: 'PaiStatementQuarter' });
export type PaiStatementQuarter = z.infer<typeof PaiStatementQuarter>;

/**
 * A PAI statement to compute (SFDR Art. 4; RTS Art. 6(3)): the reference year, the basis, and the portfolio held
 * at each of its four quarter ends (31 Mar, 30 Jun, 30 Sep, 31 Dec), in that order.
 */
export const PaiStatementRequest = z
  .object({
    referenceYear: z.number().int().min(2000).max(2100),
    basis: PaiBasis.default('all'),
    quarters: z.array(PaiStatementQuarter).length(4),
  })
  .meta({ id: 'PaiStatementRequest' });
export type PaiStatementRequest = z.infer<typeof PaiStatementRequest>;
