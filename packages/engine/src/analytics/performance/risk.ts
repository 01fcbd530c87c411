import type {
  NotAvailableReason,
  RiskFigure,
  RiskMeasures,
  RiskSet,
  RiskWindow,
  RiskWindowId,
  WholeWindow,
  WindowSet,
} from '@esgkit/core';
import { dayFromIso, isoFromDay } from '@esgkit/core';
import { addYearsDay, indexAtOrBefore, previousYearEndDay } from './calendar.ts';
import { annualiseReturn } from './returns.ts';
import type { PerformanceSeries, RiskFreeRate } from './types.ts';

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

/** metrics.md §10: a standard deviation this small relative to the mean is zero (no ~1e15 artefacts). */
export function isFlatDeviation(standardDeviation: number, mean: number): boolean {
  return standardDeviation <= FLAT_RELATIVE_DEVIATION * Math.max(Math.abs(mean), 1e-300);
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

const figure = (value: number): RiskFigure => ({ value });
const na = (reason: NotAvailableReason): RiskFigure => ({ value: null, reason });

/**
 * The per-period risk-free rate of each return in a window ending at the given days: a constant, or the rates.csv
 * series carried forward from each date (NaN before its first date: the measures that need it are "n/a").
 */
function riskFreePerPeriod(
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
function singleSeriesMeasures(
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
function regressionMeasures(
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
interface CommonDays {
  days: Int32Array;
  portfolioIndex: Int32Array;
  benchmarkIndex: Int32Array;
}

function commonDays(a: PerformanceSeries, b: PerformanceSeries): CommonDays {
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

const notApplicable: Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'> = {
  alpha: na('not_applicable'),
  beta: na('not_applicable'),
  rSquared: na('not_applicable'),
};

function unavailableSet(
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

/** A window to measure: its id and the base day (returns start after the last value at or before it). */
export interface RiskWindowRequest {
  window: RiskWindowId;
  /** Base day: the window's returns are those after the last value at or before this day. */
  fromDay: number;
  toDay: number;
}

/** The standard windows at `asOfDay`: YTD (base 31 December), 1, 3 and 5 years (base asOf − N years). */
export function standardRiskWindows(asOfDay: number): RiskWindowRequest[] {
  return [
    { window: 'ytd', fromDay: previousYearEndDay(asOfDay), toDay: asOfDay },
    { window: 'y1', fromDay: addYearsDay(asOfDay, -1), toDay: asOfDay },
    { window: 'y3', fromDay: addYearsDay(asOfDay, -3), toDay: asOfDay },
    { window: 'y5', fromDay: addYearsDay(asOfDay, -5), toDay: asOfDay },
  ];
}

export interface RiskSettings {
  /** metrics.md §5; default a constant 0 %. */
  riskFree?: RiskFreeRate;
  /** metrics.md §1; default 252. */
  periodsPerYear?: number;
  /** Windows to measure; default `standardRiskWindows` at the portfolio's last day. */
  windows?: RiskWindowRequest[];
  /**
   * The whole chosen window (issue 21; metrics.md §0): default the portfolio's first value (its first-investment
   * day) to its last; clamped to the portfolio's history like a `custom` window.
   */
  window?: { fromDay: number; toDay: number };
}

type Relative = Pick<RiskSet, 'alpha' | 'beta' | 'rSquared'>;
type Active = Pick<WindowSet, 'trackingError' | 'informationRatio'>;

/**
 * Tracking error and information ratio of the paired returns d = r − b (rf cancels; issue 21, docs/methodology.md):
 * TE = std(d, ddof 1)·√ppy, IR = mean(d)·ppy / TE. Fewer than 2 pairs: too_few_observations; a flat d (metrics.md
 * §10): TE 0 and no IR (flat_series).
 */
function activeMeasures(y: Float64Array, x: Float64Array, m: number, periodsPerYear: number): Active {
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

/** What one range of the portfolio's values (returns at indices (base, end]) measures. */
interface RangeMeasures {
  own: Pick<RiskSet, 'standardDeviation' | 'sharpe' | 'sortino' | 'maxDrawdown'>;
  relative: Relative;
  active: Active;
  /** The benchmark's own set over the same days, or null without a benchmark. */
  benchmarkSet: RiskSet | null;
  /** The benchmark's base and end indices (−1 when it has no value there). */
  benchmarkBase: number;
  benchmarkEnd: number;
  pairs: number;
}

/** Measures one range; `scratch` holds the paired excess returns (grown as needed, reused across windows). */
function measureRange(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  common: CommonDays | null,
  rate: RiskFreeRate,
  ppy: number,
  base: number,
  end: number,
  scratch: { y: Float64Array; x: Float64Array },
): RangeMeasures {
  const rf = riskFreePerPeriod(rate, portfolio.days, base, end, ppy);
  const own = singleSeriesMeasures(portfolio.values, base, end, rf, ppy);
  if (benchmark === null || common === null) {
    const none = na('no_benchmark');
    return {
      own,
      relative: { alpha: none, beta: none, rSquared: none },
      active: { trackingError: none, informationRatio: none },
      benchmarkSet: null,
      benchmarkBase: -1,
      benchmarkEnd: -1,
      pairs: 0,
    };
  }
  const baseDay = portfolio.days[base]!;
  const endDay = portfolio.days[end]!;
  const bEnd = indexAtOrBefore(benchmark.days, endDay);
  const bBase = indexAtOrBefore(benchmark.days, baseDay, bEnd + 1);
  let benchmarkSet: RiskSet;
  if (bBase < 0 || bEnd < 0) {
    benchmarkSet = unavailableSet('insufficient_history', notApplicable);
  } else {
    const bRf = riskFreePerPeriod(rate, benchmark.days, bBase, bEnd, ppy);
    benchmarkSet = { ...singleSeriesMeasures(benchmark.values, bBase, bEnd, bRf, ppy), ...notApplicable };
  }
  const cEnd = indexAtOrBefore(common.days, endDay);
  const cBase = indexAtOrBefore(common.days, baseDay, cEnd + 1);
  if (cBase < 0 || cEnd < 0) {
    const none = na('insufficient_history');
    return {
      own,
      relative: { alpha: none, beta: none, rSquared: none },
      active: { trackingError: none, informationRatio: none },
      benchmarkSet,
      benchmarkBase: bBase,
      benchmarkEnd: bEnd,
      pairs: 0,
    };
  }
  const m = cEnd - cBase;
  if (scratch.y.length < m) {
    scratch.y = new Float64Array(m);
    scratch.x = new Float64Array(m);
  }
  const { y, x } = scratch;
  const cRf = riskFreePerPeriod(rate, common.days, cBase, cEnd, ppy);
  const { portfolioIndex: pi, benchmarkIndex: bi } = common;
  for (let k = cBase + 1; k <= cEnd; k++) {
    const f = cRf[k - cBase - 1]!;
    y[k - cBase - 1] = portfolio.values[pi[k]!]! / portfolio.values[pi[k - 1]!]! - 1 - f;
    x[k - cBase - 1] = benchmark.values[bi[k]!]! / benchmark.values[bi[k - 1]!]! - 1 - f;
  }
  return {
    own,
    relative: regressionMeasures(y, x, m, ppy),
    active: activeMeasures(y, x, m, ppy),
    benchmarkSet,
    benchmarkBase: bBase,
    benchmarkEnd: bEnd,
    pairs: m,
  };
}

/**
 * Cumulative return V_end / V_base − 1 (metrics.md §2) and, over a calendar year or more, the annualised
 * (1 + R)^(365.25 / days) − 1 (§3; shorter windows are never annualised: short_window).
 */
function windowReturns(
  series: PerformanceSeries,
  base: number,
  end: number,
): Pick<WindowSet, 'cumulativeReturn' | 'annualisedReturn'> {
  if (base < 0 || end - base < 1) {
    const none = na(base < 0 ? 'insufficient_history' : 'too_few_observations');
    return { cumulativeReturn: none, annualisedReturn: none };
  }
  const r = series.values[end]! / series.values[base]! - 1;
  const baseDay = series.days[base]!;
  const endDay = series.days[end]!;
  return {
    cumulativeReturn: figure(r),
    annualisedReturn:
      addYearsDay(baseDay, 1) <= endDay ? figure(annualiseReturn(r, endDay - baseDay)) : na('short_window'),
  };
}

/** The whole chosen window (issue 21), clamped to the portfolio's history; undefined when it has no value. */
function wholeWindow(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  common: CommonDays | null,
  rate: RiskFreeRate,
  ppy: number,
  range: { fromDay: number; toDay: number } | undefined,
  scratch: { y: Float64Array; x: Float64Array },
): WholeWindow | undefined {
  const n = portfolio.days.length;
  if (n === 0) return undefined;
  const end = indexAtOrBefore(portfolio.days, range?.toDay ?? portfolio.days[n - 1]!);
  if (end < 0) return undefined;
  const base = Math.max(0, indexAtOrBefore(portfolio.days, range?.fromDay ?? portfolio.days[0]!, end + 1));
  const measured = measureRange(portfolio, benchmark, common, rate, ppy, base, end, scratch);
  const notApplicableActive: Active = {
    trackingError: na('not_applicable'),
    informationRatio: na('not_applicable'),
  };
  return {
    from: isoFromDay(portfolio.days[base]!),
    to: isoFromDay(portfolio.days[end]!),
    calendarDays: portfolio.days[end]! - portfolio.days[base]!,
    observations: end - base,
    pairedObservations: measured.pairs,
    portfolio: {
      ...windowReturns(portfolio, base, end),
      ...measured.own,
      ...measured.relative,
      ...measured.active,
    },
    benchmark:
      benchmark === null || measured.benchmarkSet === null
        ? null
        : {
            ...windowReturns(benchmark, measured.benchmarkBase, measured.benchmarkEnd),
            ...measured.benchmarkSet,
            ...notApplicableActive,
          },
  };
}

/**
 * Risk measures of the portfolio (and the benchmark's own) per window (metrics.md §4–§10), plus the whole chosen
 * window's returns, risk, tracking error and information ratio (`window`, issue 21).
 * - A standard window (ytd, y1, y3, y5) whose base precedes the portfolio's first value is "n/a"
 *   (insufficient_history); a `custom` window is clamped to the portfolio's history.
 * - Single-series measures use the series' own days; alpha, beta, R², TE and IR use the days both series have,
 *   the pair window's base being the last common day at or before the window's base day.
 * - `riskFreePct` reports the constant rate, or the series' last rate at or before the last window's end;
 *   `riskFreeSource` where it came from (request, rates.csv, or the engine's setting).
 */
export function riskMeasures(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  settings: RiskSettings = {},
): RiskMeasures {
  const rate: RiskFreeRate = settings.riskFree ?? { kind: 'constant', annualPct: 0 };
  const ppy = settings.periodsPerYear ?? PERIODS_PER_YEAR;
  const lastDay = portfolio.days[portfolio.days.length - 1];
  const requests = settings.windows ?? (lastDay === undefined ? [] : standardRiskWindows(lastDay));
  const common = benchmark === null ? null : commonDays(portfolio, benchmark);
  const windows: RiskWindow[] = [];
  const scratch = { y: new Float64Array(0), x: new Float64Array(0) };
  for (const request of requests) {
    const end = indexAtOrBefore(portfolio.days, request.toDay);
    let base = indexAtOrBefore(portfolio.days, request.fromDay, end + 1);
    if (request.window === 'custom' && base < 0 && end >= 0) base = 0;
    if (base < 0 || end < 0) {
      windows.push({
        window: request.window,
        from: isoFromDay(request.fromDay),
        to: isoFromDay(request.toDay),
        observations: 0,
        portfolio: unavailableSet('insufficient_history'),
        benchmark: benchmark === null ? null : unavailableSet('insufficient_history', notApplicable),
      });
      continue;
    }
    const { own, relative, benchmarkSet } = measureRange(
      portfolio,
      benchmark,
      common,
      rate,
      ppy,
      base,
      end,
      scratch,
    );
    windows.push({
      window: request.window,
      from: isoFromDay(portfolio.days[base]!),
      to: isoFromDay(portfolio.days[end]!),
      observations: end - base,
      portfolio: { ...own, ...relative },
      benchmark: benchmarkSet,
    });
  }
  const window = wholeWindow(portfolio, benchmark, common, rate, ppy, settings.window, scratch);
  const reportedDays = window === undefined ? requests : [...requests, { toDay: dayFromIso(window.to) }];
  return {
    riskFreePct: reportedRatePct(rate, reportedDays),
    riskFreeSource: rate.kind === 'series' ? 'rates' : (rate.source ?? 'setting'),
    periodsPerYear: ppy,
    windows,
    ...(window === undefined ? {} : { window }),
  };
}

// A series with no rate at or before the window's end reports null: "no data", never 0.
function reportedRatePct(rate: RiskFreeRate, requests: { toDay: number }[]): number | null {
  if (rate.kind === 'constant') return rate.annualPct;
  const toDay = requests.reduce((d, r) => Math.max(d, r.toDay), Number.NEGATIVE_INFINITY);
  const j = indexAtOrBefore(rate.days, toDay);
  return j < 0 ? null : rate.annualPct[j]!;
}

/**
 * Max drawdown of one series between the last values at or before `fromDay` (clamped to the first value) and
 * `toDay` (metrics.md §9): min of V_t / max_{s ≤ t} V_s − 1, a negative fraction or 0; null with fewer than two
 * values. For the fund page's `maxDrawdown` (e.g. since inception: fromDay = the first day).
 */
export function seriesMaxDrawdown(series: PerformanceSeries, fromDay: number, toDay: number): number | null {
  const end = indexAtOrBefore(series.days, toDay);
  const base = Math.max(0, indexAtOrBefore(series.days, fromDay, end + 1));
  if (end - base < 1) return null;
  let peak = series.values[base]!;
  let worst = 0;
  for (let k = base + 1; k <= end; k++) {
    const v = series.values[k]!;
    if (v > peak) peak = v;
    else if (v / peak - 1 < worst) worst = v / peak - 1;
  }
  return worst;
}
