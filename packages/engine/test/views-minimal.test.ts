import {
  type ApiClient,
  type ApiError,
  clientTestChain,
  paiChain,
  paiItemsByTable,
  runChain,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalSnapshot, startTestEngine, type TestEngine, tempSqlite } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Hand-computed figures over HTTP on fixtures/datasets/minimal (asOf 2025-06-30): a client portfolio of ALPE 60 %
// and BRSW 40 % (10,000 EUR on 2025-06-26), its calculation chain, and the views and lookups that read it.

describe('views on the minimal dataset', () => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target: tempSqlite,
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'minimal', plan: 'premium' });
    api = t.client({ token: advisor.token });
    const { data } = await api.call('clients.create', {
      body: {
        firstname: 'Hand',
        lastname: 'Computed',
        portfolio: holdings,
      },
    });
    portfolioId = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('values the portfolio from its units: 6000 × 10.25 / 10.20 + 4000 × 152.2 / 151.4 on 30 June', async () => {
    const daily = await api.call('views.dailyPerformance', { params: { portfolioId }, query: {} });
    expect(daily.data.series.map((p) => p.date)).toEqual(['2025-06-26', '2025-06-27', '2025-06-30']);
    const expected = (100 * ((6000 * 10.25) / 10.2 + (4000 * 152.2) / 151.4)) / 10_000;
    expect(daily.data.series[2]!.portfolio).toBeCloseTo(expected, 9);
    expect(daily.data.series.every((p) => p.benchmark === null)).toBe(true);
  });

  it('measures risk with the rate of rates.csv, or with the rate the caller asks for', async () => {
    const fromDataset = await api.call('views.risk', {
      params: { portfolioId },
      query: { from: '2025-06-26', to: '2025-06-30' },
    });
    // the last rates.csv rate at or before the window's end (30 June: 2.14 %)
    expect(fromDataset.data).toMatchObject({ riskFreePct: 2.14, riskFreeSource: 'rates' });
    const asked = await api.call('views.risk', {
      params: { portfolioId },
      query: { from: '2025-06-26', to: '2025-06-30', riskFreePct: '1.5' },
    });
    expect(asked.data).toMatchObject({ riskFreePct: 1.5, riskFreeSource: 'request' });
  });

  it('computes impact with the chosen indicators and refuses codes the catalogue does not know', async () => {
    await api.call('chain.impact', {
      params: { portfolioId },
      query: { type: 0 },
      body: { indicators: ['SCOPE1'] },
    });
    const summary = await api.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 } });
    const codes = summary.data.categories.flatMap((c) => c.indicators.map((i) => i.code));
    expect(codes.length).toBe(1);
    const refused = await api
      .call('chain.impact', {
        params: { portfolioId },
        query: { type: 2 },
        body: { indicators: ['SCOPE1', 'NOPE'] },
      })
      .catch((e: unknown) => e as ApiError);
    expect(refused).toMatchObject({ code: 'invalidInput', issues: [{ path: ['indicators', 1] }] });
  });

  it('reads the EU Taxonomy by the company rules: C1 turnover = CCM + CCA (55 + 3 eligible, 31 + 1 aligned)', async () => {
    const page = await api.call('views.taxonomy', { params: { portfolioId }, query: { page: 1 } });
    expect(page.data.data.map((r) => [r.companyId, r.weightPct, r.turnover])).toEqual([
      ['C1', 60, { eligiblePct: 58, alignedPct: 32 }],
      // eligible without an aligned figure: aligned 0 (sfdr-pai-and-taxonomy.md §7)
      ['C2', 40, { eligiblePct: 4, alignedPct: 0 }],
    ]);
    const summary = await api.call('views.taxonomySummary', { params: { portfolioId } });
    // 60 % × 32 % + 40 % × 0 %; 60 % × 58 % + 40 % × 4 %
    expect(summary.data.portfolio.turnover.includingSovereigns.alignedPct).toBeCloseTo(19.2, 9);
    expect(summary.data.portfolio.turnover.includingSovereigns.eligiblePct).toBeCloseTo(36.4, 9);
    expect(summary.data.benchmark).toBeNull();
  });

  it('answers a fund fact sheet with its look-through market cap and a company with its scores', async () => {
    const { data } = await api.call('securities.get', { params: { securityId: 'F1' } });
    // holdings of 30 June: S1 35 % (12 bn), S2 45 % (8 bn), S5 19.5 % (no market cap: left out)
    expect(data.fund?.marketCapEur).toBeCloseTo((35 * 12e9 + 45 * 8e9) / 80, 0);
    expect(data.fund).toMatchObject({ ticker: 'MINEQ', terPct: 0.2, sfdrArticle: 8, isEmbargoed: false });
    expect(data.fund?.registeredCountries).toEqual(['IT', 'DE', 'FR']);
    const equity = await api.call('securities.get', { params: { securityId: 'S1' } });
    expect(equity.data).toMatchObject({ fund: null, company: { id: 'C1', naceSection: 'D' } });
    expect(equity.data.company?.scores?.environmental).toBe(45);
  });

  it('finds securities by name, ISIN and ticker, and exchange rates on or before a date', async () => {
    const byName = await api.call('securities.search', { query: { q: 'alpina', limit: 10 } });
    // both names start with the text: by name, "Alpina Energia 3.5% 2030 Green" before "Alpina Energia ord."
    expect(byName.data.map((r) => r.securityId)).toEqual(['S3', 'S1']);
    const byIsin = await api.call('securities.search', { query: { q: 'DE000MIN0027', limit: 10 } });
    expect(byIsin.data.map((r) => r.securityId)).toEqual(['S2']);
    // sovereign bonds cannot be held directly, so the search leaves them out
    const btp = await api.call('securities.search', { query: { q: 'BTP', limit: 10 } });
    expect(btp.data).toEqual([]);
    // 28-29 June is a weekend: the rate of Friday 27 June applies
    const gbp = await api.call('fx.rate', { query: { currency: 'GBP', date: '2025-06-29' } });
    expect(gbp.data).toEqual({ currency: 'GBP', date: '2025-06-27', eurPerUnit: 1.168 });
  });

  it("serves the PAI tables in the reader's language, whoever ran the chain", async () => {
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
    const item = paiItemsByTable(1)[0]!;
    const english = await api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } });
    expect(english.data.indicators[0]!.label).toBe(item.name['en-US']);
    const link = await api.call('exports.csv', {
      params: { portfolioId, section: 'pai-1' },
      query: { locale: 'it-IT' },
    });
    const csv = await (await t.fetch(link.data.urlDownload.replace(t.config.publicUrl, t.url))).text();
    expect(csv).toContain(item.name['it-IT']);
    expect(csv.split('\r\n')[0]).toContain('Indicatore');
  });

  it('states PAI 2 with its unit id, V, the covered value and the fiscal years behind it', async () => {
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
    const { data } = await api.call('views.pai', {
      params: { portfolioId, set: 1 },
      query: { basis: 'all' },
    });
    const figure = data.indicators.find((i) => i.code === 't1_2')!.metrics[0]!.portfolio;
    // the amount invested split by the weights (V = 10,000 EUR: ALPE 6,000, BRSW 4,000), both companies' facts of 2024
    const alpe = 6000;
    const brsw = 4000;
    const V = 10_000;
    // class B: Σ v / EVIC × (scope 1 + 2 + 3) over V / 10⁶; C1 16 bn, 2.3 M + 0.28 M + 8.7 M t; C2 8.5 bn, 67,600 t
    const financed = (alpe / 16e9) * 11_280_000 + (brsw / 8.5e9) * 67_600;
    expect(figure).toMatchObject({
      status: 'ok',
      unit: 't_co2e_per_meur_invested',
      basis: 'all',
      fiscalYear: 2024,
      fiscalYearFrom: 2024,
    });
    expect(figure.value).toBeCloseTo(financed / (V / 1e6), 9);
    expect(figure.totalValueEur).toBeCloseTo(V, 6);
    expect(figure.eligibleValueEur).toBeCloseTo(V, 6);
    expect(figure.coverage.pct).toBeCloseTo(100, 9);
    expect(figure.coverage.coveredValueEur).toBeCloseTo(V, 6);
    // C1's scope 3 is an estimate (scope3_t_estimated = 1): ALPE's share of the covered value
    expect(figure.coverage.estimatedPct).toBeCloseTo((100 * alpe) / V, 9);
    // the CSV of the table says the same: unit id, status, coverage, covered value, V and the fiscal year
    const link = await api.call('exports.csv', { params: { portfolioId, section: 'pai-1' }, query: {} });
    const lines = (await (await t.fetch(link.data.urlDownload.replace(t.config.publicUrl, t.url))).text())
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(lines[0]).toBe(
      'No.,Indicator,Metric,Unit,Unit code,Portfolio,Status,Coverage (%),Covered value (EUR),' +
        'All investments V (EUR),Fiscal year,Benchmark,Benchmark status,Reference year',
    );
    const row = lines.find((l) => l.startsWith('2,Carbon footprint,'))!.split(',');
    expect([row[3], row[4], row[6]]).toEqual([
      't CO2e/€M invested',
      't_co2e_per_meur_invested',
      'Calculated',
    ]);
    expect(Number(row[5])).toBeCloseTo(financed / (V / 1e6), 6);
    expect(row.slice(7, 11).map(Number)).toEqual([100, V, V, 2024]);
  });

  it('keeps a lookup as the last portfolio and turns it into a client', async () => {
    const lookup = await api.call('lookups.create', {
      body: {
        investmentDay: '2025-06-26',
        investmentAmount: 5_000,
        portfolio: { items: [{ input: 'MINEQ', weight: 90 }], cash: 10 },
        benchmark: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
      },
    });
    const last = await api.call('lookups.last');
    expect(last.data?.distribution).toEqual([
      { isBenchmark: false, input: 'MINEQ', weight: 90 },
      { isBenchmark: false, input: 'CASH', weight: 10 },
      { isBenchmark: true, input: 'ALPE', weight: 100 },
    ]);
    const client = await api.call('clients.createFromLookup', {
      body: { firstname: 'From', lastname: 'Lookup', portfolioId: lookup.data.id },
    });
    expect(client.data.portfolio?.id).toBe(lookup.data.id);
    const list = await api.call('clients.list');
    expect(list.data.map((c) => `${c.firstname} ${c.lastname}`)).toEqual([
      'Demo World',
      'Client minimal',
      'Hand Computed',
      'From Lookup',
    ]);
  });

  it('marks a saved portfolio outdated until the chain runs again, and drops its old results', async () => {
    const client = (await api.call('clients.list')).data.find((c) => c.lastname === 'Computed')!;
    expect(client.portfolio?.isOutdated).toBe(false);
    const saved = await api.call('clients.savePortfolio', {
      params: { clientId: client.id },
      body: {
        investmentDay: '2025-06-26',
        investmentAmount: 10_000,
        portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
      },
    });
    expect(saved.data.isOutdated).toBe(true);
    const page = await api.call('views.taxonomy', { params: { portfolioId }, query: { page: 1 } });
    expect(page.data.data.map((r) => [r.companyId, r.weightPct])).toEqual([['C1', 100]]);
  });
});
