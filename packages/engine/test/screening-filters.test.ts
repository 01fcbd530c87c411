import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient, ScreeningRow } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// The screening filters issue 26 (part 7) added, through the route on the small demo: AUM, domicile, a minimum fund
// rating and a minimum taxonomy alignment agree with the figures the same rows and the fund's own answer show, and a
// country row carries the sovereign PAI inputs. The hand-computed cases are analytics/screening/screening-facts.test.ts.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');
const idsOf = (rows: ScreeningRow[]) => rows.map((r) => r.id).sort();

failWhenPostgresMissing('screening filters');

describe.each(storeTargets)('screening filters over HTTP on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const analyst = await seedActor(t.engine, { label: 'screen-filters', plan: 'premium' });
    api = t.client({ token: analyst.token });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const screen = async (body: Record<string, unknown>) =>
    (await api.call('screening.fund', { query: { page: 1, perPage: 500 }, body })).data;

  it('AUM, domicile and minimum rating keep exactly the rows whose own cells meet them', async () => {
    const all = (await screen({})).companies;
    const num = (r: ScreeningRow, key: string) => r.values[key];
    const big = all.filter(
      (r) => typeof num(r, 'aumEur') === 'number' && (num(r, 'aumEur') as number) >= 1e9,
    );
    expect(big.length).toBeGreaterThan(0);
    expect(big.length).toBeLessThan(all.length);
    expect(idsOf((await screen({ minAumEur: 1e9 })).companies)).toEqual(idsOf(big));
    const irish = all.filter((r) => r.values.domicile === 'IE');
    expect(idsOf((await screen({ domiciles: ['IE'] })).companies)).toEqual(idsOf(irish));
    const rated = all.filter((r) => typeof r.values.rating === 'number' && (r.values.rating as number) >= 4);
    expect(rated.length).toBeGreaterThan(0);
    expect(idsOf((await screen({ minRating: 4 })).companies)).toEqual(idsOf(rated));
  });

  it("a minimum taxonomy alignment agrees with the fund's own answer", async () => {
    const search = await api.call('securities.search', { query: { q: 'URTH' } });
    const hit = search.data.find((s) => s.ticker === 'URTH')!;
    const urth = (await api.call('securities.get', { params: { securityId: hit.securityId } })).data.fund!;
    const pct = urth.taxonomyAlignmentPct;
    expect(pct).toBeGreaterThan(0);
    const at = await screen({ minTaxonomyAlignedPct: pct, categories: [urth.category] });
    expect(at.companies.find((r) => r.id === urth.securityId)?.values.taxonomyAlignedPct).toBe(pct);
    const above = await screen({ minTaxonomyAlignedPct: pct! + 0.001, categories: [urth.category] });
    expect(above.companies.map((r) => r.id)).not.toContain(urth.securityId);
  });

  it('country rows carry the GHG intensity and the social violations flag', async () => {
    const rows = (
      await api.call('screening.country', { body: { regions: [], exclusionTypes: [], minScores: {} } })
    ).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => typeof r.ghgIntensityTPerMeurGdp === 'number')).toBe(true);
    for (const r of rows) {
      expect(r.socialViolations === null || typeof r.socialViolations === 'boolean').toBe(true);
      expect(r.socialViolations === true).toBe(r.flags.includes('social_violations'));
    }
  });
});
