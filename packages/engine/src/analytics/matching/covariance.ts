import type { Snapshot } from '../../provider/index.ts';
import { addYearsDay } from '../performance/calendar.ts';
import { PERIODS_PER_YEAR } from '../performance/risk-statistics.ts';
import { MIN_VOLATILITY_OBSERVATIONS, VOLATILITY_YEARS } from './inputs.ts';

// The funds' annualised covariance of daily simple returns over the last 3 years (metrics.md §1 and §4: sample
// covariance, ddof = 1, × 252), on the days every fund of the set has a price (missing days dropped, never
// zero-filled); the window starts at the last common day at or before max(day − 3 years, the first common day), the
// rule fundVolatility applies to one fund, so a one-fund portfolio's volatility is the fund's own.

/** Row-major k × k annualised covariance; null when the funds share fewer than MIN_VOLATILITY_OBSERVATIONS returns. */
export const covarianceMatrix = (
  snapshot: Snapshot,
  securities: readonly number[],
  day: number,
): Float64Array | null => {
  const k = securities.length;
  if (k === 0) return new Float64Array(0);
  const series = securities.map((s) => snapshot.prices(s));
  // the common days up to `day`: walk the first fund's days, advancing a cursor in every other
  const cursors = new Int32Array(k);
  const common: number[] = [];
  const rows: number[][] = securities.map(() => []);
  const first = series[0]!;
  for (let i = 0; i < first.day.length; i++) {
    const d = first.day[i]!;
    if (d > day) break;
    let everywhere = true;
    for (let f = 1; f < k; f++) {
      const days = series[f]!.day;
      let c = cursors[f]!;
      while (c < days.length && days[c]! < d) c++;
      cursors[f] = c;
      if (c >= days.length || days[c] !== d) {
        everywhere = false;
        break;
      }
    }
    if (!everywhere) continue;
    common.push(d);
    rows[0]!.push(first.value[i]!);
    for (let f = 1; f < k; f++) rows[f]!.push(series[f]!.value[cursors[f]!]!);
  }
  if (common.length === 0) return null;
  const from = Math.max(addYearsDay(day, -VOLATILITY_YEARS), common[0]!);
  let base = 0;
  while (base + 1 < common.length && common[base + 1]! <= from) base++;
  const n = common.length - 1 - base;
  if (n < MIN_VOLATILITY_OBSERVATIONS) return null;
  const returns = rows.map((values) => {
    const r = new Float64Array(n);
    for (let t = 0; t < n; t++) r[t] = values[base + t + 1]! / values[base + t]! - 1;
    return r;
  });
  const means = returns.map((r) => r.reduce((a, x) => a + x, 0) / n);
  const out = new Float64Array(k * k);
  for (let a = 0; a < k; a++)
    for (let b = a; b < k; b++) {
      const ra = returns[a]!;
      const rb = returns[b]!;
      const ma = means[a]!;
      const mb = means[b]!;
      let sum = 0;
      for (let t = 0; t < n; t++) sum += (ra[t]! - ma) * (rb[t]! - mb);
      const cov = (sum / (n - 1)) * PERIODS_PER_YEAR;
      out[a * k + b] = cov;
      out[b * k + a] = cov;
    }
  return out;
};

/** √(wᵀ C w) for weights as fractions; a negative rounding residue reads 0. */
export const portfolioVolatility = (cov: Float64Array, weights: ArrayLike<number>): number => {
  const k = weights.length;
  let v = 0;
  for (let a = 0; a < k; a++) {
    const wa = weights[a]!;
    if (wa === 0) continue;
    for (let b = 0; b < k; b++) v += wa * weights[b]! * cov[a * k + b]!;
  }
  return Math.sqrt(Math.max(0, v));
};
