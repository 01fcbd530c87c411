import type {
  DailyPerformance,
  DailyPoint,
  PerformanceReturns,
  PeriodReturns,
  RollingReturnSeries,
  RollingWindow,
  TrailingReturn,
  TrailingReturns,
} from '@esgkit/core';
import { isoFromDay } from '@esgkit/core';
import {
  addMonthsDay,
  addYearsDay,
  indexAtOrBefore,
  previousMonthEndDay,
  previousWeekEndDay,
  previousYearEndDay,
} from './calendar.ts';
import type { PerformanceSeries } from './types.ts';

/** Calendar days per year of the annualisation exponent (metrics.md §3, ffn's calendar time). */
export const DAYS_PER_YEAR = 365.25;

/**
 * Point-to-point return between the last values at or before `baseDay` and `endDay`: V_end / V_base − 1
 * (metrics.md §2–3). Null when the series has no value at or before `baseDay` (history shorter than the window).
 */
export function pointToPointReturn(
  series: PerformanceSeries,
  baseDay: number,
  endDay: number,
): number | null {
  const end = indexAtOrBefore(series.days, endDay);
  const base = indexAtOrBefore(series.days, baseDay, end + 1);
  if (base < 0 || end < 0) return null;
  return series.values[end]! / series.values[base]! - 1;
}

/** Annualised return (1 + R)^(365.25 / days) − 1 over `days` calendar days (metrics.md §3). */
export function annualiseReturn(cumulativeReturn: number, calendarDays: number): number {
  return (1 + cumulativeReturn) ** (DAYS_PER_YEAR / calendarDays) - 1;
}

/**
 * Week-, month- and year-to-date returns ending on the last value at or before `asOfDay` (the decisions log:
 * `cumulative` = week/month/year to date). Bases: the last value at or before the Sunday before the ISO week,
 * the last day of the previous month, 31 December of the previous year.
 */
export function cumulativePeriodReturns(series: PerformanceSeries, asOfDay: number): PeriodReturns {
  return periodReturns(series, asOfDay, PERIOD_BASES.cumulative);
}

/**
 * Trailing 7-day, 1-month and 12-month returns ending on `asOfDay` (the decisions log: `rolling`): bases are the
 * last values at or before asOf − 7 days, asOf − 1 calendar month, asOf − 12 calendar months.
 */
export function rollingPeriodReturns(series: PerformanceSeries, asOfDay: number): PeriodReturns {
  return periodReturns(series, asOfDay, PERIOD_BASES.rolling);
}

type PeriodBases = Readonly<Record<keyof PeriodReturns, (asOfDay: number) => number>>;

/** The base day of each period return at an as-of day (the views and the returns explainer read them here). */
export const PERIOD_BASES: Readonly<Record<'cumulative' | 'rolling', PeriodBases>> = {
  cumulative: { lastWeek: previousWeekEndDay, lastMonth: previousMonthEndDay, lastYear: previousYearEndDay },
  rolling: {
    lastWeek: (d) => d - 7,
    lastMonth: (d) => addMonthsDay(d, -1),
    lastYear: (d) => addMonthsDay(d, -12),
  },
};

function periodReturns(series: PerformanceSeries, asOfDay: number, bases: PeriodBases): PeriodReturns {
  return {
    lastWeek: pointToPointReturn(series, bases.lastWeek(asOfDay), asOfDay),
    lastMonth: pointToPointReturn(series, bases.lastMonth(asOfDay), asOfDay),
    lastYear: pointToPointReturn(series, bases.lastYear(asOfDay), asOfDay),
  };
}

/** The base day of each standard trailing return at an as-of day and whether it is annualised (metrics.md §3). */
export const TRAILING_BASES: Readonly<
  Record<'ytd' | 'y1' | 'y3' | 'y5', { base: (asOfDay: number) => number; annualise: boolean }>
> = {
  ytd: { base: previousYearEndDay, annualise: false },
  y1: { base: (d) => addYearsDay(d, -1), annualise: false },
  y3: { base: (d) => addYearsDay(d, -3), annualise: true },
  y5: { base: (d) => addYearsDay(d, -5), annualise: true },
};

function trailing(
  series: PerformanceSeries,
  baseDay: number,
  asOfDay: number,
  annualise: boolean,
): TrailingReturn {
  const end = indexAtOrBefore(series.days, asOfDay);
  const base = indexAtOrBefore(series.days, baseDay, end + 1);
  if (base < 0 || end < 0) return { value: null, isAnnualised: annualise, reason: 'insufficient_history' };
  const r = series.values[end]! / series.values[base]! - 1;
  if (!annualise) return { value: r, isAnnualised: false };
  return { value: annualiseReturn(r, series.days[end]! - series.days[base]!), isAnnualised: true };
}

/**
 * Trailing returns at `asOfDay` (metrics.md §3): YTD (base = last value of the previous year) and 1 year are
 * not annualised; 3 and 5 years are, as (1 + R)^(365.25 / days) − 1 with days between the two observations;
 * the base of N years is the last value at or before asOf − N calendar years; "n/a" (null, insufficient_history)
 * when the history is shorter. Since inception runs from the first value and is annualised only when it spans
 * a calendar year or more; it needs two observations.
 */
export function trailingReturns(series: PerformanceSeries, asOfDay: number): TrailingReturns {
  const end = indexAtOrBefore(series.days, asOfDay);
  let sinceInception: TrailingReturn;
  if (end < 1) {
    sinceInception = { value: null, isAnnualised: false, reason: 'insufficient_history' };
  } else {
    const first = series.days[0]!;
    const annualise = addYearsDay(first, 1) <= series.days[end]!;
    sinceInception = trailing(series, first, asOfDay, annualise);
  }
  const standard = (w: keyof typeof TRAILING_BASES) =>
    trailing(series, TRAILING_BASES[w].base(asOfDay), asOfDay, TRAILING_BASES[w].annualise);
  return {
    ytd: standard('ytd'),
    y1: standard('y1'),
    y3: standard('y3'),
    y5: standard('y5'),
    sinceInception,
  };
}

/**
 * The performance view (spec doc 2 §3): period and trailing returns of the portfolio and its benchmark, both
 * ending on the portfolio's latest value (or `asOfDay`); null when the portfolio has no value at all.
 */
export function performanceReturns(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  asOfDay?: number,
): PerformanceReturns | null {
  const end = indexAtOrBefore(portfolio.days, asOfDay ?? Number.MAX_SAFE_INTEGER);
  if (end < 0) return null;
  const day = portfolio.days[end]!;
  return {
    asOf: isoFromDay(day),
    portfolio: {
      cumulative: cumulativePeriodReturns(portfolio, day),
      rolling: rollingPeriodReturns(portfolio, day),
    },
    benchmark:
      benchmark === null
        ? null
        : {
            cumulative: cumulativePeriodReturns(benchmark, day),
            rolling: rollingPeriodReturns(benchmark, day),
          },
    trailing: {
      portfolio: trailingReturns(portfolio, day),
      benchmark: benchmark === null ? null : trailingReturns(benchmark, day),
    },
  };
}

/** Why daily performance cannot be drawn for the asked range ("invalid financial date range", doc 2 §8). */
export type DailyPerformanceError = { error: 'invalid_range' | 'no_data'; minDay?: number; maxDay?: number };

/**
 * Daily value of portfolio and benchmark between `fromDay` and `toDay`, each rebased to 100 (metrics.md §0).
 * Valid range: minDate ≤ from ≤ to ≤ maxDate, the portfolio's first and last days. Points: every day in
 * [from, to] on which either side has a value; a side without a value that day shows null. Each side's base is
 * its last value at or before the first point's day (so the portfolio starts at 100); a benchmark that starts
 * later is rebased on its first value in the range.
 */
export function dailyPerformance(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  fromDay: number,
  toDay: number,
): DailyPerformance | DailyPerformanceError {
  const n = portfolio.days.length;
  if (n === 0) return { error: 'no_data' };
  const minDay = portfolio.days[0]!;
  const maxDay = portfolio.days[n - 1]!;
  if (!(minDay <= fromDay && fromDay <= toDay && toDay <= maxDay))
    return { error: 'invalid_range', minDay, maxDay };
  const base = 100;
  const p0 = indexAtOrBefore(portfolio.days, fromDay - 1) + 1;
  const p1 = indexAtOrBefore(portfolio.days, toDay);
  const bDays = benchmark?.days ?? new Int32Array(0);
  const bValues = benchmark?.values ?? new Float64Array(0);
  let b0 = indexAtOrBefore(bDays, fromDay - 1) + 1;
  const b1 = indexAtOrBefore(bDays, toDay);
  const firstDay = Math.min(portfolio.days[p0]!, b0 <= b1 ? bDays[b0]! : Number.MAX_SAFE_INTEGER);
  const pBaseIdx = indexAtOrBefore(portfolio.days, firstDay);
  const pBase = portfolio.values[pBaseIdx]!;
  let bBaseIdx = indexAtOrBefore(bDays, firstDay);
  if (bBaseIdx < 0 && b0 <= b1) bBaseIdx = b0;
  const bBase = bBaseIdx >= 0 ? bValues[bBaseIdx]! : Number.NaN;
  const series: DailyPoint[] = [];
  let p = p0;
  while (p <= p1 || b0 <= b1) {
    const pd = p <= p1 ? portfolio.days[p]! : Number.MAX_SAFE_INTEGER;
    const bd = b0 <= b1 ? bDays[b0]! : Number.MAX_SAFE_INTEGER;
    const day = Math.min(pd, bd);
    series.push({
      date: isoFromDay(day),
      portfolio: pd === day ? (base * portfolio.values[p++]!) / pBase : null,
      benchmark: bd === day ? (base * bValues[b0++]!) / bBase : null,
    });
  }
  return {
    from: isoFromDay(fromDay),
    to: isoFromDay(toDay),
    minDate: isoFromDay(minDay),
    maxDate: isoFromDay(maxDay),
    base,
    series,
  };
}

/** Length in calendar months of each rolling window; 3 and 5 years are annualised (metrics.md §3). */
export const ROLLING_WINDOW_MONTHS: Readonly<Record<RollingWindow, number>> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
};

/**
 * The trailing-window return at every day of the series (step: one business day of the series) whose base
 * (the last value at or before day − window) exists: the trailing calculation of metrics.md §3 at every date.
 * Returns the days and the returns; annualised for windows of 3 years or more.
 */
export function rollingReturns(series: PerformanceSeries, window: RollingWindow): PerformanceSeries {
  const months = ROLLING_WINDOW_MONTHS[window];
  const annualise = months >= 36;
  const { days, values } = series;
  const outDays = new Int32Array(days.length);
  const outValues = new Float64Array(days.length);
  let n = 0;
  let base = -1;
  for (let k = 0; k < days.length; k++) {
    const baseDay = addMonthsDay(days[k]!, -months);
    // addMonthsDay is non-decreasing in the day, so the base index only moves forward.
    while (base + 1 < days.length && days[base + 1]! <= baseDay) base++;
    if (base < 0) continue;
    const r = values[k]! / values[base]! - 1;
    outDays[n] = days[k]!;
    outValues[n++] = annualise ? annualiseReturn(r, days[k]! - days[base]!) : r;
  }
  return { days: outDays.slice(0, n), values: outValues.slice(0, n) };
}

/** The rolling-return series of portfolio and benchmark in core's shape (union of their days, null where absent). */
export function rollingReturnSeries(
  portfolio: PerformanceSeries,
  benchmark: PerformanceSeries | null,
  window: RollingWindow,
): RollingReturnSeries {
  const p = rollingReturns(portfolio, window);
  const b = benchmark === null ? null : rollingReturns(benchmark, window);
  const points: DailyPoint[] = [];
  let i = 0;
  let j = 0;
  const bn = b?.days.length ?? 0;
  while (i < p.days.length || j < bn) {
    const pd = i < p.days.length ? p.days[i]! : Number.MAX_SAFE_INTEGER;
    const bd = j < bn ? b!.days[j]! : Number.MAX_SAFE_INTEGER;
    const day = Math.min(pd, bd);
    points.push({
      date: isoFromDay(day),
      portfolio: pd === day ? p.values[i++]! : null,
      benchmark: bd === day ? b!.values[j++]! : null,
    });
  }
  return { window, isAnnualised: ROLLING_WINDOW_MONTHS[window] >= 36, points };
}
