import {
  type ApiClient,
  clientTestChain,
  DomainError,
  evaluateTrace,
  FigureTrace,
  paiChain,
  runChain,
  sumOfTerms,
} from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPortfolioById } from '../src/store/repositories/portfolios.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// The taxonomy, ESG and impact explainers (part 12) through the engine's calculation service, on
// fixtures/datasets/minimal: a client portfolio of ALPE (company C1) 60 % and BRSW (C2) 40 % of 10,000 EUR, so
// v(C1) = 6,000 and v(C2) = 4,000, facts and scores of fiscal year 2024. Each trace carries the value its view shows.

failWhenPostgresMissing('taxonomy, ESG and impact explainers');

describe.each(storeTargets)('the taxonomy, ESG and impact explainers ($name)', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';

  const row = async () => (await findPortfolioById(t.engine.store.db, portfolioId))!;
  const explain = async (figure: string) =>
    FigureTrace.parse(await t.engine.calculations.explain.explain(await row(), figure));

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'explain-areas', plan: 'premium' });
    api = t.client({ token: advisor.token });
    const { data } = await api.call('clients.create', {
      body: {
        firstname: 'Hand',
        lastname: 'Traced',
        portfolio: holdings,
      },
    });
    portfolioId = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
    // figures() lists every registered area's figures, the PAI tables' among them
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('explains turnover eligible 36.4 % as the summary shows it: 60 % × 58 % + 40 % × 4 %', async () => {
    const summary = await api.call('views.taxonomySummary', { params: { portfolioId } });
    const trace = await explain('taxonomy.turnover.eligible');
    expect(trace.value).toBe(summary.data.portfolio.turnover.includingSovereigns.eligiblePct);
    // 100 · (6,000 · 58 + 4,000 · 4) / 100 / 10,000 = 34.8 + 1.6
    expect(trace.value).toBeCloseTo(36.4, 9);
    expect(trace.terms.map((x) => [x.key, x.term])).toEqual([
      ['C1', expect.closeTo(34.8, 9)],
      ['C2', expect.closeTo(1.6, 9)],
    ]);
    expect(evaluateTrace(trace)).toBeCloseTo(36.4, 9);
    expect(trace).toMatchObject({ figure: 'taxonomy:turnover:eligible', asOf: '2025-06-30', additive: true });
  });

  it("scores esg.total with the owner's scoring profile, as the sustainability view does", async () => {
    // environmental only: each company's overall is its E score, so (6,000 · 45 + 4,000 · 72) / 10,000 = 55.8
    await api.call('scoring.save', {
      body: { environmental: 100, social: 0, governance: 0, impact: 0, products: 0 },
    });
    const view = await api.call('views.sustainability', { params: { portfolioId } });
    const trace = await explain('esg.total');
    expect(trace.value).toBe(view.data.overall.portfolio);
    expect(trace.value).toBeCloseTo(55.8, 9);
    expect(sumOfTerms(trace)).toBeCloseTo(55.8, 9);
    expect(trace.method.id).toBe('scoring-profile-company');
    expect(trace.terms.map((x) => [x.key, x.inputs.overall])).toEqual([
      ['C2', 72],
      ['C1', 45],
    ]);
  });

  it('lists every figure with the value its view shows, and answers noData for an impact code not shown', async () => {
    const figures = await t.engine.calculations.explain.figures(await row());
    const shown = new Map(figures.map((f) => [f.figure, f.shown]));
    expect(shown.get('taxonomy:turnover')).toBeCloseTo(19.2, 9);
    expect(shown.get('esg:e')).toBeCloseTo(55.8, 9);
    // the chain's default impact codes are those the companies report: scope 1 from indicators.csv among them
    expect(shown.get('impact:PHY_GHG_SCOPE1')).toBeCloseTo(0.8625 + (4000 / 8.5e9) * 1200, 12);
    const trace = await explain('impact:PHY_GHG_SCOPE1');
    expect(trace.value).toBe(shown.get('impact:PHY_GHG_SCOPE1'));
    const error = (await t.engine.calculations.explain
      .explain(await row(), 'impact:PHY_WATER_DISCHARGE')
      .catch((e: unknown) => e)) as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('noData');
  });

  // The risk view also measures a chosen from–to window (its only window then); on this three-day history it is the
  // only risk figure with a value. Bought and held from 2025-06-26: 6,000 EUR of ALPE at 10.20 and 4,000 of BRSW at
  // 151.4, so V(27 June) = 6,000 · 10.31 / 10.20 + 4,000 · 150.9 / 151.4 = 10,051.4958… and V(30 June) =
  // 6,000 · 10.25 / 10.20 + 4,000 · 152.2 / 151.4 = 10,050.5478…: the max drawdown is V(30) / V(27) − 1 = −0.0000943….
  it('explains the max drawdown of a chosen window (the risk view’s from/to) as the view shows it', async () => {
    const v27 = (6000 * 10.31) / 10.2 + (4000 * 150.9) / 151.4;
    const v30 = (6000 * 10.25) / 10.2 + (4000 * 152.2) / 151.4;
    const view = await api.call('views.risk', {
      params: { portfolioId },
      query: { from: '2025-06-26', to: '2025-06-30' },
    });
    const shown = view.data.windows[0]!.portfolio.maxDrawdown.value;
    expect(shown).toBeCloseTo(v30 / v27 - 1, 12);
    const trace = await explain('maxDrawdown:2025-06-26..2025-06-30');
    expect(trace.figure).toBe('risk:maxDrawdown:2025-06-26..2025-06-30');
    expect(trace.value).toBe(shown);
    expect(evaluateTrace(trace)).toBeCloseTo(v30 / v27 - 1, 12);
    expect(trace.label).toBe('Maximum drawdown · 2025-06-26 – 2025-06-30');
    // one term per day after the base: each day's fall from the running peak
    expect(trace.terms.map((x) => [x.key, x.term]).sort()).toEqual([
      ['2025-06-27', 0],
      ['2025-06-30', expect.closeTo(v30 / v27 - 1, 12)],
    ]);
    // the same window asked from its start only ends at the last day: the same figure
    expect((await explain('risk.maxDrawdown.2025-06-26..')).value).toBe(shown);
  });
});
