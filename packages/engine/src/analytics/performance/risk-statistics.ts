import type { NotAvailableReason, RiskFigure, RiskSet, WindowSet } from '@esgkit/core';
import { indexAtOrBefore } from './calendar.ts';
import type { PerformanceSeries, RiskFreeRate } from './types.ts';

// The statistics behind the risk measures (metrics.md §1–§10) over one window of one or two series; risk.ts picks
// the windows and assembles the answer.

/** Periods per year of daily data (metrics.md §1). */
export const PERIODS_PER_YEAR = 252;

/** Benchmark variance at or below this is flat: no alpha, beta, R² (metrics.md §8). */
const FLAT_VARIANCE = 1e-30;

/**
 * metrics.md §10: a standard deviation at or below this fraction of |mean| is zero. Returns rebuilt from a long price
 * path carry rounding noise of a few 1e-14·|mean|, so a guard at a double's last digits lets ~1e14 Sharpe ratios
 * through; no real return series has a relative dispersion below 1e-9.
 */
export const FLAT_RELATIVE_DEVIATION = 1e-9;
/** The |mean| the guard uses at least: a zero-mean series is flat only when its deviation is (about) exactly 0. */
export const FLAT_MEAN_FLOOR = 1e-300;

/**
 * metrics.md §10: a standard deviation this small relative to the mean is zero (no ~1e15 artefacts). Both are the
 * per-period figures, before any annualisation.
 */
export function isFlatDeviation(standardDeviation: number, mean: number): boolean {
  return standardDeviation <= FLAT_RELATIVE_DEVIATION * Math.max(Math.abs(mean), FLAT_MEAN_FLOOR);
}

/**
 * The risk-free rate of a request (metrics.md §0, §5; dataset-format.md rates.csv): the rate the request asks for,
 * else the dataset's rates.csv series, else the engine's setting (default 0 %). An empty rates.csv is no rates.csv.
 */
export function riskFreeRateFor(
  requestPct: number | undefined,
  rates: { days: Int32Array; annualPct: Float64Array },
  settingPct: number,
): RiskFreeRate {
  if (requestPct !== undefined) return { kind: 'constant', annualPct: requestPct, source: 'request' };
  if (rates.days.length > 0) return { kind: 'series', days: rates.days, annualPct: rates.annualPct };
  return { kind: 'constant', annualPct: settingPct, source: 'setting' };
}

/** The per-period rate of an annual percentage, geometrically: (1 + pct/100)^(1/ppy) − 1 (metrics.md §5). */
export function periodRateFromAnnualPct(
  annualPct: number,
  periodsPerYear: number = PERIODS_PER_YEAR,
): number {
  return (1 + annualPct / 100) ** (1 / periodsPerYear) - 1;
}

export const figure = (value: number): RiskFigure => ({ value });
export const na = (reason: NotAvailableReason): RiskFigure => ({ value: null, reason });

/**
 * The per-period risk-free rate of each return in a window ending at the given days: a constant, or the rates.csv
 * series carried forward from each date (NaN before its first date: the measures that need it are "n/a").
 */
export function riskFreePerPeriod(
  rate: RiskFreeRate,
  days: Int32Array,
  from: number,
  to: number,
  periodsPerYear: number,
): Float64Array {
  const out = new Float64Array(to - from);
  if (rate.kind === 'constant') {
    out.fill(periodRateFromAnnualPct(rate.annualPct, periodsPerYear));
    return out;
  }
  let j = indexAtOrBefore(rate.days, days[from + 1] ?? 0);
  for (let k = from + 1; k <= to; k++) {
    while (j + 1 < rate.days.length && rate.days[j + 1]! <= days[k]!) j++;
    out[k - from - 1] = j < 0 ? Number.NaN : periodRateFromAnnualPct(rate.annualPct[j]!, periodsPerYear);
  }
  return out;
}

/**
 * Standard deviation, Sharpe, Sortino and max drawdown of one series over the returns at indices
 * (base, end] — r_k = V_k / V_{k−1} − 1, n = end − base (metrics.md §1, §4, §6, §7, §9):
 * - std = sample std (ddof 1) × √ppy; Sharpe = mean(r − rf) / std(r − rf) × √ppy;
 * - Sortino: MAR = rf, DD = √(Σ min(r − MAR, 0)² / n) over all n, Sortino = mean(r − MAR) × √ppy / DD;
 * - max drawdown: min over the window of W / max(W so far) − 1, W starting at the base value (a negative fraction).
 * Fewer than 2 returns: std, Sharpe and Sortino are "n/a" (too_few_observations); no return at all: drawdown too.
 */
export function singleSeriesMeasures(
  values: Float64Array,
  base: number,
  end: number,
  rf: Float64Array,
  periodsPerYear: number,
): Pick<RiskSet, 'standardDeviation' | 'sharpe' | 'sortino' | 'maxDrawdown'> {
  const n = end - base;
  if (n < 1) {
    const none = na('too_few_observations');
    return { standardDeviation: none, sharpe: none, sortino: none, maxDrawdown: none };
  }
  let sumR = 0;
  let sumE = 0;
  let rfMissing = false;
  let peak = values[base]!;
  let maxDrawdown = 0;
  for (let k = base + 1; k <= end; k++) {
    const v = values[k]!;
    const r = v / values[k - 1]! - 1;
    const f = rf[k - base - 1]!;
    if (Number.isNaN(f)) rfMissing = true;
    sumR += r;
    sumE += r - f;
    if (v > peak) peak = v;
    else if (v / peak - 1 < maxDrawdown) maxDrawdown = v / peak - 1;
  }
  const drawdown = figure(maxDrawdown);
  if (n < 2) {
    const few = na('too_few_observations');
    return { standardDeviation: few, sharpe: few, sortino: few, maxDrawdown: drawdown };
  }
  const meanR = sumR / n;
  const meanE = sumE / n;
  let ssR = 0;
  let ssE = 0;
  let downside = 0;
  let downsideCount = 0;
  for (let k = base + 1; k <= end; k++) {
    const r = values[k]! / values[k - 1]! - 1;
    const e = r - rf[k - base - 1]!;
    ssR += (r - meanR) * (r - meanR);
    ssE += (e - meanE) * (e - meanE);
    if (e < 0) {
      downside += e * e;
      downsideCount++;
    }
  }
  const rootPpy = Math.sqrt(periodsPerYear);
  const sdR = Math.sqrt(ssR / (n - 1));
  const standardDeviation = figure(isFlatDeviation(sdR, meanR) ? 0 : sdR * rootPpy);
  if (rfMissing) {
    const noRate = na('insufficient_history');
    return { standardDeviation, sharpe: noRate, sortino: noRate, maxDrawdown: drawdown };
  }
  const sdE = Math.sqrt(ssE / (n - 1));
  const sharpe = isFlatDeviation(sdE, meanE) ? na('flat_series') : figure((meanE / sdE) * rootPpy);
  // No downside first (+∞ in the libraries); a near-flat excess below the MAR is rounding noise, not a ratio.
  const sortino =
    downsideCount === 0
      ? na('no_downside')
      : isFlatDeviation(sdE, meanE)
        ? na('flat_series')
        : figure((meanE * rootPpy) / Math.sqrt(downside / n));
  return { standardDeviation, sharpe, sortino, maxDrawdown: drawdown };
}

/**
 * OLS of the portfolio's excess returns y = r − rf on the benchmark's x = b − rf over paired days
 * (metrics.md §8): β = cov(x, y) / var(x); α_daily = mean(y) − β mean(x), annualised as (1 + α_d)^ppy − 1;
 * R² = corr(x, y)². Fewer than 2 pairs: too_few_observations; var(x) ≤ 1e-30 or a flat x: flat_series for all
 * three; a flat portfolio (y) has β = 0 and α = its mean excess, but no R² (flat_series).
 */
export function regressionMeasures(
  y: Float64Array,
  x: Float64Array,
  m: number,
  periodsPerYear: number,
): Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'> {
  if (m < 2) {
    const few = na('too_few_observations');
    return { alpha: few, beta: few, rSquared: few };
  }
  let sx = 0;
  let sy = 0;
  for (let k = 0; k < m; k++) {
    sx += x[k]!;
    sy += y[k]!;
  }
  if (Number.isNaN(sx + sy)) {
    const noRate = na('insufficient_history');
    return { alpha: noRate, beta: noRate, rSquared: noRate };
  }
  const mx = sx / m;
  const my = sy / m;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let k = 0; k < m; k++) {
    const dx = x[k]! - mx;
    const dy = y[k]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const varX = sxx / (m - 1);
  if (varX <= FLAT_VARIANCE || isFlatDeviation(Math.sqrt(varX), mx)) {
    const flat = na('flat_series');
    return { alpha: flat, beta: flat, rSquared: flat };
  }
  const flatY = isFlatDeviation(Math.sqrt(syy / (m - 1)), my);
  const beta = flatY ? 0 : sxy / sxx;
  const alphaDaily = my - beta * mx;
  return {
    alpha: figure((1 + alphaDaily) ** periodsPerYear - 1),
    beta: figure(beta),
    rSquared: flatY ? na('flat_series') : figure(Math.min(1, (sxy * sxy) / (sxx * syy))),
  };
}

/** Days present in both series, as index pairs (metrics.md §1: benchmark-relative statistics use common dates). */
export interface CommonDays {
  days: Int32Array;
  portfolioIndex: Int32Array;
  benchmarkIndex: Int32Array;
}

export function commonDays(a: PerformanceSeries, b: PerformanceSeries): CommonDays {
  const cap = Math.min(a.days.length, b.days.length);
  const days = new Int32Array(cap);
  const ia = new Int32Array(cap);
  const ib = new Int32Array(cap);
  let n = 0;
  for (let i = 0, j = 0; i < a.days.length && j < b.days.length; ) {
    const da = a.days[i]!;
    const db = b.days[j]!;
    if (da === db) {
      days[n] = da;
      ia[n] = i++;
      ib[n++] = j++;
    } else if (da < db) i++;
    else j++;
  }
  return { days: days.subarray(0, n), portfolioIndex: ia.subarray(0, n), benchmarkIndex: ib.subarray(0, n) };
}

export const notApplicable: Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'> = {
  alpha: na('not_applicable'),
  beta: na('not_applicable'),
  rSquared: na('not_applicable'),
};

export function unavailableSet(
  reason: NotAvailableReason,
  relative?: Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'>,
): RiskSet {
  const none = na(reason);
  return {
    standardDeviation: none,
    sharpe: none,
    sortino: none,
    maxDrawdown: none,
    ...(relative ?? { alpha: none, beta: none, rSquared: none }),
  };
}

export type Relative = Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'>;
export type Active = Pick<WindowSet, 'trackingError' | 'informationRatio'>;

/**
 * Tracking error and information ratio of the paired returns d = r − b (rf cancels; issue 21, docs/methodology.md):
 * TE = std(d, ddof 1)·√ppy, IR = mean(d)·ppy / TE. Fewer than 2 pairs: too_few_observations; a flat d (metrics.md
 * §10): TE 0 and no IR (flat_series).
 */
export function activeMeasures(y: Float64Array, x: Float64Array, m: number, periodsPerYear: number): Active {
  if (m < 2) {
    const few = na('too_few_observations');
    return { trackingError: few, informationRatio: few };
  }
  let sum = 0;
  for (let k = 0; k < m; k++) sum += y[k]! - x[k]!;
  const mean = sum / m;
  let ss = 0;
  for (let k = 0; k < m; k++) {
    const dev = y[k]! - x[k]! - mean;
    ss += dev * dev;
  }
  const sd = Math.sqrt(ss / (m - 1));
  if (Number.isNaN(sd)) {
    const noRate = na('insufficient_history');
    return { trackingError: noRate, informationRatio: noRate };
  }
  if (isFlatDeviation(sd, mean)) return { trackingError: figure(0), informationRatio: na('flat_series') };
  const te = sd * Math.sqrt(periodsPerYear);
  return { trackingError: figure(te), informationRatio: figure((mean * periodsPerYear) / te) };
}
