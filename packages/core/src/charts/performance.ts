import type { TopLevelSpec } from 'vega-lite';
import type {
  DailyPerformance,
  PerformanceReturns,
  RiskMeasures,
  RiskSet,
  RiskWindowId,
  RollingReturnSeries,
} from '../schemas/performance.ts';
import { comparisonBars } from './bars.ts';
import { type LinePoint, lineChart } from './lines.ts';
import { chartFormats } from './locale.ts';
import { type ChartOptions, resolveColors, type SideLabels, sidesOf } from './theme.ts';

export interface SeriesChartOptions extends ChartOptions {
  labels: SideLabels;
  titles?: { x?: string; y?: string };
}

/** Long-format points of both sides; `transform` turns a side's values (e.g. into returns since the start). */
const pointsOf = (
  series: DailyPerformance['series'],
  labels: SideLabels,
  transform: (values: Array<number | null>) => Array<number | null> = (v) => v,
): { points: LinePoint[]; hasBenchmark: boolean } => {
  const portfolio = transform(series.map((p) => p.portfolio));
  const benchmark = transform(series.map((p) => p.benchmark));
  const hasBenchmark = benchmark.some((v) => v !== null);
  const points: LinePoint[] = series.flatMap((p, i) => [
    { date: p.date, series: labels.portfolio, value: portfolio[i] ?? null },
    ...(hasBenchmark ? [{ date: p.date, series: labels.benchmark, value: benchmark[i] ?? null }] : []),
  ]);
  return { points, hasBenchmark };
};

/** Values relative to the side's first value: v / first − 1 (a cumulative return, metrics.md §2). */
const sinceFirst = (values: Array<number | null>): Array<number | null> => {
  const first = values.find((v): v is number => v !== null && v !== 0);
  return values.map((v) => (v === null || first === undefined ? null : v / first - 1));
};

/**
 * Cumulative return of portfolio and benchmark over the daily window, from each side's first value.
 * @example cumulativeReturnsChart(daily, { locale: 'en-US', labels: { portfolio: 'Portfolio', benchmark: 'Benchmark', noData: 'n/a' } })
 */
export const cumulativeReturnsChart = (
  daily: DailyPerformance,
  options: SeriesChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const { points, hasBenchmark } = pointsOf(daily.series, options.labels, sinceFirst);
  return lineChart({
    points,
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.percent,
    zeroLine: true,
    titles: options.titles,
    options,
    colors,
  });
};

/** The daily value index of portfolio and benchmark (base 100 on the window's first day). */
export const dailyPerformanceChart = (daily: DailyPerformance, options: SeriesChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const { points, hasBenchmark } = pointsOf(daily.series, options.labels);
  return lineChart({
    points,
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.decimal1,
    zero: false,
    titles: options.titles,
    options,
    colors,
  });
};

/** A rolling-return series of portfolio and benchmark (fractions shown as percentages). */
export const rollingReturnsChart = (
  rolling: RollingReturnSeries,
  options: SeriesChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const { points, hasBenchmark } = pointsOf(rolling.points, options.labels);
  return lineChart({
    points,
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.percent,
    zeroLine: true,
    titles: options.titles,
    options,
    colors,
  });
};

export interface TrailingReturnsChartOptions extends SeriesChartOptions {
  /** Translated names of the ranges (spec doc 1 §2: YTD, 1, 3 and 5 years). */
  rangeLabels: { ytd: string; y1: string; y3: string; y5: string };
}

const ranges = ['ytd', 'y1', 'y3', 'y5'] as const;

/** Trailing returns over YTD, 1, 3 and 5 years, portfolio next to benchmark; "n/a" where history is short. */
export const trailingReturnsChart = (
  performance: PerformanceReturns,
  options: TrailingReturnsChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const { portfolio, benchmark } = performance.trailing;
  const data = ranges.flatMap((range) => [
    { category: options.rangeLabels[range], series: options.labels.portfolio, value: portfolio[range].value },
    ...(benchmark
      ? [
          {
            category: options.rangeLabels[range],
            series: options.labels.benchmark,
            value: benchmark[range].value,
          },
        ]
      : []),
  ]);
  return comparisonBars({
    data,
    categories: ranges.map((r) => options.rangeLabels[r]),
    series: sidesOf(options.labels, colors, benchmark !== null),
    format: chartFormats.percent,
    titles: options.titles,
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};

export type RiskMeasureName = keyof RiskSet;

/** Measures that are fractions (shown as %) rather than ratios. */
const fractionMeasures: ReadonlySet<RiskMeasureName> = new Set(['standardDeviation', 'alpha', 'maxDrawdown']);

export interface RiskChartOptions extends SeriesChartOptions {
  /** The measure to draw; volatility (standard deviation) by default. */
  measure?: RiskMeasureName;
  /** Translated names of the windows present in the data. */
  windowLabels: Partial<Record<RiskWindowId, string>>;
}

/** One risk measure per window (YTD, 1, 3, 5 years …), portfolio next to benchmark. */
export const riskChart = (risk: RiskMeasures, options: RiskChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const measure = options.measure ?? 'standardDeviation';
  const hasBenchmark = risk.windows.some((w) => w.benchmark !== null);
  const labelOf = (id: RiskWindowId) => options.windowLabels[id] ?? id;
  const data = risk.windows.flatMap((w) => [
    { category: labelOf(w.window), series: options.labels.portfolio, value: w.portfolio[measure].value },
    ...(hasBenchmark
      ? [
          {
            category: labelOf(w.window),
            series: options.labels.benchmark,
            value: w.benchmark?.[measure].value ?? null,
          },
        ]
      : []),
  ]);
  return comparisonBars({
    data,
    categories: risk.windows.map((w) => labelOf(w.window)),
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: fractionMeasures.has(measure) ? chartFormats.percent : chartFormats.decimal2,
    titles: options.titles,
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};
