import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// Funds as an analyst reads them (issue 26): the fund's answer and the fund screening rows carry the proprietary
// fund rating, its four pillars and the global category rating (spec doc 1 §3, doc 2 §3; docs/methodology.md part B)
// on the small demo, where URTH's category has enough peers with three years of NAVs (docs/demo-data.md).

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');
const stars = [1, 2, 3, 4, 5];

failWhenPostgresMissing('fund ratings');

describe.each(storeTargets)('fund ratings over HTTP on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const analyst = await seedActor(t.engine, { label: 'ratings', plan: 'premium' });
    api = t.client({ token: analyst.token });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const fundOf = async (ticker: string) => {
    const search = await api.call('securities.search', { query: { q: ticker } });
    const hit = search.data.find((s) => s.ticker === ticker)!;
    return (await api.call('securities.get', { params: { securityId: hit.securityId } })).data.fund!;
  };

  it("URTH's answer carries the six scores, the rating with its four pillars and the global category rating", async () => {
    const urth = await fundOf('URTH');
    expect(Object.keys(urth.scores).sort()).toEqual(
      ['environmental', 'governance', 'impact', 'product', 'social', 'sustainability'].sort(),
    );
    for (const pillar of ['overall', 'returns', 'risk', 'persistence', 'expenses'] as const)
      expect(stars).toContain(urth.rating[pillar]);
    expect(stars).toContain(urth.globalCategoryRating);
  });

  it('a fund alone in its category stays unrated: null, never 0 (a peer group needs 5 funds)', async () => {
    const iagg = await fundOf('IAGG');
    expect(iagg.rating).toEqual({
      overall: null,
      returns: null,
      risk: null,
      persistence: null,
      expenses: null,
    });
    expect(iagg.globalCategoryRating).toBeNull();
  });

  it("the fund screening rows carry the rating, its pillars and the global category rating, as the fund's answer", async () => {
    const urth = await fundOf('URTH');
    const screened = await api.call('screening.fund', {
      query: { page: 1, perPage: 500, orderBy: 'rating', order: 'desc' },
      body: { categories: ['Global Large-Cap Blend Equity'] },
    });
    const keys = screened.data.columns.map((c) => c.key);
    for (const key of [
      'rating',
      'ratingReturns',
      'ratingRisk',
      'ratingPersistence',
      'ratingExpenses',
      'globalCategoryRating',
    ])
      expect(keys).toContain(key);
    expect(screened.data.total).toBeGreaterThanOrEqual(5);
    const row = screened.data.companies.find((r) => r.id === urth.securityId)!;
    expect(row.values).toMatchObject({
      rating: urth.rating.overall,
      ratingReturns: urth.rating.returns,
      ratingRisk: urth.rating.risk,
      ratingPersistence: urth.rating.persistence,
      ratingExpenses: urth.rating.expenses,
      globalCategoryRating: urth.globalCategoryRating,
    });
    const ratings = screened.data.companies.map((r) => r.values.rating as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});
