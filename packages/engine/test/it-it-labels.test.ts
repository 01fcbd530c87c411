import { CountryScreeningCriteria, datasetLabelNames, ScreeningQuery } from '@esgkit/core';
import { englishWordsIn } from '@esgkit/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryEsgView, esgView } from '../src/analytics/esg/esg.ts';
import { holdingsPage } from '../src/analytics/portfolio/holdings.ts';
import { countryAllocation, portfolioAggregates } from '../src/analytics/portfolio/portfolio.ts';
import { companyScreeningFilters, screenCompanies } from '../src/analytics/screening/company.ts';
import { countryScreeningFilters, screenCountries } from '../src/analytics/screening/country.ts';
import { fundScreeningFilters, screenFunds } from '../src/analytics/screening/fund.ts';
import { analyseSide, type PortfolioSide } from '../src/analytics/views/side.ts';
import { demoCountries, demoSectors } from '../src/demo/universe-data.ts';
import { loadDataset, type Snapshot } from '../src/provider/index.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 22 item 9: an Italian user sees no English in the engine's views of the small demo. Every user-facing
// string of the views (labels, sectors, industries, regions, countries) is scanned for common English words;
// names of companies and funds, tickers, ISINs, codes and units are the data's own and are not scanned.

let snapshot: Snapshot;
let portfolio: PortfolioSide;
let benchmark: PortfolioSide;

beforeAll(async () => {
  snapshot = await loadDataset({ cacheDir: tempDir('esgkit-demo-'), demoSize: 'small' });
  const date = snapshot.manifest.asOf;
  // a world equity ETF and a bond ETF (look-through: ~150 companies, sovereigns), a few equities, cash
  const equities = snapshot.data.securities.id
    .map((_, s) => s)
    .filter((s) => snapshot.securityType(s) === 'equity')
    .slice(0, 5)
    .map((s) => ({ input: snapshot.data.securities.isin[s]!, weight: 6 }));
  portfolio = analyseSide(
    snapshot,
    { items: [{ input: 'URTH', weight: 40 }, { input: 'IAGG', weight: 25 }, ...equities], cash: 5 },
    { investmentAmountEur: 100_000, date },
  );
  benchmark = analyseSide(
    snapshot,
    { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
    { investmentAmountEur: 100_000, date, isBenchmark: true },
  );
}, 180_000);
afterAll(cleanTempDirs);

// keys whose strings are the data's own names and identifiers, or codes a screen shows as codes or flags
// (a filter option's `parent` is its sector's or region's value)
const dataKeys = new Set([
  'name',
  'id',
  'companyId',
  'isin',
  'ticker',
  'input',
  'viaFunds',
  'key',
  'value',
  'parent',
]);
const codeKeys = new Set([
  'country',
  'currency',
  'type',
  'kind',
  'code',
  'unit',
  'pillar',
  'color',
  'orderBy',
  'order',
  'selectedIndicators',
]);

/** Every user-facing string of a view, with its path, for the English-word scan. */
const labelStrings = (value: unknown, path = '', out: string[] = []): string[] => {
  if (typeof value === 'string') out.push(`${path}: ${value}`);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) labelStrings(v, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (dataKeys.has(k) || codeKeys.has(k)) continue;
      labelStrings(v, path ? `${path}.${k}` : k, out);
    }
  return out;
};

/** The strings of a view that hold English words; a security's or company's own name (an asset's label) is data. */
const englishIn = (view: unknown): string[] => {
  const names = new Set([...snapshot.data.securities.name, ...snapshot.data.companies.name]);
  return labelStrings(view).filter((line) => {
    const text = line.slice(line.indexOf(': ') + 2);
    return !names.has(text) && englishWordsIn(text).length > 0;
  });
};

describe('the engine views in it-IT on the small demo', () => {
  it('are translated: holdings, aggregates (sectors, countries), country allocation, ESG, screening lists', () => {
    const locale = 'it-IT' as const;
    const views = {
      holdings: holdingsPage(portfolio, { perPage: 1000 }, { investmentDay: snapshot.manifest.asOf, locale }),
      aggregates: portfolioAggregates(portfolio, { investmentDay: snapshot.manifest.asOf, locale }),
      countries: countryAllocation(portfolio, benchmark, { locale }),
      esg: esgView(portfolio, benchmark, { perPage: 1000 }, { locale }),
      countryEsg: countryEsgView(portfolio, benchmark, { perPage: 1000 }, { locale }),
      companyFilters: companyScreeningFilters(snapshot, { locale }),
      countryFilters: countryScreeningFilters(snapshot, { locale }),
      companies: screenCompanies(snapshot, ScreeningQuery.parse({}), { perPage: 100 }, { locale }),
      countryScreen: screenCountries(snapshot, CountryScreeningCriteria.parse({}), { locale }),
      fundFilters: fundScreeningFilters(snapshot, { locale }),
      funds: screenFunds(snapshot, ScreeningQuery.parse({}), { perPage: 100 }, { locale }),
    };
    // the scan sees the sectors and countries it is meant to see (a scan of nothing passes anything)
    expect(views.aggregates.sectors.entries.length).toBeGreaterThan(3);
    expect(labelStrings(views).length).toBeGreaterThan(500);
    expect(englishIn(views)).toEqual([]);
  }, 60_000);

  it('the same views in en-US keep the dataset’s English names (the scan would see them)', () => {
    const agg = portfolioAggregates(portfolio, { investmentDay: snapshot.manifest.asOf, locale: 'en-US' });
    expect(englishIn(agg).length).toBeGreaterThan(0);
  });

  it('core has an Italian label for every sector, industry and region of the demo universe', () => {
    expect([...datasetLabelNames('sector')].sort()).toEqual(demoSectors.map((s) => s.name).sort());
    expect([...datasetLabelNames('industry')].sort()).toEqual(
      [...new Set(demoSectors.flatMap((s) => s.industries.map((i) => i.name)))].sort(),
    );
    // fund categories and global categories are inline in the demo generator: read them from the small demo
    const { category, globalCategory } = snapshot.data.funds;
    const fundCategories = new Set(datasetLabelNames('fundCategory'));
    expect([...new Set([...category, ...globalCategory])].filter((c) => c && !fundCategories.has(c))).toEqual(
      [],
    );
    expect([...datasetLabelNames('region')].sort()).toEqual(
      [...new Set(demoCountries.map((c) => c.region))].sort(),
    );
  });
});
