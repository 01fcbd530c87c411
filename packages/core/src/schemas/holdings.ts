import { z } from 'zod';
import { CountryCode, Coverage, CurrencyCode, IsoDate, Page } from './common.ts';
import { SecurityKind } from './portfolio.ts';
import { Isin } from './security.ts';

/** One holding of the portfolio or the benchmark after fund look-through (spec doc 1 §3 Holdings page). */
export const HoldingRow = z
  .object({
    /** The security id, or `CASH`. */
    id: z.string(),
    name: z.string(),
    /** What the user entered (ISIN or ticker) for direct items; the security's own id for looked-through ones. */
    input: z.string(),
    isin: Isin.optional(),
    ticker: z.string().max(32).optional(),
    type: SecurityKind,
    /** Share of the side's value at the first-investment day (the weight every analytic uses). */
    weightPct: z.number().min(0),
    /** The amount invested in it on the first-investment day: amount × weight (after look-through). */
    valueEur: z.number().min(0),
    /**
     * What it is worth now: its units × the latest price on or before the calculation date, in EUR (docs/methodology.md
     * "Holdings: current value"); null when a price is missing (never 0).
     */
    currentValueEur: z.number().min(0).nullable(),
    /** Its share of the page's `currentValueEur` (the holdings whose current value is known); null with it. */
    currentWeightPct: z.number().min(0).nullable(),
    country: CountryCode.nullable(),
    currency: CurrencyCode.nullable(),
    sector: z.string().nullable(),
    isBenchmark: z.boolean(),
    /** Names of the portfolio's funds this holding is reached through; empty for a direct item. */
    viaFunds: z.array(z.string()).optional(),
  })
  .meta({ id: 'HoldingRow' });
export type HoldingRow = z.infer<typeof HoldingRow>;

/**
 * A page of holdings (spec doc 2 §3: perPage 20, order desc, orderBy value). `limited` is true when capability 7
 * asked for the limited list (spec doc 2 §6).
 */
export const HoldingsPage = Page(HoldingRow)
  .extend({
    limited: z.boolean(),
    /** The current value of every holding whose current value is known (all pages). */
    currentValueEur: z.number().min(0),
    /** What that total covers: the share of the amount invested whose current value is known, in percent. */
    currentCoveragePct: z.number().min(0).max(100),
  })
  .meta({ id: 'HoldingsPage' });
export type HoldingsPage = z.infer<typeof HoldingsPage>;

/** One bar of an allocation: a security, country, currency, sector or SDG and its weight. */
export const AllocationEntry = z
  .object({
    key: z.string(),
    label: z.string(),
    weightPct: z.number().min(0),
  })
  .meta({ id: 'AllocationEntry' });
export type AllocationEntry = z.infer<typeof AllocationEntry>;

/**
 * An allocation list with its coverage: `otherPct` is the weight outside the listed entries (smaller entries
 * past the top N), `unknownPct` the weight whose key is not known (e.g. a holding without a country).
 */
export const Allocation = z
  .object({
    entries: z.array(AllocationEntry),
    otherPct: z.number().min(0),
    unknownPct: z.number().min(0),
    coverage: Coverage,
  })
  .meta({ id: 'Allocation' });
export type Allocation = z.infer<typeof Allocation>;

/** How many entries each aggregate list carries (spec doc 1 §9 PDF top lists). */
export const aggregateTopCounts = {
  distribution: 5,
  assets: 10,
  countries: 5,
  currencies: 5,
  sectors: 5,
} as const;

/** Headline figures of the portfolio summary view. */
export const PortfolioSummary = z
  .object({
    investmentDay: IsoDate,
    investmentAmountEur: z.number().min(0),
    /** Items the user entered, cash included. */
    itemsCount: z.number().int().min(0),
    /** Distinct holdings after fund look-through. */
    holdingsCount: z.number().int().min(0),
    companiesCount: z.number().int().min(0),
    countriesCount: z.number().int().min(0),
    cashPct: z.number().min(0),
    /** Weight held in funds whose composition is unknown or embargoed ("other" value). */
    notLookedThroughPct: z.number().min(0),
  })
  .meta({ id: 'PortfolioSummary' });
export type PortfolioSummary = z.infer<typeof PortfolioSummary>;

/**
 * Portfolio aggregates (spec doc 1 §3): distribution by item, summary, top assets, countries, currencies,
 * sectors, and the share of the portfolio contributing to each of the 17 SDGs.
 */
export const PortfolioAggregates = z
  .object({
    isBenchmark: z.boolean(),
    summary: PortfolioSummary,
    distribution: Allocation,
    assets: Allocation,
    countries: Allocation,
    currencies: Allocation,
    sectors: Allocation,
    /** One entry per SDG, key "1"…"17"; weightPct is the weight of holdings contributing to the goal. */
    goalsDistribution: Allocation,
  })
  .meta({ id: 'PortfolioAggregates' });
export type PortfolioAggregates = z.infer<typeof PortfolioAggregates>;

export const CountryWeight = z
  .object({ country: CountryCode, label: z.string(), weightPct: z.number().min(0) })
  .meta({ id: 'CountryWeight' });
export type CountryWeight = z.infer<typeof CountryWeight>;

/** Every country of the portfolio and the benchmark with its weight (getCountryPortfolioAllocation). */
export const CountryAllocation = z
  .object({
    portfolio: z.array(CountryWeight),
    benchmark: z.array(CountryWeight).nullable(),
    coverage: Coverage,
    benchmarkCoverage: Coverage.nullable(),
  })
  .meta({ id: 'CountryAllocation' });
export type CountryAllocation = z.infer<typeof CountryAllocation>;
