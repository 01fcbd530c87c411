import type { TopLevelSpec } from 'vega-lite';
import type { TaxonomyKpi, TaxonomySide, TaxonomySummary } from '../schemas/taxonomy.ts';
import { comparisonBars } from './bars.ts';
import { chartFormats } from './locale.ts';
import { type ChartOptions, resolveColors, type SideLabels, tint } from './theme.ts';

export interface TaxonomyChartOptions extends ChartOptions {
  labels: SideLabels;
  kpiLabels: Record<TaxonomyKpi, string>;
  measureLabels: { eligible: string; aligned: string };
  /** The templates' two bars: shares of all investments including (default) or excluding sovereign bonds. */
  sovereigns?: 'including' | 'excluding';
  titles?: { x?: string; y?: string };
}

const kpis: readonly TaxonomyKpi[] = ['turnover', 'capex', 'opex'];

/**
 * Eligible and aligned shares per KPI (turnover, CapEx, OpEx), portfolio next to benchmark: eligible in a
 * lighter shade of each side's colour (RTS Art. 17; sfdr-pai-and-taxonomy.md §7).
 */
export const taxonomyChart = (summary: TaxonomySummary, options: TaxonomyChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const basis = options.sovereigns === 'excluding' ? 'excludingSovereigns' : 'includingSovereigns';
  const { labels, measureLabels } = options;
  const seriesOf = (side: string, measure: string) => `${side} · ${measure}`;
  const sides: Array<{ label: string; color: string; data: TaxonomySide }> = [
    { label: labels.portfolio, color: colors.primary, data: summary.portfolio },
    ...(summary.benchmark
      ? [{ label: labels.benchmark, color: colors.benchmark, data: summary.benchmark }]
      : []),
  ];
  const pct = (v: number | null) => (v === null ? null : v / 100);
  const data = kpis.flatMap((kpi) =>
    sides.flatMap((side) => [
      {
        category: options.kpiLabels[kpi],
        series: seriesOf(side.label, measureLabels.eligible),
        value: pct(side.data[kpi][basis].eligiblePct),
      },
      {
        category: options.kpiLabels[kpi],
        series: seriesOf(side.label, measureLabels.aligned),
        value: pct(side.data[kpi][basis].alignedPct),
      },
    ]),
  );
  return comparisonBars({
    data,
    categories: kpis.map((k) => options.kpiLabels[k]),
    series: sides.flatMap((side) => [
      { label: seriesOf(side.label, measureLabels.eligible), color: tint(side.color, 0.55) },
      { label: seriesOf(side.label, measureLabels.aligned), color: side.color },
    ]),
    format: chartFormats.percent,
    titles: options.titles,
    noDataLabel: labels.noData,
    options,
    colors,
  });
};
