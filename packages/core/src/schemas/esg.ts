import { z } from 'zod';
import { CountryCode, Coverage, Id, Page } from './common.ts';
import { Isin } from './security.ts';
import { NullableFigure, Paging } from './view.ts';

/** How an indicator's values read (spec doc 2 §3: most PHY_ indicators are 1/0 flags; others counts, %, quantities). */
export const IndicatorKind = z.enum(['flag', 'count', 'percent', 'quantity', 'score']);
export type IndicatorKind = z.infer<typeof IndicatorKind>;

/** A column of the ESG table: a PHY_ indicator or a PHY_M_ metric. */
export const EsgIndicator = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string(),
    unit: z.string().nullable(),
    kind: IndicatorKind,
  })
  .meta({ id: 'EsgIndicator' });
export type EsgIndicator = z.infer<typeof EsgIndicator>;

/** One company's pillar score and indicator values; a missing value is null, never 0. */
export const EsgRow = z
  .object({
    name: z.string(),
    companyId: Id.optional(),
    isin: Isin.optional(),
    country: CountryCode.nullable().optional(),
    sector: z.string().nullable().optional(),
    weightPct: z.number().min(0),
    /** The pillar score, 0–100. */
    score: NullableFigure,
    /** Indicator code → value. */
    values: z.record(z.string(), NullableFigure),
  })
  .meta({ id: 'EsgRow' });
export type EsgRow = z.infer<typeof EsgRow>;

/** A TOTAL (portfolio) or BENCHMARK row: value-weighted averages with the coverage they rest on. */
export const EsgTotal = EsgRow.extend({ coverage: Coverage }).meta({ id: 'EsgTotal' });
export type EsgTotal = z.infer<typeof EsgTotal>;

/** One pillar (E, S or G) of the ESG view (spec doc 2 §3). */
export const EsgPillar = z
  .object({
    companies: z.array(EsgRow),
    indicators: z.array(EsgIndicator),
    /** Codes of the indicators shown by default. */
    selectedIndicators: z.array(z.string()),
    portfolioTotal: EsgTotal.nullable(),
    benchmarkTotal: EsgTotal.nullable(),
  })
  .meta({ id: 'EsgPillar' });
export type EsgPillar = z.infer<typeof EsgPillar>;

/** The ESG view: E, S and G, one page of companies each; `limited` for capability 7 (spec doc 2 §6). */
export const EsgData = z
  .object({
    e: EsgPillar,
    s: EsgPillar,
    g: EsgPillar,
    paging: Paging,
    limited: z.boolean(),
  })
  .meta({ id: 'EsgData' });
export type EsgData = z.infer<typeof EsgData>;

/** The names that mark total rows in a provider's ESG table (spec doc 1 §3, doc 2 §3). */
export const ESG_TOTAL_ROW = 'TOTAL';
export const ESG_BENCHMARK_ROW = 'BENCHMARK';

/**
 * Pulls the rows named TOTAL and BENCHMARK out of an ESG table as totals (spec doc 2 §3). Names match exactly
 * and case-sensitively, so a company called "Total" stays a company; if a name repeats, the first row wins and
 * the others are dropped.
 * @example splitEsgTotals([{ name: 'Acme' }, { name: 'TOTAL' }]) // { companies: [Acme], portfolioTotal: TOTAL, benchmarkTotal: null }
 */
export const splitEsgTotals = <Row extends { name: string }>(
  rows: readonly Row[],
): { companies: Row[]; portfolioTotal: Row | null; benchmarkTotal: Row | null } => {
  const companies: Row[] = [];
  let portfolioTotal: Row | null = null;
  let benchmarkTotal: Row | null = null;
  for (const row of rows) {
    if (row.name === ESG_TOTAL_ROW) portfolioTotal ??= row;
    else if (row.name === ESG_BENCHMARK_ROW) benchmarkTotal ??= row;
    else companies.push(row);
  }
  return { companies, portfolioTotal, benchmarkTotal };
};

/** One country of the sovereign exposure with its ESG pillar scores 0–100. */
export const CountryEsgRow = z
  .object({
    country: CountryCode,
    label: z.string(),
    region: z.string().nullable(),
    weightPct: z.number().min(0),
    environmental: NullableFigure,
    social: NullableFigure,
    governance: NullableFigure,
    score: NullableFigure,
  })
  .meta({ id: 'CountryEsgRow' });
export type CountryEsgRow = z.infer<typeof CountryEsgRow>;

export const CountryEsgTotal = z
  .object({
    environmental: NullableFigure,
    social: NullableFigure,
    governance: NullableFigure,
    score: NullableFigure,
    coverage: Coverage,
  })
  .meta({ id: 'CountryEsgTotal' });
export type CountryEsgTotal = z.infer<typeof CountryEsgTotal>;

/** Country ESG (getESGCountriesV2): a page of countries with portfolio and benchmark totals. */
export const CountryEsg = Page(CountryEsgRow)
  .extend({
    portfolioTotal: CountryEsgTotal.nullable(),
    benchmarkTotal: CountryEsgTotal.nullable(),
    limited: z.boolean(),
  })
  .meta({ id: 'CountryEsg' });
export type CountryEsg = z.infer<typeof CountryEsg>;

/** A score of the portfolio next to the benchmark's, each with its coverage. */
export const ScoreComparison = z
  .object({
    portfolio: NullableFigure,
    benchmark: NullableFigure,
    coverage: Coverage,
    benchmarkCoverage: Coverage.nullable(),
  })
  .meta({ id: 'ScoreComparison' });
export type ScoreComparison = z.infer<typeof ScoreComparison>;

/** The sustainability score and its five pillars, 0–100 (spec doc 2 §3). */
export const SustainabilityScore = z
  .object({
    overall: ScoreComparison,
    environmental: ScoreComparison,
    social: ScoreComparison,
    governance: ScoreComparison,
    impact: ScoreComparison,
    products: ScoreComparison,
  })
  .meta({ id: 'SustainabilityScore' });
export type SustainabilityScore = z.infer<typeof SustainabilityScore>;
