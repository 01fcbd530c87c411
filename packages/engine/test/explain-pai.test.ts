import {
  type ApiClient,
  clientTestChain,
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

// The PAI explainer (part 12) on fixtures/datasets/minimal (asOf 2025-06-30, facts of fiscal year 2024): a client
// portfolio of ALPE (company C1) 60 % and BRSW (C2) 40 % of 10,000 EUR, so V = 10,000, v(C1) = 6,000, v(C2) = 4,000.

failWhenPostgresMissing('PAI explainer');

describe.each(storeTargets)('the PAI explainer on the minimal dataset ($name)', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';

  const explain = async (figure: string, locale: 'en-US' | 'it-IT' = 'en-US') => {
    const row = (await findPortfolioById(t.engine.store.db, portfolioId))!;
    return FigureTrace.parse(await t.engine.calculations.explain.explain(row, figure, locale));
  };

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'explain-pai', plan: 'premium' });
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
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('explains PAI 2 (class B) term by term: Σ v/EVIC · (scope 1 + 2 + 3) / (V / 10⁶)', async () => {
    const trace = await explain('pai2');
    // C1: 6,000 / 16 bn × (2,300,000 + 280,000 + 8,700,000 = 11,280,000 t) = 4.23 t, over V / 10⁶ = 0.01 → 423
    // C2: 4,000 / 8.5 bn × (1,200 + 5,400 + 61,000 = 67,600 t) = 0.0318117647… t → 3.18117647…
    const c1 = ((6000 / 16e9) * 11_280_000) / 0.01;
    const c2 = ((4000 / 8.5e9) * 67_600) / 0.01;
    expect(c1).toBeCloseTo(423, 9);
    expect(trace).toMatchObject({
      figure: 'pai:t1_2',
      area: 'pai',
      method: { id: 'pai-class-b-per-million-invested' },
      asOf: '2025-06-30',
      fiscalYear: 2024,
      status: 'ok',
      unit: 't_co2e_per_meur_invested',
      totalValueEur: 10_000,
      coveredValueEur: 10_000,
      missingValueEur: 0,
      additive: true,
      excluded: [],
    });
    expect(
      trace.terms.map((x) => [x.key, x.valueEur, x.weightPct, x.fiscalYear, x.estimated, x.path]),
    ).toEqual([
      // C1's scope 3 is an estimate (scope3_t_estimated = 1); both are held directly: no fund path
      ['C1', 6000, 60, 2024, true, []],
      ['C2', 4000, 40, 2024, false, []],
    ]);
    expect(trace.terms[0]!.inputs).toMatchObject({
      evic_eur: 16e9,
      scope1_t: 2_300_000,
      scope3_t: 8_700_000,
    });
    expect(trace.terms[0]!.term).toBeCloseTo(c1, 9);
    expect(trace.terms[1]!.term).toBeCloseTo(c2, 9);
    expect(trace.value).toBeCloseTo(c1 + c2, 9);
    expect(sumOfTerms(trace)).toBeCloseTo(c1 + c2, 9);
    expect(evaluateTrace(trace)).toBeCloseTo(c1 + c2, 9);
    // the arithmetic: S = Σ terms, V, M = V / 10⁶, N = S · M (the financed tonnes 4.2618…), result N / M
    expect(trace.steps.map((s) => s.symbol)).toEqual(['S', 'V', 'M', 'N', 'R']);
    expect(trace.steps.find((s) => s.symbol === 'N')!.value).toBeCloseTo(4.23 + (4000 / 8.5e9) * 67_600, 12);
  });

  it('explains a class E figure (PAI 12, gender pay gap): Σ v · gap / Σ_C v', async () => {
    const trace = await explain('pai:t1_12');
    // C1 10.8 %, C2 −3.5 % (2024): 6,000 × 10.8 / 10,000 = 6.48 and 4,000 × −3.5 / 10,000 = −1.4 → 5.08 %
    expect(trace).toMatchObject({ method: { id: 'pai-class-e-average' }, unit: 'percent', additive: true });
    expect(trace.terms.map((x) => [x.key, x.inputs.gender_pay_gap_pct])).toEqual([
      ['C1', 10.8],
      ['C2', -3.5],
    ]);
    expect(trace.terms[0]!.term).toBeCloseTo(6.48, 12);
    expect(trace.terms[1]!.term).toBeCloseTo(-1.4, 12);
    expect(trace.value).toBeCloseTo(5.08, 12);
    expect(evaluateTrace(trace)).toBeCloseTo(5.08, 12);
  });

  it('lists a company without the fact as excluded with the missing column and its value (PAI 8, water)', async () => {
    const trace = await explain('pai8');
    // C2 reports no water_emissions_t: only C1 enters, 6,000 / 16 bn × 110 t = 0.00004125 t; / 0.01 = 0.004125
    expect(trace.terms.map((x) => x.key)).toEqual(['C1']);
    expect(trace.terms[0]!.term).toBeCloseTo(0.004125, 15);
    expect(trace.value).toBeCloseTo(0.004125, 15);
    expect(trace.excluded).toEqual([
      {
        key: 'C2',
        name: 'Brenner Software AG',
        valueEur: 4000,
        reason: 'missingData',
        missing: ['water_emissions_t'],
      },
    ]);
    expect([trace.coveredValueEur, trace.missingValueEur]).toEqual([6000, 4000]);
    // on the covered basis the denominator is C1's 6,000 only: 0.00004125 t / 0.006 = 0.006875
    const covered = await explain('pai:t1_8:covered');
    expect(covered.figure).toBe('pai:t1_8:covered');
    expect(covered.value).toBeCloseTo(0.006875, 15);
    expect(evaluateTrace(covered)).toBeCloseTo(0.006875, 15);
  });

  it('reads the names a user types and refuses one that is not a PAI figure', async () => {
    expect((await explain('pai:t1_1')).figure).toBe('pai:t1_1_scope1');
    expect((await explain('T2_4')).figure).toBe('pai:t2_4');
    await expect(explain('pai99')).rejects.toMatchObject({ code: 'invalidInput' });
  });

  it('writes the arithmetic in the reader’s language', async () => {
    const [en, it] = [await explain('pai2'), await explain('pai2', 'it-IT')];
    expect(en.steps.slice(0, 2).map((s) => s.label)).toEqual(['Σ terms', 'V, all investments (EUR)']);
    expect(it.steps.slice(0, 2).map((s) => s.label)).toEqual([
      'Σ termini',
      'V, tutti gli investimenti (EUR)',
    ]);
    expect(it.value).toBe(en.value);
  });
});
