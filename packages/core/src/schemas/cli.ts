import { z } from 'zod';
import { Envelope } from '../api/envelope.ts';
import { BillingPeriod, SubscriptionState, SubscriptionStatusCode } from './billing.ts';
import { Email, Id, IsoDate, IsoDateTime } from './common.ts';
import { ControversyData, ExclusionsWatchList, RedCompanies } from './controversy.ts';
import { BillingProviderName } from './env.ts';
import { CountryEsg, EsgData } from './esg.ts';
import { CountryAllocation, HoldingsPage, PortfolioAggregates } from './holdings.ts';
import { ImpactSummary } from './impact.ts';
import { PaiBasis, PaiData } from './pai.ts';
import { DailyPerformance, PerformanceReturns, RiskMeasures } from './performance.ts';
import { ProductsData } from './products.ts';
import { TaxonomyPage, TaxonomySummary } from './taxonomy.ts';
import { PlanName, UserProfile } from './user.ts';

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
    /** PAI tables 1–3 on the covered basis beside the primary one in pai1–3: `--basis both` only, else null. */
    pai1Covered: Envelope(PaiData).nullable(),
    pai2Covered: Envelope(PaiData).nullable(),
    pai3Covered: Envelope(PaiData).nullable(),
  })
  .meta({ id: 'CliLookupViews' });
export type CliLookupViews = z.infer<typeof CliLookupViews>;
export type CliLookupViewName = keyof CliLookupViews;

/**
 * `esgkit lookup --basis`: the PAI denominator, all investments (the primary basis) or the covered ones, or `both`:
 * the primary basis in the views pai1–3 and the covered one in pai1Covered–pai3Covered, from one run.
 */
export const CliPaiBasis = z.enum([...PaiBasis.options, 'both']);
export type CliPaiBasis = z.infer<typeof CliPaiBasis>;

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
    paiBasis: CliPaiBasis,
    issues: z.array(CliIssue),
    views: CliLookupViews,
  })
  .meta({ id: 'CliLookupResult' });
export type CliLookupResult = z.infer<typeof CliLookupResult>;

/** The whole stdout of `esgkit lookup --json`: one result per portfolio, in input order. */
export const CliLookupOutput = z.array(CliLookupResult).meta({ id: 'CliLookupOutput' });
export type CliLookupOutput = z.infer<typeof CliLookupOutput>;

/** `esgkit data demo|import DIR|info --json`: the dataset the embedded engine uses and where it keeps its files. */
export const CliDataInfo = z
  .object({
    /** `demo`, or the dataset folder given (`--data`, ESGKIT_DATASET or `data import DIR`). */
    dataset: z.string(),
    /** The snapshot's version (32 hex digits); null when no snapshot was loaded. */
    snapshotVersion: z.string().nullable(),
    /** The dataset's as-of date (manifest.json), the default calculation date. */
    asOf: IsoDate.nullable(),
    demo: z.boolean(),
    cacheDir: z.string().nullable(),
    dataDir: z.string().nullable(),
  })
  .meta({ id: 'CliDataInfo' });
export type CliDataInfo = z.infer<typeof CliDataInfo>;

/** `esgkit whoami --json`: where the engine runs (`--api` or in this process) and the caller's profile. */
export const CliWhoami = UserProfile.extend({
  mode: z.enum(['embedded', 'remote']),
  /** The remote engine's URL; null in embedded mode. */
  api: z.string().nullable(),
}).meta({ id: 'CliWhoami' });
export type CliWhoami = z.infer<typeof CliWhoami>;

/** Where a setting's value comes from: a flag, the environment (ESGKIT_*), the conf file, or the default. */
export const CliSettingSource = z.enum(['flag', 'env', 'conf', 'default']);
export type CliSettingSource = z.infer<typeof CliSettingSource>;

/**
 * `esgkit config get [KEY] --json`: each setting (or the one asked for) with its value as text and its source;
 * a token shows its first 8 characters only.
 */
export const CliConfigGet = z
  .partialRecord(
    z.enum(['api', 'token', 'lang', 'amount']),
    z.object({ value: z.string(), from: CliSettingSource }),
  )
  .meta({ id: 'CliConfigGet' });
export type CliConfigGet = z.infer<typeof CliConfigGet>;

/** One client's report in `esgkit report --all-clients`: written (`ok`), `failed` (with why) or `skipped` (up to date). */
export const CliClientReport = z
  .object({
    clientId: Id,
    name: z.string(),
    status: z.enum(['ok', 'failed', 'skipped']),
    /** The PDF's path; null when none was written. */
    file: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'CliClientReport' });
export type CliClientReport = z.infer<typeof CliClientReport>;

/** `esgkit report --all-clients --json`: the counts and every client's report of this shard. */
export const CliReportSummary = z
  .object({
    ok: z.number().int().min(0),
    failed: z.number().int().min(0),
    skipped: z.number().int().min(0),
    reports: z.array(CliClientReport),
  })
  .meta({ id: 'CliReportSummary' });
export type CliReportSummary = z.infer<typeof CliReportSummary>;

/**
 * One account in `esgkit users list --json` (the operator's view, docs/billing.md "Providers"): its plan, access
 * level and capability, and its subscription — every subscription field null when it has none (status 0).
 */
export const CliUserEntry = z
  .object({
    id: Id,
    email: Email,
    firstName: z.string(),
    lastName: z.string(),
    plan: PlanName,
    accessLevel: z.number().int(),
    capability: z.number().int(),
    isConfirmed: z.boolean(),
    createdAt: IsoDateTime,
    period: BillingPeriod.nullable(),
    state: SubscriptionState.nullable(),
    statusCode: SubscriptionStatusCode.nullable(),
    /** The trial's last day. */
    trialEndsOn: IsoDate.nullable(),
    nextPaymentOn: IsoDate.nullable(),
    /** The last day of access (the operator's `--until`, a cancellation's end). */
    endsOn: IsoDate.nullable(),
    provider: BillingProviderName.nullable(),
  })
  .meta({ id: 'CliUserEntry' });
export type CliUserEntry = z.infer<typeof CliUserEntry>;

/** `esgkit users list --json`: every account, by e-mail. */
export const CliUsersList = z.array(CliUserEntry).meta({ id: 'CliUsersList' });
export type CliUsersList = z.infer<typeof CliUsersList>;
