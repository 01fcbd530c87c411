import {
  type ApiClient,
  type ApiError,
  clientTestChain,
  lookupChain,
  paiChain,
  runChain,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, copyOfMinimal, tempDir } from './provider/helpers.ts';

// Part 8: "A 10,000-line portfolio completes; two chains on one portfolio at once never corrupt results". The
// minimal fixture plus 10,000 generated companies, each with one equity, a price on two days and 2024 facts.

const LINES = 10_000;
const ids = Array.from({ length: LINES }, (_, i) => i);
const append = (rows: (i: number) => string) => (text: string) =>
  `${text.trimEnd()}\n${ids.map(rows).join('\n')}\n`;

const datasetDir = () =>
  copyOfMinimal({
    'companies.csv': append((i) => `X${i},Large Co ${i},IT,Industrials,Machinery,C,28.11,${1_000_000 + i}`),
    'securities.csv': append((i) => `XS${i},,XT${i},Large Co ${i} ord.,equity,X${i},IT,EUR,equity,`),
    'prices.csv': append((i) => `XS${i},2025-06-26,10\nXS${i},2025-06-27,${10 + (i % 7) / 10}`),
    'company_facts.csv': (text) => {
      const header = text.split('\n')[0]!.split(',');
      const row = (i: number) =>
        header
          .map((column) =>
            column === 'company_id'
              ? `X${i}`
              : column === 'year'
                ? '2024'
                : column === 'evic_eur'
                  ? '100000000'
                  : column === 'scope1_t'
                    ? String(100 + (i % 50))
                    : '',
          )
          .join(',');
      return append(row)(text);
    },
  });

failWhenPostgresMissing('suite');

describe.each(storeTargets)('a 10,000-line portfolio on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    const dir = datasetDir();
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir: dir, cacheDir: tempDir() })),
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'large', plan: 'premium' });
    api = t.client({ token: advisor.token });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('completes the lookup chain and the PAI chain, and every line is in the holdings and the CSV', async () => {
    const lookup = {
      investmentDay: '2025-06-26',
      investmentAmount: 1_000_000,
      portfolio: { items: ids.map((i) => ({ input: `XT${i}`, weight: 0.01 })), cash: 0 },
    };
    const outcome = await runChain(lookupChain, { client: api, lookup });
    expect(outcome.error).toBeNull();
    const portfolioId = outcome.portfolioId!;
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');

    const page = await api.call('views.holdings', { params: { portfolioId }, query: { page: 1 } });
    expect(page.data.total).toBe(LINES);
    // 1,000,000 EUR in 10,000 equal lines: 100 EUR each
    expect(page.data.data[0]!.valueEur).toBeCloseTo(100, 6);
    const pai = await api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } });
    expect(pai.data.indicators.length).toBeGreaterThan(0);

    const link = await api.call('exports.csv', { params: { portfolioId, section: 'holdings' }, query: {} });
    const csv = await (await t.fetch(link.data.urlDownload.replace(t.config.publicUrl, t.url))).text();
    expect(csv.trim().split('\r\n')).toHaveLength(LINES + 1);
  }, 300_000);

  it('holds a Professional plan to 25 securities a portfolio and 25 client portfolios (doc 1 §6)', async () => {
    const pro = await seedActor(t.engine, { label: 'pro', plan: 'professional' });
    const proApi = t.client({ token: pro.token });
    const holding = (n: number) => ({
      investmentDay: '2025-06-26',
      investmentAmount: 1000,
      portfolio: { items: ids.slice(0, n).map((i) => ({ input: `XT${i}`, weight: 100 / n })), cash: 0 },
    });
    const refused = await proApi
      .call('clients.create', { body: { firstname: 'Too', lastname: 'Many', portfolio: holding(26) } })
      .catch((e: unknown) => e as ApiError);
    expect(refused).toMatchObject({ code: 'maxSecurities', status: 403 });
    // the seeded actor already has one client portfolio: 24 more reach the limit of 25
    for (let k = 0; k < 24; k++)
      await proApi.call('clients.create', {
        body: { firstname: 'Client', lastname: `${k}`, portfolio: holding(25) },
      });
    const over = await proApi
      .call('clients.create', { body: { firstname: 'One', lastname: 'More', portfolio: holding(1) } })
      .catch((e: unknown) => e as ApiError);
    expect(over).toMatchObject({ code: 'maxPortfolios', status: 403 });
    // a lookup is a test, not one of the plan's portfolios
    expect((await proApi.call('lookups.create', { body: holding(2) })).data.id).toBeTruthy();
  }, 120_000);

  it('two chains on one portfolio at once leave the same results as one chain alone', async () => {
    const { data: client } = await api.call('clients.create', {
      body: {
        firstname: 'Twice',
        lastname: 'At once',
        portfolio: {
          investmentDay: '2025-06-26',
          investmentAmount: 50_000,
          portfolio: {
            items: [
              { input: 'ALPE', weight: 50 },
              { input: 'XT1', weight: 30 },
              { input: 'MINEQ', weight: 20 },
            ],
            cash: 0,
          },
        },
      },
    });
    const portfolioId = client.portfolio!.id;
    const views = async () =>
      JSON.stringify(
        await Promise.all([
          api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } }),
          api.call('views.pai', { params: { portfolioId, set: 2 }, query: { basis: 'covered' } }),
          api.call('views.taxonomySummary', { params: { portfolioId } }),
          api.call('views.performance', { params: { portfolioId } }),
        ]).then((answers) => answers.map((a) => a.data)),
      );
    const both = await Promise.all([
      runChain(clientTestChain, { client: api, portfolioId }),
      runChain(clientTestChain, { client: api, portfolioId }),
      runChain(paiChain, { client: api, portfolioId }),
      runChain(paiChain, { client: api, portfolioId }),
    ]);
    expect(both.map((o) => o.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    const afterConcurrent = await views();
    // one more chain, alone: the same figures
    await runChain(clientTestChain, { client: api, portfolioId });
    await runChain(paiChain, { client: api, portfolioId });
    expect(await views()).toBe(afterConcurrent);
  }, 120_000);
});
