import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, ApiError, CsvSection, clientTestChain, paiChain, runChain } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADVISOR_EMAIL, snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// The acceptance journey of part 8 over HTTP through core's client, on the small demo universe: an advisor creates
// a client with portfolio and benchmark, runs the client chain and the PAI chain, reads every view for portfolio and
// benchmark and PAI on both bases, exports and downloads every CSV, shares the client (opened without login, then
// revoked), and deletes the client.

// One cache for every run of this suite: the small demo is generated once per machine, then read from the cache.
const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');

const codeOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
};

failWhenPostgresMissing('advisor journey');

describe.each(storeTargets)('advisor journey on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let advisorToken: string;
  const printed: string[] = [];

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      print: (line) => printed.push(line),
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'journey', plan: 'premium' });
    api = t.client({ token: advisor.token });
    advisorToken = advisor.token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the demo world entry first: URTH at 100 since 2019-09-10 (spec doc 1 §3)', async () => {
    const { data } = await api.call('clients.list');
    expect(data[0]).toMatchObject({
      isDemo: true,
      portfolio: {
        investmentDay: '2019-09-10',
        portfolio: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
      },
    });
    // asked twice, still one demo entry
    const again = await api.call('clients.list');
    expect(again.data.filter((c) => c.isDemo)).toHaveLength(1);
  });

  it("shows the demo advisor's seeded World client as its one demo entry", async () => {
    const password = new RegExp(`${DEMO_ADVISOR_EMAIL}\\s+(\\S+)`).exec(printed.join('\n'))?.[1] ?? '';
    const { token } = await t.engine.accounts.login(DEMO_ADVISOR_EMAIL, password);
    const { data } = await t.client({ token }).call('clients.list');
    expect(data.filter((c) => c.isDemo).map((c) => c.firstname)).toEqual(['World']);
    expect(data[0]?.portfolio?.portfolio.items).toEqual([
      expect.objectContaining({ input: 'URTH', weight: 100 }),
    ]);
  });

  it('resolves inputs, searches securities and answers exchange rates', async () => {
    const { data } = await api.call('securities.exist', { body: { ids: ['URTH', 'IAGG', 'CASH', 'NOPE1'] } });
    expect(data.map((r) => [r.input, r.exists, r.type])).toEqual([
      ['URTH', true, 'fund'],
      ['IAGG', true, 'fund'],
      ['CASH', true, 'cash'],
      ['NOPE1', false, null],
    ]);
    const search = await api.call('securities.search', { query: { q: 'URTH', limit: 5 } });
    expect(search.data[0]).toMatchObject({ ticker: 'URTH', type: 'fund' });
    const fund = await api.call('securities.get', { params: { securityId: search.data[0]!.securityId } });
    expect(fund.data.fund?.ticker).toBe('URTH');
    const eur = await api.call('fx.rate', { query: { currency: 'EUR' } });
    expect(eur.data.eurPerUnit).toBe(1);
    expect(await codeOf(api.call('fx.rate', { query: { currency: 'XXX' } }))).toBe('noData');
  });

  it('refuses a portfolio with an unknown security with the spec message key', async () => {
    const code = await codeOf(
      api.call('clients.create', {
        body: {
          firstname: 'Ada',
          lastname: 'Nope',
          portfolio: {
            investmentDay: '2025-01-02',
            investmentAmount: 1000,
            portfolio: { items: [{ input: 'NOPE1', weight: 100 }], cash: 0 },
          },
        },
      }),
    );
    expect(code).toBe('securityNotFound');
  });

  it('creates a client, runs both chains, reads every view, deletes the client', async () => {
    const created = await api.call('clients.create', {
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        portfolio: {
          investmentDay: '2025-01-02',
          investmentAmount: 250_000,
          portfolio: {
            items: [
              { input: 'URTH', weight: 60 },
              { input: 'IAGG', weight: 30 },
            ],
            cash: 10,
          },
          benchmark: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
        },
      },
    });
    const client = created.data;
    const portfolioId = client.portfolio!.id;
    expect(client.portfolio).toMatchObject({ isOutdated: true, paiUpdatedAt: null });
    expect(client.portfolio!.portfolio.items.map((i) => [i.input, i.valid])).toEqual([
      ['URTH', true],
      ['IAGG', true],
    ]);

    // PAI views before the PAI chain: not available yet
    expect(
      await codeOf(api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } })),
    ).toBe('unavailableWhilePaiCalculates');

    const progress: number[] = [];
    const outcome = await runChain(
      clientTestChain,
      { client: api, portfolioId },
      { onProgress: (p) => progress.push(p.progress) },
    );
    expect(outcome.status).toBe('completed');
    expect(progress).toEqual([20, 60, 70, 80, 100, 0]);
    expect((await api.call('portfolios.get', { params: { portfolioId } })).data.isOutdated).toBe(false);

    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
    const afterPai = await api.call('portfolios.get', { params: { portfolioId } });
    expect(afterPai.data.paiUpdatedAt).not.toBeNull();

    for (const set of [1, 2, 3] as const) {
      const all = await api.call('views.pai', { params: { portfolioId, set }, query: { basis: 'all' } });
      const covered = await api.call('views.pai', {
        params: { portfolioId, set },
        query: { basis: 'covered' },
      });
      expect(all.data).toMatchObject({ set, basis: 'all' });
      expect(covered.data).toMatchObject({ set, basis: 'covered' });
      expect(all.data.indicators.length).toBeGreaterThan(0);
      expect(all.data.quarterly.every((q) => q.values.length === 4)).toBe(true);
      // the benchmark is computed beside the portfolio
      expect(all.data.indicators[0]!.metrics[0]!.benchmark).not.toBeNull();
      const detail = await api.call('views.paiDetail', { params: { portfolioId, set }, query: { page: 1 } });
      expect(detail.data.set).toBe(set);
      expect(detail.data.total).toBeGreaterThan(0);
    }

    // the part 6 views, for the portfolio and for its benchmark where the view has both
    for (const isBenchmark of [false, true]) {
      const benchmark = String(isBenchmark) as 'true' | 'false';
      const aggregates = await api.call('views.aggregates', {
        params: { portfolioId },
        query: { benchmark },
      });
      expect(aggregates.data.isBenchmark).toBe(isBenchmark);
      const holdings = await api.call('views.holdings', {
        params: { portfolioId },
        query: { page: 1, benchmark },
      });
      expect(holdings.data.perPage).toBe(20);
      expect(holdings.data.data.every((h) => h.isBenchmark === isBenchmark)).toBe(true);
      const esg = await api.call('views.esg', { params: { portfolioId }, query: { page: 1, benchmark } });
      expect(esg.data).toBeTruthy();
      await api.call('views.esgCountries', { params: { portfolioId }, query: { page: 1, benchmark } });
      await api.call('views.controversies', { params: { portfolioId }, query: { page: 1, benchmark } });
      await api.call('views.impactDetail', {
        params: { portfolioId },
        query: { page: 1, type: 0, benchmark },
      });
    }
    // the portfolio holds 10 % cash and URTH through the look-through: holdings sorted by value, descending
    const holdings = await api.call('views.holdings', {
      params: { portfolioId },
      query: { page: 1, perPage: 500 },
    });
    const values = holdings.data.data.map((h) => h.valueEur);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(holdings.data.data.reduce((sum, h) => sum + h.valueEur, 0)).toBeCloseTo(250_000, 0);
    const found = await api.call('views.holdings', {
      params: { portfolioId },
      query: { page: 1, find: holdings.data.data[0]!.name },
    });
    expect(found.data.data[0]!.name).toBe(holdings.data.data[0]!.name);
    const countries = await api.call('views.countryAllocation', { params: { portfolioId } });
    expect(countries.data.benchmark).not.toBeNull();

    // every data answer says which dataset it rests on, that it is the demo, and the view's headline coverage
    const served = t.engine.snapshot()!;
    const esg = await api.call('views.esg', { params: { portfolioId }, query: { page: 1 } });
    expect(esg.meta).toEqual({
      snapshotVersion: served.version,
      asOf: served.asOf,
      demo: true,
      coverage: esg.data.e.portfolioTotal!.coverage,
    });
    expect(countries.meta.coverage).toEqual(countries.data.coverage);
    expect(holdings.meta.coverage!.pct).toBeGreaterThan(0);
    // performance is answered only when every holding is priced; the red lists share the watch list's coverage
    expect((await api.call('views.performance', { params: { portfolioId } })).meta).toMatchObject({
      snapshotVersion: served.version,
      demo: true,
      coverage: { pct: 100 },
    });
    const watchList = await api.call('views.exclusionsWatchList', { params: { portfolioId } });
    expect((await api.call('views.redCompanies', { params: { portfolioId } })).meta.coverage).toEqual(
      watchList.data.coverage,
    );
    // a repeated view answers 304 to its ETag (the browser's cache revalidates instead of downloading again)
    const esgUrl = `${t.url}/api/v1/portfolios/${portfolioId}/esg?page=1`;
    const authorization = `Bearer ${advisorToken}`;
    const first = await t.fetch(esgUrl, { headers: { authorization } });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect((await first.json()).meta.demo).toBe(true);
    // (fetch adds `cache-control: no-cache` to a conditional request unless one is given, as a browser revalidating does)
    const again = await t.fetch(esgUrl, {
      headers: { authorization, 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    // an account answer rests on no dataset
    expect((await api.call('clients.list')).meta.snapshotVersion).toBeNull();

    // labels follow the language the caller asks for (Accept-Language), not only the stored one
    const italian = t.client({ token: advisorToken }, { 'accept-language': 'it-IT,it;q=0.9' });
    const [en, it] = await Promise.all(
      [api, italian].map((c) => c.call('views.aggregates', { params: { portfolioId }, query: {} })),
    );
    expect(en!.data.countries.entries.map((e) => e.key)).toEqual(
      it!.data.countries.entries.map((e) => e.key),
    );
    const labelOf = (a: typeof en, key: string) =>
      a!.data.countries.entries.find((e) => e.key === key)!.label;
    expect(labelOf(en, 'US')).toBe('United States');
    expect(labelOf(it, 'US')).toBe('Stati Uniti');
    await api.call('views.products', { params: { portfolioId }, query: {} });
    for (const type of [0, 2] as const)
      await api.call('views.impactSummary', { params: { portfolioId }, query: { type } });
    await api.call('views.exclusionsWatchList', { params: { portfolioId } });
    await api.call('views.redCompanies', { params: { portfolioId } });

    const summary = await api.call('views.taxonomySummary', { params: { portfolioId } });
    expect(summary.data.benchmark).not.toBeNull();
    const taxonomy = await api.call('views.taxonomy', {
      params: { portfolioId },
      query: { page: 1, perPage: 5 },
    });
    expect(taxonomy.data.data.length).toBeLessThanOrEqual(5);
    expect(taxonomy.data.total).toBeGreaterThan(5);

    const performance = await api.call('views.performance', { params: { portfolioId } });
    expect(performance.data.benchmark).not.toBeNull();
    const daily = await api.call('views.dailyPerformance', { params: { portfolioId }, query: {} });
    expect(daily.data.series[0]!.portfolio).toBe(100);
    expect(
      await codeOf(
        api.call('views.dailyPerformance', {
          params: { portfolioId },
          query: { from: '2000-01-03', to: '2000-02-01' },
        }),
      ),
    ).toBe('invalidDateRange');
    const risk = await api.call('views.risk', { params: { portfolioId }, query: {} });
    expect(risk.data.windows.length).toBeGreaterThan(0);

    // every section exports, and the link downloads without a token
    for (const section of CsvSection.options) {
      const link = await api.call('exports.csv', { params: { portfolioId, section }, query: {} });
      const response = await t.fetch(link.data.urlDownload.replace(t.config.publicUrl, t.url));
      expect(response.status, section).toBe(200);
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines.length, section).toBeGreaterThan(1);
    }

    // share: open without login, read a view with the link's token, revoke, and the link fails as the spec says
    const share = await api.call('shares.create', { params: { clientId: client.id }, body: {} });
    const anonymous = t.client();
    const opened = await anonymous.call('shares.get', { params: { token: share.data.token } });
    expect(opened.data).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', portfolioId });
    expect(opened.data.portfolio.hasBenchmark).toBe(true);
    const visitor = t.client({}, { 'x-esgkit-share-token': share.data.token });
    const sharedPai = await visitor.call('views.pai', {
      params: { portfolioId, set: 1 },
      query: { basis: 'all' },
    });
    expect(sharedPai.data).toEqual(
      (await api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } })).data,
    );
    const sharedCsv = await visitor.call('exports.csv', {
      params: { portfolioId, section: 'holdings' },
      query: {},
    });
    expect((await t.fetch(sharedCsv.data.urlDownload.replace(t.config.publicUrl, t.url))).status).toBe(200);
    // the link reaches its client only
    expect(await codeOf(visitor.call('clients.list'))).toBe('sessionExpired');
    await api.call('shares.revoke', { params: { clientId: client.id } });
    expect(await codeOf(anonymous.call('shares.get', { params: { token: share.data.token } }))).toBe(
      'sharedLinkExpired',
    );
    expect(
      await codeOf(visitor.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } })),
    ).toBe('sharedLinkExpired');

    await api.call('clients.delete', { params: { clientId: client.id } });
    expect(await codeOf(api.call('clients.get', { params: { clientId: client.id } }))).toBe('notFound');
    expect(await codeOf(api.call('portfolios.get', { params: { portfolioId } }))).toBe('notFound');
  }, 120_000);
});
