import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient, ScoringWeights } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// Issue 28 "Scoring": the advisor's scoring profile weighs the sustainability score's five pillars; each save is a
// new version; the view states the version it used and is recomputed after a save (never a cached older score);
// another advisor keeps the defaults (version 0). A weights file comes back as a new version, or names the field
// and line that is wrong.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');

const only = (pillar: keyof ScoringWeights): ScoringWeights => ({
  environmental: 0,
  social: 0,
  governance: 0,
  impact: 0,
  products: 0,
  [pillar]: 100,
});

failWhenPostgresMissing('scoring profiles');

describe.each(storeTargets)('scoring profiles on $name', (target) => {
  let t: TestEngine;
  let advisor: ApiClient;
  let other: ApiClient;
  let portfolioId: string;
  let otherPortfolioId: string;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      print: () => undefined,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const a = await seedActor(t.engine, { label: 'scoring', plan: 'premium' });
    advisor = t.client({ token: a.token });
    portfolioId = a.ids.portfolioId;
    const o = await seedActor(t.engine, { label: 'other', plan: 'premium' });
    other = t.client({ token: o.token });
    otherPortfolioId = o.ids.portfolioId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const view = async (api: ApiClient, id: string) =>
    (await api.call('views.sustainability', { params: { portfolioId: id } })).data;

  it('without a saved profile: version 0 and the default weights', async () => {
    expect((await advisor.call('scoring.get')).data).toEqual({
      version: 0,
      weights: { environmental: 20, social: 20, governance: 20, impact: 20, products: 20 },
      savedAt: null,
    });
    const v = await view(advisor, portfolioId);
    expect(v.scoringProfileVersion).toBe(0);
    expect(v.overall.portfolio).not.toBeNull();
  });

  it('saves v1 then v2: the view’s score follows the weights and states the version', async () => {
    const before = await view(advisor, portfolioId);
    const v1 = (await advisor.call('scoring.save', { body: only('environmental') })).data;
    expect(v1).toMatchObject({ version: 1, weights: only('environmental') });
    const s1 = await view(advisor, portfolioId);
    expect(s1.scoringProfileVersion).toBe(1);
    // all the weight on E: the overall score is the environmental pillar's mean (same entities, same values)
    expect(s1.overall.portfolio).toBeCloseTo(before.environmental.portfolio!, 9);

    expect((await advisor.call('scoring.save', { body: only('social') })).data.version).toBe(2);
    const s2 = await view(advisor, portfolioId);
    expect(s2.scoringProfileVersion).toBe(2);
    expect(s2.overall.portfolio).toBeCloseTo(before.social.portfolio!, 9);
    expect(s2.overall.portfolio).not.toBeCloseTo(s1.overall.portfolio!, 3);
    expect((await advisor.call('scoring.get')).data.version).toBe(2);
  });

  it('another advisor is unaffected: version 0, the default score', async () => {
    expect((await other.call('scoring.get')).data.version).toBe(0);
    expect((await view(other, otherPortfolioId)).scoringProfileVersion).toBe(0);
  });

  it('refuses weights out of range or not adding up to 100, naming the field with the spec’s keys', async () => {
    await expect(
      advisor.call('scoring.save', { body: { ...only('environmental'), environmental: 110, social: -10 } }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'invalidInput',
      issues: [
        expect.objectContaining({ path: ['environmental'], messageKey: 'weightAbove100' }),
        expect.objectContaining({ path: ['social'], messageKey: 'negativeWeight' }),
      ],
    });
    await expect(
      advisor.call('scoring.save', { body: { ...only('environmental'), environmental: 90 } }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ messageKey: 'weightsMustSum100' })] });
    expect((await advisor.call('scoring.get')).data.version).toBe(2);
  });

  it('previews a score with unsaved weights without saving them', async () => {
    const p = (await advisor.call('scoring.preview', { body: only('governance') })).data;
    expect(p.overall.portfolio).toBeCloseTo(p.governance.portfolio!, 9);
    expect((await advisor.call('scoring.get')).data.version).toBe(2);
  });

  it('exports the weights as YAML and JSON, and imports a file as the next version', async () => {
    const yaml = (await advisor.call('scoring.export', { query: { format: 'yaml' } })).data.text;
    expect(yaml).toContain('social: 100');
    const json = JSON.parse((await advisor.call('scoring.export', { query: { format: 'json' } })).data.text);
    expect(json).toEqual({ version: 2, weights: only('social') });
    const file =
      'weights:\n  environmental: 30\n  social: 30\n  governance: 20\n  impact: 10\n  products: 10\n';
    const saved = (await advisor.call('scoring.import', { body: { text: file } })).data;
    expect(saved).toMatchObject({ version: 3, weights: { environmental: 30, products: 10 } });
    expect((await view(advisor, portfolioId)).scoringProfileVersion).toBe(3);
  });

  // the sustainability CSV section: the score and its pillars with the profile's weights and version on each row
  const csvOf = async (api: ApiClient, id: string) => {
    const { data } = await api.call('exports.csv', {
      params: { portfolioId: id, section: 'sustainability' },
      query: { locale: 'en-US', format: 'rfc4180' },
    });
    const text = await (await t.fetch(data.urlDownload.replace(t.config.publicUrl, t.url))).text();
    return text
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
  };

  it('the CSV section states the score, the weights and the profile version that made them', async () => {
    // the advisor is at v3 (30/30/20/10/10, the import above)
    const v = await view(advisor, portfolioId);
    const [header, overall, ...pillars] = await csvOf(advisor, portfolioId);
    expect(header).toEqual([
      'Measure',
      'Weight (%)',
      'Portfolio',
      'Benchmark',
      'Coverage (%)',
      'Scoring profile version',
    ]);
    expect(overall![0]).toBe('Sustainability score');
    expect(Number(overall![2])).toBeCloseTo(v.overall.portfolio!, 2);
    expect(pillars.map((r) => [r[0], r[1], r[5]])).toEqual([
      ['Environmental', '30', '3'],
      ['Social', '30', '3'],
      ['Governance', '20', '3'],
      ['Impact', '10', '3'],
      ['Products', '10', '3'],
    ]);
    expect(overall![5]).toBe('3');
    // another advisor: the default weights, version 0
    const [, otherOverall, otherE] = await csvOf(other, otherPortfolioId);
    expect([otherOverall![5], otherE![1], otherE![5]]).toEqual(['0', '20', '0']);
  });

  it('a bad weights file names the field and its line, and saves nothing', async () => {
    const file =
      'version: 1\nweights:\n  environmental: 30\n  social: lots\n  governance: 20\n  impact: 10\n  products: 10\n';
    await expect(advisor.call('scoring.import', { body: { text: file } })).rejects.toMatchObject({
      status: 422,
      issues: [
        expect.objectContaining({
          path: ['weights', 'social'],
          messageKey: 'invalidWeight',
          params: expect.objectContaining({ line: 4 }),
        }),
      ],
    });
    await expect(advisor.call('scoring.import', { body: { text: 'weights: [\n' } })).rejects.toMatchObject({
      issues: [expect.objectContaining({ messageKey: 'invalidScoringFile' })],
    });
    expect((await advisor.call('scoring.get')).data.version).toBe(3);
  });
});
