import { dayFromIso, RiskMeasures } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { type RiskSettings, riskMeasures, seriesMaxDrawdown } from './risk.ts';
import { periodRateFromAnnualPct, riskFreeRateFor } from './risk-statistics.ts';
import { seriesFromReturns, seriesOf } from './test-series.test-helper.ts';
import type { PerformanceSeries } from './types.ts';

const ROOT = Math.sqrt(252);
const DAY0 = dayFromIso('2024-03-01');
/** One custom window over the whole series (base = its first value). */
const whole = (s: PerformanceSeries, extra: RiskSettings = {}): RiskSettings => ({
  windows: [{ window: 'custom', fromDay: s.days[0]!, toDay: s.days[s.days.length - 1]! }],
  ...extra,
});
const measure = (p: PerformanceSeries, b: PerformanceSeries | null = null, extra: RiskSettings = {}) => {
  const result = riskMeasures(p, b, whole(p, extra));
  expect(RiskMeasures.parse(result)).toEqual(result);
  return result.windows[0]!;
};

// Series A: returns 0.01, −0.02, 0.03, 0.00 — mean 0.005; deviations ±0.005, ±0.025 → Σd² = 0.0013.
const A = seriesFromReturns(DAY0, [0.01, -0.02, 0.03, 0]);

describe('standard deviation: sample (ddof 1) × √252 (metrics.md §4)', () => {
  it('case 1: series A', () => {
    expect(measure(A).portfolio.standardDeviation.value).toBeCloseTo(Math.sqrt(0.0013 / 3) * ROOT, 12);
  });
  it('case 2: two returns 0.01, 0.03 → √(2·0.01²/1)·√252', () => {
    const s = seriesFromReturns(DAY0, [0.01, 0.03]);
    expect(measure(s).portfolio.standardDeviation.value).toBeCloseTo(Math.sqrt(0.0002) * ROOT, 12);
  });
  it('case 3: a flat series is exactly 0, not a ~1e-17 artefact', () => {
    const s = seriesFromReturns(DAY0, [0.001, 0.001, 0.001, 0.001, 0.001]);
    expect(measure(s).portfolio.standardDeviation).toEqual({ value: 0 });
  });
  it('case 4: a single observation has no standard deviation', () => {
    const w = measure(seriesFromReturns(DAY0, [0.05]));
    expect(w.observations).toBe(1);
    expect(w.portfolio.standardDeviation).toEqual({ value: null, reason: 'too_few_observations' });
  });
});

describe('Sharpe: mean(r − rf) / std(r − rf) × √252 (metrics.md §6)', () => {
  it('case 1: series A, rf 0 → 0.005 / √(0.0013/3) × √252', () => {
    expect(measure(A).portfolio.sharpe.value).toBeCloseTo((0.005 / Math.sqrt(0.0013 / 3)) * ROOT, 10);
  });
  it('case 2: a constant rf of 5 % lowers the mean only: (0.005 − f) / √(0.0013/3) × √252, f = 1.05^(1/252) − 1', () => {
    const f = 1.05 ** (1 / 252) - 1;
    const w = measure(A, null, { riskFree: { kind: 'constant', annualPct: 5 } });
    expect(w.portfolio.sharpe.value).toBeCloseTo(((0.005 - f) / Math.sqrt(0.0013 / 3)) * ROOT, 10);
  });
  it('case 3: negative mean — returns −0.01, 0.01, −0.03: mean −0.01, Σd² = 0.0008, sd = 0.02 → −0.5·√252', () => {
    const s = seriesFromReturns(DAY0, [-0.01, 0.01, -0.03]);
    expect(measure(s).portfolio.sharpe.value).toBeCloseTo(-0.5 * ROOT, 10);
  });
  it('case 4: a negative rf is subtracted too (−1 %): returns 0.01, 0.03 → (0.02 − f) / √0.0002 × √252', () => {
    const f = 0.99 ** (1 / 252) - 1;
    const s = seriesFromReturns(DAY0, [0.01, 0.03]);
    const w = measure(s, null, { riskFree: { kind: 'constant', annualPct: -1 } });
    expect(w.portfolio.sharpe.value).toBeCloseTo(((0.02 - f) / Math.sqrt(0.0002)) * ROOT, 10);
  });
  it('a flat series has no Sharpe (no 1e15): reason flat_series', () => {
    const s = seriesFromReturns(DAY0, [0.001, 0.001, 0.001, 0.001]);
    expect(measure(s).portfolio.sharpe).toEqual({ value: null, reason: 'flat_series' });
  });
});

describe('Sortino: MAR = rf, DD = √(Σ min(r − MAR, 0)² / n), mean(r − MAR)·√252 / DD (metrics.md §7)', () => {
  it('case 1: series A — only −0.02 is below 0: DD = √(0.0004/4) = 0.01 → 0.005·√252 / 0.01', () => {
    expect(measure(A).portfolio.sortino.value).toBeCloseTo((0.005 * ROOT) / 0.01, 10);
  });
  it('case 2: an all-positive series has no downside: null with a reason', () => {
    const s = seriesFromReturns(DAY0, [0.01, 0.02, 0.005]);
    expect(measure(s).portfolio.sortino).toEqual({ value: null, reason: 'no_downside' });
  });
  it('case 3: positive returns below a MAR of 10 % count as downside', () => {
    // f = 1.1^(1/252) − 1 ≈ 0.000378; returns 0.0001, 0.01: excess e1 = 0.0001 − f < 0, e2 = 0.01 − f;
    // mean excess (0.0001 + 0.01)/2 − f = 0.00505 − f; DD = √(e1² / 2)
    const f = 1.1 ** (1 / 252) - 1;
    const s = seriesFromReturns(DAY0, [0.0001, 0.01]);
    const w = measure(s, null, { riskFree: { kind: 'constant', annualPct: 10 } });
    const dd = Math.sqrt((0.0001 - f) ** 2 / 2);
    expect(w.portfolio.sortino.value).toBeCloseTo(((0.00505 - f) * ROOT) / dd, 8);
  });
  it('case 4: two losses, n counts every observation: −0.01, 0.02, −0.03, 0.04 → DD = √(0.001/4)', () => {
    const s = seriesFromReturns(DAY0, [-0.01, 0.02, -0.03, 0.04]);
    // mean 0.005; Σ min(r, 0)² = 0.0001 + 0.0009 = 0.001
    expect(measure(s).portfolio.sortino.value).toBeCloseTo((0.005 * ROOT) / Math.sqrt(0.00025), 10);
  });
});

describe('max drawdown on the wealth index from the window start (metrics.md §9)', () => {
  it('seriesMaxDrawdown: 100, 120, 90, 130, 100 → −0.25 overall; from day 3 (130, 100) → 100/130 − 1', () => {
    const s = seriesFromReturns(DAY0, [0.2, 90 / 120 - 1, 130 / 90 - 1, 100 / 130 - 1]);
    expect(seriesMaxDrawdown(s, 0, DAY0 + 10)).toBeCloseTo(-0.25, 12);
    expect(seriesMaxDrawdown(s, DAY0 + 3, DAY0 + 10)).toBeCloseTo(100 / 130 - 1, 12);
    expect(seriesMaxDrawdown(s, DAY0 + 4, DAY0 + 4)).toBeNull();
  });
  it('case 1: series A peaks at 101, falls to 98.98 → −0.02', () => {
    expect(measure(A).portfolio.maxDrawdown.value).toBeCloseTo(-0.02, 12);
  });
  it('case 2: an all-positive series has no drawdown: 0', () => {
    expect(measure(seriesFromReturns(DAY0, [0.01, 0.02])).portfolio.maxDrawdown).toEqual({ value: 0 });
  });
  it('case 3: a first-day loss counts from the starting value: 100, 90, 95, 80 → −0.2', () => {
    const s = seriesFromReturns(DAY0, [-0.1, 95 / 90 - 1, 80 / 95 - 1]);
    expect(measure(s).portfolio.maxDrawdown.value).toBeCloseTo(-0.2, 12);
  });
  it('case 4: the deepest of several: 100, 120, 90, 130, 100 → 90/120 − 1 = −0.25', () => {
    const s = seriesFromReturns(DAY0, [0.2, 90 / 120 - 1, 130 / 90 - 1, 100 / 130 - 1]);
    expect(measure(s).portfolio.maxDrawdown.value).toBeCloseTo(-0.25, 12);
  });
});

// Benchmark X: returns 0.01, −0.01, 0.02, 0.00 (mean 0.005, Σdx² = 0.0005).
const X = seriesFromReturns(DAY0, [0.01, -0.01, 0.02, 0]);

describe('beta, alpha, R² from OLS of (r − rf) on (b − rf) (metrics.md §8)', () => {
  it('case 1: r = 2b + 0.001 → β 2, α (1.001)^252 − 1, R² 1', () => {
    const p = seriesFromReturns(DAY0, [0.021, -0.019, 0.041, 0.001]);
    const w = measure(p, X).portfolio;
    expect(w.beta.value).toBeCloseTo(2, 10);
    expect(w.alpha.value).toBeCloseTo(1.001 ** 252 - 1, 8);
    expect(w.rSquared.value).toBeCloseTo(1, 10);
  });
  it('case 2: r = 0.01, 0, 0.01, 0.02 → Σdxdy 0.0001, Σdx² 0.0005, Σdy² 0.0002: β 0.2, α_d 0.009, R² 0.1', () => {
    const p = seriesFromReturns(DAY0, [0.01, 0, 0.01, 0.02]);
    const w = measure(p, X).portfolio;
    expect(w.beta.value).toBeCloseTo(0.2, 10);
    expect(w.alpha.value).toBeCloseTo(1.009 ** 252 - 1, 8);
    expect(w.rSquared.value).toBeCloseTo(0.1, 10);
  });
  it('case 3: rf is subtracted in the regression — r = 2b + 0.001 with rf 5 % gives α_d = 0.001 + f', () => {
    // (r − f) = 2(b − f) + 0.001 + f
    const f = periodRateFromAnnualPct(5);
    const p = seriesFromReturns(DAY0, [0.021, -0.019, 0.041, 0.001]);
    const w = measure(p, X, { riskFree: { kind: 'constant', annualPct: 5 } }).portfolio;
    expect(w.beta.value).toBeCloseTo(2, 10);
    expect(w.alpha.value).toBeCloseTo((1.001 + f) ** 252 - 1, 8);
  });
  it('case 4: r = −b → β −1, α 0, R² 1', () => {
    const p = seriesFromReturns(DAY0, [-0.01, 0.01, -0.02, 0]);
    const w = measure(p, X).portfolio;
    expect(w.beta.value).toBeCloseTo(-1, 10);
    expect(w.alpha.value).toBeCloseTo(0, 10);
    expect(w.rSquared.value).toBeCloseTo(1, 10);
  });
  it('a flat benchmark gives null alpha, beta and R² (flat_series)', () => {
    const flat = seriesFromReturns(DAY0, [0, 0, 0, 0]);
    const w = measure(A, flat).portfolio;
    expect([w.alpha, w.beta, w.rSquared]).toEqual(Array(3).fill({ value: null, reason: 'flat_series' }));
  });
  it('a flat portfolio against a moving benchmark: β 0, α = its own excess, no R² (no 1e15 artefacts)', () => {
    const flat = seriesFromReturns(DAY0, [0.001, 0.001, 0.001, 0.001]);
    const w = measure(flat, X).portfolio;
    expect(w.beta).toEqual({ value: 0 });
    expect(w.alpha.value).toBeCloseTo(1.001 ** 252 - 1, 8);
    expect(w.rSquared).toEqual({ value: null, reason: 'flat_series' });
    expect(w.sortino).toEqual({ value: null, reason: 'no_downside' });
  });
  it('fewer than 2 pairs gives null alpha, beta and R² (too_few_observations)', () => {
    const one = seriesFromReturns(DAY0, [0.01]);
    const w = measure(one, seriesFromReturns(DAY0, [0.02])).portfolio;
    expect(w.beta).toEqual({ value: null, reason: 'too_few_observations' });
  });
  it('pairs only the days both series have', () => {
    // portfolio on days 0–4; benchmark on days 0, 2, 4: pairs are the 2-day returns 0→2 and 2→4
    const p = seriesFromReturns(DAY0, [0.01, 0.01, 0.02, 0.02]);
    const bench: PerformanceSeries = {
      days: Int32Array.of(DAY0, DAY0 + 2, DAY0 + 4),
      values: Float64Array.of(100, 110, 100),
    };
    // y = 1.01² − 1 = 0.0201, 1.02² − 1 = 0.0404; x = 0.1, −1/11: β = Δy / Δx
    const w = measure(p, bench).portfolio;
    expect(w.beta.value).toBeCloseTo((0.0404 - 0.0201) / (-1 / 11 - 0.1), 10);
    expect(w.rSquared.value).toBeCloseTo(1, 10);
  });
  it('no benchmark: no_benchmark; the benchmark own set says not_applicable', () => {
    expect(measure(A).portfolio.alpha).toEqual({ value: null, reason: 'no_benchmark' });
    expect(measure(A, X).benchmark?.beta).toEqual({ value: null, reason: 'not_applicable' });
    // the benchmark's own std: Σdx² = 0.0005 over 3
    expect(measure(A, X).benchmark?.standardDeviation.value).toBeCloseTo(Math.sqrt(0.0005 / 3) * ROOT, 12);
  });
});

describe('windows', () => {
  // 800 consecutive days from 2022-01-01 growing 0.01 % a day, then measured at the last day.
  const long = seriesFromReturns(dayFromIso('2022-01-01'), Array(800).fill(0.0001));
  const result = riskMeasures(long, null);
  it('has YTD, 1, 3 and 5 years; a window shorter than the trailing period is n/a', () => {
    expect(result.windows.map((w) => w.window)).toEqual(['ytd', 'y1', 'y3', 'y5']);
    const y3 = result.windows[2]!;
    expect(y3.observations).toBe(0);
    expect(y3.portfolio.sharpe).toEqual({ value: null, reason: 'insufficient_history' });
    // last day 2022-01-01 + 800 = 2024-03-11; 1 year back 2023-03-11 → 366 returns
    const y1 = result.windows[1]!;
    expect(y1.to).toBe('2024-03-11');
    expect(y1.from).toBe('2023-03-11');
    expect(y1.observations).toBe(366);
    expect(result.windows[0]!.from).toBe('2023-12-31');
    expect(RiskMeasures.parse(result)).toEqual(result);
  });
  it('an empty window (from = to) has no measure at all', () => {
    const day = long.days[10]!;
    const w = riskMeasures(long, null, { windows: [{ window: 'custom', fromDay: day, toDay: day }] })
      .windows[0]!;
    expect(w.observations).toBe(0);
    expect(w.portfolio.maxDrawdown).toEqual({ value: null, reason: 'too_few_observations' });
    expect(w.portfolio.standardDeviation.value).toBeNull();
  });
  it('a rates.csv series is carried forward; before its first date Sharpe is n/a', () => {
    const s = seriesFromReturns(DAY0, [0.01, 0.03, -0.01]);
    const rates = { kind: 'series' as const, days: Int32Array.of(DAY0 + 2), annualPct: Float64Array.of(5) };
    expect(measure(s, null, { riskFree: rates }).portfolio.sharpe.reason).toBe('insufficient_history');
    const early = {
      kind: 'series' as const,
      days: Int32Array.of(DAY0 - 30, DAY0 + 2),
      annualPct: Float64Array.of(0, 5),
    };
    // day 1 uses 0 %, days 2–3 use 5 %: excess 0.01, 0.03 − f, −0.01 − f
    const f = periodRateFromAnnualPct(5);
    const e = [0.01, 0.03 - f, -0.01 - f];
    const mean = (e[0]! + e[1]! + e[2]!) / 3;
    const sd = Math.sqrt(e.reduce((acc, x) => acc + (x - mean) ** 2, 0) / 2);
    const result = riskMeasures(s, null, whole(s, { riskFree: early }));
    expect(result.windows[0]!.portfolio.sharpe.value).toBeCloseTo((mean / sd) * ROOT, 10);
    expect(result.riskFreePct).toBe(5);
    expect(result.riskFreeSource).toBe('rates');
  });

  it('reports no risk-free rate, not 0, when rates.csv has none up to the window end', () => {
    // Given a three-day series and a rates series that starts after every day of it
    const s = seriesFromReturns(DAY0, [0.01, 0.03, -0.01]);
    const late = { kind: 'series' as const, days: Int32Array.of(DAY0 + 1000), annualPct: Float64Array.of(3) };
    // When the risk measures are computed
    const result = riskMeasures(s, null, whole(s, { riskFree: late }));
    // Then the rate is reported as missing, and Sharpe has no value
    expect(result.riskFreePct).toBeNull();
    expect(result.windows[0]!.portfolio.sharpe.value).toBeNull();
  });
});

describe('issue 21 defect 2: a near-flat series is flat (metrics.md §10: std ≤ 1e-9·max(|mean|, 1e-300))', () => {
  // Returns 0.001 and 0.001·(1 + 1e-11) in turn: std/mean ≈ 5e-12, far above a double's last digits (the old
  // 1e-14 guard let it through: Sharpe ≈ 0.001 / 5.8e-15 × √252 ≈ 2.7e12) and far below any real dispersion.
  const nearFlat: PerformanceSeries = (() => {
    const values = [100];
    for (let k = 0; k < 20; k++) values.push(values[k]! * (1 + (k % 2 === 0 ? 0.001 : 0.001 * (1 + 1e-11))));
    return { days: Int32Array.from(values, (_, i) => DAY0 + i), values: Float64Array.from(values) };
  })();

  it('has standard deviation 0, and no Sharpe (flat_series) instead of ~1e12', () => {
    const w = measure(nearFlat).portfolio;
    expect(w.standardDeviation).toEqual({ value: 0 });
    expect(w.sharpe).toEqual({ value: null, reason: 'flat_series' });
  });
  it('has no Sortino (flat_series) when its excess over rf is near-flat below the MAR', () => {
    // rf 30 % a year: f ≈ 0.00104 > 0.001, so every excess is ≈ 0.001 − f < 0 and near-flat; the old answer was
    // the finite −√252 of a constant, which hides that the dispersion is rounding noise.
    const w = measure(nearFlat, null, { riskFree: { kind: 'constant', annualPct: 30 } }).portfolio;
    expect(w.sortino).toEqual({ value: null, reason: 'flat_series' });
  });
  it('as a benchmark gives no alpha, beta, R² (flat_series), not a 1e12 beta', () => {
    const w = measure(A, nearFlat).portfolio;
    expect([w.alpha, w.beta, w.rSquared]).toEqual(Array(3).fill({ value: null, reason: 'flat_series' }));
  });
});

describe('issue 21 defect 1: the risk-free rate and where it came from (metrics.md §0, dataset-format.md rates.csv)', () => {
  const noRates = { days: new Int32Array(0), annualPct: new Float64Array(0) };
  const rates = { days: Int32Array.of(DAY0), annualPct: Float64Array.of(2.5) };
  it('without rates.csv and without a request: the engine setting (default 0 %), source setting', () => {
    expect(riskFreeRateFor(undefined, noRates, 0)).toEqual({
      kind: 'constant',
      annualPct: 0,
      source: 'setting',
    });
    expect(riskFreeRateFor(undefined, noRates, 1.25)).toEqual({
      kind: 'constant',
      annualPct: 1.25,
      source: 'setting',
    });
  });
  it('with rates.csv: its series; a request wins over both', () => {
    expect(riskFreeRateFor(undefined, rates, 0)).toMatchObject({ kind: 'series' });
    expect(riskFreeRateFor(3, rates, 0)).toEqual({ kind: 'constant', annualPct: 3, source: 'request' });
  });
  it('series A without rates.csv: Sharpe 0.005 / √(0.0013/3) × √252 and Sortino 0.005·√252 / 0.01 at 0 %', () => {
    const result = riskMeasures(A, X, whole(A, { riskFree: riskFreeRateFor(undefined, noRates, 0) }));
    expect(result).toMatchObject({ riskFreePct: 0, riskFreeSource: 'setting' });
    const w = result.windows[0]!.portfolio;
    expect(w.sharpe.value).toBeCloseTo((0.005 / Math.sqrt(0.0013 / 3)) * ROOT, 10);
    expect(w.sortino.value).toBeCloseTo((0.005 * ROOT) / 0.01, 10);
    // A = X·(1.3) + …: Σdxdy = 0.01·0.005 … hand: dx = 0.005, −0.015, 0.015, −0.005; dy = 0.005, −0.025, 0.025, −0.005
    // Σdxdy = 0.000025 + 0.000375 + 0.000375 + 0.000025 = 0.0008; Σdx² = 0.0005 → β = 1.6; α_d = 0.005 − 1.6·0.005
    expect(w.beta.value).toBeCloseTo(1.6, 10);
    expect(w.alpha.value).toBeCloseTo((1 - 0.003) ** 252 - 1, 8);
    // R² = 0.0008² / (0.0005 · 0.0013)
    expect(w.rSquared.value).toBeCloseTo(0.0008 ** 2 / (0.0005 * 0.0013), 10);
    expect(riskMeasures(A, null, whole(A, { riskFree: riskFreeRateFor(2, noRates, 0) })).riskFreeSource).toBe(
      'request',
    );
  });
});

describe('issue 21: the whole chosen window (returns, risk, tracking error, information ratio)', () => {
  // P = 2·X + 0.001: d = P − X = 0.011, −0.009, 0.021, 0.001; mean 0.006; deviations ±0.005, ±0.015 → Σ = 0.0005.
  const P = seriesFromReturns(DAY0, [0.021, -0.019, 0.041, 0.001]);
  const TE = Math.sqrt(0.0005 / 3) * ROOT;

  it('defaults to the first value (the first-investment day) through the last one', () => {
    const result = riskMeasures(A, null);
    expect(result.window).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-05',
      calendarDays: 4,
      observations: 4,
      pairedObservations: 0,
      benchmark: null,
    });
    expect(RiskMeasures.parse(result)).toEqual(result);
  });
  it('series A: cumulative 1.01·0.98·1.03 − 1 = 0.019494; not annualised under a year (short_window)', () => {
    const w = riskMeasures(A, null).window!.portfolio;
    expect(w.cumulativeReturn.value).toBeCloseTo(0.019494, 12);
    expect(w.annualisedReturn).toEqual({ value: null, reason: 'short_window' });
    expect(w.standardDeviation.value).toBeCloseTo(Math.sqrt(0.0013 / 3) * ROOT, 12);
    expect(w.sharpe.value).toBeCloseTo((0.005 / Math.sqrt(0.0013 / 3)) * ROOT, 10);
    expect(w.sortino.value).toBeCloseTo((0.005 * ROOT) / 0.01, 10);
    expect(w.maxDrawdown.value).toBeCloseTo(-0.02, 12);
    expect(w.trackingError).toEqual({ value: null, reason: 'no_benchmark' });
    expect(w.informationRatio).toEqual({ value: null, reason: 'no_benchmark' });
  });
  it('annualises in calendar time: 100 → 121 over 730 days is 1.21^(365.25/730) − 1', () => {
    const s = seriesOf([
      ['2022-01-03', 100],
      ['2023-01-03', 104],
      ['2024-01-03', 121],
    ]);
    const w = riskMeasures(s, null).window!;
    expect(w.calendarDays).toBe(730);
    expect(w.portfolio.cumulativeReturn.value).toBeCloseTo(0.21, 12);
    expect(w.portfolio.annualisedReturn.value).toBeCloseTo(1.21 ** (365.25 / 730) - 1, 12);
  });
  it('TE = std(r − b, ddof 1)·√252 = √(0.0005/3)·√252; IR = mean(r − b)·252 / TE = 0.006·252 / TE', () => {
    const w = riskMeasures(P, X).window!;
    expect(w.pairedObservations).toBe(4);
    expect(w.portfolio.trackingError.value).toBeCloseTo(TE, 12);
    expect(w.portfolio.informationRatio.value).toBeCloseTo((0.006 * 252) / TE, 10);
    expect(w.portfolio.beta.value).toBeCloseTo(2, 10);
    // the benchmark's own figures: X compounds to 1.01·0.99·1.02 − 1; its TE and IR are not applicable
    expect(w.benchmark?.cumulativeReturn.value).toBeCloseTo(1.01 * 0.99 * 1.02 - 1, 12);
    expect(w.benchmark?.trackingError).toEqual({ value: null, reason: 'not_applicable' });
  });
  it('a portfolio that is its benchmark has TE 0 and no IR (flat_series)', () => {
    const w = riskMeasures(X, X).window!.portfolio;
    expect(w.trackingError).toEqual({ value: 0 });
    expect(w.informationRatio).toEqual({ value: null, reason: 'flat_series' });
  });
  it('follows a chosen from/to: days 1–3 of A → 0.98·1.03 − 1, three values, two returns', () => {
    const result = riskMeasures(A, null, {
      window: { fromDay: DAY0 + 1, toDay: DAY0 + 3 },
    });
    expect(result.window).toMatchObject({ from: '2024-03-02', to: '2024-03-04', observations: 2 });
    expect(result.window!.portfolio.cumulativeReturn.value).toBeCloseTo(0.98 * 1.03 - 1, 12);
  });
  it('pairs only the days both series have for TE: portfolio daily, benchmark every other day', () => {
    const p = seriesFromReturns(DAY0, [0.01, 0.01, 0.02, 0.02]);
    const bench: PerformanceSeries = {
      days: Int32Array.of(DAY0, DAY0 + 2, DAY0 + 4),
      values: Float64Array.of(100, 110, 100),
    };
    // pairs: 0.0201 − 0.1 and 0.0404 + 1/11 → d = −0.0799, 0.131309…; std of two = |d2 − d1| / √2
    const d1 = 0.0201 - 0.1;
    const d2 = 0.0404 + 1 / 11;
    const w = riskMeasures(p, bench).window!;
    expect(w.pairedObservations).toBe(2);
    expect(w.portfolio.trackingError.value).toBeCloseTo((Math.abs(d2 - d1) / Math.SQRT2) * ROOT, 10);
  });
});
