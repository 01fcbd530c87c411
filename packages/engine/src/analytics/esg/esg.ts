import {
  type CountryEsg,
  type CountryEsgRow,
  CountryEsgSortKey,
  type CountryEsgTotal,
  datasetLabel,
  type EntityScores,
  ESG_BENCHMARK_ROW,
  ESG_TOTAL_ROW,
  type EsgData,
  type EsgIndicator,
  type EsgPillar,
  type EsgRow,
  EsgSortKey,
  type EsgTotal,
  HOLDINGS_PAGE_SIZE,
  type IndicatorPillar,
  indicatorsByPillar,
  type Locale,
  type PhyIndicator,
  type ScoreComparison,
  type ScoringWeights,
  type SustainabilityScore,
  unitById,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import type { CalculationDate } from '../snapshot-inputs/snapshot-inputs.ts';
import { type PagingQuery, pageRows } from '../views/paging.ts';
import {
  analyseSide,
  countryLabel,
  coverageOf,
  type PortfolioSide,
  pctOfTotal,
  weightedMean,
} from '../views/side.ts';
import { indicatorColumn, indicatorTable } from './indicators.ts';
import {
  countryOverallScore,
  entityScoresAt,
  overallScore,
  type ScoreColumn,
  type ScoreTable,
  scoreTable,
} from './scores.ts';

// ESG views (spec doc 2 §3 "ESG data: e, s and g each hold companies, indicators, selectedIndicators, portfolioTotal
// and benchmarkTotal"; "The sustainability score has five pillars"). Totals are value-weighted means over the
// companies (or countries) that have the figure, with that value as coverage; a missing figure is never 0.

/** Indicators shown by default per pillar when the caller selects none. */
export const DEFAULT_SELECTED_INDICATORS = 5;

const pillars = [
  { key: 'e', pillar: 'environmental', score: 'environmental' },
  { key: 's', pillar: 'social', score: 'social' },
  { key: 'g', pillar: 'governance', score: 'governance' },
] as const satisfies readonly { key: string; pillar: IndicatorPillar; score: ScoreColumn }[];

/** Σ v_c · x_c / Σ v_c over a side's companies with a value of x (NaN = none), and the covered value. */
const sideMean = (
  side: PortfolioSide,
  x: Float64Array | undefined,
): { mean: number | null; covered: number } => {
  if (!x) return { mean: null, covered: 0 };
  const companies = side.companies;
  const companyValue = side.companyValue;
  let num = 0;
  let den = 0;
  for (let i = 0; i < companies.length; i++) {
    const c = companies[i]!;
    const value = x[c]!;
    if (Number.isNaN(value)) continue;
    const v = companyValue[c]!;
    num += value * v;
    den += v;
  }
  return { mean: den > 0 ? num / den : null, covered: den };
};

const indicatorEntry = (ind: PhyIndicator, locale: Locale): EsgIndicator => ({
  code: ind.code,
  label: ind.name[locale],
  unit: ind.unit === 'flag' ? null : unitById(ind.unit).symbol[locale] || null,
  kind: ind.kind,
});

const numOrNull = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);

const pillarTotal = (
  side: PortfolioSide,
  name: string,
  score: ScoreColumn,
  totals: Record<string, number | null>,
): EsgTotal => {
  const scores = scoreTable(side.snapshot, 'company', side.year);
  const s = sideMean(side, scores.columns[score]);
  return {
    name,
    weightPct: pctOfTotal(side, s.covered),
    score: s.mean,
    values: totals,
    coverage: coverageOf(side, s.covered),
  };
};

// the contract's enum for views.esg; an unknown key never reaches the lookups below
const esgOrderKeys: readonly string[] = EsgSortKey.options;

/**
 * The ESG view (getESGV2): one page of companies (by weight, descending) with their E, S and G scores and
 * indicator values, and the TOTAL and BENCHMARK rows. `limited` (capability 7, spec doc 2 §6) answers the totals
 * only; companies reached only through embargoed funds are not listed (and set `limited`).
 */
export const esgView = (
  side: PortfolioSide,
  benchmark: PortfolioSide | null,
  query: PagingQuery & { limited?: boolean; selectedIndicators?: readonly string[] },
  options: {
    locale?: Locale;
    /**
     * Which indicator values each company row carries: the selected ones (default; a page of a few hundred codes
     * per company would weigh hundreds of kilobytes) or every indicator of the pillar.
     */
    rowValues?: 'selected' | 'all';
  } = {},
): EsgData => {
  const locale = options.locale ?? 'en-US';
  const { id, name, country, sector } = side.snapshot.data.companies;
  const scores = scoreTable(side.snapshot, 'company', side.year);
  const table = indicatorTable(side.snapshot, side.year);
  // rows are company indices until paged: a portfolio of funds holds thousands of companies
  const visible = visibleCompanyIndices(side);
  const sorted = pageRows(visible, query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => esgOrderKeys.includes(k),
    // side.companies is by value, descending
    isInOrder: (k, order) => k === 'weight' && order === 'desc',
    sortKey: (c, k) =>
      k === 'weight'
        ? side.companyValue[c]!
        : k === 'name'
          ? name[c]!
          : k === 'country'
            ? country[c]!
            : k === 'sector'
              ? sector[c]!
              : scores.columns[k as ScoreColumn][c]!,
    findText: (c) => [name[c], id[c]],
  });
  const page = {
    ...sorted,
    data: sorted.data.map((c) => ({
      c,
      weightPct: pctOfTotal(side, side.companyValue[c]!),
      name: name[c]!,
      country: country[c]!,
      sector: datasetLabel('sector', sector[c]!, locale),
    })),
  };
  const isLimited = query.limited === true;
  const pillar = (p: (typeof pillars)[number]): EsgPillar => {
    const catalogue = indicatorsByPillar(p.pillar);
    // one pass per code and side: the value-weighted mean, and whether anyone reports the code at all
    const sideTotals: Record<string, number | null> = {};
    const benchmarkTotals: Record<string, number | null> = {};
    const present = catalogue.filter((ind) => {
      const x = indicatorColumn(table, ind.code);
      if (!x) return false;
      const own = sideMean(side, x);
      const other = benchmark ? sideMean(benchmark, x) : { mean: null, covered: 0 };
      sideTotals[ind.code] = own.mean;
      benchmarkTotals[ind.code] = other.mean;
      return own.covered > 0 || other.covered > 0;
    });
    const codes = present.map((i) => i.code);
    const pick = (totals: Record<string, number | null>) =>
      Object.fromEntries(codes.map((code) => [code, totals[code] ?? null]));
    const selected = query.selectedIndicators
      ? query.selectedIndicators.filter((c) => codes.includes(c))
      : codes.slice(0, DEFAULT_SELECTED_INDICATORS);
    const rows: EsgRow[] = isLimited
      ? []
      : page.data.map((r) => ({
          name: r.name,
          companyId: id[r.c]!,
          country: r.country,
          sector: r.sector,
          weightPct: r.weightPct,
          score: numOrNull(scores.columns[p.score][r.c]),
          values: Object.fromEntries(
            (options.rowValues === 'all' ? codes : selected).map((code) => [
              code,
              numOrNull(indicatorColumn(table, code)?.[r.c]),
            ]),
          ),
        }));
    return {
      companies: rows,
      indicators: present.map((i) => indicatorEntry(i, locale)),
      selectedIndicators: selected,
      portfolioTotal:
        side.companies.length > 0 ? pillarTotal(side, ESG_TOTAL_ROW, p.score, pick(sideTotals)) : null,
      benchmarkTotal:
        benchmark && benchmark.companies.length > 0
          ? pillarTotal(benchmark, ESG_BENCHMARK_ROW, p.score, pick(benchmarkTotals))
          : null,
    };
  };
  const { data: _rows, ...paging } = page;
  return {
    e: pillar(pillars[0]),
    s: pillar(pillars[1]),
    g: pillar(pillars[2]),
    paging,
    limited: isLimited || side.hasEmbargoedFunds,
  };
};

const visibleCompanyIndices = (side: PortfolioSide): number[] => {
  if (!side.hasEmbargoedFunds) return [...side.companies];
  const visible = new Set<number>();
  const company = side.snapshot.data.securities.company;
  for (const line of side.lines)
    if (line.kind === 'security' && line.visibleValueEur > 0 && company[line.security]! >= 0)
      visible.add(company[line.security]!);
  return [...side.companies].filter((c) => visible.has(c));
};

const countryTotal = (side: PortfolioSide): CountryEsgTotal | null => {
  const { countries } = side.exposure;
  if (countries.index.length === 0) return null;
  const table = scoreTable(side.snapshot, 'country', side.year);
  const mean = (col: Float64Array | ((k: number) => number)) =>
    weightedMean(
      [...countries.index].map((k, i) => ({
        value: typeof col === 'function' ? col(k) : col[k]!,
        weight: countries.valueEur[i]!,
      })),
    );
  const overall = mean((k) => countryOverallScore(table, k));
  return {
    environmental: mean(table.columns.environmental).mean,
    social: mean(table.columns.social).mean,
    governance: mean(table.columns.governance).mean,
    score: overall.mean,
    coverage: coverageOf(side, overall.covered),
  };
};

// the contract's enum for views.esgCountries; `r[k]` below reads only these own fields of a row
const countryOrderKeys: readonly string[] = CountryEsgSortKey.options;

/**
 * Country ESG of the sovereign exposure (getESGCountriesV2): one page of issuing countries (by weight, descending)
 * with their pillar scores (countries.csv wins over scores.csv) and totals. `limited` answers the totals only.
 */
export const countryEsgView = (
  side: PortfolioSide,
  benchmark: PortfolioSide | null,
  query: PagingQuery & { limited?: boolean },
  options: { locale?: Locale } = {},
): CountryEsg => {
  const locale = options.locale ?? 'en-US';
  const table = scoreTable(side.snapshot, 'country', side.year);
  const { countryCodes } = side.index;
  const regionOf = (code: string) => {
    const k = side.snapshot.country(code);
    const region = k < 0 ? null : (side.snapshot.data.countries.region[k] ?? null);
    return region === null ? null : datasetLabel('region', region, locale);
  };
  const rows: CountryEsgRow[] = [...side.exposure.countries.index].map((k, i) => {
    const code = countryCodes[k]!;
    return {
      country: code,
      label: countryLabel(code, locale),
      region: regionOf(code),
      weightPct: pctOfTotal(side, side.exposure.countries.valueEur[i]!),
      environmental: numOrNull(table.columns.environmental[k]),
      social: numOrNull(table.columns.social[k]),
      governance: numOrNull(table.columns.governance[k]),
      score: numOrNull(countryOverallScore(table, k)),
    };
  });
  const page = pageRows(rows, query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'weight',
    order: 'desc',
    orderable: (k) => countryOrderKeys.includes(k),
    sortKey: (r, k) => (k === 'weight' ? r.weightPct : r[k as keyof CountryEsgRow]) as string | number | null,
    findText: (r) => [r.country, r.label, r.region],
  });
  const isLimited = query.limited === true;
  return {
    ...page,
    data: isLimited ? [] : page.data,
    portfolioTotal: countryTotal(side),
    benchmarkTotal: benchmark ? countryTotal(benchmark) : null,
    limited: isLimited,
  };
};

/**
 * Each entity the sustainability score averages over, with its scores table and value: the side's companies, its
 * sovereign issuers, and the part of a fund that cannot be looked through (scored with the fund's own scores.csv
 * row). The score and its traces (part 12) walk the same entities.
 */
export const forEachScoredEntity = (
  side: PortfolioSide,
  visit: (kind: 'company' | 'country' | 'fund', table: ScoreTable, entity: number, valueEur: number) => void,
): void => {
  const companies = scoreTable(side.snapshot, 'company', side.year);
  const countries = scoreTable(side.snapshot, 'country', side.year);
  const funds = scoreTable(side.snapshot, 'fund', side.year);
  for (const c of side.companies) visit('company', companies, c, side.companyValue[c]!);
  side.exposure.countries.index.forEach((k, i) => {
    visit('country', countries, k, side.exposure.countries.valueEur[i]!);
  });
  for (const line of side.lines)
    if (line.kind === 'fund_remainder') visit('fund', funds, line.security, line.valueEur);
};

/** An entity's overall score: a country's from its E, S and G, a company's or fund's from its five pillars. */
export const entityOverallScore = (
  kind: 'company' | 'country' | 'fund',
  table: ScoreTable,
  entity: number,
  weights?: ScoringWeights,
): number =>
  kind === 'country' ? countryOverallScore(table, entity, weights) : overallScore(table, entity, weights);

/** Per-pillar value-weighted sums of one side, over companies, countries and funds not looked through. */
const pillarMeans = (side: PortfolioSide, weights?: ScoringWeights) => {
  const keys = ['overall', 'environmental', 'social', 'governance', 'impact', 'products'] as const;
  type Key = (typeof keys)[number];
  const acc = Object.fromEntries(keys.map((k) => [k, { num: 0, den: 0 }])) as Record<
    Key,
    { num: number; den: number }
  >;
  const add = (k: Key, x: number, v: number) => {
    if (Number.isNaN(x) || !(v > 0)) return;
    acc[k].num += x * v;
    acc[k].den += v;
  };
  forEachScoredEntity(side, (kind, t, e, v) => {
    add('overall', entityOverallScore(kind, t, e, weights), v);
    add('environmental', t.columns.environmental[e]!, v);
    add('social', t.columns.social[e]!, v);
    add('governance', t.columns.governance[e]!, v);
    if (kind === 'country') return; // countries have no impact or product pillar (dataset-format.md countries.csv)
    add('impact', t.columns.impact[e]!, v);
    add('products', t.columns.product[e]!, v);
  });
  return acc;
};

/**
 * The sustainability score and its five pillars (spec doc 2 §3), portfolio next to benchmark: value-weighted means
 * of the companies' scores (and the sovereign issuers' E, S, G and overall scores; a fund's own scores for its part
 * that cannot be looked through), each with the value it rests on as coverage. `weights` is the advisor's scoring
 * profile (issue 28): it changes the overall score only, each pillar's mean stays as it is.
 */
export const sustainabilityScore = (
  side: PortfolioSide,
  benchmark: PortfolioSide | null,
  weights?: ScoringWeights,
): SustainabilityScore => {
  const p = pillarMeans(side, weights);
  const b = benchmark ? pillarMeans(benchmark, weights) : null;
  const compare = (k: keyof typeof p): ScoreComparison => ({
    portfolio: p[k].den > 0 ? p[k].num / p[k].den : null,
    benchmark: b && b[k].den > 0 ? b[k].num / b[k].den : null,
    coverage: coverageOf(side, p[k].den),
    benchmarkCoverage: benchmark && b ? coverageOf(benchmark, b[k].den) : null,
  });
  return {
    overall: compare('overall'),
    environmental: compare('environmental'),
    social: compare('social'),
    governance: compare('governance'),
    impact: compare('impact'),
    products: compare('products'),
  };
};

/**
 * A fund's six scores (spec doc 2 §3 "Fund scores"): its scores.csv row when it has one (latest year ≤ the date's
 * year), else each score computed from its holdings by look-through as in `sustainabilityScore` (null without data).
 */
export const fundScores = (
  snapshot: Snapshot,
  fundSecurity: number,
  date?: CalculationDate,
): EntityScores => {
  const side = analyseSide(
    snapshot,
    { items: [{ input: snapshot.data.securities.id[fundSecurity]!, weight: 100 }], cash: 0 },
    { investmentAmountEur: 100, ...(date === undefined ? {} : { date }) },
  );
  const own = entityScoresAt(scoreTable(snapshot, 'fund', side.year), fundSecurity);
  if (Object.values(own).some((x) => x !== null)) return own;
  const p = pillarMeans(side);
  const mean = (k: keyof typeof p) => (p[k].den > 0 ? p[k].num / p[k].den : null);
  return {
    environmental: mean('environmental'),
    social: mean('social'),
    governance: mean('governance'),
    impact: mean('impact'),
    product: mean('products'),
    sustainability: mean('overall'),
  };
};
