import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failureOf, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, copyOfMinimal, tempDir } from './provider/helpers.ts';

// Issue 21, defect 5: the security id, ISIN or ticker of any security in the served dataset resolves, whatever its
// characters (dataset-format.md: identifiers are case-sensitive strings); the format rule belongs to ISINs only.
// The minimal dataset (prices from 2025-06-26) plus four equities whose tickers or ids a stricter reader refused.
const EXTRA = [
  { id: 'XU1', ticker: 'A_B' },
  { id: 'XU2', ticker: '"X&Y, Z"' },
  { id: 'XU3', ticker: 'ÉCO+1' },
  { id: 'ID_9#1', ticker: '' },
];
const append = (rows: string[]) => (text: string) => `${text.trimEnd()}\n${rows.join('\n')}\n`;
const datasetDir = () =>
  copyOfMinimal({
    'securities.csv': append(
      EXTRA.map((x, i) => `${x.id},,${x.ticker},Odd Ticker ${i} ord.,equity,C1,IT,EUR,equity,`),
    ),
    'prices.csv': append(EXTRA.map((x) => `${x.id},2025-06-26,10\n${x.id},2025-06-27,10.5`)),
  });

const INPUTS = ['A_B', 'X&Y, Z', 'ÉCO+1', 'ID_9#1'];
const FIRST_PRICE_DAY = '2025-06-26';

failWhenPostgresMissing('dataset-identifiers suite');

describe.each(storeTargets)('identifiers the dataset accepts, on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    const dir = datasetDir();
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir: dir, cacheDir: tempDir() })),
    });
    await t.engine.ready;
    api = t.client({ token: (await seedActor(t.engine, { label: 'ids', plan: 'premium' })).token });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('securities-exist resolves tickers and ids with _, &, a comma, an accent, + and #', async () => {
    const { data } = await api.call('securities.exist', { body: { ids: INPUTS } });
    expect(data.map((r) => [r.input, r.exists, r.fundId])).toEqual([
      ['A_B', true, 'XU1'],
      ['X&Y, Z', true, 'XU2'],
      ['ÉCO+1', true, 'XU3'],
      ['ID_9#1', true, 'ID_9#1'],
    ]);
  });

  it('a lookup of them is saved, each item resolved to its security', async () => {
    const { data } = await api.call('lookups.create', {
      body: {
        investmentDay: FIRST_PRICE_DAY,
        investmentAmount: 1000,
        portfolio: { items: INPUTS.map((input) => ({ input, weight: 25 })), cash: 0 },
      },
    });
    expect(data.portfolio.items.map((i) => [i.input, i.fundId])).toEqual([
      ['A_B', 'XU1'],
      ['X&Y, Z', 'XU2'],
      ['ÉCO+1', 'XU3'],
      ['ID_9#1', 'ID_9#1'],
    ]);
  });

  it('answers the default first-investment day and amount the web and the CLI start from (defect 6)', async () => {
    // core's rule: 1 January of the year before the as-of date (2024-01-01), but not before the first price day
    const { data, meta } = await api.call('lookups.defaults', {});
    expect(meta.asOf).toBe('2025-06-30');
    expect(data).toEqual({
      investmentDay: FIRST_PRICE_DAY,
      investmentAmount: 100_000,
      firstPriceDay: FIRST_PRICE_DAY,
    });
  });

  it('still refuses an ISIN-shaped input with a wrong check digit, with its message key', async () => {
    const error = await failureOf(
      api.call('lookups.create', {
        body: {
          investmentDay: FIRST_PRICE_DAY,
          investmentAmount: 1000,
          portfolio: { items: [{ input: 'IT0000MIN018', weight: 100 }], cash: 0 },
        },
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(error!.issues.map((i) => [i.code, i.messageKey, i.path.join('.')])).toEqual([
      ['isinCheckDigit', 'invalidSecurityInput', 'portfolio.0.input'],
    ]);
  });
});
