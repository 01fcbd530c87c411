import type { TopLevelSpec } from 'vega-lite';
import { chartFormats } from './locale.ts';
import type { ChartOptions, ResolvedColors } from './theme.ts';
import { frame, timeTickCount } from './theme.ts';

/** One point of a time series; null leaves a gap in the line. */
export interface LinePoint {
  date: string;
  series: string;
  value: number | null;
}

export interface LineChartInput {
  points: readonly LinePoint[];
  series: ReadonlyArray<{ label: string; color: string }>;
  /** d3 format of the y values (axis and end labels). */
  format: string;
  titles?: { x?: string; y?: string };
  /** Draw a rule at 0 (returns). */
  zeroLine?: boolean;
  /** Start the y axis at 0 (false for index values). */
  zero?: boolean;
  options: ChartOptions;
  colors: ResolvedColors;
}

const DAY_MS = 86_400_000;

/** About `ticks` ticks (six by default) on calendar boundaries, formatted for the span: days, months or years. */
export const timeAxisOf = (points: readonly LinePoint[], ticks = 6) => {
  const times = points.map((p) => Date.parse(`${p.date}T00:00:00Z`)).filter((t) => !Number.isNaN(t));
  const days = times.length ? (Math.max(...times) - Math.min(...times)) / DAY_MS : 0;
  if (days <= 92) {
    return {
      format: chartFormats.dayMonth,
      tickCount: { interval: 'week' as const, step: Math.max(1, Math.ceil(days / 7 / ticks)) },
    };
  }
  if (days <= 2 * 366) {
    return {
      format: chartFormats.monthYear,
      tickCount: { interval: 'month' as const, step: Math.max(1, Math.ceil(days / 30.4 / ticks)) },
    };
  }
  return {
    format: chartFormats.year,
    tickCount: { interval: 'year' as const, step: Math.max(1, Math.ceil(days / 365.25 / ticks)) },
  };
};

/** Lines over time (UTC dates, so a chart reads the same in every time zone) with each line's last value. */
export const lineChart = (input: LineChartInput): TopLevelSpec => {
  const lastIndex = new Map<string, number>();
  input.points.forEach((p, i) => {
    if (p.value === null) return;
    const current = lastIndex.get(p.series);
    if (current === undefined || (input.points[current]?.date ?? '') <= p.date) lastIndex.set(p.series, i);
  });
  const lastOnes = new Set(lastIndex.values());
  const values = input.points.map((p, i) => ({ ...p, isLast: lastOnes.has(i) }));
  const labels = input.series.map((s) => s.label);
  const x = {
    field: 'date',
    type: 'temporal',
    scale: { type: 'utc' },
    title: input.titles?.x ?? null,
    axis: { labelOverlap: true, ...timeAxisOf(input.points, timeTickCount(input.options)) },
  } as const;
  const y = {
    field: 'value',
    type: 'quantitative',
    scale: { zero: input.zero ?? true },
    title: input.titles?.y ?? null,
    axis: { format: input.format },
  } as const;
  const color = {
    field: 'series',
    type: 'nominal',
    scale: { domain: labels, range: input.series.map((s) => s.color) },
    legend: input.series.length > 1 ? {} : null,
  } as const;
  return {
    ...frame(input.options, input.colors),
    data: { values },
    layer: [
      ...(input.zeroLine
        ? [{ mark: { type: 'rule' as const, color: '#C8C8C8' }, encoding: { y: { datum: 0 } } }]
        : []),
      { mark: { type: 'line', interpolate: 'linear' }, encoding: { x, y, color } },
      {
        transform: [{ filter: 'datum.isLast' }],
        mark: { type: 'text', align: 'left', dx: 4, baseline: 'middle' },
        encoding: {
          x,
          y,
          color,
          text: { field: 'value', type: 'quantitative', format: input.format },
        },
      },
    ],
  };
};
