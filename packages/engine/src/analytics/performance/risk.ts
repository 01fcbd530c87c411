import type { RiskMeasures, RiskSet, RiskWindow, RiskWindowId, WholeWindow, WindowSet } from '@esgkit/core';
import { dayFromIso, isoFromDay } from '@esgkit/core';
import { addYearsDay, indexAtOrBefore, previousYearEndDay } from './calendar.ts';
import { annualiseReturn } from './returns.ts';
import {
  type Active,
  activeMeasures,
  type CommonDays,
  commonDays,
  figure,
  na,
  notApplicable,
  PERIODS_PER_YEAR,
  type Relative,
  regressionMeasures,
  riskFreePerPeriod,
  singleSeriesMeasures,
  unavailableSet,
} from './risk-statistics.ts';
import type { PerformanceSeries, RiskFreeRate } from './types.ts';

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

/**
 * The value indices a window measures, returns at (base, end]: `end` the last value at or before its end day, `base`
 * the last at or before its base day; a `custom` window starting before the history is clamped to the first value.
 * A negative index means the window has no data (a standard window before the history: insufficient_history).
 */
export function windowBounds(days: Int32Array, request: RiskWindowRequest): { base: number; end: number } {
  const end = indexAtOrBefore(days, request.toDay);
  let base = indexAtOrBefore(days, request.fromDay, end + 1);
  if (request.window === 'custom' && base < 0 && end >= 0) base = 0;
  return { base, end };
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
    const { base, end } = windowBounds(portfolio.days, request);
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
