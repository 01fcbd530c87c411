import type { TopLevelSpec } from 'vega-lite';
import type { IndicatorUnitId } from '../catalogues/schema.ts';
import { unitById } from '../catalogues/units.ts';
import type { Locale } from '../schemas/common.ts';
import type { PaiIndicator, PaiQuarterly } from '../schemas/pai.ts';
import { comparisonBars } from './bars.ts';
import { chartFormats } from './locale.ts';
import { type ChartOptions, resolveColors, type SideLabels, sidesOf } from './theme.ts';

export interface PaiChartOptions extends ChartOptions {
  labels: SideLabels;
  /** The y axis title; by default the symbol of the metrics' unit in `locale` when they share one. */
  titles?: { x?: string; y?: string };
}

/** The symbol of the unit every figure shares ("t CO2e", "%"), in the chart's language; none when they differ. */
const sharedUnit = (units: readonly IndicatorUnitId[], locale: Locale): string | undefined => {
  const first = units[0];
  if (first === undefined || units.some((u) => u !== first)) return undefined;
  return unitById(first).symbol[locale] || undefined;
};

/**
 * An indicator's figures (PAI 1: scope 1, 2, 3 and total …), portfolio next to benchmark, two decimals
 * (sfdr-pai-and-taxonomy.md §5.13). A figure with status no_data or not_applicable shows "n/a", never 0.
 */
export const paiIndicatorChart = (indicator: PaiIndicator, options: PaiChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const hasBenchmark = indicator.metrics.some((m) => m.benchmark !== null);
  const data = indicator.metrics.flatMap((m) => [
    { category: m.label, series: options.labels.portfolio, value: m.portfolio.value },
    ...(hasBenchmark
      ? [{ category: m.label, series: options.labels.benchmark, value: m.benchmark?.value ?? null }]
      : []),
  ]);
  const unit = sharedUnit(
    indicator.metrics.map((m) => m.portfolio.unit),
    options.locale,
  );
  return comparisonBars({
    data,
    categories: indicator.metrics.map((m) => m.label),
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.decimal2,
    titles: { x: options.titles?.x, y: options.titles?.y ?? unit },
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};

export interface PaiQuarterlyChartOptions extends ChartOptions {
  labels: { noData: string; series: string };
  /** Translated quarter names, e.g. ['Q1', 'Q2', 'Q3', 'Q4'] or ['T1', 'T2', 'T3', 'T4']. */
  quarterLabels: readonly [string, string, string, string];
  titles?: { x?: string; y?: string };
}

/** The quarter-end values of one metric over the reference year (RTS Art. 6(3)). */
export const paiQuarterlyChart = (
  quarterly: PaiQuarterly,
  options: PaiQuarterlyChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const labelOf = (n: number) => options.quarterLabels[n - 1] ?? `Q${n}`;
  const values = [...quarterly.values].sort((a, b) => a.number - b.number);
  return comparisonBars({
    data: values.map((q) => ({ category: labelOf(q.number), series: options.labels.series, value: q.value })),
    categories: values.map((q) => labelOf(q.number)),
    series: [{ label: options.labels.series, color: colors.primary }],
    format: chartFormats.decimal2,
    titles: {
      x: options.titles?.x,
      y:
        options.titles?.y ??
        sharedUnit(
          values.map((q) => q.unit),
          options.locale,
        ),
    },
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};
