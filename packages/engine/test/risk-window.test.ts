import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, clientTestChain, runChain } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, minimalDir, tempDir } from './provider/helpers.ts';

// Issue 21 end to end: a dataset WITHOUT rates.csv (the rate is then the engine's setting, default 0 %:
// dataset-format.md rates.csv, metrics.md §0) and the whole chosen window. The minimal dataset with ALPE (S1) and
// BRSW (S2) repriced on five days so the returns are round:
//   ALPE 100, 101, 98.98, 101.9494, 101.9494 → r = 0.01, −0.02, 0.03, 0 (mean 0.005, Σ(r − mean)² = 0.0013)
//   BRSW 100, 101, 99.99, 101.9898, 101.9898 → b = 0.01, −0.01, 0.02, 0 (mean 0.005, Σ(b − mean)² = 0.0005)
// Portfolio 100 % ALPE, benchmark 100 % BRSW, invested on the first day (2025-06-24).
const DAYS = ['2025-06-24', '2025-06-25', '2025-06-26', '2025-06-27', '2025-06-30'];
const ALPE = [100, 101, 98.98, 101.9494, 101.9494];
const BRSW = [100, 101, 99.99, 101.9898, 101.9898];
const ROOT = Math.sqrt(252);

const datasetWithoutRates = (): string => {
  const dir = tempDir('esgkit-no-rates-');
  cpSync(minimalDir, dir, { recursive: true });
  rmSync(join(dir, 'rates.csv'));
  const others = readFileSync(join(dir, 'prices.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .filter((line) => !line.startsWith('S1,') && !line.startsWith('S2,'));
  const rows = DAYS.flatMap((d, i) => [`S1,${d},${ALPE[i]}`, `S2,${d},${BRSW[i]}`]);
  writeFileSync(join(dir, 'prices.csv'), `security_id,date,value\n${[...rows, ...others].join('\n')}\n`);
  return dir;
};

failWhenPostgresMissing('risk window');

describe.each(storeTargets)('risk without rates.csv, over the whole window, on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';

  beforeAll(async () => {
    const datasetDir = datasetWithoutRates();
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir, cacheDir: tempDir() })),
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'risk-window', plan: 'premium' });
    api = t.client({ token: advisor.token });
    const { data } = await api.call('clients.create', {
      body: {
        firstname: 'Rate',
        lastname: 'Less',
        portfolio: {
          investmentDay: DAYS[0]!,
          investmentAmount: 10_000,
          portfolio: { items: [{ input: 'ALPE', weight: 100 }], cash: 0 },
          benchmark: { items: [{ input: 'BRSW', weight: 100 }], cash: 0 },
        },
      },
    });
    portfolioId = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('measures Sharpe, Sortino, alpha, beta and R² at the setting 0 % and says so (defect 1)', async () => {
    const { data } = await api.call('views.risk', { params: { portfolioId }, query: {} });
    expect(data).toMatchObject({ riskFreePct: 0, riskFreeSource: 'setting' });
    const w = data.window!;
    expect(w).toMatchObject({ from: '2025-06-24', to: '2025-06-30', observations: 4, pairedObservations: 4 });
    const p = w.portfolio;
    expect(p.sharpe.value).toBeCloseTo((0.005 / Math.sqrt(0.0013 / 3)) * ROOT, 9);
    // only −0.02 is below 0: DD = √(0.0004 / 4) = 0.01
    expect(p.sortino.value).toBeCloseTo((0.005 * ROOT) / 0.01, 9);
    // Σ(b − b̄)(r − r̄) = 0.0008 → β = 0.0008 / 0.0005 = 1.6; α_d = 0.005 − 1.6·0.005 = −0.003
    expect(p.beta.value).toBeCloseTo(1.6, 9);
    expect(p.alpha.value).toBeCloseTo(0.997 ** 252 - 1, 8);
    expect(p.rSquared.value).toBeCloseTo(0.0008 ** 2 / (0.0005 * 0.0013), 9);
  });

  it('gives the whole window: returns, volatility, drawdown, tracking error and information ratio (defect 3)', async () => {
    const { data } = await api.call('views.risk', { params: { portfolioId }, query: {} });
    const p = data.window!.portfolio;
    expect(p.cumulativeReturn.value).toBeCloseTo(1.01 * 0.98 * 1.03 - 1, 12);
    expect(p.annualisedReturn).toEqual({ value: null, reason: 'short_window' });
    expect(p.standardDeviation.value).toBeCloseTo(Math.sqrt(0.0013 / 3) * ROOT, 12);
    expect(p.maxDrawdown.value).toBeCloseTo(98.98 / 101 - 1, 12);
    // r − b = 0, −0.01, 0.01, 0: mean 0, Σd² = 0.0002 → TE = √(0.0002/3)·√252, IR = 0
    expect(p.trackingError.value).toBeCloseTo(Math.sqrt(0.0002 / 3) * ROOT, 12);
    expect(p.informationRatio.value).toBeCloseTo(0, 9);
    expect(data.window!.benchmark?.cumulativeReturn.value).toBeCloseTo(1.01 * 0.99 * 1.02 - 1, 12);
  });

  it('follows the request: its from/to and its rate (source request)', async () => {
    const { data } = await api.call('views.risk', {
      params: { portfolioId },
      query: { from: '2025-06-25', to: '2025-06-27', riskFreePct: '2' },
    });
    expect(data).toMatchObject({ riskFreePct: 2, riskFreeSource: 'request' });
    expect(data.window).toMatchObject({ from: '2025-06-25', to: '2025-06-27', observations: 2 });
    expect(data.window!.portfolio.cumulativeReturn.value).toBeCloseTo(0.98 * 1.03 - 1, 12);
  });
});
