import { CASH_INPUT, dayFromIso, type Holdings, yearOfDay } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import type { ExposurePortfolio } from '../exposure/exposure.ts';
import {
  type RawFundHoldings,
  resolveFundCompositions,
  SECURITY_CASH,
  type UniverseInputs,
} from '../exposure/universe.ts';
import { type CompanyFactsInputs, type CountryFactsInputs, companyFactsFromColumns } from '../pai/inputs.ts';
import type { PaiInputs } from '../pai/pai.ts';
import type {
  PerformanceFxSeries,
  PerformanceFxTable,
  PerformanceItem,
  PerformancePortfolio,
} from '../performance/types.ts';
import { type TaxonomyInputs, taxonomyFromColumns } from '../taxonomy/inputs.ts';

// The snapshot → analytics adapter: the columnar snapshot (provider/snapshot) turned into the input ports of
// look-through (UniverseInputs), PAI (company and country facts), the EU Taxonomy and the value path. Everything
// date-independent is built once per snapshot; everything that depends on the calculation date once per
// snapshot and date (or fiscal year), and both are cached in a WeakMap so that a replaced snapshot is collected.

/** Date-independent structures of one snapshot, shared by every calculation on it. */
export interface SnapshotIndex {
  readonly snapshot: Snapshot;
  /** rows of securities.csv */
  readonly securityCount: number;
  /**
   * A synthetic security of type `cash` at index `securityCount`: a portfolio's CASH row resolves to it, so that
   * look-through counts it as cash (spec doc 1 §3) and not as unknown ("other").
   */
  readonly cashSecurity: number;
  /** security_id, ISIN, ticker (and `CASH`) → security index; a security_id wins over another security's ISIN */
  readonly securityIndexById: ReadonlyMap<string, number>;
  /**
   * Country index space: countries.csv rows first (so that country facts line up), then every other country code
   * named by securities.csv or companies.csv, in order of first appearance
   */
  readonly countryCodes: readonly string[];
  readonly countryIndexByCode: ReadonlyMap<string, number>;
  /** per security: country index of securities.csv `country`, -1 when missing (cash security: -1) */
  readonly securityCountry: Int32Array;
  /** per company: country index of companies.csv `country` */
  readonly companyCountry: Int32Array;
  /** per security: funds.csv row, -1 when not a fund with a funds.csv row */
  readonly securityFundRow: Int32Array;
}

interface SnapshotCache {
  index: SnapshotIndex;
  universe: Map<number, UniverseInputs>;
  facts: Map<number, CompanyFactsInputs>;
  taxonomy: Map<number, TaxonomyInputs>;
  countries?: CountryFactsInputs;
  fx?: PerformanceFxTable;
}

/** Dates (and fiscal years) kept per snapshot: a few views ask for the portfolio date and its benchmark's. */
const MAX_CACHED_DATES = 8;
const caches = new WeakMap<Snapshot, SnapshotCache>();

const remember = <K, V>(map: Map<K, V>, key: K, build: () => V): V => {
  const hit = map.get(key);
  if (hit !== undefined) {
    // most recently used last, so that the oldest entry is the first one evicted
    map.delete(key);
    map.set(key, hit);
    return hit;
  }
  const value = build();
  map.set(key, value);
  if (map.size > MAX_CACHED_DATES) map.delete(map.keys().next().value as K);
  return value;
};

const buildIndex = (snapshot: Snapshot): SnapshotIndex => {
  const { securities, companies, countries, funds } = snapshot.data;
  const n = securities.id.length;
  const byId = new Map<string, number>();
  // tickers, then ISINs, then ids: on a clash the more specific identifier wins (a security_id is unique)
  securities.ticker.forEach((t, s) => {
    if (t !== null && !byId.has(t)) byId.set(t, s);
  });
  securities.isin.forEach((isin, s) => {
    if (isin !== null) byId.set(isin, s);
  });
  securities.id.forEach((id, s) => {
    byId.set(id, s);
  });
  byId.set(CASH_INPUT, n);

  const countryCodes: string[] = [];
  const countryIndexByCode = new Map<string, number>();
  const countryOf = (code: string | null): number => {
    if (code === null || code === '') return -1;
    let k = countryIndexByCode.get(code);
    if (k === undefined) {
      k = countryCodes.length;
      countryCodes.push(code);
      countryIndexByCode.set(code, k);
    }
    return k;
  };
  for (const code of countries.code) countryOf(code);
  const securityCountry = new Int32Array(n + 1).fill(-1);
  for (let s = 0; s < n; s++) securityCountry[s] = countryOf(securities.country[s] ?? null);
  const companyCountry = Int32Array.from(companies.country, (c) => countryOf(c));
  const securityFundRow = new Int32Array(n + 1).fill(-1);
  funds.security.forEach((s, row) => {
    securityFundRow[s] = row;
  });
  return {
    snapshot,
    securityCount: n,
    cashSecurity: n,
    securityIndexById: byId,
    countryCodes,
    countryIndexByCode,
    securityCountry,
    companyCountry,
    securityFundRow,
  };
};

const cacheOf = (snapshot: Snapshot): SnapshotCache => {
  let cache = caches.get(snapshot);
  if (!cache) {
    cache = { index: buildIndex(snapshot), universe: new Map(), facts: new Map(), taxonomy: new Map() };
    caches.set(snapshot, cache);
  }
  return cache;
};

/** The date-independent structures of a snapshot (built once, then cached). */
export const snapshotIndex = (snapshot: Snapshot): SnapshotIndex => cacheOf(snapshot).index;

/** A calculation date as yyyy-mm-dd or a day number (days since 1970-01-01). */
export type CalculationDate = string | number;

const dayOf = (date: CalculationDate): number => (typeof date === 'number' ? date : dayFromIso(date));

/**
 * Look-through inputs at a calculation date: security types, issuers, countries, green-bond flags, identifiers and
 * every fund's composition in force on that date (the latest `as_of` ≤ D; dataset-format.md holdings.csv).
 * Arrays have one extra security, the synthetic cash security (`snapshotIndex(s).cashSecurity`).
 */
export const snapshotUniverseInputs = (snapshot: Snapshot, date: CalculationDate): UniverseInputs => {
  const cache = cacheOf(snapshot);
  const day = dayOf(date);
  return remember(cache.universe, day, () => {
    const { index } = cache;
    const { securities, holdings } = snapshot.data;
    const n = index.securityCount;
    const securityType = new Uint8Array(n + 1);
    securityType.set(Uint8Array.from(securities.type), 0);
    securityType[n] = SECURITY_CASH;
    const securityCompany = new Int32Array(n + 1).fill(-1);
    securityCompany.set(securities.company, 0);
    const securityEuGreenBond = new Float64Array(n + 1).fill(Number.NaN);
    securityEuGreenBond.set(securities.euGreenBond, 0);
    const offsets = new Int32Array(n + 2);
    offsets.set(holdings.offsets.subarray(0, n + 1), 0);
    offsets[n + 1] = offsets[n]!;
    // holdings.csv's CASH and "no date" use the same codes as look-through's HOLDING_CASH and NO_AS_OF_DAY
    const raw: RawFundHoldings = {
      offsets,
      asOfDay: holdings.asOf,
      holding: holdings.holding,
      weightPct: holdings.weightPct,
    };
    return {
      securityType,
      securityCompany,
      securityCountry: index.securityCountry,
      securityEuGreenBond,
      securityIndexById: index.securityIndexById,
      companyCount: snapshot.data.companies.id.length,
      countryCount: index.countryCodes.length,
      funds: resolveFundCompositions(n + 1, raw, day),
    };
  });
};

/** company_facts.csv at a calculation date: per company the latest fiscal year ≤ year(D). */
export const snapshotCompanyFacts = (snapshot: Snapshot, date: CalculationDate): CompanyFactsInputs => {
  const cache = cacheOf(snapshot);
  const year = yearOfDay(dayOf(date));
  return remember(cache.facts, year, () =>
    companyFactsFromColumns({
      companyCount: snapshot.data.companies.id.length,
      facts: snapshot.data.facts,
      nace: snapshot.data.companies.nace,
      naceCode: snapshot.data.companies.naceCode,
      year,
    }),
  );
};

/** countries.csv numbers in the adapter's country index space (codes without a countries.csv row: NaN). */
export const snapshotCountryFacts = (snapshot: Snapshot): CountryFactsInputs => {
  const cache = cacheOf(snapshot);
  if (!cache.countries) {
    const count = cache.index.countryCodes.length;
    const columns: Record<string, Float64Array> = {};
    for (const [name, values] of Object.entries(snapshot.data.countries.numbers)) {
      const out = new Float64Array(count).fill(Number.NaN);
      out.set(values, 0);
      columns[name] = out;
    }
    cache.countries = { countryCount: count, columns };
  }
  return cache.countries;
};

/**
 * The PAI inputs at a calculation date. Without countries.csv there are no country facts, so sovereign figures
 * are "no data" when the portfolio holds sovereigns (sfdr-pai-and-taxonomy.md §5.3).
 */
export const snapshotPaiInputs = (snapshot: Snapshot, date: CalculationDate): PaiInputs => {
  const facts = snapshotCompanyFacts(snapshot, date);
  return snapshot.hasFile('countries') ? { facts, countries: snapshotCountryFacts(snapshot) } : { facts };
};

/** taxonomy.csv at a calculation date, through the company rules of sfdr-pai-and-taxonomy.md §7. */
export const snapshotTaxonomyInputs = (snapshot: Snapshot, date: CalculationDate): TaxonomyInputs => {
  const cache = cacheOf(snapshot);
  const year = yearOfDay(dayOf(date));
  return remember(cache.taxonomy, year, () =>
    taxonomyFromColumns({ companyIds: snapshot.data.companies.id, taxonomy: snapshot.data.taxonomy, year }),
  );
};

/** fx.csv as the value path reads it: EUR per unit, by currency (views into the snapshot, not copies). */
export const snapshotFxTable = (snapshot: Snapshot): PerformanceFxTable => {
  const cache = cacheOf(snapshot);
  if (!cache.fx) {
    const table = new Map<string, PerformanceFxSeries>();
    for (const currency of snapshot.data.fx.currencies) {
      const series = snapshot.fx(currency);
      if (series) table.set(currency, { days: series.day, eurPerUnit: series.value });
    }
    cache.fx = table;
  }
  return cache.fx;
};

/** What a portfolio row's input resolves to. */
export type ResolvedInput = { kind: 'cash' } | { kind: 'security'; security: number } | { kind: 'unknown' };

/**
 * Resolves what a user typed (an ISIN, a ticker or a security_id; `CASH` for cash, spec doc 1 §3): exactly as
 * written first, then upper-cased (ISINs and tickers are upper-case in the dataset).
 */
export const resolveSecurityInput = (snapshot: Snapshot, input: string): ResolvedInput => {
  const text = input.trim();
  if (text.toUpperCase() === CASH_INPUT) return { kind: 'cash' };
  const { securityIndexById, securityCount } = snapshotIndex(snapshot);
  const s = securityIndexById.get(text) ?? securityIndexById.get(text.toUpperCase());
  return s === undefined || s >= securityCount ? { kind: 'unknown' } : { kind: 'security', security: s };
};

/** A portfolio side (or benchmark) resolved against the snapshot. */
export interface ResolvedHoldings {
  /** one per item, in the order given */
  items: { input: string; weightPct: number; resolved: ResolvedInput }[];
  /** the side's `cash` plus CASH rows */
  cashWeightPct: number;
  /** inputs that resolve to nothing */
  unknownInputs: string[];
}

/** The identifier of an item: its fundId (the security_id the checker resolved it to), else what the user typed. */
const itemKey = (item: Holdings['items'][number]): string => item.fundId ?? item.input;

/** Resolves every item of a portfolio side; CASH rows join the side's cash weight. */
export const resolveHoldings = (snapshot: Snapshot, holdings: Holdings): ResolvedHoldings => {
  const items: ResolvedHoldings['items'] = [];
  const unknownInputs: string[] = [];
  let cashWeightPct = holdings.cash ?? 0;
  for (const item of holdings.items) {
    let resolved = resolveSecurityInput(snapshot, itemKey(item));
    if (resolved.kind === 'unknown' && itemKey(item) !== item.input)
      resolved = resolveSecurityInput(snapshot, item.input);
    if (resolved.kind === 'cash') cashWeightPct += item.weight;
    if (resolved.kind === 'unknown') unknownInputs.push(item.input);
    items.push({ input: item.input, weightPct: item.weight, resolved });
  }
  return { items, cashWeightPct, unknownInputs };
};

/**
 * The look-through portfolio of a resolved side: items by security_id (unknown inputs stay as typed, so that
 * look-through reports them as unmatched "other" value) and the cash weight on the synthetic cash security.
 */
export const exposurePortfolioOf = (
  snapshot: Snapshot,
  holdings: ResolvedHoldings,
  investmentAmountEur: number,
): ExposurePortfolio => {
  const ids = snapshot.data.securities.id;
  const items: { id: string; weightPct: number }[] = [];
  for (const item of holdings.items) {
    if (item.resolved.kind === 'security')
      items.push({ id: ids[item.resolved.security]!, weightPct: item.weightPct });
    else if (item.resolved.kind === 'unknown') items.push({ id: item.input, weightPct: item.weightPct });
  }
  if (holdings.cashWeightPct > 0) items.push({ id: CASH_INPUT, weightPct: holdings.cashWeightPct });
  return { investmentAmountEur, items };
};

/**
 * The value-path inputs of a resolved side (metrics.md §0): per security its prices in its own currency (null
 * without any) and currency; cash at 0 %. Unknown inputs have no series, so the path reports `no_prices` for them.
 */
export const performancePortfolioOf = (
  snapshot: Snapshot,
  holdings: ResolvedHoldings,
  options: { investmentDay: CalculationDate; investmentAmountEur: number },
): PerformancePortfolio => {
  const { securities } = snapshot.data;
  const items: PerformanceItem[] = [];
  for (const item of holdings.items) {
    if (item.resolved.kind === 'cash') continue;
    if (item.resolved.kind === 'unknown') {
      items.push({ series: null, weightPct: item.weightPct, currency: 'EUR', id: item.input });
      continue;
    }
    const s = item.resolved.security;
    const prices = snapshot.prices(s);
    items.push({
      series: prices.day.length > 0 ? { days: prices.day, values: prices.value } : null,
      weightPct: item.weightPct,
      currency: securities.currency[s]!,
      id: securities.id[s]!,
    });
  }
  return {
    items,
    cashWeightPct: holdings.cashWeightPct,
    investmentDay: dayOf(options.investmentDay),
    investmentAmountEur: options.investmentAmountEur,
  };
};

/** Fund compositions as rows (for views that list a fund's holdings); CASH_INDEX marks the fund's cash. */
export const fundCompositionRows = (
  universe: UniverseInputs,
  fund: number,
): { holding: number; weightPct: number }[] => {
  const { offsets, holding, weightPct } = universe.funds;
  const out: { holding: number; weightPct: number }[] = [];
  for (let r = offsets[fund]!; r < offsets[fund + 1]!; r++)
    out.push({ holding: holding[r]!, weightPct: weightPct[r]! });
  return out;
};
