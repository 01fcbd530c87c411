import {
  type Allocation,
  type AllocationEntry,
  aggregateTopCounts,
  CASH_INPUT,
  type CountryAllocation,
  type CountryWeight,
  datasetLabel,
  type Locale,
  type PortfolioAggregates,
  type SecurityKind,
  sdgs,
} from '@esgkit/core';
// the columns' own file, not the provider's door: that one also loads the importer (issue 24, start-up)
import { securityTypes } from '../../provider/snapshot/snapshot-data.ts';
import {
  countryLabel,
  coverageOf,
  currencyLabel,
  isCompanySecurity,
  isSovereignSecurity,
  type LeafLine,
  type PortfolioSide,
  pctOfTotal,
  translatorFor,
} from '../views/side.ts';

// local copies: imported bindings are getters under a module runner (vitest), slow in per-line loops
const pctOf = pctOfTotal;
const isCompanyType = isCompanySecurity;
const isSovereign = isSovereignSecurity;
const kinds = securityTypes;

// Portfolio views (spec doc 1 §2 "portfolio: summary, holdings, assets, country, currency, sector, sdgs"; doc 2 §3
// "Holdings page", "Portfolio aggregates"): every weight is a share of the side's value V after look-through.

/** What a leaf line is, for the allocation keys (country, currency, sector) and the holdings rows. */
export interface LineFacts {
  id: string;
  name: string;
  type: SecurityKind;
  country: string | null;
  currency: string | null;
  sector: string | null;
  isin: string | null;
  ticker: string | null;
}

/** The two labels every line may need, translated once per locale. */
const fixedLabels = new Map<Locale, { cash: string; sovereigns: string }>();
const labelsFor = (locale: Locale) => {
  let labels = fixedLabels.get(locale);
  if (!labels) {
    const t = translatorFor(locale);
    labels = { cash: t('analytics.cash'), sovereigns: t('analytics.sovereigns') };
    fixedLabels.set(locale, labels);
  }
  return labels;
};

/** The facts of every line of a side in one language, built once (aggregates, countries and holdings share them). */
const factsCache = new WeakMap<PortfolioSide, Map<Locale, Map<LeafLine, LineFacts>>>();
const sideFacts = (side: PortfolioSide, locale: Locale): Map<LeafLine, LineFacts> => {
  let byLocale = factsCache.get(side);
  if (!byLocale) {
    byLocale = new Map();
    factsCache.set(side, byLocale);
  }
  let facts = byLocale.get(locale);
  if (!facts) {
    facts = new Map(side.lines.map((line) => [line, buildLineFacts(side, line, locale)]));
    byLocale.set(locale, facts);
  }
  return facts;
};
export const lineFacts = (side: PortfolioSide, line: LeafLine, locale: Locale): LineFacts =>
  sideFacts(side, locale).get(line) ?? buildLineFacts(side, line, locale);

export const buildLineFacts = (side: PortfolioSide, line: LeafLine, locale: Locale): LineFacts => {
  const labels = labelsFor(locale);
  const { securities, companies, manifest } = side.snapshot.data;
  if (line.kind === 'cash')
    // a portfolio's and its funds' cash is counted in the dataset's base currency (docs/decisions.md)
    return {
      id: CASH_INPUT,
      name: labels.cash,
      type: 'cash',
      country: null,
      currency: manifest.baseCurrency,
      sector: null,
      isin: null,
      ticker: null,
    };
  if (line.kind === 'unknown')
    return {
      id: line.input ?? '',
      name: line.input ?? '',
      type: 'other',
      country: null,
      currency: null,
      sector: null,
      isin: null,
      ticker: null,
    };
  const s = line.security;
  const type = securities.type[s]!;
  const company = securities.company[s]!;
  const isCompany = isCompanyType(type) && company >= 0;
  const base = {
    id: securities.id[s]!,
    isin: securities.isin[s] ?? null,
    ticker: securities.ticker[s] ?? null,
  };
  if (line.kind === 'fund_remainder')
    // the part of a fund that cannot be looked through: its holdings' countries and currencies are unknown
    return {
      ...base,
      name: translatorFor(locale)('analytics.fundRemainder', { fund: securities.name[s]! }),
      type: 'fund',
      country: null,
      currency: null,
      sector: null,
    };
  return {
    ...base,
    name: securities.name[s]!,
    type: (kinds[type] ?? 'other') as SecurityKind,
    // a company security takes its issuer's domicile; a sovereign bond its issuing country (dataset-format.md)
    country: isCompany
      ? companies.country[company]!
      : isSovereign(type)
        ? (securities.country[s] ?? null)
        : null,
    currency: securities.currency[s] ?? null,
    sector: isCompany ? companies.sector[company]! : isSovereign(type) ? labels.sovereigns : null,
  };
};

/**
 * An allocation from (key, label, value) entries: the top `top` by weight, the rest as `otherPct`, values without a
 * key as `unknownPct`; coverage is the keyed value over V.
 */
const allocation = (
  side: PortfolioSide,
  entries: Iterable<{ key: string | null; label: string | null; valueEur: number }>,
  top: number,
  /** the label of a listed key whose entries carry none (labels are looked up for the listed keys only) */
  labelOf: (key: string) => string = (key) => key,
): Allocation => {
  const byKey = new Map<string, { label: string | null; valueEur: number }>();
  let unknown = 0;
  for (const e of entries) {
    if (e.key === null) {
      unknown += e.valueEur;
      continue;
    }
    const a = byKey.get(e.key);
    if (a) a.valueEur += e.valueEur;
    else byKey.set(e.key, { label: e.label, valueEur: e.valueEur });
  }
  const sorted = [...byKey.entries()].sort((a, b) => b[1].valueEur - a[1].valueEur || (a[0] < b[0] ? -1 : 1));
  const listed: AllocationEntry[] = sorted.slice(0, top).map(([key, a]) => ({
    key,
    label: a.label ?? labelOf(key),
    weightPct: pctOf(side, a.valueEur),
  }));
  const rest = sorted.slice(top).reduce((sum, [, a]) => sum + a.valueEur, 0);
  const keyed = sorted.reduce((sum, [, a]) => sum + a.valueEur, 0);
  return {
    entries: listed,
    otherPct: pctOf(side, rest),
    unknownPct: pctOf(side, unknown),
    coverage: coverageOf(side, keyed),
  };
};

/** Distinct countries of the side's lines (companies' domiciles and sovereign issuers). */
const countryValues = (side: PortfolioSide, locale: Locale) =>
  side.lines.map((line) => ({
    key: lineFacts(side, line, locale).country,
    label: null,
    valueEur: line.valueEur,
  }));

/**
 * Portfolio aggregates (spec doc 1 §3, doc 2 §3): summary; distribution by item (top 5); assets (top 10 lines after
 * look-through); countries, currencies and sectors (top 5 each); the share contributing to each of the 17 SDGs.
 */
export const portfolioAggregates = (
  side: PortfolioSide,
  options: { investmentDay: string; locale?: Locale },
): PortfolioAggregates => {
  const locale = options.locale ?? 'en-US';
  const t = translatorFor(locale);
  const { exposure, snapshot } = side;
  const facts = side.lines.map((line) => ({ line, f: lineFacts(side, line, locale) }));
  const items = side.holdings.items.filter((i) => i.resolved.kind !== 'cash');
  const countries = new Set(facts.map(({ f }) => f.country).filter((c) => c !== null));
  const summary = {
    investmentDay: options.investmentDay,
    investmentAmountEur: side.investmentAmountEur,
    itemsCount: items.length + (side.holdings.cashWeightPct > 0 ? 1 : 0),
    holdingsCount: side.lines.filter((l) => l.kind === 'security').length,
    companiesCount: side.companies.length,
    countriesCount: countries.size,
    cashPct: pctOf(side, exposure.cashValueEur),
    notLookedThroughPct: pctOf(side, exposure.otherValueEur),
  };
  // the distribution is of the items as entered (spec doc 2 §3 "distribution entries with input and weight")
  const distribution = allocation(
    side,
    [
      ...items.map((i) => ({
        key: i.input,
        label: i.resolved.kind === 'security' ? snapshot.data.securities.name[i.resolved.security]! : i.input,
        valueEur: (side.investmentAmountEur * i.weightPct) / 100,
      })),
      ...(side.holdings.cashWeightPct > 0
        ? [
            {
              key: CASH_INPUT,
              label: t('analytics.cash'),
              valueEur: (side.investmentAmountEur * side.holdings.cashWeightPct) / 100,
            },
          ]
        : []),
    ],
    aggregateTopCounts.distribution,
  );
  const assets = allocation(
    side,
    facts.map(({ line, f }) => ({
      key: line.kind === 'unknown' ? null : f.id,
      label: f.name,
      valueEur: line.valueEur,
    })),
    aggregateTopCounts.assets,
  );
  const currencies = allocation(
    side,
    facts.map(({ line, f }) => ({ key: f.currency, label: null, valueEur: line.valueEur })),
    aggregateTopCounts.currencies,
    (k) => currencyLabel(k, locale),
  );
  const sectors = allocation(
    side,
    // keyed by the dataset's sector, labelled in the user's language (issue 22 item 9)
    facts.map(({ line, f }) => ({
      key: f.sector,
      label: f.sector === null ? '' : datasetLabel('sector', f.sector, locale),
      valueEur: line.valueEur,
    })),
    aggregateTopCounts.sectors,
  );
  return {
    isBenchmark: side.isBenchmark,
    summary,
    distribution,
    assets,
    countries: allocation(side, countryValues(side, locale), aggregateTopCounts.countries, (k) =>
      countryLabel(k, locale),
    ),
    currencies,
    sectors,
    goalsDistribution: goalsDistribution(side, locale),
  };
};

/**
 * The share of V held in companies that contribute to each SDG (sdg.csv score > 0), all 17 in goal order. A
 * company without sdg.csv rows is not covered; its value is `unknownPct`, never counted as "not contributing".
 */
const goalsDistribution = (side: PortfolioSide, locale: Locale): Allocation => {
  const { sdg } = side.snapshot.data;
  const contributing = new Float64Array(18);
  let covered = 0;
  for (const c of side.companies) {
    const from = sdg.offsets[c]!;
    const to = sdg.offsets[c + 1]!;
    if (to <= from) continue;
    const v = side.companyValue[c]!;
    covered += v;
    for (let r = from; r < to; r++) if (sdg.score[r]! > 0) contributing[sdg.sdg[r]!]! += v;
  }
  return {
    entries: sdgs.map((g) => ({
      key: String(g.number),
      label: g.name[locale],
      weightPct: pctOf(side, contributing[g.number]!),
    })),
    otherPct: 0,
    unknownPct: pctOf(side, side.exposure.totalValueEur - covered),
    coverage: coverageOf(side, covered),
  };
};

const countryWeights = (side: PortfolioSide, locale: Locale): { rows: CountryWeight[]; keyed: number } => {
  const byCountry = new Map<string, number>();
  for (const e of countryValues(side, locale))
    if (e.key !== null) byCountry.set(e.key, (byCountry.get(e.key) ?? 0) + e.valueEur);
  const rows = [...byCountry.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([country, v]) => ({
      country,
      label: countryLabel(country, locale),
      weightPct: pctOf(side, v),
    }));
  return { rows, keyed: [...byCountry.values()].reduce((a, b) => a + b, 0) };
};

/** Every country of the portfolio and the benchmark with its weight (getCountryPortfolioAllocation). */
export const countryAllocation = (
  side: PortfolioSide,
  benchmark: PortfolioSide | null,
  options: { locale?: Locale } = {},
): CountryAllocation => {
  const locale = options.locale ?? 'en-US';
  const p = countryWeights(side, locale);
  const b = benchmark ? countryWeights(benchmark, locale) : null;
  return {
    portfolio: p.rows,
    benchmark: b?.rows ?? null,
    coverage: coverageOf(side, p.keyed),
    benchmarkCoverage: benchmark && b ? coverageOf(benchmark, b.keyed) : null,
  };
};
