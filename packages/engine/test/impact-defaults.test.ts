import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  clientTestChain,
  type ImpactConfiguration,
  lookupChain,
  type PortfolioInput,
  runChain,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// Issue 28 "Impact defaults": the advisor's saved default indicators (Customization → Impact) are what the lookup
// and client chains' impact steps compute when the request names none; a request's own list still wins; another
// user's defaults never leak; without defaults the engine's own choice stands.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');

// Five catalogue codes from four impact categories (core's phyIndicators), picked by hand.
const FIVE = [
  'PHY_GHG_SCOPE1',
  'PHY_GHG_SCOPE2',
  'PHY_WATER_WITHDRAWAL',
  'PHY_WASTE_TOTAL',
  'PHY_ENERGY_CONSUMPTION',
];

const lookup: PortfolioInput = {
  investmentDay: '2025-01-02',
  investmentAmount: 100_000,
  portfolio: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
  benchmark: { items: [], cash: 0 },
};

const config = (codes: string[]): ImpactConfiguration => ({
  settings: [{ category: 'any', indicators: codes.map((code) => ({ code, isSelected: true })) }],
});

const summaryCodes = async (api: ApiClient, portfolioId: string, type: 0 | 2) => {
  const { data } = await api.call('views.impactSummary', { params: { portfolioId }, query: { type } });
  return data.categories.flatMap((c) => c.indicators.map((i) => i.code)).sort();
};

const runLookup = async (api: ApiClient): Promise<string> => {
  const context: Parameters<typeof runChain>[1] = { client: api, lookup };
  expect((await runChain(lookupChain, context)).status).toBe('completed');
  return context.portfolioId!;
};

failWhenPostgresMissing('impact defaults');

describe.each(storeTargets)('impact defaults on $name', (target) => {
  let t: TestEngine;
  let advisor: ApiClient;
  let other: ApiClient;
  let otherPortfolioId: string;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      print: () => undefined,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    advisor = t.client({ token: (await seedActor(t.engine, { label: 'impact', plan: 'premium' })).token });
    const seeded = await seedActor(t.engine, { label: 'other', plan: 'premium' });
    other = t.client({ token: seeded.token });
    otherPortfolioId = seeded.ids.portfolioId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('without saved defaults a lookup shows the engine’s own choice, more than five codes', async () => {
    // an advisor of its own: the next tests save defaults for `advisor` (and may run first: -t, it.only)
    const fresh = t.client({
      token: (await seedActor(t.engine, { label: 'no-defaults', plan: 'premium' })).token,
    });
    const portfolioId = await runLookup(fresh);
    const codes = await summaryCodes(fresh, portfolioId, 0);
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.length).toBeLessThanOrEqual(30);
  });

  it('a new lookup’s impact summary holds exactly the five saved defaults, type 0 and type 2', async () => {
    await advisor.call('settings.saveImpact', { body: config(FIVE) });
    const portfolioId = await runLookup(advisor);
    expect(await summaryCodes(advisor, portfolioId, 0)).toEqual([...FIVE].sort());
    expect(await summaryCodes(advisor, portfolioId, 2)).toEqual([...FIVE].sort());
  });

  it('a list named in the request overrides the saved defaults', async () => {
    const portfolioId = await runLookup(advisor);
    await advisor.call('chain.impact', {
      params: { portfolioId },
      query: { type: 0 },
      body: { indicators: ['PHY_GHG_SCOPE3'] },
    });
    expect(await summaryCodes(advisor, portfolioId, 0)).toEqual(['PHY_GHG_SCOPE3']);
    // the type the request did not recompute keeps the defaults
    expect(await summaryCodes(advisor, portfolioId, 2)).toEqual([...FIVE].sort());
  });

  it('changing the defaults applies to the next run of the chain', async () => {
    const portfolioId = await runLookup(advisor);
    await advisor.call('settings.saveImpact', { body: config(FIVE.slice(0, 2)) });
    expect(await runChain(clientTestChain, { client: advisor, portfolioId })).toMatchObject({
      status: 'completed',
    });
    expect(await summaryCodes(advisor, portfolioId, 0)).toEqual(FIVE.slice(0, 2).sort());
    await advisor.call('settings.saveImpact', { body: config(FIVE) });
  });

  it('another user’s client chain keeps the engine’s own choice', async () => {
    expect(await runChain(clientTestChain, { client: other, portfolioId: otherPortfolioId })).toMatchObject({
      status: 'completed',
    });
    const codes = await summaryCodes(other, otherPortfolioId, 0);
    expect(codes.length).toBeGreaterThan(5);
    expect(codes).not.toEqual([...FIVE].sort());
  });
});
