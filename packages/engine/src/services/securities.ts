import {
  type Company,
  DomainError,
  dayFromIso,
  type ExchangeRate,
  type Fund,
  Isin,
  isCashInput,
  isoFromDay,
  type PriceHistory,
  type ResolvedSecurity,
  type SecurityKind,
  type SecuritySearchResult,
} from '@esgkit/core';
import { fundScores } from '../analytics/esg/esg.ts';
import { entityScoresAt, scoreTable } from '../analytics/esg/scores.ts';
import { type FundRatingResult, fundRatings } from '../analytics/performance/rating.ts';
import { seriesMaxDrawdown } from '../analytics/performance/risk.ts';
import {
  resolveSecurityInput,
  snapshotTaxonomyInputs,
} from '../analytics/snapshot-inputs/snapshot-inputs.ts';
import { computeTaxonomy } from '../analytics/taxonomy/taxonomy.ts';
import { analyseSide } from '../analytics/views/side.ts';
import type { Snapshot } from '../provider/snapshot/snapshot.ts';
import { assetClasses, fundTypes, NO_DAY, securityTypes } from '../provider/snapshot/snapshot-data.ts';

/** The snapshot the engine serves, or null while it loads. */
export type SnapshotSource = () => Snapshot | null;

/** The served snapshot, or 503 datasetLoading (docs/architecture.md, Scale: data routes wait for the dataset). */
export const requireSnapshot = (source: SnapshotSource): Snapshot => {
  const snapshot = source();
  if (!snapshot) throw new DomainError('datasetLoading');
  return snapshot;
};

const finite = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);
const isoOrNull = (day: number | undefined): string | null =>
  day === undefined || day === NO_DAY ? null : isoFromDay(day);
const isinOf = (value: string | null | undefined) =>
  value && Isin.safeParse(value).success ? { isin: value } : {};
const tickerOf = (value: string | null | undefined) => (value && value.length <= 32 ? { ticker: value } : {});

// Ratings rank every fund among its peers, so they are computed once per snapshot for the whole universe.
const ratingsBySnapshot = new WeakMap<Snapshot, Map<string, FundRatingResult>>();

/** Every fund's rating on the dataset's date (metrics.md / docs/methodology.md part B), by security id. */
export const universeFundRatings = (snapshot: Snapshot): Map<string, FundRatingResult> => {
  let ratings = ratingsBySnapshot.get(snapshot);
  if (ratings) return ratings;
  const { funds, securities } = snapshot.data;
  const inputs = Array.from(funds.security, (s, row) => {
    const prices = snapshot.prices(s);
    return {
      series: { days: prices.day, values: prices.value },
      category: funds.category[row] ?? null,
      globalCategory: funds.globalCategory[row] ?? null,
      terPct: finite(funds.terPct[row]),
    };
  });
  const results = fundRatings(inputs, { asOfDay: dayFromIso(snapshot.manifest.asOf) });
  ratings = new Map(Array.from(funds.security, (s, row) => [securities.id[s]!, results[row]!]));
  ratingsBySnapshot.set(snapshot, ratings);
  return ratings;
};

/** A fund looked through on the dataset's date, as its only holding. */
const fundSideOf = (snapshot: Snapshot, securityId: string) =>
  analyseSide(
    snapshot,
    { items: [{ input: securityId, weight: 100 }], cash: 0 },
    { investmentAmountEur: 100 },
  );

/** A fund's taxonomy alignment (the fund card's and screening's): turnover, sovereigns included, percent of the fund. */
const taxonomyAlignedPctOf = (snapshot: Snapshot, side: ReturnType<typeof fundSideOf>): number | null =>
  computeTaxonomy(side.exposure, snapshotTaxonomyInputs(snapshot, side.day)).side.turnover.includingSovereigns
    .alignedPct;

const alignmentBySnapshot = new WeakMap<Snapshot, Map<string, number | null>>();

/** Funds' taxonomy alignment by security id, each computed on first ask and kept for the snapshot. */
export const fundTaxonomyAlignment =
  (snapshot: Snapshot) =>
  (securityId: string): number | null => {
    let known = alignmentBySnapshot.get(snapshot);
    if (!known) {
      known = new Map();
      alignmentBySnapshot.set(snapshot, known);
    }
    let pct = known.get(securityId);
    if (pct === undefined) {
      pct = taxonomyAlignedPctOf(snapshot, fundSideOf(snapshot, securityId));
      known.set(securityId, pct);
    }
    return pct;
  };

/** What fund screening reads besides funds.csv (the route and the CSV export: one table). */
export const fundScreeningSources = (snapshot: Snapshot) => ({
  ratings: universeFundRatings(snapshot),
  taxonomyAlignedPctOf: fundTaxonomyAlignment(snapshot),
});

export type SecurityService = ReturnType<typeof createSecurityService>;

/** The first day any price of the snapshot has (prices are sorted by security, then day). */
const firstPriceDays = new WeakMap<Snapshot, string | null>();
const firstPriceDayOf = (snapshot: Snapshot): string | null => {
  const known = firstPriceDays.get(snapshot);
  if (known !== undefined) return known;
  const { day } = snapshot.data.prices;
  let first = Number.POSITIVE_INFINITY;
  for (let k = 0; k < day.length; k++) if (day[k]! < first) first = day[k]!;
  const iso = Number.isFinite(first) ? isoFromDay(first) : null;
  firstPriceDays.set(snapshot, iso);
  return iso;
};

const kindOf = (snapshot: Snapshot, s: number): SecurityKind =>
  securityTypes[snapshot.data.securities.type[s]!] ?? 'other';

const yearOf = (snapshot: Snapshot) => Number(snapshot.manifest.asOf.slice(0, 4));

/** The research search over one snapshot (SecurityService.search says the order). */
const searchSecurities = (
  snapshot: Snapshot,
  q: string,
  options: { type?: 'fund' | 'equity' | 'corporate_bond'; limit: number },
): SecuritySearchResult[] => {
  const { securities, funds, companies } = snapshot.data;
  const needle = q.trim().toLowerCase();
  const hits: { s: number; rank: number }[] = [];
  for (let s = 0; s < securities.id.length; s++) {
    const kind = kindOf(snapshot, s);
    if (kind !== 'fund' && kind !== 'equity' && kind !== 'corporate_bond') continue;
    if (options.type && kind !== options.type) continue;
    const ids = [securities.isin[s], securities.ticker[s], securities.id[s]].map((x) => x?.toLowerCase());
    const name = securities.name[s]!.toLowerCase();
    let rank = -1;
    if (ids.includes(needle)) rank = 0;
    else if (name.startsWith(needle) || ids.some((x) => x?.startsWith(needle))) rank = 1;
    else if (name.includes(needle)) rank = 2;
    if (rank >= 0) hits.push({ s, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank || securities.name[a.s]!.localeCompare(securities.name[b.s]!, 'en') || a.s - b.s,
  );
  return hits.slice(0, options.limit).map(({ s }) => {
    const kind = kindOf(snapshot, s);
    const fundRow = snapshot.fundRow(s);
    const company = securities.company[s]!;
    return {
      securityId: securities.id[s]!,
      ...isinOf(securities.isin[s]),
      ...tickerOf(securities.ticker[s]),
      name: securities.name[s]!,
      type: kind,
      country: securities.country[s] ?? null,
      currency: securities.currency[s]!,
      group:
        kind === 'fund'
          ? fundRow >= 0
            ? (funds.category[fundRow] ?? null)
            : null
          : company >= 0
            ? (companies.sector[company] ?? null)
            : null,
    };
  });
};

/** A security's details on one snapshot (SecurityService.get). */
const securityDetails = (
  snapshot: Snapshot,
  securityId: string,
): { fund: Fund | null; company: Company | null } => {
  const s = snapshot.securityIndex(securityId);
  if (s < 0) throw new DomainError('notFound');
  const { securities, funds, companies } = snapshot.data;
  const year = yearOf(snapshot);
  const companyIndex = snapshot.issuerOf(s);
  const company: Company | null =
    companyIndex >= 0
      ? {
          id: companies.id[companyIndex]!,
          name: companies.name[companyIndex]!,
          sector: companies.sector[companyIndex]!,
          industry: companies.industry[companyIndex] ?? null,
          country: companies.country[companyIndex]!,
          marketCapEur: finite(companies.marketCapEur[companyIndex]),
          naceSection: /^[A-U]$/.test(companies.nace[companyIndex] ?? '')
            ? companies.nace[companyIndex]!
            : null,
          scores: entityScoresAt(scoreTable(snapshot, 'company', year), companyIndex),
        }
      : null;
  const row = snapshot.fundRow(s);
  if (row < 0) {
    if (!company) throw new DomainError('notFound');
    return { fund: null, company };
  }
  const prices = snapshot.prices(s);
  const asOfDay = dayFromIso(snapshot.manifest.asOf);
  // The fund looked through on the dataset's date: taxonomy alignment and the equity holdings' market cap.
  const side = fundSideOf(snapshot, securities.id[s]!);
  let capValue = 0;
  let capWeighted = 0;
  for (const c of side.companies) {
    const cap = companies.marketCapEur[c]!;
    if (Number.isNaN(cap)) continue;
    capValue += side.companyValue[c]!;
    capWeighted += side.companyValue[c]! * cap;
  }
  const rated = universeFundRatings(snapshot).get(securities.id[s]!);
  const drawdown =
    prices.day.length > 1
      ? seriesMaxDrawdown({ days: prices.day, values: prices.value }, prices.day[0]!, asOfDay)
      : null;
  const sfdr = finite(funds.sfdrArticle[row]);
  const assetClass = securities.assetClass[s]!;
  const fundType = funds.fundType[row]!;
  return {
    fund: {
      securityId: securities.id[s]!,
      ...isinOf(securities.isin[s]),
      ...tickerOf(securities.ticker[s]),
      name: securities.name[s]!,
      currency: securities.currency[s]!,
      category: funds.category[row] ?? null,
      globalCategory: funds.globalCategory[row] ?? null,
      assetClass: assetClass >= 0 ? (assetClasses[assetClass] ?? null) : null,
      fundType: fundType >= 0 ? (fundTypes[fundType] ?? null) : null,
      aumEur: finite(funds.aumEur[row]),
      inceptionDate: isoOrNull(funds.inceptionDay[row]),
      terPct: finite(funds.terPct[row]),
      domicile: funds.domicile[row] ?? null,
      providerCompany: funds.provider[row] ?? null,
      advisoryCompany: funds.advisor[row] ?? null,
      sfdrArticle: sfdr === 6 || sfdr === 8 || sfdr === 9 ? sfdr : null,
      taxonomyAlignmentPct: taxonomyAlignedPctOf(snapshot, side),
      maxDrawdown: drawdown === null || Number.isNaN(drawdown) ? null : Math.min(0, drawdown),
      marketCapEur: capValue > 0 ? capWeighted / capValue : null,
      registeredCountries: (funds.registeredCountries[row] ?? '')
        .split(';')
        .map((c) => c.trim())
        .filter((c) => /^[A-Z]{2}$/.test(c)),
      scores: fundScores(snapshot, s),
      rating: rated?.rating ?? {
        overall: null,
        returns: null,
        risk: null,
        persistence: null,
        expenses: null,
      },
      globalCategoryRating: rated?.globalCategoryRating ?? null,
      isEmbargoed: funds.embargoed[row] === 1,
      holdingsAsOf: isoOrNull(funds.holdingsAsOfDay[row]),
    },
    company,
  };
};

/** Securities of the served snapshot: resolution of typed inputs, the research search, facts, exchange rates. */
export const createSecurityService = (source: SnapshotSource) => {
  return {
    /**
     * Whether each input names a security (securities-exist, spec doc 2 §7): its id, type and name; CASH is cash.
     * Without a snapshot (still loading) nothing is resolved, so callers see an empty answer, never a false "missing".
     */
    resolveMany(inputs: readonly string[]): ResolvedSecurity[] {
      const snapshot = source();
      if (!snapshot) return [];
      return inputs.map((input) => {
        if (isCashInput(input)) return { input, fundId: null, type: 'cash', exists: true };
        const r = resolveSecurityInput(snapshot, input);
        if (r.kind !== 'security') return { input, fundId: null, type: null, exists: false };
        const s = r.security;
        const fundRow = snapshot.fundRow(s);
        return {
          input,
          fundId: snapshot.data.securities.id[s]!,
          name: snapshot.data.securities.name[s]!,
          type: kindOf(snapshot, s),
          exists: true,
          ...(fundRow >= 0 && snapshot.data.funds.embargoed[fundRow] === 1 ? { embargoed: true } : {}),
        };
      });
    },

    exist(inputs: readonly string[]): ResolvedSecurity[] {
      requireSnapshot(source);
      return this.resolveMany(inputs);
    },

    /** The served dataset's first price day (yyyy-mm-dd), null when it has no prices; 503 while it loads. */
    firstPriceDay(): string | null {
      return firstPriceDayOf(requireSnapshot(source));
    },

    /** The served dataset's as-of date and first price day (core's default first-investment day reads them). */
    priceHistory(): PriceHistory {
      const snapshot = requireSnapshot(source);
      return { asOf: snapshot.manifest.asOf, firstPriceDay: firstPriceDayOf(snapshot) };
    },

    /**
     * Funds and companies by name, ISIN or ticker (the Lookup research screen): exact ISIN/ticker/id first, then
     * names and identifiers starting with the text, then containing it; ties by name. Sovereign bonds and cash are
     * not listed (they cannot be held directly, spec doc 1 §5).
     */
    search(
      q: string,
      options: { type?: 'fund' | 'equity' | 'corporate_bond'; limit: number },
    ): SecuritySearchResult[] {
      return searchSecurities(requireSnapshot(source), q, options);
    },

    /** A fund's facts and scores, or the issuer company of an equity or bond; 404 notFound for other ids. */
    get(securityId: string): { fund: Fund | null; company: Company | null } {
      return securityDetails(requireSnapshot(source), securityId);
    },

    /**
     * EUR per unit of a currency on a date (default: the dataset's asOf), from fx.csv: the latest rate on or before
     * the date (no rate yet: 404 noData). EUR is 1.
     */
    rate(currency: string, date?: string): ExchangeRate {
      const snapshot = requireSnapshot(source);
      const on = date ?? snapshot.manifest.asOf;
      if (currency === 'EUR') return { currency, date: on, eurPerUnit: 1 };
      const series = snapshot.fx(currency);
      if (!series) throw new DomainError('noData');
      const day = dayFromIso(on);
      let k = -1;
      for (let lo = 0, hi = series.day.length; lo < hi; ) {
        const mid = (lo + hi) >>> 1;
        if (series.day[mid]! <= day) {
          k = mid;
          lo = mid + 1;
        } else hi = mid;
      }
      const value = k >= 0 ? series.value[k]! : Number.NaN;
      if (!(value > 0)) throw new DomainError('noData');
      return { currency, date: isoFromDay(series.day[k]!), eurPerUnit: value };
    },
  };
};
