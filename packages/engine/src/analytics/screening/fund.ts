import {
  datasetLabel,
  dayFromIso,
  exclusionTypes,
  type FilterOption,
  type FundRating,
  type FundScreeningFilters,
  isoFromDay,
  type Locale,
  type Rating,
  SCREENING_PAGE_SIZE,
  type ScreeningColumn,
  type ScreeningQuery,
  type ScreeningResult,
  type ScreeningRow,
  scorePillars,
  type TrafficLight,
  type Translator,
  yearOfDay,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
// the columns' own file, not the provider's door: that one also loads the importer (issue 24, start-up)
import { assetClasses, fundTypes, NO_DAY } from '../../provider/snapshot/snapshot-data.ts';
import { isAcceptedByBand, trafficLight } from '../controversy/bands.ts';
import { companyLight, fundInvolvementPct, involvementTable } from '../controversy/involvement.ts';
import { type ScoreColumn, scoreTable } from '../esg/scores.ts';
import type { CalculationDate } from '../snapshot-inputs/snapshot-inputs.ts';
import { fundCompanies } from '../views/fund-look-through.ts';
import { compareKeys, type PagingQuery } from '../views/paging.ts';
import { countryLabel, translatorFor } from '../views/side.ts';
import { CONTROVERSY_NONE, sortIndices } from './company.ts';
import { fundFactFilter } from './fund-facts.ts';

// a local copy: imported bindings are getters under a module runner (vitest), slow in per-company loops
const lightOf = companyLight;

// Fund screening (spec doc 2 §7 runFundScreening; doc 1 §3 fund facts and scores): what an analyst filters funds by —
// category, asset class, fund type, SFDR article, TER, AUM, scores, ratings — plus the company filters read through
// the fund's holdings: a fund's involvement in a type is Σ_c w_c · share_c / 100 over the companies it holds
// (percent of the fund), banded like a company's; its controversy exposure is the weight of the companies red in that
// controversy, lit by the traffic-light bands.

const option = (value: string, label: string): FilterOption => ({ value, label });
const distinct = (values: readonly (string | null)[]): string[] =>
  [...new Set(values.filter((v): v is string => v !== null && v !== ''))].sort(compareKeys);

/** The lists fund screening offers (getFundScreeningFilters). */
export const fundScreeningFilters = (
  snapshot: Snapshot,
  options: { locale?: Locale } = {},
): FundScreeningFilters => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const { funds, countries } = snapshot.data;
  const regionByCountry = new Map(countries.code.map((c, k) => [c, countries.region[k] ?? null]));
  return {
    // values are the dataset's names (the query filters by them), labels the user's language (issue 22 item 9)
    categories: distinct(funds.category).map((c) => option(c, datasetLabel('fundCategory', c, locale))),
    globalCategories: distinct(funds.globalCategory).map((c) =>
      option(c, datasetLabel('fundCategory', c, locale)),
    ),
    assetClasses: assetClasses.map((a) => option(a, t(`analytics.assetClasses.${a}`))),
    fundTypes: fundTypes.map((f) => option(f, t(`analytics.fundTypes.${f}`))),
    sfdrArticles: ([6, 8, 9] as const).map((a) => option(String(a), t(`analytics.sfdrArticles.article${a}`))),
    domiciles: distinct(funds.domicile).map((d) => option(d, countryLabel(d, locale))),
    providers: distinct(funds.provider).map((p) => option(p, p)),
    regions: distinct(funds.domicile.map((d) => (d ? (regionByCountry.get(d) ?? null) : null))).map((r) =>
      option(r, datasetLabel('region', r, locale)),
    ),
    exclusionTypes: exclusionTypes
      .filter((e) => e.kind !== 'controversy')
      .map((e) => option(e.id, e.name[locale])),
    scores: scorePillars.filter((p) => p.score === 'fund').map((p) => option(p.id, p.name[locale])),
  };
};

const scoreKeys: readonly ScoreColumn[] = [
  'sustainability',
  'environmental',
  'social',
  'governance',
  'impact',
  'product',
];

/** A fund's rating as screening shows it (analytics/performance/rating.ts computes it for the whole universe). */
export interface FundRatingCells {
  rating: FundRating;
  globalCategoryRating: Rating;
}

/** The rating's pillars, in the columns' order: column key → FundRating field (spec doc 2 §3). */
const ratingPillarColumns = {
  ratingReturns: 'returns',
  ratingRisk: 'risk',
  ratingPersistence: 'persistence',
  ratingExpenses: 'expenses',
} as const;

const ratingColumns = (t: Translator, locale: Locale): ScreeningColumn[] => [
  { key: 'rating', label: t('analytics.columns.rating'), kind: 'integer' },
  ...Object.entries(ratingPillarColumns).map(([key, pillar]) => ({
    key,
    label: t('analytics.columns.ratingPillar', {
      pillar: scorePillars.find((p) => p.score === 'fund_rating' && p.id === pillar)!.name[locale],
    }),
    kind: 'integer' as const,
  })),
  { key: 'globalCategoryRating', label: t('analytics.columns.globalCategoryRating'), kind: 'integer' },
];

/** The columns of a fund screening: the fund's facts and scores, its ratings when given, then one per filter. */
const fundColumns = (
  t: Translator,
  locale: Locale,
  hasRatings: boolean,
  extraKeys: readonly ('inceptionDate' | 'taxonomyAlignedPct')[],
  exclusionKeys: readonly string[],
  controversyTypes: readonly string[],
  typeLabel: (type: string) => string,
): ScreeningColumn[] => [
  { key: 'name', label: t('analytics.columns.name'), kind: 'text' },
  { key: 'category', label: t('analytics.columns.category'), kind: 'text' },
  { key: 'globalCategory', label: t('analytics.columns.globalCategory'), kind: 'text' },
  { key: 'assetClass', label: t('analytics.columns.assetClass'), kind: 'text' },
  { key: 'fundType', label: t('analytics.columns.fundType'), kind: 'text' },
  { key: 'sfdrArticle', label: t('analytics.columns.sfdrArticle'), kind: 'integer' },
  { key: 'terPct', label: t('analytics.columns.terPct'), kind: 'percent', unit: '%' },
  { key: 'aumEur', label: t('analytics.columns.aumEur'), kind: 'number', unit: 'EUR' },
  { key: 'domicile', label: t('analytics.columns.domicile'), kind: 'country' },
  { key: 'provider', label: t('analytics.columns.provider'), kind: 'text' },
  ...scoreKeys.map((k) => ({ key: k, label: t(`analytics.columns.${k}`), kind: 'score' as const })),
  ...(hasRatings ? ratingColumns(t, locale) : []),
  ...extraKeys.map((key) =>
    key === 'inceptionDate'
      ? { key, label: t('analytics.columns.inceptionDate'), kind: 'text' as const }
      : { key, label: t('analytics.columns.taxonomyAlignedPct'), kind: 'percent' as const, unit: '%' },
  ),
  ...exclusionKeys.map((key) => ({
    key,
    label: t('analytics.columns.involvement', { type: typeLabel(key.slice('involvement_'.length)) }),
    kind: 'percent' as const,
    unit: '%',
  })),
  ...controversyTypes.map((c) => ({ key: c, label: typeLabel(c), kind: 'band' as const })),
];

/** A fund's exposures read through its holdings on `day`: only computed when a filter asks for them. */
const lookThrough = (snapshot: Snapshot, day: number, needed: boolean) => {
  const { funds } = snapshot.data;
  const involvement = involvementTable(snapshot);
  const held = needed ? fundCompanies(snapshot, day) : null;
  return {
    /** The fund's involvement in the `involvement_<type>` column's type (percent of the fund), NaN when unknown. */
    involvementOf: (row: number, key: string): number => {
      const share = involvement.byType.get(key.slice('involvement_'.length))?.revenueSharePct;
      const weights = held?.get(funds.security[row]!);
      return share && weights ? fundInvolvementPct(weights, share) : Number.NaN;
    },
    /** The light of the weight of the fund's companies red in that controversy; null without the file. */
    controversyOf: (row: number, type: string): TrafficLight | null => {
      const ti = involvement.byType.get(type);
      const weights = held?.get(funds.security[row]!);
      if (!ti || !weights || !involvement.hasFile) return null;
      let red = 0;
      for (let i = 0; i < weights.company.length; i++)
        if (lightOf(involvement, ti, weights.company[i]!) === 'red') red += weights.weightPct[i]!;
      return trafficLight(red);
    },
  };
};

/** A fund row's value in a column (what the row shows and what the sort compares), by the column's key. */
const fundCellReader = (deps: {
  snapshot: Snapshot;
  t: Translator;
  locale: Locale;
  scores: ReturnType<typeof scoreTable>;
  ratings: ReadonlyMap<string, FundRatingCells> | undefined;
  taxonomyAlignedPctOf: ((securityId: string) => number | null) | undefined;
  lookThrough: ReturnType<typeof lookThrough>;
}) => {
  const { snapshot, t, locale, scores, ratings } = deps;
  const { involvementOf, controversyOf } = deps.lookThrough;
  const { funds, securities } = snapshot.data;
  const num = (x: number): number | null => (Number.isNaN(x) ? null : x);
  const category = (name: string | null) =>
    name === null ? null : datasetLabel('fundCategory', name, locale);
  return (row: number, key: string): string | number | null => {
    const s = funds.security[row]!;
    switch (key) {
      case 'name':
        return securities.name[s]!;
      case 'category':
        return category(funds.category[row] ?? null);
      case 'globalCategory':
        return category(funds.globalCategory[row] ?? null);
      // the cells a person reads: the enum's label in the user's language, as the filter lists show it
      case 'assetClass': {
        const a = assetClasses[securities.assetClass[s]!];
        return a ? t(`analytics.assetClasses.${a}`) : null;
      }
      case 'fundType': {
        const f = fundTypes[funds.fundType[row]!];
        return f ? t(`analytics.fundTypes.${f}`) : null;
      }
      case 'sfdrArticle':
        return num(funds.sfdrArticle[row]!);
      case 'terPct':
        return num(funds.terPct[row]!);
      case 'aumEur':
        return num(funds.aumEur[row]!);
      case 'domicile':
        return funds.domicile[row] ?? null;
      case 'provider':
        return funds.provider[row] ?? null;
      case 'inceptionDate': {
        const day = funds.inceptionDay[row]!;
        return day === NO_DAY ? null : isoFromDay(day);
      }
      case 'taxonomyAlignedPct':
        return deps.taxonomyAlignedPctOf?.(securities.id[s]!) ?? null;
      case 'rating':
        return ratings?.get(securities.id[s]!)?.rating.overall ?? null;
      case 'globalCategoryRating':
        return ratings?.get(securities.id[s]!)?.globalCategoryRating ?? null;
    }
    if (key in ratingPillarColumns)
      return (
        ratings?.get(securities.id[s]!)?.rating[
          ratingPillarColumns[key as keyof typeof ratingPillarColumns]
        ] ?? null
      );
    if ((scoreKeys as readonly string[]).includes(key)) return num(scores.columns[key as ScoreColumn][s]!);
    if (key.startsWith('involvement_')) return num(involvementOf(row, key));
    return controversyOf(row, key);
  };
};

/**
 * Screens the snapshot's funds (runFundScreening). Besides the company filters (regions by domicile, exclusions and
 * controversies through the holdings), `categories` match the category or the global category, and asset classes,
 * fund types, SFDR articles, a maximum TER and minimum scores filter the fund's own facts (a missing figure does not
 * pass a bound); domiciles, providers, AUM and inception bounds, a minimum rating and a minimum taxonomy alignment
 * are fund-facts.ts's. `ratings` (security_id → the fund rating, its four pillars and the global category rating, 1–5
 * stars or null when unrated) add those columns; `taxonomyAlignedPctOf` gives a fund's taxonomy alignment (percent,
 * null unknown), asked only when the query sets a minimum.
 * Default order: name ascending; 50 a page.
 */
export const screenFunds = (
  snapshot: Snapshot,
  query: ScreeningQuery,
  paging: PagingQuery = {},
  options: {
    date?: CalculationDate;
    locale?: Locale;
    ratings?: ReadonlyMap<string, FundRatingCells>;
    taxonomyAlignedPctOf?: (securityId: string) => number | null;
  } = {},
): ScreeningResult => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const day =
    typeof options.date === 'number' ? options.date : dayFromIso(options.date ?? snapshot.manifest.asOf);
  const { funds, securities, countries } = snapshot.data;
  const scores = scoreTable(snapshot, 'fund', yearOfDay(day));
  const regionByCountry = new Map(countries.code.map((c, k) => [c, countries.region[k] ?? null]));
  const set = <T>(xs: readonly T[]) => (xs.length > 0 ? new Set(xs) : null);
  const regions = set(query.regions);
  const categories = set(query.categories);
  const classes = set(query.assetClasses);
  const types = set(query.fundTypes);
  const articles = set(query.sfdrArticles);
  const only = query.securities ? new Set(query.securities.map((s) => s.toUpperCase())) : null;
  const exclusionKeys = Object.keys(query.exclusions);
  const controversyTypes = query.controversies.filter((c) => c !== CONTROVERSY_NONE);
  const needsLookThrough = exclusionKeys.length > 0 || controversyTypes.length > 0;
  const find = typeof paging.find === 'string' ? paging.find.trim() : '';
  const needle = find.toLowerCase();
  const typeLabel = (type: string) => exclusionTypes.find((e) => e.id === type)?.name[locale] ?? type;

  const { involvementOf, controversyOf } = lookThrough(snapshot, day, needsLookThrough);
  const ratings = options.ratings;
  const passesFacts = fundFactFilter(snapshot, query, {
    ratingOf: (id) => ratings?.get(id)?.rating.overall ?? null,
    taxonomyAlignedPctOf: options.taxonomyAlignedPctOf,
  });
  // the figures a filter bounds that the standing columns do not show
  const extraKeys = [
    ...(query.inceptionFrom !== undefined || query.inceptionTo !== undefined
      ? ['inceptionDate' as const]
      : []),
    ...(query.minTaxonomyAlignedPct !== undefined ? ['taxonomyAlignedPct' as const] : []),
  ];

  const passed: number[] = [];
  outer: for (let row = 0; row < funds.security.length; row++) {
    const s = funds.security[row]!;
    if (
      only &&
      ![securities.id[s], securities.isin[s], securities.ticker[s]].some(
        (k) => k && only.has(k.toUpperCase()),
      )
    )
      continue;
    const domicile = funds.domicile[row] ?? null;
    if (regions && !regions.has((domicile && regionByCountry.get(domicile)) || '')) continue;
    if (
      categories &&
      !categories.has(funds.category[row] ?? '') &&
      !categories.has(funds.globalCategory[row] ?? '')
    )
      continue;
    if (classes && !classes.has(assetClasses[securities.assetClass[s]!] ?? ('' as never))) continue;
    if (types && !types.has(fundTypes[funds.fundType[row]!] ?? ('' as never))) continue;
    if (articles && !articles.has(funds.sfdrArticle[row] as 6 | 8 | 9)) continue;
    if (query.maxTerPct !== undefined && !(funds.terPct[row]! <= query.maxTerPct)) continue;
    if (!passesFacts(row)) continue;
    for (const [k, min] of Object.entries(query.minScores))
      if (!(scores.columns[k as ScoreColumn][s]! >= (min as number))) continue outer;
    for (const key of exclusionKeys) {
      const pct = involvementOf(row, key);
      if (!isAcceptedByBand(pct, query.exclusions[key]!)) continue outer;
    }
    for (const type of controversyTypes) if (controversyOf(row, type) === 'red') continue outer;
    if (
      needle &&
      ![securities.name[s], securities.isin[s], securities.ticker[s], securities.id[s]].some((x) =>
        x?.toLowerCase().includes(needle),
      )
    )
      continue;
    passed.push(row);
  }

  const columns = fundColumns(
    t,
    locale,
    Boolean(options.ratings),
    extraKeys,
    exclusionKeys,
    controversyTypes,
    typeLabel,
  );
  const cell = fundCellReader({
    snapshot,
    t,
    locale,
    scores,
    ratings,
    taxonomyAlignedPctOf: options.taxonomyAlignedPctOf,
    lookThrough: { involvementOf, controversyOf },
  });
  const orderBy = paging.orderBy && columns.some((c) => c.key === paging.orderBy) ? paging.orderBy : 'name';
  const order = paging.order ?? 'asc';
  sortIndices(passed, (row) => cell(row, orderBy), order);
  const perPage = paging.perPage ?? SCREENING_PAGE_SIZE;
  const page = paging.page ?? 1;
  const rows: ScreeningRow[] = passed.slice((page - 1) * perPage, page * perPage).map((row) => {
    const s = funds.security[row]!;
    const out: ScreeningRow = {
      id: securities.id[s]!,
      name: securities.name[s]!,
      country: funds.domicile[row] ?? null,
      values: Object.fromEntries(columns.map((c) => [c.key, cell(row, c.key)])),
    };
    if (securities.isin[s]) out.isin = securities.isin[s];
    if (securities.ticker[s]) out.ticker = securities.ticker[s];
    return out;
  });
  return { companies: rows, columns, page, perPage, total: passed.length, order, orderBy, find };
};
