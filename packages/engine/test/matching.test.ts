import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient, MatchingQueryInput } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failure, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// matching.run over HTTP on the small demo (issue 27): a Premium user (capability 100, full access) gets a portfolio
// whose weights sum to 100 and the frontier around the chosen level; a Professional user (capability 4) is refused
// with the capability message; the questionnaire's rules answer with the spec's keys. The method's hand-worked cases
// are analytics/matching/matching.test.ts.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');

const query: MatchingQueryInput = {
  sdgs: [6, 7, 13],
  riskLevel: 2,
  goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000, monthlyAmountEur: 200 },
};

failWhenPostgresMissing('matching');

describe.each(storeTargets)('matching.run over HTTP on $name', (target) => {
  let t: TestEngine;
  let premium: ApiClient;
  let professional: ApiClient;
  let premiumNotFull: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    premium = t.client({
      token: (await seedActor(t.engine, { label: 'match-premium', plan: 'premium' })).token,
    });
    professional = t.client({
      token: (await seedActor(t.engine, { label: 'match-pro', plan: 'professional' })).token,
    });
    premiumNotFull = t.client({
      token: (await seedActor(t.engine, { label: 'match-p4', plan: 'premium', accessLevel: 4 })).token,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('proposes funds whose weights sum to 100, within the cap, with the frontier one level either side', async () => {
    const { data } = await premium.call('matching.run', { body: query });
    expect(data.riskLevel).toBe(2);
    expect(data.volatilityCap).toBe(0.12);
    expect(data.funds.length).toBeGreaterThan(0);
    const total = data.funds.reduce((sum, f) => sum + f.weightPct, 0);
    expect(total).toBeCloseTo(100, 6);
    for (const f of data.funds) expect(f.reasons.length).toBeGreaterThan(0);
    if (!data.isDefault) expect(data.volatility!).toBeLessThanOrEqual(0.12);
    expect(data.frontier.map((r) => [r.riskLevel, r.isChosen])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    // the lookup views open the same funds with the same weights
    expect(data.portfolio.length).toBe(data.funds.length);
    // the same questionnaire gives the same answer (from the cache or not)
    expect((await premium.call('matching.run', { body: query })).data).toEqual(data);
  });

  it('refuses a Professional user (capability 4) and capability 100 without full access', async () => {
    const refused = await failure(professional.call('matching.run', { body: query }));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('notEnoughCapability');
    expect(refused.upgrade?.feature).toBe('matching');
    // doc 1 §6: capability 100 without full access sees Matching disabled, and the route agrees
    const locked = await failure(premiumNotFull.call('matching.run', { body: query }));
    expect(locked.status).toBe(403);
    expect(locked.upgrade).toMatchObject({ feature: 'matching', reason: 'locked' });
  });

  it('exports the match as CSV: the proposed funds with weights and why, then the near misses', async () => {
    const { data: match } = await premium.call('matching.run', { body: query });
    const { data } = await premium.call('exports.matchingCsv', { query: { format: 'rfc4180' }, body: query });
    const response = await t.fetch(data.urlDownload.replace(t.config.publicUrl, t.url));
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Row,Name,ISIN,Ticker,Weight (%),SDG fit,Volatility (%),Sustainable score,Environmental,Social,Governance,SFDR article,Why',
    );
    const proposed = lines.slice(1).filter((l) => l.startsWith('Proposed,'));
    expect(proposed).toHaveLength(match.funds.length);
    expect(lines.slice(1).filter((l) => l.startsWith('Near miss,'))).toHaveLength(match.nearMisses.length);
    // the first proposed fund's weight and its first reason, as the answer gives them
    const first = match.funds[0]!;
    expect(proposed[0]).toContain(`,${first.weightPct},`);
    expect(proposed[0]).toContain(first.reasons[0]!.text);
    const refused = await failure(professional.call('exports.matchingCsv', { query: {}, body: query }));
    expect(refused.status).toBe(403);
  });

  it('answers a 2-SDG questionnaire with the spec message, and a repeated SDG with its own', async () => {
    const two = await failure(premium.call('matching.run', { body: { ...query, sdgs: [6, 7] } }));
    expect(two.status).toBe(422);
    expect(two.issues?.map((i) => i.messageKey)).toContain('matchingMinSdgs');
    const twice = await failure(premium.call('matching.run', { body: { ...query, sdgs: [6, 6, 13] } }));
    expect(twice.issues?.map((i) => i.messageKey)).toContain('matchingDuplicateSdg');
    // a questionnaire without a risk level, as a client that skipped the question sends it
    const { riskLevel: _, ...withoutRisk } = query;
    const noRisk = await failure(premium.call('matching.run', { body: withoutRisk as typeof query }));
    expect(noRisk.issues?.map((i) => i.messageKey)).toContain('matchingRiskRequired');
    // a risk level is a number 1–5: a word is refused with the same message (core's rule is this schema)
    const word = await failure(
      premium.call('matching.run', { body: { ...query, riskLevel: 'medium' } as unknown as typeof query }),
    );
    expect(word.status).toBe(422);
    expect(word.issues?.map((i) => [i.path.join('.'), i.messageKey])).toEqual([
      ['body.riskLevel', 'matchingRiskRequired'],
    ]);
  });
});
