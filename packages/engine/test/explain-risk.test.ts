import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientTestChain, evaluateTrace, FigureTrace, figuresAgree, paiChain, runChain } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { insertPortfolio, newId } from '../src/store/index.ts';
import { findPortfolioById } from '../src/store/repositories/portfolios.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { traceInputNames, unlabelled } from './helpers/trace-labels.ts';

// Part 12: every risk and return figure of a demo portfolio with a benchmark (URTH 60 % + IAGG 40 % against URTH)
// explained through the calculation service: its trace recomputes the value the risk or performance view shows.

const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');

failWhenPostgresMissing('risk explainer');

describe.each(storeTargets)('risk and return traces on $name', (target) => {
  let t: TestEngine;
  let portfolioId: string;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      print: () => undefined,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ cacheDir, demoSize: 'small' })),
    });
    await t.engine.ready;
    const actor = await seedActor(t.engine, { label: 'explain-risk', plan: 'premium' });
    portfolioId = newId();
    const at = new Date().toISOString();
    await t.engine.store.transaction(async (trx) => {
      await insertPortfolio(
        trx,
        {
          id: portfolioId,
          owner_id: actor.userId,
          client_id: actor.ids.clientId,
          kind: 'client',
          name: 'Balanced',
          investment_day: '2019-09-10',
          investment_amount: 100_000,
          currency: 'EUR',
          cash: 0,
          is_demo: 0,
          data_json: '{}',
          pai_calculated_at: null,
          created_at: at,
          updated_at: at,
        },
        [
          {
            id: newId(),
            portfolio_id: portfolioId,
            is_benchmark: 0,
            position: 0,
            security: 'URTH',
            weight: 60,
          },
          {
            id: newId(),
            portfolio_id: portfolioId,
            is_benchmark: 0,
            position: 1,
            security: 'IAGG',
            weight: 40,
          },
          {
            id: newId(),
            portfolio_id: portfolioId,
            is_benchmark: 1,
            position: 0,
            security: 'URTH',
            weight: 100,
          },
        ],
      );
    });
    // the registry lists every area's figures; the PAI area's need the chain to have run
    const api = t.client({ token: actor.token });
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const row = async () => (await findPortfolioById(t.engine.store.db, portfolioId))!;

  it('lists 28 risk and 11 return figures, and each trace recomputes the shown value to 1e-9', async () => {
    const { calculations } = t.engine;
    const figures = (await calculations.explain.figures(await row())).filter((f) =>
      /^(risk|performance):/.test(f.figure),
    );
    // 7 measures × ytd, y1, y3, y5; trailing ytd, y1, y3, y5, since inception; cumulative and rolling week/month/year
    expect(figures.filter((f) => f.figure.startsWith('risk:'))).toHaveLength(28);
    expect(figures.filter((f) => f.figure.startsWith('performance:'))).toHaveLength(11);
    // the small demo's prices do not reach 5 years back: the y5 figures are null, and so is any ratio whose window
    // starts before rates.csv's first rate (the risk view's insufficient_history) — never 0
    expect(figures.filter((f) => f.figure.endsWith(':y5')).every((f) => f.shown === null)).toBe(true);
    expect(figures.filter((f) => f.shown !== null).length).toBeGreaterThan(20);
    const inputNames = new Set<string>();
    for (const { figure, shown } of figures) {
      const trace = FigureTrace.parse(await calculations.explain.explain(await row(), figure));
      for (const n of traceInputNames(trace)) inputNames.add(n);
      expect(trace.value, figure).toBe(shown);
      if (shown === null) {
        expect(trace.status, figure).toBe('noData');
        expect(trace.steps.every((s) => s.value === null)).toBe(true);
        continue;
      }
      const again = evaluateTrace(trace)!;
      expect(figuresAgree(again, shown), `${figure}: ${again} ≠ ${shown}`).toBe(true);
      expect(trace.steps.at(-1)!.value, figure).not.toBeNull();
      expect(trace.additive).toBe(false);
    }
    // with a benchmark: the regression's inputs (b0, b1, x, y and their products) are labelled too
    expect(unlabelled(inputNames)).toEqual([]);
  }, 120_000);

  it('answers the names a user types: sharpe:y1, volatility:y1, maxDrawdown:y3, return:y1', async () => {
    const { calculations } = t.engine;
    const r = await row();
    const risk = await calculations.risk(r, {});
    const y1 = risk.windows.find((w) => w.window === 'y1')!;
    const sharpe = await calculations.explain.explain(r, 'sharpe:y1');
    expect(sharpe.figure).toBe('risk:sharpe:y1');
    expect(sharpe.method.id).toBe('risk-sharpe');
    expect(sharpe.value).toBe(y1.portfolio.sharpe.value);
    // one term per daily return of the window, each with the values at both ends and the rate per period
    expect(sharpe.terms).toHaveLength(y1.observations);
    expect(Object.keys(sharpe.terms[0]!.inputs)).toEqual(expect.arrayContaining(['v0', 'v1', 'rf']));
    expect((await calculations.explain.explain(r, 'volatility:y1')).figure).toBe('risk:standardDeviation:y1');
    const mdd = await calculations.explain.explain(r, 'maxDrawdown:y3');
    // the worst day first: its fall from the running peak is the figure
    expect(mdd.terms[0]!.term).toBe(mdd.value);
    expect(mdd.value).toBeLessThan(0);
    const none = await calculations.explain.explain(r, 'risk:maxDrawdown:y5');
    expect(none).toMatchObject({ status: 'noData', value: null, terms: [] });
    const ret = await calculations.explain.explain(r, 'return:y1');
    expect(ret.figure).toBe('performance:trailing:y1');
    expect(ret.value).toBe((await calculations.performance(r)).trailing.portfolio.y1.value);
    await expect(calculations.explain.explain(r, 'sharpe:y7')).rejects.toMatchObject({
      code: 'invalidInput',
    });
  }, 60_000);
});
