import type { TopLevelSpec } from 'vega-lite';
import type { ChatChartData } from '../schemas/chat.ts';
import { type ChartOptions, frame, resolveColors } from './theme.ts';

export interface ChatChartOptions extends ChartOptions {
  labels: { noData: string };
  titles?: { x?: string; y?: string };
}

/** Rounds to 2 decimals (spec doc 2 §9: chat values rounded to 2 decimals). */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * A vega expression that writes a number with K or M for thousands and millions and at most two decimals,
 * in the view's locale (spec doc 2 §9: large values in K/M).
 */
export const compactNumberExpr = (field: string): string =>
  `abs(${field}) >= 1e6 ? format(${field} / 1e6, ',.2~f') + 'M' : ` +
  `abs(${field}) >= 1e3 ? format(${field} / 1e3, ',.2~f') + 'K' : format(${field}, ',.2~f')`;

/**
 * The chart of a chat answer (spec doc 2 §9): an area per series when the answer spans several years, else
 * a column per series; values rounded to 2 decimals and written in K/M.
 */
export const chatAnswerChart = (chart: ChatChartData, options: ChatChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const values = chart.points.map((p) => ({ ...p, value: p.value === null ? null : round2(p.value) }));
  const series = [...new Set(values.map((p) => p.series))];
  const years = new Set(values.filter((p) => p.value !== null).map((p) => p.year));
  const yAxis = { labelExpr: compactNumberExpr('datum.value') };
  const yTitle = options.titles?.y ?? chart.unit ?? null;
  const label = [{ calculate: compactNumberExpr('datum.value'), as: 'label' }];
  const base = { ...frame({ ...options, title: options.title ?? chart.title }, colors), data: { values } };
  const color = {
    field: 'series',
    type: 'nominal',
    sort: series,
    scale: { domain: series, range: colors.palette },
    legend: series.length > 1 ? {} : null,
  } as const;

  if (years.size > 1) {
    const x = {
      field: 'year',
      type: 'ordinal',
      title: options.titles?.x ?? null,
      axis: { labelAngle: 0 },
    } as const;
    const y = { field: 'value', type: 'quantitative', title: yTitle, axis: yAxis, stack: null } as const;
    return {
      ...base,
      transform: [{ filter: 'datum.value !== null' }],
      layer: [
        { mark: { type: 'area', opacity: 0.25, line: true }, encoding: { x, y, color } },
        {
          transform: label,
          mark: { type: 'text', baseline: 'bottom', dy: -4 },
          encoding: { x, y, text: { field: 'label', type: 'nominal' } },
        },
      ],
    };
  }

  const x = {
    field: 'series',
    type: 'nominal',
    sort: series,
    title: options.titles?.x ?? null,
    axis: { labelAngle: 0 },
  } as const;
  return {
    ...base,
    layer: [
      {
        mark: { type: 'bar' },
        encoding: { x, y: { field: 'value', type: 'quantitative', title: yTitle, axis: yAxis }, color },
      },
      {
        transform: [{ filter: 'datum.value !== null' }, ...label],
        mark: { type: 'text', baseline: 'bottom', dy: -2 },
        encoding: {
          x,
          y: { field: 'value', type: 'quantitative' },
          text: { field: 'label', type: 'nominal' },
        },
      },
      {
        transform: [{ filter: 'datum.value === null' }],
        mark: { type: 'text', baseline: 'bottom', dy: -2, fontStyle: 'italic' },
        encoding: { x, y: { datum: 0 }, text: { value: options.labels.noData } },
      },
    ],
  };
};
