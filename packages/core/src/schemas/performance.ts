import { z } from 'zod';
import { IsoDate } from './common.ts';
import { NullableFigure } from './view.ts';

// Units: returns and risk figures are fractions (0.125 = 12.5 %), as in metrics.md; null shows as "n/a".

/** Returns over the last week, month and year (spec doc 2 §3: from the weekAgo, monthAgo, yearToDate fields). */
export const PeriodReturns = z
  .object({
    lastWeek: NullableFigure,
    lastMonth: NullableFigure,
    lastYear: NullableFigure,
  })
  .meta({ id: 'PeriodReturns' });
export type PeriodReturns = z.infer<typeof PeriodReturns>;

/**
 * One side's returns. `cumulative` runs from the start of the calendar period (week-to-date, month-to-date,
 * year-to-date); `rolling` is the trailing window ending on the latest price (7 days, 1 month, 12 months).
 */
export const ReturnsSide = z
  .object({
    cumulative: PeriodReturns,
    rolling: PeriodReturns,
  })
  .meta({ id: 'ReturnsSide' });
export type ReturnsSide = z.infer<typeof ReturnsSide>;

/** Why a return or a risk measure shows "n/a". */
export const NotAvailableReason = z.enum([
  'insufficient_history',
  'no_benchmark',
  'no_downside',
  'flat_series',
  'too_few_observations',
  'not_applicable',
  /** An annualised return over a window shorter than one calendar year (metrics.md §3: never annualised). */
  'short_window',
]);
export type NotAvailableReason = z.infer<typeof NotAvailableReason>;

/** A trailing return; 3Y, 5Y and since inception are annualised, shorter windows are not (metrics.md §3). */
export const TrailingReturn = z
  .object({
    value: NullableFigure,
    isAnnualised: z.boolean(),
    reason: NotAvailableReason.optional(),
  })
  .meta({ id: 'TrailingReturn' });
export type TrailingReturn = z.infer<typeof TrailingReturn>;

/** Trailing returns over the spec's ranges YTD, 1, 3 and 5 years (spec doc 2 §3), plus since inception. */
export const TrailingReturns = z
  .object({
    ytd: TrailingReturn,
    y1: TrailingReturn,
    y3: TrailingReturn,
    y5: TrailingReturn,
    sinceInception: TrailingReturn,
  })
  .meta({ id: 'TrailingReturns' });
export type TrailingReturns = z.infer<typeof TrailingReturns>;

/** The performance view: period returns and trailing returns of the portfolio and its benchmark. */
export const PerformanceReturns = z
  .object({
    /** The date of the latest price the figures use. */
    asOf: IsoDate,
    portfolio: ReturnsSide,
    benchmark: ReturnsSide.nullable(),
    trailing: z.object({
      portfolio: TrailingReturns,
      benchmark: TrailingReturns.nullable(),
    }),
  })
  .meta({ id: 'PerformanceReturns' });
export type PerformanceReturns = z.infer<typeof PerformanceReturns>;

/** One day of the value index (base 100 on the first day of the window). */
export const DailyPoint = z
  .object({
    date: IsoDate,
    portfolio: NullableFigure,
    benchmark: NullableFigure,
  })
  .meta({ id: 'DailyPoint' });
export type DailyPoint = z.infer<typeof DailyPoint>;

/** Daily value of portfolio and benchmark between `from` and `to`, which must lie in [minDate, maxDate]. */
export const DailyPerformance = z
  .object({
    from: IsoDate,
    to: IsoDate,
    minDate: IsoDate,
    maxDate: IsoDate,
    /** The index value on the first day (100). */
    base: z.number().positive(),
    series: z.array(DailyPoint),
  })
  .meta({ id: 'DailyPerformance' });
export type DailyPerformance = z.infer<typeof DailyPerformance>;

export const RollingWindow = z.enum(['1m', '3m', '6m', '1y', '3y', '5y']);
export type RollingWindow = z.infer<typeof RollingWindow>;

/** A rolling-return series: the trailing-window return at every date (metrics.md §3). */
export const RollingReturnSeries = z
  .object({
    window: RollingWindow,
    isAnnualised: z.boolean(),
    points: z.array(DailyPoint),
  })
  .meta({ id: 'RollingReturnSeries' });
export type RollingReturnSeries = z.infer<typeof RollingReturnSeries>;

/** A risk measure or "n/a" with the reason. */
export const RiskFigure = z
  .object({
    value: NullableFigure,
    reason: NotAvailableReason.optional(),
  })
  .meta({ id: 'RiskFigure' });
export type RiskFigure = z.infer<typeof RiskFigure>;

/**
 * The risk measures of one series over one window (metrics.md): annualised standard deviation, Sharpe and
 * Sortino ratios; alpha (annualised geometrically), beta and R² against the benchmark; max drawdown as a
 * negative fraction.
 */
export const RiskSet = z
  .object({
    standardDeviation: RiskFigure,
    sharpe: RiskFigure,
    sortino: RiskFigure,
    alpha: RiskFigure,
    beta: RiskFigure,
    rSquared: RiskFigure,
    maxDrawdown: RiskFigure,
  })
  .meta({ id: 'RiskSet' });
export type RiskSet = z.infer<typeof RiskSet>;

/** The risk measures in the order every table shows them (metrics.md §5). */
export const RISK_MEASURES = [
  'standardDeviation',
  'sharpe',
  'sortino',
  'alpha',
  'beta',
  'rSquared',
  'maxDrawdown',
] as const satisfies readonly (keyof RiskSet)[];
export type RiskMeasure = (typeof RISK_MEASURES)[number];

/** The measures that are fractions (shown as percentages); the others are ratios, shown as numbers (metrics.md). */
export const FRACTION_RISK_MEASURES: ReadonlySet<RiskMeasure> = new Set<RiskMeasure>([
  'standardDeviation',
  'alpha',
  'maxDrawdown',
]);

export const RiskWindowId = z.enum(['ytd', 'y1', 'y3', 'y5', 'custom']);
export type RiskWindowId = z.infer<typeof RiskWindowId>;

export const RiskWindow = z
  .object({
    window: RiskWindowId,
    from: IsoDate,
    to: IsoDate,
    /** Valid daily observations the measures rest on (metrics.md §1). */
    observations: z.number().int().min(0),
    portfolio: RiskSet,
    /** The benchmark's own measures; its alpha, beta and R² are "not_applicable". */
    benchmark: RiskSet.nullable(),
  })
  .meta({ id: 'RiskWindow' });
export type RiskWindow = z.infer<typeof RiskWindow>;

/**
 * The whole chosen window's figures of one series (issue 21): its returns, the risk set, and against the
 * benchmark the tracking error TE = std(r − b, ddof 1)·√ppy and information ratio IR = mean(r − b)·ppy / TE
 * (docs/methodology.md). Returns, volatility, alpha, max drawdown and TE are fractions; the others are ratios.
 */
export const WindowSet = RiskSet.extend({
  /** V_end / V_base − 1 = Π(1 + r) − 1 (metrics.md §2). */
  cumulativeReturn: RiskFigure,
  /** (1 + R)^(365.25 / calendar days) − 1 (metrics.md §3); "n/a" (short_window) under one calendar year. */
  annualisedReturn: RiskFigure,
  trackingError: RiskFigure,
  informationRatio: RiskFigure,
}).meta({ id: 'WindowSet' });
export type WindowSet = z.infer<typeof WindowSet>;

/** The whole-window figures in the order tables show them. */
export const WINDOW_MEASURES = [
  'cumulativeReturn',
  'annualisedReturn',
  ...RISK_MEASURES,
  'trackingError',
  'informationRatio',
] as const satisfies readonly (keyof WindowSet)[];
export type WindowMeasure = (typeof WINDOW_MEASURES)[number];

/** The whole-window figures that are fractions (shown as percentages); the others are ratios. */
export const FRACTION_WINDOW_MEASURES: ReadonlySet<WindowMeasure> = new Set<WindowMeasure>([
  ...FRACTION_RISK_MEASURES,
  'cumulativeReturn',
  'annualisedReturn',
  'trackingError',
]);

/**
 * The whole chosen window: from the first-investment day (the portfolio's first value) to its latest value, or the
 * request's from/to. `from` and `to` are the base and end observations, `calendarDays` the days between them.
 */
export const WholeWindow = z
  .object({
    from: IsoDate,
    to: IsoDate,
    calendarDays: z.number().int().min(0),
    /** Valid daily returns of the portfolio in the window (metrics.md §1). */
    observations: z.number().int().min(0),
    /** Return pairs on the days both series have (alpha, beta, R², TE, IR); 0 without a benchmark. */
    pairedObservations: z.number().int().min(0),
    portfolio: WindowSet,
    /** The benchmark's own figures; its alpha, beta, R², TE and IR are "not_applicable". */
    benchmark: WindowSet.nullable(),
  })
  .meta({ id: 'WholeWindow' });
export type WholeWindow = z.infer<typeof WholeWindow>;

/** The annual risk-free rates, percent, a request or the engine's setting may ask for. */
export const RISK_FREE_MIN_PCT = -10;
export const RISK_FREE_MAX_PCT = 50;

/** Where the risk-free rate came from: the request, the dataset's rates.csv, or the engine's setting (default 0 %). */
export const RiskFreeSource = z.enum(['request', 'rates', 'setting']);
export type RiskFreeSource = z.infer<typeof RiskFreeSource>;

/** Risk measures per window (YTD, 1, 3, 5 years, or a chosen range) with the settings they used. */
export const RiskMeasures = z
  .object({
    /** Annual risk-free rate, percent; null when rates.csv has no rate for the window (never shown as 0). */
    riskFreePct: z.number().nullable(),
    /**
     * Where the rate came from (metrics.md §0, dataset-format.md rates.csv): the request's `riskFreePct`, else the
     * dataset's rates.csv, else the engine's setting (ESGKIT_RISK_FREE_PCT, default 0 %). Always sent by the engine.
     */
    riskFreeSource: RiskFreeSource.optional(),
    periodsPerYear: z.number().int().positive(),
    windows: z.array(RiskWindow),
    /** The whole chosen window (issue 21); absent when the portfolio has no value. */
    window: WholeWindow.optional(),
  })
  .meta({ id: 'RiskMeasures' });
export type RiskMeasures = z.infer<typeof RiskMeasures>;
