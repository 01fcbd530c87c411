import {
  type ApiClient,
  ApiError,
  clientTestChain,
  evaluateTrace,
  paiChain,
  runChain,
  sumOfTerms,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/store/repositories/users.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// The explain route (part 12) on fixtures/datasets/minimal: a client portfolio of ALPE (company C1) 60 % and BRSW
// (C2) 40 % of 10,000 EUR. Same auth as the figure's view; capability 7 sees no holding the limited view hides.

failWhenPostgresMissing('explain route');

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, code: (error as ApiError).code };
};

describe.each(storeTargets)('GET …/explain on $name', (target) => {
  let t: TestEngine;
  const clientOf = async (label: string, options: { capability?: number; accessLevel?: number } = {}) => {
    const actor = await seedActor(t.engine, { label, plan: 'premium', ...options });
    const api = t.client({ token: actor.token });
    const { data } = await api.call('clients.create', {
      body: { firstname: 'Hand', lastname: 'Traced', portfolio: holdings },
    });
    const portfolioId = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
    return { actor, api, portfolioId, clientId: data.id };
  };
  let full: Awaited<ReturnType<typeof clientOf>>;
  const explain = (api: ApiClient, portfolioId: string, figure: string) =>
    api.call('explain.figure', { params: { portfolioId }, query: { figure } });

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    full = await clientOf('explain-route');
    expect((await runChain(paiChain, { client: full.api, portfolioId: full.portfolioId })).status).toBe(
      'completed',
    );
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it("answers a client's PAI 2 trace whose value is the PAI view's figure", async () => {
    const { data: trace } = await explain(full.api, full.portfolioId, 'pai2');
    const { data: view } = await full.api.call('views.pai', {
      params: { portfolioId: full.portfolioId, set: 1 },
      query: {},
    });
    const shown = view.indicators.flatMap((i) => i.metrics).find((m) => m.code === 't1_2')!.portfolio.value;
    // C1: 6,000 / 16 bn × 11,280,000 t / 0.01 = 423; C2: 4,000 / 8.5 bn × 67,600 t / 0.01 (explain-pai.test.ts)
    const hand = ((6000 / 16e9) * 11_280_000) / 0.01 + ((4000 / 8.5e9) * 67_600) / 0.01;
    expect(trace.figure).toBe('pai:t1_2');
    expect(trace.value).toBeCloseTo(hand, 9);
    expect(shown).toBeCloseTo(hand, 9);
    expect(trace.terms.map((x) => x.key).sort()).toEqual(['C1', 'C2']);
    expect(evaluateTrace(trace)).toBeCloseTo(trace.value!, 9);
  });

  it('refuses an unknown figure with 422 invalidInput naming the figure field', async () => {
    const error = await explain(full.api, full.portfolioId, 'pai99').catch((e: unknown) => e as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).code).toBe('invalidInput');
    expect((error as ApiError).issues?.[0]?.path).toEqual(['query', 'figure']);
  });

  it("refuses a share link that cannot see the PAI view as the view does, and lets a full advisor's link read it", async () => {
    // an advisor without full access cannot make clients: the seeded one (the access check comes before any data)
    const restricted = await seedActor(t.engine, { label: 'explain-share', plan: 'premium', accessLevel: 4 });
    const token = await seedShareLink(t.engine, restricted);
    const shared = t.client({}, { 'x-esgkit-share-token': token });
    const view = await refusal(
      shared.call('views.pai', { params: { portfolioId: restricted.ids.portfolioId, set: 1 }, query: {} }),
    );
    expect(view.status).toBe(403);
    expect(await refusal(explain(shared, restricted.ids.portfolioId, 'pai2'))).toEqual(view);

    const open = t.client(
      {},
      { 'x-esgkit-share-token': await seedShareLink(t.engine, full.actor, { clientId: full.clientId }) },
    );
    expect((await explain(open, full.portfolioId, 'pai2')).data.figure).toBe('pai:t1_2');
  });

  it('gives capability 7 the same 403 as the PAI view and folds the ESG holdings into one row', async () => {
    const limited = await clientOf('explain-cap7', { capability: 7 });
    const view = await refusal(
      limited.api.call('views.pai', { params: { portfolioId: limited.portfolioId, set: 1 }, query: {} }),
    );
    expect(view.status).toBe(403);
    expect(await refusal(explain(limited.api, limited.portfolioId, 'pai2'))).toEqual(view);

    const { data: whole } = await explain(full.api, full.portfolioId, 'esg.total');
    const { data: folded } = await explain(limited.api, limited.portfolioId, 'esg.total');
    // the limited ESG view lists no company (totals only): no company key or name in the trace
    expect(whole.terms.map((x) => x.key).sort()).toEqual(['C1', 'C2']);
    expect(folded.terms).toHaveLength(1);
    expect(folded.terms[0]).toMatchObject({ key: 'other', name: 'Other holdings', path: [], inputs: {} });
    expect(JSON.stringify(folded)).not.toMatch(/"C1"|"C2"|Alpe|Brsw/i);
    for (const e of folded.excluded) expect(e.key).toBe('other');
    expect(folded.value).toBeCloseTo(whole.value!, 9);
    expect(sumOfTerms(folded)).toBeCloseTo(sumOfTerms(whole), 9);
    expect(folded.terms[0]!.valueEur).toBeCloseTo(10_000, 6);
    expect(evaluateTrace(folded)).toBeCloseTo(folded.value!, 9);
  });

  it('answers the top terms and folds the rest into one row that keeps Σ term, weight and value', async () => {
    const { data: one } = await full.api.call('explain.figure', {
      params: { portfolioId: full.portfolioId },
      query: { figure: 'pai2', top: 1 },
    });
    // C1's term (6,000 / 16 bn × 11,280,000 t / 0.01 = 423) is the larger; C2's is folded
    const c2 = ((4000 / 8.5e9) * 67_600) / 0.01;
    expect(one.terms.map((x) => x.key)).toEqual(['C1', 'other']);
    expect(one.terms[0]!.term).toBeCloseTo(423, 9);
    expect(one.terms[1]).toMatchObject({ name: 'Other holdings', path: [], inputs: {} });
    expect(one.terms[1]!.term).toBeCloseTo(c2, 9);
    expect(one.terms[1]!.weightPct).toBeCloseTo(40, 9);
    expect(one.terms[1]!.valueEur).toBeCloseTo(4000, 6);
    expect(sumOfTerms(one)).toBeCloseTo(423 + c2, 9);
    expect(evaluateTrace(one)).toBeCloseTo(one.value!, 9);
    // the default answers both terms; a top of 0 is refused
    expect((await explain(full.api, full.portfolioId, 'pai2')).data.terms.map((x) => x.key)).toEqual([
      'C1',
      'C2',
    ]);
    const zero = await refusal(
      full.api.call('explain.figure', {
        params: { portfolioId: full.portfolioId },
        query: { figure: 'pai2', top: 0 },
      }),
    );
    expect(zero).toEqual({ status: 422, code: 'invalidInput' });
  });

  it('answers every term as CSV whose term column adds up to the figure, folded for capability 7', async () => {
    const csv = async (api: ApiClient, portfolioId: string, figure: string) => {
      const file = await api.call('explain.figureCsv', {
        params: { portfolioId },
        query: { figure, format: 'rfc4180' },
      });
      expect(file.contentType).toMatch(/^text\/csv/);
      return new TextDecoder().decode(file.bytes).trim().split(/\r?\n/);
    };
    const lines = await csv(full.api, full.portfolioId, 'pai2');
    const header = lines[0]!.split(',');
    const termAt = header.indexOf('Term');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0])).toEqual(['C1', 'C2']);
    const hand = 423 + ((4000 / 8.5e9) * 67_600) / 0.01;
    expect(rows.reduce((a, r) => a + Number(r[termAt]), 0)).toBeCloseTo(hand, 6);

    const limited = await clientOf('explain-csv-cap7', { capability: 7 });
    const folded = await csv(limited.api, limited.portfolioId, 'esg.total');
    expect(folded.join('\n')).not.toMatch(/C1|C2|Alpe|Brsw/i);
    expect(folded[1]!.split(',')[0]).toBe('other');
    expect(await refusal(csv(limited.api, limited.portfolioId, 'pai2'))).toMatchObject({ status: 403 });
  });

  describe('GET …/explain/figures', () => {
    const list = async (api: ApiClient, portfolioId: string) =>
      (await api.call('explain.figures', { params: { portfolioId } })).data;

    it('lists the figures a full advisor may explain, with the value each view shows', async () => {
      const figures = await list(full.api, full.portfolioId);
      const pai2 = figures.find((f) => f.figure === 'pai:t1_2');
      // the hand-computed PAI 2 of the first test: 423 + 4,000 / 8.5 bn × 67,600 t / 0.01
      expect(pai2).toMatchObject({ area: 'pai', limited: false });
      expect(pai2!.shown).toBeCloseTo(423 + ((4000 / 8.5e9) * 67_600) / 0.01, 9);
      expect(figures.find((f) => f.figure === 'esg:total')).toMatchObject({ area: 'esg', limited: false });
      // every listed figure is one explain.figure answers
      const { data: trace } = await explain(full.api, full.portfolioId, figures[0]!.figure);
      expect(trace.figure).toBe(figures[0]!.figure);
    });

    it('lists no PAI figure to a share link once its advisor may no longer open the PAI view', async () => {
      const own = await clientOf('figures-share');
      expect((await runChain(paiChain, { client: own.api, portfolioId: own.portfolioId })).status).toBe(
        'completed',
      );
      const token = await seedShareLink(t.engine, own.actor, { clientId: own.clientId });
      const shared = t.client({}, { 'x-esgkit-share-token': token });
      expect((await list(shared, own.portfolioId)).map((f) => f.figure)).toContain('pai:t1_2');
      // the advisor's access drops to 4: the link's PAI view is refused, and so is every PAI figure
      await updateUser(t.engine.store.db, own.actor.userId, { access_level: 4 });
      const view = await refusal(
        shared.call('views.pai', { params: { portfolioId: own.portfolioId, set: 1 }, query: {} }),
      );
      expect(view.status).toBe(403);
      const figures = await list(shared, own.portfolioId);
      expect(figures.filter((f) => f.area === 'pai')).toEqual([]);
      // nor the ESG view (an access level 4 link opens none of the explained views): nothing to list
      expect(
        (await refusal(shared.call('views.esg', { params: { portfolioId: own.portfolioId }, query: {} })))
          .status,
      ).toBe(403);
      expect(figures).toEqual([]);
    });

    it('lists capability 7 no PAI figure and its ESG figures as limited', async () => {
      const limited = await clientOf('figures-cap7', { capability: 7 });
      const figures = await list(limited.api, limited.portfolioId);
      expect(figures.filter((f) => f.area === 'pai')).toEqual([]);
      expect(figures.find((f) => f.figure === 'esg:total')).toMatchObject({ area: 'esg', limited: true });
    });
  });
});
