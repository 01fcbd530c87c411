import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSnapshot, importDataset } from '../../provider/index.ts';
import { controversyView, exclusionsWatchList, redCompanies } from '../controversy/controversy.ts';
import { countryEsgView, esgView, fundScores, sustainabilityScore } from '../esg/esg.ts';
import { impactDetail, impactSummary } from '../impact/impact.ts';
import { minimalDatasetDir, minimalSnapshot } from '../minimal-snapshot.test-helper.ts';
import { holdingsPage } from '../portfolio/holdings.ts';
import { countryAllocation, portfolioAggregates } from '../portfolio/portfolio.ts';
import { productsView } from '../products/products.ts';
import { analyseSide } from './side.ts';

// Every view of one fixture portfolio with a benchmark on fixtures/datasets/minimal, against values worked out by
// hand. 100 000 EUR on 2025-06-30: F2 50 %, S2 (by ISIN) 20 %, S4 (by ISIN) 20 %, cash 10 %; benchmark F1 100 %.
// F2 = F1 50 + S3 20 + S4 25 + cash 5; F1 = S1 35 + S2 45 + S5 19.5 + cash 0.6 (100.1, scaled to 100).
// Lines (EUR): S1 = 35·f, S2 = 45·f + 20 000, S5 = 19.5·f, S3 = 10 000, S4 = 32 500, cash = 12 500 + 0.6·f with
// f = 25 000 / 100.1. V = 100 000, so a weight in % is the value / 1 000.

const f = 25_000 / 100.1;
const S1 = 35 * f;
const S2 = 45 * f + 20_000;
const S5 = 19.5 * f;
const S3 = 10_000;
const S4 = 32_500;
const CASH = 12_500 + 0.6 * f;
const C1 = S1 + S3;
const C2 = S2;
const C3 = S5;
const CORP = C1 + C2 + C3;
const pct = (eur: number) => eur / 1_000;
// the benchmark: F1 alone, 100 000 EUR
const b = 100_000 / 100.1;
const B1 = 35 * b;
const B2 = 45 * b;
const B3 = 19.5 * b;

const close = (actual: number | null | undefined, expected: number, digits = 9) => {
  expect(actual).not.toBeNull();
  expect(actual).toBeCloseTo(expected, digits);
};

const sides = async () => {
  const snapshot = await minimalSnapshot();
  const portfolio = analyseSide(
    snapshot,
    {
      items: [
        { input: 'F2', weight: 50 },
        { input: 'DE000MIN0027', weight: 20 },
        { input: 'IT0005MIN040', weight: 20 },
      ],
      cash: 10,
    },
    { investmentAmountEur: 100_000, date: '2025-06-30' },
  );
  const benchmark = analyseSide(
    snapshot,
    { items: [{ input: 'MINEQ', weight: 100 }], cash: 0 },
    { investmentAmountEur: 100_000, date: '2025-06-30', isBenchmark: true },
  );
  return { snapshot, portfolio, benchmark };
};

describe('portfolio views', () => {
  it('summary, distribution, assets, countries, currencies, sectors and SDGs', async () => {
    const { portfolio } = await sides();
    const a = portfolioAggregates(portfolio, { investmentDay: '2025-06-30' });
    expect(a.summary).toMatchObject({
      itemsCount: 4,
      holdingsCount: 5,
      companiesCount: 3,
      countriesCount: 3,
      notLookedThroughPct: 0,
    });
    close(a.summary.cashPct, pct(CASH));
    expect(a.distribution.entries.map((e) => [e.key, e.weightPct])).toEqual([
      ['F2', 50],
      ['DE000MIN0027', 20],
      ['IT0005MIN040', 20],
      ['CASH', 10],
    ]);
    expect(a.assets.entries.map((e) => e.key)).toEqual(['S4', 'S2', 'CASH', 'S3', 'S1', 'S5']);
    close(a.assets.entries[1]!.weightPct, pct(S2));
    expect(a.countries.entries.map((e) => [e.key, e.label])).toEqual([
      ['IT', 'Italy'],
      ['DE', 'Germany'],
      ['GB', 'United Kingdom'],
    ]);
    close(a.countries.entries[0]!.weightPct, pct(S1 + S3 + S4));
    close(a.countries.unknownPct, pct(CASH));
    close(a.countries.coverage.pct, 100 - pct(CASH));
    // cash counts in the base currency (EUR); S5 is the only GBP line
    expect(a.currencies.entries.map((e) => e.key)).toEqual(['EUR', 'GBP']);
    close(a.currencies.entries[1]!.weightPct, pct(S5));
    expect(a.sectors.entries.map((e) => e.label)).toEqual([
      'Government bonds',
      'Information Technology',
      'Utilities',
      'Consumer Staples',
    ]);
    close(a.sectors.entries[2]!.weightPct, pct(C1));
    // SDGs: C1 contributes to 7 (60) and obstructs 13 (−20), C2 contributes to 9; C3 has no sdg.csv rows
    const goal = (n: number) => a.goalsDistribution.entries.find((e) => e.key === String(n))!.weightPct;
    expect(a.goalsDistribution.entries).toHaveLength(17);
    close(goal(7), pct(C1));
    close(goal(9), pct(C2));
    expect(goal(13)).toBe(0);
    close(a.goalsDistribution.coverage.pct, pct(C1 + C2));
    close(a.goalsDistribution.unknownPct, 100 - pct(C1 + C2));
  });

  it('country allocation of the portfolio and the benchmark', async () => {
    const { portfolio, benchmark } = await sides();
    const c = countryAllocation(portfolio, benchmark);
    expect(c.portfolio.map((r) => r.country)).toEqual(['IT', 'DE', 'GB']);
    close(c.portfolio[1]!.weightPct, pct(S2));
    expect(c.benchmark!.map((r) => r.country)).toEqual(['DE', 'IT', 'GB']);
    close(c.benchmark![0]!.weightPct, pct(B2));
    close(c.benchmarkCoverage!.pct, pct(B1 + B2 + B3));
  });

  it('holdings: 20 a page by value, through which fund, searchable and sortable', async () => {
    const { portfolio } = await sides();
    const page = holdingsPage(portfolio, {}, { investmentDay: '2025-06-30' });
    expect(page).toMatchObject({
      page: 1,
      perPage: 20,
      total: 6,
      order: 'desc',
      orderBy: 'value',
      limited: false,
    });
    expect(page.data.map((r) => r.id)).toEqual(['S4', 'S2', 'CASH', 'S3', 'S1', 'S5']);
    const s2 = page.data[1]!;
    expect(s2).toMatchObject({
      input: 'DE000MIN0027',
      type: 'equity',
      country: 'DE',
      sector: 'Information Technology',
    });
    expect(s2.viaFunds).toEqual(['Minimal Balanced Fund']);
    close(s2.valueEur, S2);
    const found = holdingsPage(
      portfolio,
      { find: 'alpina', orderBy: 'name', order: 'asc' },
      { investmentDay: '2025-06-30' },
    );
    expect(found.data.map((r) => r.id)).toEqual(['S3', 'S1']);
    const second = holdingsPage(portfolio, { perPage: 4, page: 2 }, { investmentDay: '2025-06-30' });
    expect(second.data.map((r) => r.id)).toEqual(['S1', 'S5']);
    // capability 7: the items as entered, not looked through
    const limited = holdingsPage(portfolio, { limited: true }, { investmentDay: '2025-06-30' });
    expect(limited.limited).toBe(true);
    expect(limited.data.map((r) => [r.id, r.type, r.weightPct])).toEqual([
      ['F2', 'fund', 50],
      ['S2', 'equity', 20],
      ['S4', 'sovereign_bond', 20],
      ['CASH', 'cash', 10],
    ]);
  });
});

describe('ESG views', () => {
  it('E, S and G with companies, indicators, TOTAL and BENCHMARK rows', async () => {
    const { portfolio, benchmark } = await sides();
    const esg = esgView(portfolio, benchmark, {});
    expect(esg.paging).toMatchObject({ total: 3, orderBy: 'weight', order: 'desc' });
    expect(esg.e.companies.map((r) => [r.companyId, r.score])).toEqual([
      ['C2', 72],
      ['C1', 45],
      ['C3', 50],
    ]);
    expect(esg.e.indicators.map((i) => i.code)).toEqual(['PHY_GHG_SCOPE1']);
    expect(esg.e.selectedIndicators).toEqual(['PHY_GHG_SCOPE1']);
    expect(esg.e.companies[0]!.values).toEqual({ PHY_GHG_SCOPE1: 1_200 });
    expect(esg.s.indicators).toEqual([]);
    const total = esg.e.portfolioTotal!;
    expect(total.name).toBe('TOTAL');
    close(total.score, (45 * C1 + 72 * C2 + 50 * C3) / CORP);
    close(total.values.PHY_GHG_SCOPE1, (2_300_000 * C1 + 1_200 * C2 + 41_000 * C3) / CORP, 6);
    close(total.coverage.pct, pct(CORP));
    const bench = esg.g.benchmarkTotal!;
    expect(bench.name).toBe('BENCHMARK');
    close(bench.score, (70 * 35 + 81 * 45 + 58 * 19.5) / 99.5);
    close(esg.s.portfolioTotal!.score, (61 * C1 + 66 * C2 + 40 * C3) / CORP);
    // rows carry the selected indicators' values only, unless every value is asked for
    expect(esgView(portfolio, benchmark, { selectedIndicators: [] }).e.companies[0]!.values).toEqual({});
    expect(
      esgView(portfolio, benchmark, { selectedIndicators: [] }, { rowValues: 'all' }).e.companies[0]!.values,
    ).toEqual({ PHY_GHG_SCOPE1: 1_200 });
    // capability 7: totals only
    const limited = esgView(portfolio, benchmark, { limited: true });
    expect(limited.limited).toBe(true);
    expect(limited.e.companies).toEqual([]);
    close(limited.e.portfolioTotal!.score, total.score!);
  });

  it('country ESG of the sovereign exposure: countries.csv pillars win over scores.csv', async () => {
    const { portfolio, benchmark } = await sides();
    const c = countryEsgView(portfolio, benchmark, {});
    expect(c.data).toEqual([
      {
        country: 'IT',
        label: 'Italy',
        region: 'Europe',
        weightPct: 32.5,
        environmental: 64,
        social: 70,
        governance: 61,
        score: 65,
      },
    ]);
    expect(c.portfolioTotal).toMatchObject({ environmental: 64, score: 65, coverage: { pct: 32.5 } });
    // the benchmark holds no sovereign bond
    expect(c.benchmarkTotal).toBeNull();
  });

  it('the sustainability score and its five pillars, portfolio and benchmark', async () => {
    const { portfolio, benchmark } = await sides();
    const s = sustainabilityScore(portfolio, benchmark);
    // companies' scores.csv `sustainability`; Italy (S4) the mean of its E, S, G: (64 + 70 + 61) / 3 = 65
    close(s.overall.portfolio, (55 * C1 + 71 * C2 + 49 * C3 + 65 * S4) / (CORP + S4));
    close(s.overall.coverage.pct, pct(CORP + S4));
    close(s.overall.benchmark, (55 * 35 + 71 * 45 + 49 * 19.5) / 99.5);
    close(s.environmental.portfolio, (45 * C1 + 72 * C2 + 50 * C3 + 64 * S4) / (CORP + S4));
    // C3 has no impact score: left out, not counted as 0
    close(s.impact.portfolio, (38 * C1 + 60 * C2) / (C1 + C2));
    close(s.impact.coverage.pct, pct(C1 + C2));
    close(s.products.portfolio, (52 * C1 + 75 * C2 + 46 * C3) / CORP);
  });

  it('fund scores: the scores.csv row, else computed from the holdings', async () => {
    const { snapshot } = await sides();
    expect(fundScores(snapshot, snapshot.securityIndex('F1'), '2025-06-30')).toEqual({
      environmental: 58,
      social: 60,
      governance: 72,
      impact: 47,
      product: 60,
      sustainability: 61,
    });
    // F2 has no row: F1 50 (its companies), S3 (C1) 20, S4 (Italy) 25, cash 5
    const f2 = fundScores(snapshot, snapshot.securityIndex('F2'), '2025-06-30');
    const c1 = 50 * (35 / 100.1) + 20;
    const c2 = 50 * (45 / 100.1);
    const c3 = 50 * (19.5 / 100.1);
    close(f2.environmental, (45 * c1 + 72 * c2 + 50 * c3 + 64 * 25) / (c1 + c2 + c3 + 25));
    close(f2.impact, (38 * c1 + 60 * c2) / (c1 + c2));
  });
});

describe('products, impact and controversies', () => {
  it('product categories by revenue-weighted exposure, and the top products', async () => {
    const { portfolio } = await sides();
    const p = productsView(portfolio);
    expect(p.categories).toHaveLength(29);
    const cat = (code: string) => p.categories.find((c) => c.code === code)!;
    close(cat('renewable_energy').weightPct, pct(C1 * 0.31));
    expect(cat('renewable_energy').sustainableScore).toBe(85);
    close(cat('alcohol').weightPct, pct(C3 * 0.12));
    // covered companies hold none of it: a real 0, with no score
    expect(cat('healthcare')).toMatchObject({ weightPct: 0, sustainableScore: null });
    close(p.coverage.pct, pct(C1 + C3));
    expect(p.companies.map((c) => c.companyId)).toEqual(['C1', 'C3']);
    expect(p.topProducts!.map((t) => [t.code, t.companies.map((c) => c.companyId)])).toEqual([
      ['fossil_fuels', ['C1']],
      ['renewable_energy', ['C1']],
      ['alcohol', ['C3']],
    ]);
    expect(productsView(portfolio, { category: 'alcohol' }).companies.map((c) => c.companyId)).toEqual([
      'C3',
    ]);
  });

  it('impact type 0 (financed) and type 2 (per € million invested), with the comparison', async () => {
    const { portfolio, benchmark } = await sides();
    const financed = (C1 / 16e9) * 2_300_000 + (C2 / 8.5e9) * 1_200 + (C3 / 2.1e9) * 41_000;
    const t0 = impactSummary(portfolio, benchmark, { type: 0, codes: ['SCOPE1'] });
    const fig = t0.categories[0]!.indicators[0]!;
    expect(t0.categories[0]!.category).toBe('emissions');
    expect(fig).toMatchObject({ code: 'SCOPE1', unit: 't CO2e' });
    close(fig.portfolio, financed);
    close(fig.benchmark, (B1 / 16e9) * 2_300_000 + (B2 / 8.5e9) * 1_200 + (B3 / 2.1e9) * 41_000);
    close(fig.coverage.pct, pct(CORP));
    // PHY_GHG_SCOPE1 compares with the yearly emissions of an average American, 14.24 t (spec doc 2 §3)
    expect(fig.comparison!.key).toBe('american_emissions');
    close(fig.comparison!.count, financed / 14.24);
    const t2 = impactSummary(portfolio, null, { type: 2, codes: ['SCOPE1'] });
    close(t2.categories[0]!.indicators[0]!.portfolio, financed / (CORP / 1e6));
    expect(t2.categories[0]!.indicators[0]!.comparison).toBeNull();
    // energy comes from company_facts.csv (indicators.csv has no row for it): 1 GWh = 3,600 GJ, a household 284 GJ
    const energy = impactSummary(portfolio, null, { type: 0, codes: ['PHY_ENERGY_CONSUMPTION'] })
      .categories[0]!;
    const gwh = (C1 / 16e9) * 20_500 + (C2 / 8.5e9) * 95 + (C3 / 2.1e9) * 610;
    expect(energy.category).toBe('energy');
    close(energy.indicators[0]!.portfolio, gwh);
    expect(energy.indicators[0]!.comparison!.key).toBe('household_energy');
    close(energy.indicators[0]!.comparison!.count, (gwh * 3_600) / 284, 6);
    const detail = impactDetail(portfolio, { type: 0, codes: ['PHY_GHG_SCOPE1'] });
    expect(detail.data.map((r) => r.companyId)).toEqual(['C2', 'C1', 'C3']);
    close(detail.data[1]!.metrics[0]!.value, (C1 / 16e9) * 2_300_000);
  });

  it('traffic lights per column, the watch list and the red companies', async () => {
    const { portfolio } = await sides();
    const v = controversyView(portfolio);
    const col = (code: string) => v.columns.find((c) => c.code === code)!;
    // C1 nuclear energy 4.5 % (yellow); C3 alcohol 12 % (red) and a social controversy without figures (red)
    expect(col('nuclear_energy')).toMatchObject({ kind: 'exclusion', redPct: 0 });
    close(col('nuclear_energy').yellowPct, pct(C1));
    close(col('nuclear_energy').greenPct, pct(C2 + C3));
    close(col('alcohol').redPct, pct(C3));
    expect(col('social_controversy')).toMatchObject({ kind: 'controversy' });
    close(col('social_controversy').redPct, pct(C3));
    close(col('tobacco').coverage.pct, pct(CORP));
    expect(v.results.map((r) => r.companyId)).toEqual(['C2', 'C1', 'C3']);
    expect(v.results[2]!.values.alcohol).toEqual({ revenueSharePct: 12, ownershipPct: null, band: 'red' });
    expect(v.results[0]!.values.alcohol).toEqual({
      revenueSharePct: null,
      ownershipPct: null,
      band: 'green',
    });

    const watch = exclusionsWatchList(portfolio);
    expect(watch.items.map((i) => [i.code, i.band])).toEqual([
      ['alcohol', 'red'],
      ['social_controversy', 'red'],
      ['nuclear_energy', 'yellow'],
    ]);
    close(watch.items[2]!.weightPct, pct(C1));

    const red = redCompanies(portfolio);
    expect(red.byWeight.map((r) => [r.companyId, r.redIndicators])).toEqual([
      ['C3', ['alcohol', 'social_controversy']],
    ]);
    expect(red.byIndicator.map((r) => r.code)).toEqual(['alcohol', 'social_controversy']);
  });
});

describe('embargoed funds (funds.csv embargoed = 1: holdings withheld, limited data)', () => {
  it('lists no line reached only through an embargoed fund, and says the answer is limited', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esgkit-embargo-'));
    try {
      cpSync(minimalDatasetDir, dir, { recursive: true });
      const funds = join(dir, 'funds.csv');
      // F1 (held through F2) withholds its holdings
      writeFileSync(funds, readFileSync(funds, 'utf8').replace('2025-06-30,0\n', '2025-06-30,1\n'));
      const r = await importDataset(dir);
      if (!r.ok) throw new Error('the edited fixture must import');
      const snapshot = createSnapshot(r.data, r.version, r.warnings);
      expect(snapshot.data.funds.embargoed[0]).toBe(1);
      const side = analyseSide(
        snapshot,
        {
          items: [
            { input: 'F2', weight: 50 },
            { input: 'DE000MIN0027', weight: 20 },
            { input: 'IT0005MIN040', weight: 20 },
          ],
          cash: 10,
        },
        { investmentAmountEur: 100_000, date: '2025-06-30' },
      );
      // S1 and S5 are reached only through F1; S2 is also held directly, S3 and S4 through F2
      const holdings = holdingsPage(side, {}, { investmentDay: '2025-06-30' });
      expect(holdings.limited).toBe(true);
      expect(holdings.data.map((h) => h.id)).toEqual(['S4', 'S2', 'CASH', 'S3']);
      // C3 (only through F1) is not listed; C1 is (through S3); totals still count everyone
      const esg = esgView(side, null, {});
      expect(esg.limited).toBe(true);
      expect(esg.e.companies.map((c) => c.companyId)).toEqual(['C2', 'C1']);
      close(esg.e.portfolioTotal!.coverage.pct, pct(CORP));
      expect(controversyView(side).results.map((c) => c.companyId)).toEqual(['C2', 'C1']);
      close(controversyView(side).columns.find((c) => c.code === 'alcohol')!.redPct, pct(C3));
      expect(exclusionsWatchList(side).items.map((i) => i.code)).toEqual(['nuclear_energy']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
