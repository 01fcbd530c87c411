import type { DatasetIssue } from '../importer/issues.ts';
import {
  NO_DAY,
  type SnapshotData,
  securityTypes,
  taxonomyKpiCodes,
  taxonomyObjectiveCodes,
} from './snapshot-data.ts';

export type SecurityType = (typeof securityTypes)[number];

/** A price, fx or rate series: `day[i]` (days since 1970-01-01) → `value[i]`, ascending by day. Views, not copies. */
export interface DaySeries {
  day: Int32Array;
  value: Float64Array;
}

export interface HoldingRow {
  /** security index of the holding, or CASH_INDEX for the fund's cash */
  holding: number;
  weightPct: number;
}

export interface FundHoldings {
  /** day of the composition used (NO_DAY when the file gives no date) */
  asOfDay: number;
  rows: HoldingRow[];
}

/** One company's fiscal year from company_facts.csv: every numeric column; missing values are NaN. */
export interface CompanyFactsYear {
  year: number;
  value(column: string): number;
  text(column: string): string | null;
  /** `<column>_estimated` = 1 */
  isEstimated(column: string): boolean;
}

export interface TaxonomyRow {
  year: number;
  objective: (typeof taxonomyObjectiveCodes)[number];
  kpi: (typeof taxonomyKpiCodes)[number];
  eligiblePct: number;
  alignedPct: number;
  alignedEnablingPct: number;
  alignedTransitionalPct: number;
  alignedFossilGasPct: number;
  alignedNuclearPct: number;
}

/**
 * An imported dataset, immutable, with typed accessors for the analytics. Indices (security, company) are row
 * numbers of `data.securities` / `data.companies`; -1 means "not found". Missing numbers are NaN, never 0.
 */
export interface Snapshot {
  /** content hash of the dataset files and the importer's version */
  readonly version: string;
  readonly manifest: SnapshotData['manifest'];
  readonly isDemo: boolean;
  /** the import's warnings (also kept by the cache) */
  readonly warnings: readonly DatasetIssue[];
  /** the raw columns (see snapshot-data.ts for the layout); read-only by convention */
  readonly data: SnapshotData;
  /** whether the dataset had this file (`prices`, `holdings`, …): without it the figures it feeds are "no data" */
  hasFile(name: string): boolean;
  securityIndex(securityId: string): number;
  securityByIsin(isin: string): number;
  securityByTicker(ticker: string): number;
  securityType(security: number): SecurityType;
  companyIndex(companyId: string): number;
  /** the issuer company of an equity or corporate bond, -1 otherwise */
  issuerOf(security: number): number;
  /** company facts of a fiscal year, or undefined */
  companyFacts(company: number, year: number): CompanyFactsYear | undefined;
  /** the latest fiscal year ≤ `year` (spec: for a date D, the latest fiscal year ≤ year(D)), or undefined */
  latestCompanyFacts(company: number, year: number): CompanyFactsYear | undefined;
  /** indicator value of a company for a year and code; NaN when missing */
  indicator(company: number, year: number, code: string): number;
  /** the latest fiscal year ≤ `year` that has this indicator */
  latestIndicator(company: number, year: number, code: string): { year: number; value: number } | undefined;
  /** pillar scores for an entity and year (latest ≤ year when `year` is given); NaN for a missing pillar */
  scores(
    entityType: 'company' | 'fund' | 'country',
    entityId: string,
    year?: number,
  ): { year: number; values: Record<string, number> } | undefined;
  involvement(company: number): { type: string; revenueSharePct: number; ownershipPct: number }[];
  taxonomy(company: number, year?: number): TaxonomyRow[];
  products(company: number): { category: string; revenueSharePct: number; sustainableScore: number }[];
  sdg(company: number): { sdg: number; score: number }[];
  /** funds.csv row of a fund security, or -1 */
  fundRow(security: number): number;
  /** the composition of a fund on `day`: the latest `as_of` ≤ day (undated rows apply at every date) */
  holdingsOf(fundSecurity: number, day: number): FundHoldings | undefined;
  /** the dates a fund has compositions for */
  holdingDates(fundSecurity: number): number[];
  prices(security: number): DaySeries;
  /** euros per unit of a currency (EUR → constant 1), or undefined without fx data for it */
  fx(currency: string): DaySeries | undefined;
  country(code: string): number;
  countryValue(code: string, column: string): number;
  rates(): DaySeries;
}

const lastAtOrBefore = (days: Int32Array, from: number, to: number, day: number): number => {
  // binary search in [from, to): last index with days[i] <= day, or -1
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1 >= from ? lo - 1 : -1;
};

const mapOf = (values: readonly (string | null)[]): Map<string, number> => {
  const m = new Map<string, number>();
  values.forEach((v, i) => {
    if (v !== null && !m.has(v)) m.set(v, i);
  });
  return m;
};

/** An entity's scores (Snapshot.scores): the latest year at or before `year`; countries.csv pillars win. */
const scoresOf = (
  data: SnapshotData,
  lookups: { scoreIndex: Map<string, number[]>; countryByCode: Map<string, number> },
  entityType: 'company' | 'fund' | 'country',
  entityId: string,
  year: number | undefined,
) => {
  const { scoreIndex, countryByCode } = lookups;
  const t = ['company', 'fund', 'country'].indexOf(entityType);
  const rows = scoreIndex.get(`${t}\0${entityId}`);
  let best = -1;
  for (const r of rows ?? []) {
    const y = data.scores.year[r]!;
    if (year !== undefined && y > year) continue;
    if (best < 0 || y > data.scores.year[best]!) best = r;
  }
  const values: Record<string, number> = {};
  if (best >= 0) for (const [c, col] of Object.entries(data.scores.columns)) values[c] = col[best]!;
  // countries.csv pillar columns win over scores.csv rows for countries (dataset-format.md, countries.csv).
  if (entityType === 'country') {
    const c = countryByCode.get(entityId);
    for (const p of ['environmental', 'social', 'governance'])
      if (c !== undefined && !Number.isNaN(data.countries.numbers[p]?.[c] ?? Number.NaN))
        values[p] = data.countries.numbers[p]![c]!;
    if (best < 0 && Object.keys(values).length === 0) return undefined;
    return { year: best >= 0 ? data.scores.year[best]! : (year ?? Number.NaN), values };
  }
  return best < 0 ? undefined : { year: data.scores.year[best]!, values };
};

const involvementRows = (data: SnapshotData, company: number) => {
  const v = data.involvement;
  const out = [];
  for (let r = v.offsets[company]!; r < v.offsets[company + 1]!; r++)
    out.push({
      type: v.type[r]!,
      revenueSharePct: v.revenueSharePct[r]!,
      ownershipPct: v.ownershipPct[r]!,
    });
  return out;
};

const taxonomyRows = (data: SnapshotData, company: number, year: number | undefined): TaxonomyRow[] => {
  const t = data.taxonomy;
  const out: TaxonomyRow[] = [];
  for (let r = t.offsets[company]!; r < t.offsets[company + 1]!; r++) {
    if (year !== undefined && t.year[r] !== year) continue;
    out.push({
      year: t.year[r]!,
      objective: taxonomyObjectiveCodes[t.objective[r]!]!,
      kpi: taxonomyKpiCodes[t.kpi[r]!]!,
      eligiblePct: t.columns.eligible_pct[r]!,
      alignedPct: t.columns.aligned_pct[r]!,
      alignedEnablingPct: t.columns.aligned_enabling_pct[r]!,
      alignedTransitionalPct: t.columns.aligned_transitional_pct[r]!,
      alignedFossilGasPct: t.columns.aligned_fossil_gas_pct[r]!,
      alignedNuclearPct: t.columns.aligned_nuclear_pct[r]!,
    });
  }
  return out;
};

const productRows = (data: SnapshotData, company: number) => {
  const p = data.products;
  const out = [];
  for (let r = p.offsets[company]!; r < p.offsets[company + 1]!; r++)
    out.push({
      category: p.category[r]!,
      revenueSharePct: p.revenueSharePct[r]!,
      sustainableScore: p.sustainableScore[r]!,
    });
  return out;
};

const sdgRows = (data: SnapshotData, company: number) => {
  const s = data.sdg;
  const out = [];
  for (let r = s.offsets[company]!; r < s.offsets[company + 1]!; r++)
    out.push({ sdg: s.sdg[r]!, score: s.score[r]! });
  return out;
};

const holdingsAt = (h: SnapshotData['holdings'], fund: number, day: number) => {
  if (fund < 0 || fund >= h.offsets.length - 1) return undefined;
  const from = h.offsets[fund]!;
  const to = h.offsets[fund + 1]!;
  if (from === to) return undefined;
  const last = lastAtOrBefore(h.asOf, from, to, day);
  if (last < 0) return undefined;
  const asOfDay = h.asOf[last]!;
  const rows: HoldingRow[] = [];
  for (let r = last; r >= from && h.asOf[r] === asOfDay; r--)
    rows.push({ holding: h.holding[r]!, weightPct: h.weightPct[r]! });
  rows.reverse();
  return { asOfDay, rows };
};

const holdingDatesOf = (h: SnapshotData['holdings'], fund: number): number[] => {
  if (fund < 0 || fund >= h.offsets.length - 1) return [];
  const out: number[] = [];
  for (let r = h.offsets[fund]!; r < h.offsets[fund + 1]!; r++)
    if (out.at(-1) !== h.asOf[r]) out.push(h.asOf[r]!);
  return out;
};

/** Wraps imported columns into the immutable snapshot the analytics read. */
export const createSnapshot = (
  data: SnapshotData,
  version: string,
  warnings: readonly DatasetIssue[] = [],
): Snapshot => {
  const secById = mapOf(data.securities.id);
  const secByIsin = mapOf(data.securities.isin);
  const secByTicker = mapOf(data.securities.ticker);
  const companyById = mapOf(data.companies.id);
  const countryByCode = mapOf(data.countries.code);
  const fundRowBySecurity = new Map<number, number>();
  data.funds.security.forEach((s, i) => {
    fundRowBySecurity.set(s, i);
  });
  const codeIndex = mapOf(data.indicators.codes);
  const files = new Set(data.files.map((f) => f.replace(/\.csv(\.gz)?$|\.json$/, '')));
  const scoreIndex = new Map<string, number[]>();
  for (let r = 0; r < data.scores.entityId.length; r++) {
    const key = `${data.scores.entityType[r]}\0${data.scores.entityId[r]}`;
    const list = scoreIndex.get(key) ?? [];
    list.push(r);
    scoreIndex.set(key, list);
  }
  const f = data.facts;
  const factsRow = (row: number): CompanyFactsYear => ({
    year: f.year[row]!,
    value: (column) => f.numbers[column]?.[row] ?? Number.NaN,
    text: (column) => f.texts[column]?.[row] ?? null,
    isEstimated: (column) => f.numbers[`${column}_estimated`]?.[row] === 1,
  });
  const empty: DaySeries = { day: new Int32Array(0), value: new Float64Array(0) };
  const ind = data.indicators;
  const h = data.holdings;

  const lookups = { scoreIndex, countryByCode };
  const snapshot: Snapshot = {
    version,
    manifest: data.manifest,
    isDemo: data.manifest.demo,
    warnings,
    data,
    hasFile: (name) => files.has(name.replace(/\.csv(\.gz)?$|\.json$/, '')),
    securityIndex: (id) => secById.get(id) ?? -1,
    securityByIsin: (isin) => secByIsin.get(isin) ?? -1,
    securityByTicker: (ticker) => secByTicker.get(ticker) ?? -1,
    securityType: (s) => securityTypes[data.securities.type[s]!]!,
    companyIndex: (id) => companyById.get(id) ?? -1,
    issuerOf: (s) => data.securities.company[s] ?? -1,
    companyFacts(company, year) {
      for (let r = f.offsets[company]!; r < f.offsets[company + 1]!; r++)
        if (f.year[r] === year) return factsRow(r);
      return undefined;
    },
    latestCompanyFacts(company, year) {
      const r = lastAtOrBefore(f.year, f.offsets[company]!, f.offsets[company + 1]!, year);
      return r < 0 ? undefined : factsRow(r);
    },
    indicator(company, year, code) {
      const found = snapshot.latestIndicator(company, year, code);
      return found?.year === year ? found.value : Number.NaN;
    },
    latestIndicator(company, year, code) {
      const k = codeIndex.get(code);
      if (k === undefined || company < 0) return undefined;
      let best: { year: number; value: number } | undefined;
      for (let r = ind.offsets[company]!; r < ind.offsets[company + 1]!; r++) {
        if (ind.code[r] !== k || ind.year[r]! > year || Number.isNaN(ind.value[r]!)) continue;
        if (!best || ind.year[r]! > best.year) best = { year: ind.year[r]!, value: ind.value[r]! };
      }
      return best;
    },
    scores: (entityType, entityId, year) => scoresOf(data, lookups, entityType, entityId, year),
    involvement: (company) => involvementRows(data, company),
    taxonomy: (company, year) => taxonomyRows(data, company, year),
    products: (company) => productRows(data, company),
    sdg: (company) => sdgRows(data, company),
    fundRow: (s) => fundRowBySecurity.get(s) ?? -1,
    holdingsOf: (fund, day) => holdingsAt(h, fund, day),
    holdingDates: (fund) => holdingDatesOf(h, fund),
    prices(s) {
      const p = data.prices;
      if (s < 0 || s >= p.offsets.length - 1) return empty;
      return {
        day: p.day.subarray(p.offsets[s], p.offsets[s + 1]),
        value: p.value.subarray(p.offsets[s], p.offsets[s + 1]),
      };
    },
    fx(currency) {
      if (currency === 'EUR') return { day: Int32Array.of(NO_DAY), value: Float64Array.of(1) };
      const x = data.fx;
      const c = x.currencies.indexOf(currency);
      if (c < 0) return undefined;
      return {
        day: x.day.subarray(x.offsets[c], x.offsets[c + 1]),
        value: x.eurPerUnit.subarray(x.offsets[c], x.offsets[c + 1]),
      };
    },
    country: (code) => countryByCode.get(code) ?? -1,
    countryValue(code, column) {
      const c = countryByCode.get(code);
      return c === undefined ? Number.NaN : (data.countries.numbers[column]?.[c] ?? Number.NaN);
    },
    rates: () => ({ day: data.rates.day, value: data.rates.ratePct }),
  };
  return Object.freeze(snapshot);
};
