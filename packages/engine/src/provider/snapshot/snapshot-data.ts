import { AssetClass, FundType, type SecurityKind } from '@esgkit/core';
import { z } from 'zod';

/**
 * The imported dataset as plain, serialisable columns: the part of a snapshot the binary cache stores.
 *
 * Layout (also in docs/dataset-format.md, "Engine notes"):
 * - Entities (securities, companies, funds, countries) are row tables: one array per column, row i of every array
 *   is entity i. Ids are kept in file order; strings are interned per column (one JS string per distinct value).
 * - Per-company tables (company facts, indicators, involvement, taxonomy, products, sdg) are sorted by company
 *   index and carry `offsets` (Int32Array, length companies + 1): the rows of company c are
 *   `offsets[c] .. offsets[c + 1] - 1`. Facts, indicators and taxonomy are then sorted by year (and code).
 * - Holdings are sorted by fund security index, then `asOf` day; prices by security index then day, with
 *   `offsets` of length securities + 1. fx by currency then day.
 * - Dates are day numbers: whole days since 1970-01-01 (UTC), Int32. `NO_DAY` marks a missing date.
 * - Missing numbers are NaN in every Float64Array, never 0. Flags (0/1) are Float64 too, so a missing flag is NaN,
 *   not "false". Missing references are -1 in Int32Arrays; a holding of the fund's cash has `holding = CASH_INDEX`.
 * - Enumerations are small integers into the code lists exported here (`securityTypes`, …), -1 when missing.
 */
export const NO_DAY = -2147483648;
/** `holdings.csv` `holding_id` `CASH`: the fund's cash. */
export const CASH_INDEX = -2;

/**
 * The codes of core's `SecurityKind` in the snapshot's storage order (a stored type is an index here, and a cache
 * file written before keeps its meaning, so this order stays; docs/decisions.md "Snapshot code lists").
 */
export const securityTypes = [
  'equity',
  'corporate_bond',
  'sovereign_bond',
  'fund',
  'cash',
  'other',
] as const satisfies readonly SecurityKind[];
/** Core's `AssetClass` codes, in core's order. */
export const assetClasses = AssetClass.options;
/** Core's `FundType` codes, in core's order. */
export const fundTypes = FundType.options;
export const scoreEntityTypes = ['company', 'fund', 'country'] as const;
export const scoreColumns = [
  'environmental',
  'social',
  'governance',
  'impact',
  'product',
  'sustainability',
] as const;
export const taxonomyObjectiveCodes = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO', 'ALL'] as const;
export const taxonomyKpiCodes = ['turnover', 'capex', 'opex'] as const;
export const taxonomyValueColumns = [
  'eligible_pct',
  'aligned_pct',
  'aligned_enabling_pct',
  'aligned_transitional_pct',
  'aligned_fossil_gas_pct',
  'aligned_nuclear_pct',
] as const;

export const DatasetManifest = z.object({
  name: z.string().min(1),
  version: z.string().min(1),
  asOf: z.iso.date(),
  baseCurrency: z.literal('EUR'),
  source: z.string().min(1),
  demo: z.boolean(),
});
export type DatasetManifest = z.infer<typeof DatasetManifest>;

type Text = (string | null)[];

export interface SnapshotData {
  manifest: DatasetManifest;
  /** Files the dataset had (e.g. `prices.csv.gz`); an absent optional file means "no data", never zero. */
  files: string[];
  securities: {
    id: string[];
    isin: Text;
    ticker: Text;
    name: string[];
    /** index into `securityTypes` */
    type: Int32Array;
    /** company index, -1 when none */
    company: Int32Array;
    country: Text;
    currency: string[];
    /** index into `assetClasses`, -1 when missing */
    assetClass: Int32Array;
    euGreenBond: Float64Array;
  };
  companies: {
    id: string[];
    name: string[];
    country: string[];
    sector: string[];
    industry: Text;
    nace: Text;
    naceCode: Text;
    marketCapEur: Float64Array;
  };
  /** company_facts.csv: one row per (company, year). */
  facts: {
    offsets: Int32Array;
    company: Int32Array;
    year: Int32Array;
    /** Numeric and 0/1 columns by their dataset name (including `<column>_estimated`); NaN = missing. */
    numbers: Record<string, Float64Array>;
    /** Text and date columns (`scope2_method`, `evic_date`) as written. */
    texts: Record<string, Text>;
  };
  indicators: {
    /** the distinct codes; `code` indexes into it */
    codes: string[];
    offsets: Int32Array;
    company: Int32Array;
    year: Int32Array;
    code: Int32Array;
    value: Float64Array;
  };
  scores: {
    /** index into `scoreEntityTypes` */
    entityType: Int32Array;
    entityId: string[];
    year: Int32Array;
    columns: Record<(typeof scoreColumns)[number], Float64Array>;
  };
  involvement: {
    offsets: Int32Array;
    company: Int32Array;
    type: string[];
    revenueSharePct: Float64Array;
    ownershipPct: Float64Array;
  };
  taxonomy: {
    offsets: Int32Array;
    company: Int32Array;
    year: Int32Array;
    /** index into `taxonomyObjectiveCodes` */
    objective: Int32Array;
    /** index into `taxonomyKpiCodes` */
    kpi: Int32Array;
    columns: Record<(typeof taxonomyValueColumns)[number], Float64Array>;
  };
  products: {
    offsets: Int32Array;
    company: Int32Array;
    category: string[];
    revenueSharePct: Float64Array;
    sustainableScore: Float64Array;
  };
  sdg: { offsets: Int32Array; company: Int32Array; sdg: Int32Array; score: Float64Array };
  funds: {
    /** security index of each fund row */
    security: Int32Array;
    category: Text;
    globalCategory: Text;
    /** index into `fundTypes`, -1 when missing */
    fundType: Int32Array;
    aumEur: Float64Array;
    inceptionDay: Int32Array;
    terPct: Float64Array;
    domicile: Text;
    provider: Text;
    advisor: Text;
    sfdrArticle: Float64Array;
    registeredCountries: Text;
    holdingsAsOfDay: Int32Array;
    embargoed: Float64Array;
  };
  holdings: {
    /** fund security index */
    fund: Int32Array;
    /** day of the composition; NO_DAY when the file gives none (valid at every date) */
    asOf: Int32Array;
    /** holding security index, or CASH_INDEX */
    holding: Int32Array;
    /** percent of the fund; a set summing to 100–100.5 is already scaled to 100 */
    weightPct: Float64Array;
    /** rows of security s (as a fund) are offsets[s] .. offsets[s + 1] - 1 */
    offsets: Int32Array;
  };
  prices: { offsets: Int32Array; day: Int32Array; value: Float64Array };
  fx: { currencies: string[]; offsets: Int32Array; day: Int32Array; eurPerUnit: Float64Array };
  countries: {
    code: string[];
    name: Text;
    region: Text;
    numbers: Record<string, Float64Array>;
  };
  rates: { day: Int32Array; ratePct: Float64Array };
}
