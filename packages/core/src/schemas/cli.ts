import { z } from 'zod';
import { Envelope } from '../api/envelope.ts';
import { Id, IsoDate } from './common.ts';
import { ControversyData, ExclusionsWatchList, RedCompanies } from './controversy.ts';
import { CountryEsg, EsgData } from './esg.ts';
import { CountryAllocation, HoldingsPage, PortfolioAggregates } from './holdings.ts';
import { ImpactSummary } from './impact.ts';
import { PaiBasis, PaiData } from './pai.ts';
import { DailyPerformance, PerformanceReturns, RiskMeasures } from './performance.ts';
import { ProductsData } from './products.ts';
import { TaxonomyPage, TaxonomySummary } from './taxonomy.ts';

/**
 * A problem with one portfolio of `esgkit lookup`, pointing at its file and line (null for the whole file or
 * portfolio). `messageKey` is the i18n key (a `messages.*` key, or a `cli.*` key for CSV layout problems);
 * `message` is its text in the run's language.
 */
export const CliIssue = z
  .object({
    file: z.string(),
    line: z.number().int().min(1).nullable(),
    code: z.string(),
    messageKey: z.string(),
    message: z.string(),
    severity: z.enum(['error', 'confirm', 'warning']),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'CliIssue' });
export type CliIssue = z.infer<typeof CliIssue>;

/**
 * Every view of a looked-up portfolio, each the engine's envelope `{ data, meta, warnings }`; null when it was not
 * computed (`--no-pai`, a failed chain) or the view failed (the reason is among the portfolio's issues).
 */
export const CliLookupViews = z
  .object({
    aggregates: Envelope(PortfolioAggregates).nullable(),
    holdings: Envelope(HoldingsPage).nullable(),
    countryAllocation: Envelope(CountryAllocation).nullable(),
    performance: Envelope(PerformanceReturns).nullable(),
    dailyPerformance: Envelope(DailyPerformance).nullable(),
    risk: Envelope(RiskMeasures).nullable(),
    esg: Envelope(EsgData).nullable(),
    esgCountries: Envelope(CountryEsg).nullable(),
    products: Envelope(ProductsData).nullable(),
    impactSummary: Envelope(ImpactSummary).nullable(),
    controversies: Envelope(ControversyData).nullable(),
    exclusionsWatchList: Envelope(ExclusionsWatchList).nullable(),
    redCompanies: Envelope(RedCompanies).nullable(),
    taxonomy: Envelope(TaxonomyPage).nullable(),
    taxonomySummary: Envelope(TaxonomySummary).nullable(),
    pai1: Envelope(PaiData).nullable(),
    pai2: Envelope(PaiData).nullable(),
    pai3: Envelope(PaiData).nullable(),
  })
  .meta({ id: 'CliLookupViews' });
export type CliLookupViews = z.infer<typeof CliLookupViews>;
export type CliLookupViewName = keyof CliLookupViews;

/**
 * What happened to one portfolio: `ok` (computed), `invalid` (its input has errors: exit 3), `failed` (the engine
 * failed: exit 1), `timeout` (a 504 stopped the chain), `cancelled` (Ctrl-C).
 */
export const CliLookupStatus = z.enum(['ok', 'invalid', 'failed', 'timeout', 'cancelled']);
export type CliLookupStatus = z.infer<typeof CliLookupStatus>;

/** One portfolio's result in `esgkit lookup --json` (docs/cli.md publishes its JSON Schema). */
export const CliLookupResult = z
  .object({
    /** The `portfolio` column's value, else the file name without `.csv`, else `arguments`. */
    name: z.string(),
    /** The CSV the portfolio came from; `-` for ISINs or tickers given as arguments. */
    file: z.string(),
    status: CliLookupStatus,
    /** The engine's lookup portfolio id, once saved. */
    portfolioId: Id.nullable(),
    investmentDay: IsoDate.nullable(),
    investmentAmountEur: z.number().nullable(),
    /** Holdings as sent to the engine: weights in percent, cash apart. */
    holdings: z.array(z.object({ input: z.string(), weight: z.number() })),
    cashPct: z.number(),
    benchmark: z.string().nullable(),
    paiBasis: PaiBasis,
    issues: z.array(CliIssue),
    views: CliLookupViews,
  })
  .meta({ id: 'CliLookupResult' });
export type CliLookupResult = z.infer<typeof CliLookupResult>;

/** The whole stdout of `esgkit lookup --json`: one result per portfolio, in input order. */
export const CliLookupOutput = z.array(CliLookupResult).meta({ id: 'CliLookupOutput' });
export type CliLookupOutput = z.infer<typeof CliLookupOutput>;
