import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failureOf, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, copyOfMinimal, tempDir } from './provider/helpers.ts';

// Issue 20, defect 8: rough edges on input. The minimal dataset (prices from 2025-06-26) plus 30 equities XT0…XT29,
// so a Professional plan's 25 securities can be exceeded.

const EXTRA = Array.from({ length: 30 }, (_, i) => i);
const append = (rows: (i: number) => string) => (text: string) =>
  `${text.trimEnd()}\n${EXTRA.map(rows).join('\n')}\n`;
const datasetDir = () =>
  copyOfMinimal({
    'companies.csv': append((i) => `X${i},Extra Co ${i},IT,Industrials,Machinery,C,28.11,${1_000_000 + i}`),
    'securities.csv': append((i) => `XS${i},,XT${i},Extra Co ${i} ord.,equity,X${i},IT,EUR,equity,`),
    'prices.csv': append((i) => `XS${i},2025-06-26,10\nXS${i},2025-06-27,10.5`),
  });

const FIRST_PRICE_DAY = '2025-06-26';
const holding = (n: number) => ({
  items: EXTRA.slice(0, n).map((i) => ({ input: `XT${i}`, weight: 100 / n })),
  cash: 0,
});

failWhenPostgresMissing('input-edges suite');

describe.each(storeTargets)('rough edges on input on $name', (target) => {
  let t: TestEngine;
  let pro: ApiClient;
  let premium: ApiClient;
  let clock = new Date();

  beforeAll(async () => {
    const dir = datasetDir();
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir: dir, cacheDir: tempDir() })),
      now: () => clock,
    });
    await t.engine.ready;
    pro = t.client({ token: (await seedActor(t.engine, { label: 'pro', plan: 'professional' })).token });
    premium = t.client({ token: (await seedActor(t.engine, { label: 'prem', plan: 'premium' })).token });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const newClient = (api: ApiClient, portfolio: object) =>
    api.call('clients.create', { body: { firstname: 'Edge', lastname: 'Case', portfolio } as never });

  describe('a: error messages have their placeholders filled', () => {
    it('says which plan limit was passed: "at most 25 securities", not {{max}}', async () => {
      const error = await failureOf(
        newClient(pro, { investmentDay: FIRST_PRICE_DAY, investmentAmount: 1000, portfolio: holding(26) }),
      );
      expect(error).toMatchObject({ code: 'maxSecurities', status: 403 });
      expect(error!.message).toBe('Your plan allows at most 25 securities per portfolio.');
      expect(error!.params).toEqual({ max: 25, count: 26 });
    });

    it('names the security that was not found', async () => {
      const error = await failureOf(
        newClient(premium, {
          investmentDay: FIRST_PRICE_DAY,
          investmentAmount: 1000,
          portfolio: { items: [{ input: 'NOPE1', weight: 100 }], cash: 0 },
        }),
      );
      expect(error).toMatchObject({ code: 'securityNotFound', status: 422 });
      expect(error!.message).toBe('ISIN or ticker not found: NOPE1');
    });
  });

  describe('b: a template CSV is read like a portfolio CSV', () => {
    it('accepts a ;-separated file (Italian Excel) with a BOM and CRLF', async () => {
      const { data: template } = await premium.call('templates.create', {
        body: { name: 'Semicolons', kind: 'company', filters: null, securities: [] },
      });
      const { data: result } = await premium.call('templates.uploadCsv', {
        params: { templateId: template.id },
        body: { csv: '\uFEFFISIN;Ticker\r\nIT0000MIN017;\r\n;BRSW\r\n' },
      });
      expect(result).toBe(true);
      const { data: list } = await premium.call('templates.list', {});
      expect(list.find((x) => x.id === template.id)?.securities.sort()).toEqual(['BRSW', 'IT0000MIN017']);
    });
  });

  describe('c: a weight below 0.0001 % is refused', () => {
    it.each([1e-320, 5e-5])(
      'refuses a weight of %s with weightBelowMinimum, saves nothing',
      async (weight) => {
        const before = (await premium.call('clients.list', {})).data.length;
        const error = await failureOf(
          newClient(premium, {
            investmentDay: FIRST_PRICE_DAY,
            investmentAmount: 1000,
            portfolio: {
              items: [
                { input: 'ALPE', weight: 100 },
                { input: 'BRSW', weight },
              ],
              cash: 0,
            },
          }),
        );
        expect(error?.status).toBe(422);
        expect(error?.issues.map((i) => [i.messageKey, i.path.join('.')])).toEqual([
          ['weightBelowMinimum', 'portfolio.1.weight'],
        ]);
        expect((await premium.call('clients.list', {})).data.length).toBe(before);
      },
    );

    it('still takes 0.0001 % and a weight of 0', async () => {
      const { data } = await newClient(premium, {
        investmentDay: FIRST_PRICE_DAY,
        investmentAmount: 1000,
        portfolio: {
          items: [
            { input: 'ALPE', weight: 99.9999 },
            { input: 'BRSW', weight: 0.0001 },
          ],
          cash: 0,
        },
      });
      expect(data.portfolio?.portfolio.items.map((i) => i.weight)).toEqual([99.9999, 0.0001]);
    });
  });

  describe("d: the investment day lies in the dataset's price history", () => {
    it.each(['0001-01-01', '2025-06-25', '9999-12-31'])('refuses %s with invalidDateRange', async (day) => {
      const error = await failureOf(
        newClient(premium, { investmentDay: day, investmentAmount: 1000, portfolio: holding(2) }),
      );
      expect(error).toMatchObject({ code: 'invalidDateRange', status: 422 });
      expect(error!.issues).toEqual([
        expect.objectContaining({
          messageKey: 'investmentDayOutOfRange',
          path: ['investmentDay'],
          params: { min: FIRST_PRICE_DAY, max: clock.toISOString().slice(0, 10) },
        }),
      ]);
    });

    it('takes the first price day', async () => {
      const { data } = await newClient(premium, {
        investmentDay: FIRST_PRICE_DAY,
        investmentAmount: 1000,
        portfolio: holding(2),
      });
      expect(data.portfolio?.investmentDay).toBe(FIRST_PRICE_DAY);
    });
  });

  describe('e: no template is left waiting for a CSV', () => {
    const awaiting = async () =>
      (
        await premium.call('templates.create', {
          body: { name: `Awaiting ${Math.random()}`, kind: 'fund', filters: null, securities: [] },
        })
      ).data;
    const templateRows = async (id: string) =>
      (await t.engine.store.db.selectFrom('screening_templates').select('id').where('id', '=', id).execute())
        .length;

    it('deletes a just-created template when its upload is refused', async () => {
      const template = await awaiting();
      const error = await failureOf(
        premium.call('templates.uploadCsv', {
          params: { templateId: template.id },
          body: { csv: 'Name,Weight\nfoo,1\n' },
        }),
      );
      expect(error?.code).toBe('csvFormatError');
      expect(await templateRows(template.id)).toBe(0);
    });

    it('removes a template whose upload never came, once it is older than the upload window', async () => {
      const template = await awaiting();
      expect((await premium.call('templates.list', {})).data.map((x) => x.id)).toContain(template.id);
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
      try {
        expect((await premium.call('templates.list', {})).data.map((x) => x.id)).not.toContain(template.id);
        expect(await templateRows(template.id)).toBe(0);
      } finally {
        clock = new Date();
      }
    });
  });

  describe('f: the benchmark obeys the plan limit of a portfolio', () => {
    it('refuses a Professional benchmark of 26 securities with maxSecurities on the benchmark', async () => {
      const error = await failureOf(
        newClient(pro, {
          investmentDay: FIRST_PRICE_DAY,
          investmentAmount: 1000,
          portfolio: holding(2),
          benchmark: holding(26),
        }),
      );
      expect(error).toMatchObject({ code: 'maxSecurities', status: 403 });
      expect(error!.issues.map((i) => i.path.join('.'))).toEqual(['benchmark.items']);
    });

    it('takes a benchmark of 25', async () => {
      const { data } = await newClient(pro, {
        investmentDay: FIRST_PRICE_DAY,
        investmentAmount: 1000,
        portfolio: holding(2),
        benchmark: holding(25),
      });
      expect(data.portfolio?.benchmark.items).toHaveLength(25);
    });
  });
});
