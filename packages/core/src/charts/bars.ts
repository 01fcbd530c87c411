import type { TopLevelSpec } from 'vega-lite';
import type { ChartOptions, ResolvedColors } from './theme.ts';
import { categoryAxis, frame } from './theme.ts';

/** One bar of a grouped column chart; a null value is drawn as the "n/a" label, never as a zero bar. */
export interface ComparisonDatum {
  category: string;
  series: string;
  value: number | null;
}

export interface ComparisonSeries {
  label: string;
  color: string;
}

export interface ComparisonBarsInput {
  data: readonly ComparisonDatum[];
  /** Category labels in display order. */
  categories: readonly string[];
  series: readonly ComparisonSeries[];
  /** d3 format of the values (labels and axis). */
  format: string;
  titles?: { x?: string; y?: string };
  /** Shown where a value is missing. */
  noDataLabel: string;
  options: ChartOptions;
  colors: ResolvedColors;
}

/** Grouped columns: categories on x, one column per series, value labels on top, "n/a" for missing values. */
export const comparisonBars = (input: ComparisonBarsInput): TopLevelSpec => {
  const seriesLabels = input.series.map((s) => s.label);
  return {
    ...frame(input.options, input.colors),
    data: { values: input.data.map((d) => ({ ...d })) },
    encoding: {
      x: {
        field: 'category',
        type: 'nominal',
        sort: [...input.categories],
        title: input.titles?.x ?? null,
        axis: categoryAxis(input.categories, input.options),
      },
      xOffset: { field: 'series', type: 'nominal', sort: seriesLabels },
    },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          y: {
            field: 'value',
            type: 'quantitative',
            title: input.titles?.y ?? null,
            axis: { format: input.format },
          },
          color: {
            field: 'series',
            type: 'nominal',
            scale: { domain: seriesLabels, range: input.series.map((s) => s.color) },
            legend: input.series.length > 1 ? {} : null,
          },
        },
      },
      {
        mark: { type: 'text', baseline: 'bottom', dy: -2 },
        encoding: {
          y: { field: 'value', type: 'quantitative' },
          text: { field: 'value', type: 'quantitative', format: input.format },
        },
      },
      {
        transform: [{ filter: 'datum.value === null' }],
        mark: { type: 'text', baseline: 'bottom', dy: -2, fontStyle: 'italic' },
        encoding: { y: { datum: 0 }, text: { value: input.noDataLabel } },
      },
    ],
  };
};
