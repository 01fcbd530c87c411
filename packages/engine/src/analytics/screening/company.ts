import {
  type CompanyScreeningFilters,
  CompanyScreeningScore,
  type DatasetLabelKind,
  datasetLabel,
  dayFromIso,
  exclusionTypes,
  type FilterOption,
  type Locale,
  SCREENING_PAGE_SIZE,
  type ScreeningColumn,
  type ScreeningQuery,
  type ScreeningResult,
  type ScreeningRow,
  yearOfDay,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { isAcceptedByBand } from '../controversy/bands.ts';
import { companyLight, involvementTable } from '../controversy/involvement.ts';
import { type ScoreColumn, scoreTable } from '../esg/scores.ts';
import type { CalculationDate } from '../snapshot-inputs/snapshot-inputs.ts';
import { compareKeys, type PagingQuery } from '../views/paging.ts';
import { translatorFor } from '../views/side.ts';

// Company screening (spec doc 1 §3, doc 2 §3 and §7: regions, industries, sectors, exclusion types with
// `involvement_{type}` bands, controversies; find, order, order_by, paging). The per-company columns the filters
// read are built once per snapshot (typed arrays), so a screening is a scan of the universe plus one sort.

/** The option of the controversy list that excludes nothing (doc 1 §5: "The controversy list starts with None"). */
export const CONTROVERSY_NONE = 'none';

export interface CompanyScreenTable {
  names: readonly string[];
  /** lower-cased names, ISINs and tickers for `find` */
  findText: readonly string[];
  region: readonly (string | null)[];
  /** ISIN and ticker of each company's first equity (else first security), for the rows and `securities` */
  isin: readonly (string | null)[];
  ticker: readonly (string | null)[];
  /** company index by ISIN, ticker and security_id of any of its securities */
  companyBySecurityInput: ReadonlyMap<string, number>;
}

const tables = new WeakMap<Snapshot, CompanyScreenTable>();

export const companyScreenTable = (snapshot: Snapshot): CompanyScreenTable => {
  let table = tables.get(snapshot);
  if (table) return table;
  const { companies, securities, countries } = snapshot.data;
  const n = companies.id.length;
  const regionByCountry = new Map<string, string | null>();
  countries.code.forEach((code, k) => {
    regionByCountry.set(code, countries.region[k] ?? null);
  });
  const isin: (string | null)[] = new Array(n).fill(null);
  const ticker: (string | null)[] = new Array(n).fill(null);
  const isEquity: boolean[] = new Array(n).fill(false);
  const bySecurity = new Map<string, number>();
  for (let s = 0; s < securities.id.length; s++) {
    const c = securities.company[s]!;
    if (c < 0) continue;
    const equity = securities.type[s] === 0;
    for (const key of [securities.id[s], securities.isin[s], securities.ticker[s]])
      if (key) bySecurity.set(key, c);
    // the first equity wins; a company without equity shows its first bond
    if ((equity && !isEquity[c]) || (isin[c] === null && ticker[c] === null)) {
      isin[c] = securities.isin[s] ?? null;
      ticker[c] = securities.ticker[s] ?? null;
      isEquity[c] ||= equity;
    }
  }
  table = {
    names: companies.name,
    findText: companies.name.map((name, c) =>
      [name, isin[c] ?? '', ticker[c] ?? '', companies.id[c]].join('\u0000').toLowerCase(),
    ),
    region: companies.country.map((code) => regionByCountry.get(code) ?? null),
    isin,
    ticker,
    companyBySecurityInput: bySecurity,
  };
  tables.set(snapshot, table);
  return table;
};

const option = (value: string, label: string, parent?: string | null): FilterOption =>
  parent === undefined ? { value, label } : { value, label, parent };

const sortedOptions = (options: FilterOption[]): FilterOption[] =>
  options.sort((a, b) => compareKeys(a.label, b.label));

/** The lists company screening offers (screeningByCompany GET), from the snapshot and the catalogue. */
export const companyScreeningFilters = (
  snapshot: Snapshot,
  options: { locale?: Locale } = {},
): CompanyScreeningFilters => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const { companies } = snapshot.data;
  const table = companyScreenTable(snapshot);
  const regions = new Set(table.region.filter((r): r is string => r !== null));
  const sectors = new Set(companies.sector);
  const industries = new Map<string, string>();
  companies.industry.forEach((industry, c) => {
    if (industry && !industries.has(industry)) industries.set(industry, companies.sector[c]!);
  });
  return {
    // values are the dataset's names (the query filters by them), labels the user's language (issue 22 item 9)
    regions: sortedOptions([...regions].map((r) => option(r, datasetLabel('region', r, locale)))),
    industries: sortedOptions(
      [...industries].map(([i, sector]) => option(i, datasetLabel('industry', i, locale), sector)),
    ),
    sectors: sortedOptions([...sectors].map((s) => option(s, datasetLabel('sector', s, locale)))),
    exclusionTypes: exclusionTypes
      .filter((e) => e.kind !== 'controversy')
      .map((e) => option(e.id, e.name[locale])),
    controversies: [
      option(CONTROVERSY_NONE, t('analytics.controversyNone')),
      ...exclusionTypes.filter((e) => e.kind === 'controversy').map((e) => option(e.id, e.name[locale])),
    ],
  };
};

// the scores of core's CompanyScreeningSortKey, in column order
const scoreKeys: readonly ScoreColumn[] = CompanyScreeningScore.options;

/** Columns of a company screening: the facts, the scores, and one per exclusion and controversy filter. */
const companyColumns = (query: ScreeningQuery, locale: Locale): ScreeningColumn[] => {
  const t = translatorFor(locale);
  const typeLabel = (type: string) => exclusionTypes.find((e) => e.id === type)?.name[locale] ?? type;
  return [
    { key: 'name', label: t('analytics.columns.name'), kind: 'text' },
    { key: 'country', label: t('analytics.columns.country'), kind: 'country' },
    { key: 'region', label: t('analytics.columns.region'), kind: 'text' },
    { key: 'sector', label: t('analytics.columns.sector'), kind: 'text' },
    { key: 'industry', label: t('analytics.columns.industry'), kind: 'text' },
    { key: 'marketCapEur', label: t('analytics.columns.marketCapEur'), kind: 'number', unit: 'EUR' },
    ...scoreKeys.map((k) => ({ key: k, label: t(`analytics.columns.${k}`), kind: 'score' as const })),
    ...Object.keys(query.exclusions).map((key) => ({
      key,
      label: t('analytics.columns.involvement', { type: typeLabel(key.slice('involvement_'.length)) }),
      kind: 'percent' as const,
      unit: '%',
    })),
    ...query.controversies
      .filter((c) => c !== CONTROVERSY_NONE)
      .map((c) => ({ key: c, label: typeLabel(c), kind: 'band' as const })),
  ];
};

/** The calendar year of a calculation date (scores of the latest year ≤ it apply). */
const yearOf = (snapshot: Snapshot, date: CalculationDate | undefined): number =>
  yearOfDay(typeof date === 'number' ? date : dayFromIso(date ?? snapshot.manifest.asOf));

/**
 * Screens every company of the snapshot (POST screeningByCompanyWithFilters). A company passes when it is in one of
 * the regions, sectors and industries (an empty list does not filter), its revenue share in each `involvement_{type}`
 * is within the accepted band (no row passes), it is not red in any chosen controversy, and each minimum score is
 * met (a missing score does not meet it), and its market cap is within the bounds given (a missing one is not).
 * Default order: name ascending; 50 a page (spec doc 2 §9).
 */
export const screenCompanies = (
  snapshot: Snapshot,
  query: ScreeningQuery,
  paging: PagingQuery = {},
  options: { date?: CalculationDate; locale?: Locale } = {},
): ScreeningResult => {
  const locale = options.locale ?? 'en-US';
  const { companies } = snapshot.data;
  const table = companyScreenTable(snapshot);
  const scores = scoreTable(snapshot, 'company', yearOf(snapshot, options.date));
  const involvement = involvementTable(snapshot);
  const n = companies.id.length;
  const regions = query.regions.length > 0 ? new Set(query.regions) : null;
  const sectors = query.sectors.length > 0 ? new Set(query.sectors) : null;
  const industries = query.industries.length > 0 ? new Set(query.industries) : null;
  const exclusions = Object.entries(query.exclusions).map(([key, band]) => ({
    share: involvement.byType.get(key.slice('involvement_'.length))?.revenueSharePct,
    band,
  }));
  const controversies = query.controversies
    .filter((c) => c !== CONTROVERSY_NONE)
    .map((c) => involvement.byType.get(c))
    .filter((t) => t !== undefined);
  const minScores = Object.entries(query.minScores).map(([k, min]) => ({
    column: scores.columns[k as ScoreColumn],
    min: min as number,
  }));
  const only = query.securities
    ? new Set(
        query.securities
          .map(
            (s) => table.companyBySecurityInput.get(s) ?? table.companyBySecurityInput.get(s.toUpperCase()),
          )
          .filter((c) => c !== undefined),
      )
    : null;
  const { minMarketCapEur: minCap, maxMarketCapEur: maxCap } = query;
  const find = typeof paging.find === 'string' ? paging.find.trim() : '';
  const needle = find.toLowerCase();

  // local copies: imported bindings are getters under a module runner (vitest), too slow in the scan
  const lightOf = companyLight;
  const isAccepted = isAcceptedByBand;
  const passed: number[] = [];
  outer: for (let c = 0; c < n; c++) {
    if (only && !only.has(c)) continue;
    if (regions && !regions.has(table.region[c] ?? '')) continue;
    if (sectors && !sectors.has(companies.sector[c]!)) continue;
    if (industries && !industries.has(companies.industry[c] ?? '')) continue;
    for (const e of exclusions) if (e.share && !isAccepted(e.share[c]!, e.band)) continue outer;
    for (const t of controversies) if (lightOf(involvement, t, c) === 'red') continue outer;
    for (const m of minScores) if (!(m.column[c]! >= m.min)) continue outer;
    // a company without a market cap meets no bound (NaN compares false)
    if (minCap !== undefined && !(companies.marketCapEur[c]! >= minCap)) continue;
    if (maxCap !== undefined && !(companies.marketCapEur[c]! <= maxCap)) continue;
    if (needle && !table.findText[c]!.includes(needle)) continue;
    passed.push(c);
  }

  const columns = companyColumns(query, locale);
  const orderBy =
    paging.orderBy && columns.some((col) => col.key === paging.orderBy) ? paging.orderBy : 'name';
  const order = paging.order ?? 'asc';
  const label = (kind: DatasetLabelKind, name: string | null) =>
    name === null ? null : datasetLabel(kind, name, locale);
  const cell = (c: number, key: string): string | number | null => {
    switch (key) {
      case 'name':
        return companies.name[c]!;
      case 'country':
        return companies.country[c]!;
      case 'region':
        return label('region', table.region[c] ?? null);
      case 'sector':
        return label('sector', companies.sector[c]!);
      case 'industry':
        return label('industry', companies.industry[c] ?? null);
      case 'marketCapEur':
        return nanToNull(companies.marketCapEur[c]!);
    }
    if ((scoreKeys as readonly string[]).includes(key))
      return nanToNull(scores.columns[key as ScoreColumn][c]!);
    if (key.startsWith('involvement_'))
      return nanToNull(
        involvement.byType.get(key.slice('involvement_'.length))?.revenueSharePct[c] ?? Number.NaN,
      );
    const t = involvement.byType.get(key);
    return t ? companyLight(involvement, t, c) : null;
  };
  sortIndices(passed, (c) => cell(c, orderBy), order);
  const perPage = paging.perPage ?? SCREENING_PAGE_SIZE;
  const page = paging.page ?? 1;
  const rows: ScreeningRow[] = passed.slice((page - 1) * perPage, page * perPage).map((c) => {
    const row: ScreeningRow = {
      id: companies.id[c]!,
      name: companies.name[c]!,
      country: companies.country[c]!,
      values: Object.fromEntries(columns.map((col) => [col.key, cell(c, col.key)])),
    };
    if (table.isin[c]) row.isin = table.isin[c];
    if (table.ticker[c]) row.ticker = table.ticker[c];
    return row;
  });
  return { companies: rows, columns, page, perPage, total: passed.length, order, orderBy, find };
};

const nanToNull = (x: number): number | null => (Number.isNaN(x) ? null : x);

/** Sorts indices by a key, missing keys last in either direction, ties by index (stable and deterministic). */
export const sortIndices = (
  indices: number[],
  keyOf: (i: number) => string | number | null,
  order: 'asc' | 'desc',
): void => {
  // keys once per index (strings lower-cased once), then plain comparisons
  const keys = new Map<number, string | number | null>();
  for (const i of indices) {
    const k = keyOf(i);
    keys.set(i, typeof k === 'string' ? k.toLowerCase() : k);
  }
  const sign = order === 'asc' ? 1 : -1;
  indices.sort((a, b) => {
    const ka = keys.get(a) ?? null;
    const kb = keys.get(b) ?? null;
    if (ka === null || kb === null) return ka === kb ? a - b : ka === null ? 1 : -1;
    const c = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : ka < kb ? -1 : ka > kb ? 1 : 0;
    return sign * c || a - b;
  });
};
