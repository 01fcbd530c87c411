import type { TopLevelSpec } from 'vega-lite';
import type { Allocation, AllocationEntry } from '../schemas/holdings.ts';
import { chartFormats } from './locale.ts';
import { type ChartOptions, frame, resolveColors } from './theme.ts';

export interface AllocationChartOptions extends ChartOptions {
  /** Horizontal bars (default) or a donut. */
  kind?: 'bar' | 'donut';
  /** Translated names of the "other" and "unknown" buckets of an Allocation. */
  labels: { other: string; unknown: string };
  titles?: { x?: string };
}

interface Slice {
  label: string;
  value: number;
  rank: number;
}

/** Entries by weight (largest first), then "other" and "unknown"; labels made unique; weights as fractions. */
const slicesOf = (
  allocation: Allocation | readonly AllocationEntry[],
  labels: AllocationChartOptions['labels'],
) => {
  const isList = Array.isArray(allocation);
  const entries: readonly AllocationEntry[] = isList ? allocation : (allocation as Allocation).entries;
  const sorted = [...entries].sort((a, b) => b.weightPct - a.weightPct);
  const seen = new Map<string, number>();
  for (const e of sorted) seen.set(e.label, (seen.get(e.label) ?? 0) + 1);
  const slices: Slice[] = sorted.map((e, rank) => ({
    label: (seen.get(e.label) ?? 0) > 1 ? `${e.label} (${e.key})` : e.label,
    value: e.weightPct / 100,
    rank,
  }));
  if (!isList) {
    const { otherPct, unknownPct } = allocation as Allocation;
    if (otherPct > 0) slices.push({ label: labels.other, value: otherPct / 100, rank: slices.length });
    if (unknownPct > 0) slices.push({ label: labels.unknown, value: unknownPct / 100, rank: slices.length });
  }
  return slices;
};

/**
 * An allocation (distribution, assets, countries, currencies, sectors, SDGs) as horizontal bars or a donut,
 * each slice labelled with its weight.
 * @example allocationChart(aggregates.countries, { locale: 'it-IT', labels: { other: 'Altri', unknown: 'Non noto' } })
 */
export const allocationChart = (
  allocation: Allocation | readonly AllocationEntry[],
  options: AllocationChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const slices = slicesOf(allocation, options.labels);
  const order = slices.map((s) => s.label);
  const base = { ...frame(options, colors), data: { values: slices } };
  if (options.kind === 'donut') {
    const size = Math.min(typeof options.width === 'number' ? options.width : 260, options.height ?? 260);
    const outer = Math.round(size / 2.6);
    return {
      ...base,
      encoding: {
        theta: { field: 'value', type: 'quantitative', stack: true },
        order: { field: 'rank', type: 'quantitative' },
        color: {
          field: 'label',
          type: 'nominal',
          sort: order,
          scale: { domain: order, range: colors.palette },
          legend: { orient: 'right', title: null },
        },
      },
      layer: [
        { mark: { type: 'arc', innerRadius: Math.round(outer * 0.6), outerRadius: outer } },
        {
          mark: { type: 'text', radius: outer + 14 },
          encoding: { text: { field: 'value', type: 'quantitative', format: chartFormats.percent } },
        },
      ],
    };
  }
  return {
    ...base,
    encoding: {
      y: { field: 'label', type: 'nominal', sort: order, title: null, axis: { labelLimit: 160 } },
      x: {
        field: 'value',
        type: 'quantitative',
        title: options.titles?.x ?? null,
        axis: { format: chartFormats.percent, tickCount: 5 },
      },
    },
    layer: [
      { mark: { type: 'bar', color: colors.primary } },
      {
        mark: { type: 'text', align: 'left', baseline: 'middle', dx: 3 },
        encoding: { text: { field: 'value', type: 'quantitative', format: chartFormats.percent } },
      },
    ],
  };
};
