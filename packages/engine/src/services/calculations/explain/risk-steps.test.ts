import { evaluateTrace } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { singleSeriesMeasures } from '../../../analytics/performance/risk-statistics.ts';
import { seriesOf } from '../../../analytics/performance/test-series.test-helper.ts';
import { regressionDerivation, returnDerivation, singleSeriesDerivation } from './risk-steps.ts';

const say = (en: string) => en;
// values 100, 110, 99, 108.9 on four days: returns +10 %, −10 %, +10 %
const path = seriesOf([
  ['2025-01-01', 100],
  ['2025-01-02', 110],
  ['2025-01-03', 99],
  ['2025-01-04', 108.9],
]);
const recompute = (d: {
  terms: Parameters<typeof evaluateTrace>[0]['terms'];
  steps: Parameters<typeof evaluateTrace>[0]['steps'];
}) => evaluateTrace({ ...d, value: 0 });

describe('risk traces', () => {
  it('derives the Sharpe ratio √21 from three daily returns at rf 0', () => {
    // r = 0.1, −0.1, 0.1: mean 1/30; deviations 2/30, −4/30, 2/30 → Σ² = 24/900, / (n − 1) = 1/75
    // Sharpe = (1/30) / √(1/75) · √252 = √(75 · 252) / 30 = √18900 / 30 = √21
    const d = singleSeriesDerivation('sharpe', path, 0, 3, new Float64Array(3), 252, true, say);
    expect(d.terms.map((t) => t.key).sort()).toEqual(['2025-01-02', '2025-01-03', '2025-01-04']);
    expect(recompute(d)).toBeCloseTo(Math.sqrt(21), 12);
    expect(d.steps.at(-1)!.value).toBeCloseTo(Math.sqrt(21), 12);
    // the trace's arithmetic is the view's: singleSeriesMeasures gives the same figure
    expect(singleSeriesMeasures(path.values, 0, 3, new Float64Array(3), 252).sharpe.value).toBeCloseTo(
      Math.sqrt(21),
      12,
    );
  });

  it('takes the risk-free rate per period off each return before the mean and the deviation', () => {
    // rf 0.01 a day: excess 0.09, −0.11, 0.09 → mean 0.07/3, the deviation unchanged √(1/75): 0.7 · √21
    const rf = new Float64Array(3).fill(0.01);
    const d = singleSeriesDerivation('sharpe', path, 0, 3, rf, 252, true, say);
    expect(d.terms.find((t) => t.key === '2025-01-03')!.inputs).toMatchObject({ v0: 110, v1: 99, rf: 0.01 });
    expect(recompute(d)).toBeCloseTo(0.7 * Math.sqrt(21), 12);
  });

  it('derives the max drawdown −10 % as the least fall from the running peak', () => {
    // peaks 110, 110, 110: falls 0, 99/110 − 1 = −0.1, 108.9/110 − 1 = −0.01 → least −0.1, the worst day first
    const d = singleSeriesDerivation('maxDrawdown', path, 0, 3, new Float64Array(3), 252, true, say);
    expect(d.terms.map((t) => [t.key, t.term])).toEqual([
      ['2025-01-03', expect.closeTo(-0.1, 15)],
      ['2025-01-04', expect.closeTo(-0.01, 15)],
      ['2025-01-02', 0],
    ]);
    expect(d.terms[0]!.inputs).toEqual({ v: 99, peak: 110 });
    expect(recompute(d)).toBeCloseTo(-0.1, 15);
  });

  it('derives the Sortino ratio √84 from the downside of the excess returns', () => {
    // MAR 0: only −0.1 is below, Σ min(e, 0)² = 0.01, / n = 3 → DD = √(1/300); (1/30) · √252 / √(1/300) = √84
    const d = singleSeriesDerivation('sortino', path, 0, 3, new Float64Array(3), 252, true, say);
    expect(recompute(d)).toBeCloseTo(Math.sqrt(84), 11);
  });

  it('derives beta 2 when the portfolio moves twice the benchmark', () => {
    // benchmark +1 %, −1 %, +2 %; portfolio +2 %, −2 %, +4 % (rf 0): cov / var = 2, y = 2x exactly
    const pairs = [
      [0.01, 0.02],
      [-0.01, -0.02],
      [0.02, 0.04],
    ].map(([b, p], i) => ({
      day: 20089 + i,
      v0: 100,
      v1: 100 * (1 + p!),
      b0: 100,
      b1: 100 * (1 + b!),
      rf: 0,
    }));
    expect(recompute(regressionDerivation('beta', pairs, 252, true, say))).toBeCloseTo(2, 12);
    // R² of an exact line is 1; alpha: ȳ − 2 x̄ = 0 → (1 + 0)^252 − 1 = 0
    expect(recompute(regressionDerivation('rSquared', pairs, 252, true, say))).toBeCloseTo(1, 12);
    expect(recompute(regressionDerivation('alpha', pairs, 252, true, say))).toBeCloseTo(0, 12);
  });

  it('annualises a return over 731 days as (1 + R)^(365.25 / 731) − 1', () => {
    const two = seriesOf([
      ['2023-01-01', 100],
      ['2025-01-01', 121],
    ]);
    // 2023-01-01 → 2025-01-01 is 731 days: R = 0.21, 1.21^(365.25 / 731) − 1
    const d = returnDerivation(two, 0, 1, true, say);
    expect(recompute(d)).toBeCloseTo(1.21 ** (365.25 / 731) - 1, 14);
    expect(d.steps.find((s) => s.symbol === 'R')!.value).toBeCloseTo(0.21, 14);
  });

  it('a window without history has no terms and null step values, never 0', () => {
    const d = returnDerivation(path, -1, 3, false, say);
    expect(d.terms).toEqual([]);
    expect(d.steps.every((s) => s.value === null)).toBe(true);
    const s = singleSeriesDerivation('sharpe', path, -1, 3, new Float64Array(0), 252, false, say);
    expect(s.terms).toEqual([]);
    expect(s.steps.every((x) => x.value === null)).toBe(true);
  });
});
