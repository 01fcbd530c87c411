import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { snapshotTables } from './helpers/tables.ts';
import { cleanTempDirs, copyOfMinimal, tempDir } from './provider/helpers.ts';

// Data limits on lists a request carries (docs/security.md "Input"). The 1 MiB body limit alone let a screening
// carry 100,000 filter values: a template stored them all, a profile stored 100,000 languages, and a screening
// repeated each controversy as a column of its answer (a 900 KB request made a 4.5 MB answer). Each list now holds
// at most 1,000 values (the dataset's lists are hundreds at most) and each value at most 200 characters; the
// languages and report sections at most one of each; impact defaults at most 1,000 indicators in all (the
// catalogue has under 500; each unknown one was answered with an issue). Validation comes before the dataset is
// needed, so no dataset is loaded.

const many = (value: string, n: number) => Array.from({ length: n }, () => value);

failWhenPostgresMissing('data-limits suite');

describe.each(storeTargets)('data limits on request lists on $name', (target) => {
  let t: TestEngine;
  let token = '';

  beforeAll(async () => {
    t = await startTestEngine({ target });
    token = (await seedActor(t.engine, { label: 'limits', plan: 'premium' })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (method: string, path: string, body: unknown) => {
    const response = await t.fetch(`${t.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { error?: { code: string; issues?: Array<{ path: unknown[] }> } };
    return { status: response.status, code: json.error?.code, paths: json.error?.issues?.map((i) => i.path) };
  };

  const tables = async () => {
    const { rate_limits: _budgets, ...rest } = await snapshotTables(t.engine.store.db);
    return rest;
  };

  it.each([
    [
      'a company screening with 1,001 controversies',
      'POST',
      '/screening/company',
      { controversies: many('tobacco', 1001) },
      ['controversies'],
    ],
    [
      'a fund screening with 1,001 providers',
      'POST',
      '/screening/fund',
      { providers: many('Acme', 1001) },
      ['providers'],
    ],
    [
      'a screening with 1,001 exclusions',
      'POST',
      '/screening/company',
      {
        exclusions: Object.fromEntries(
          Array.from({ length: 1001 }, (_, i) => [`involvement_t${i}`, 'minor']),
        ),
      },
      ['exclusions'],
    ],
    [
      'a screening whose region is 10,000 characters long',
      'POST',
      '/screening/company',
      { regions: ['x'.repeat(10_000)] },
      ['regions', 0],
    ],
    [
      'a country screening with 1,001 regions',
      'POST',
      '/screening/country',
      { regions: many('Europe', 1001) },
      ['regions'],
    ],
    [
      'a template with 1,001 regions',
      'POST',
      '/screening/templates',
      { name: 'big', kind: 'company', filters: { regions: many('Europe', 1001) }, securities: [] },
      ['filters', 'regions'],
    ],
    [
      'a report job asking for more sections than there are',
      'POST',
      '/portfolios/P1/report/jobs',
      { sections: many('esg', 1001) },
      ['sections'],
    ],
    [
      'impact defaults with 1,001 indicators in one category',
      'PUT',
      '/settings/impact',
      {
        settings: [
          { category: 'climate', indicators: many('x', 1001).map(() => ({ code: 'PHY_GHG_SCOPE1' })) },
        ],
      },
      ['settings', 0, 'indicators'],
    ],
    [
      'impact defaults with 1,002 indicators over two categories',
      'PUT',
      '/settings/impact',
      {
        settings: many('climate', 2).map((category) => ({
          category,
          indicators: many('x', 501).map(() => ({ code: 'PHY_GHG_SCOPE1' })),
        })),
      },
      ['settings'],
    ],
    [
      'a profile with three languages',
      'PATCH',
      '/me/profile',
      { userLanguage: ['en-US', 'it-IT', 'en-US'] },
      ['userLanguage'],
    ],
  ])('refuses %s with 422 naming the list, and stores nothing', async (_label, method, path, body, field) => {
    const before = await tables();
    const answer = await send(method, path, body);
    expect(answer).toMatchObject({ status: 422, code: 'invalidInput' });
    expect(answer.paths).toContainEqual(['body', ...field]);
    expect(await tables()).toEqual(before);
  });

  it('still takes a screening at the limit: 1,000 regions of 200 characters', async () => {
    const answer = await send('POST', '/screening/company', { regions: many('r'.repeat(200), 1000) });
    // no dataset is loaded: past validation the route asks to come back later
    expect(answer).toMatchObject({ status: 503, code: 'datasetLoading' });
  });
});

// A plan's number of portfolios (spec doc 1 §6, §9: Professional 25) holds for requests that arrive together: the
// count and the insert were two steps, so creates sent at once each counted 23 and more than 25 were saved.
describe.each(storeTargets)('the plan limit on portfolios under concurrent creates on $name', (target) => {
  let t: TestEngine;
  let pro: ApiClient;

  beforeAll(async () => {
    const dir = copyOfMinimal({});
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir: dir, cacheDir: tempDir() })),
    });
    await t.engine.ready;
    pro = t.client({
      token: (await seedActor(t.engine, { label: 'pro-limit', plan: 'professional' })).token,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const create = (n: number) =>
    pro.call('clients.create', {
      body: {
        firstname: 'Client',
        lastname: `No ${n}`,
        portfolio: {
          investmentDay: '2025-06-26',
          investmentAmount: 1000,
          portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
        },
      } as never,
    });

  it('saves 2 of 8 creates sent at once by an account holding 23 of its 25, and refuses 6 with maxPortfolios', async () => {
    // seedActor gave the account one client portfolio: 22 more make 23
    for (let n = 1; n <= 22; n++) await create(n);
    const answers = await Promise.allSettled([23, 24, 25, 26, 27, 28, 29, 30].map(create));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    const refused = answers.flatMap((a) =>
      a.status === 'rejected' ? [a.reason as { code: string; status: number }] : [],
    );
    expect(refused.map((e) => [e.status, e.code])).toEqual(
      Array.from({ length: 6 }, () => [403, 'maxPortfolios']),
    );
    // 24 made here beside the seeded client; the demo entry does not count
    expect(
      (await pro.call('clients.list', {})).data.filter((c) => c.lastname.startsWith('No ')),
    ).toHaveLength(24);
  }, 60_000);
});
