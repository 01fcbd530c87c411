import type { TopLevelSpec } from 'vega-lite';
import type { EsgData, SustainabilityScore } from '../schemas/esg.ts';
import { comparisonBars } from './bars.ts';
import { chartFormats } from './locale.ts';
import { type ChartOptions, resolveColors, type SideLabels, sidesOf } from './theme.ts';

export interface EsgPillarsChartOptions extends ChartOptions {
  labels: SideLabels;
  /** Translated pillar names, e.g. { e: 'Environmental', s: 'Social', g: 'Governance' }. */
  pillarLabels: { e: string; s: string; g: string };
  titles?: { x?: string; y?: string };
}

const esgPillars = ['e', 's', 'g'] as const;

/** E, S and G scores (0–100) of the portfolio's TOTAL row next to the BENCHMARK row; "n/a" where missing. */
export const esgPillarsChart = (esg: EsgData, options: EsgPillarsChartOptions): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const hasBenchmark = esgPillars.some((p) => esg[p].benchmarkTotal !== null);
  const data = esgPillars.flatMap((p) => [
    {
      category: options.pillarLabels[p],
      series: options.labels.portfolio,
      value: esg[p].portfolioTotal?.score ?? null,
    },
    ...(hasBenchmark
      ? [
          {
            category: options.pillarLabels[p],
            series: options.labels.benchmark,
            value: esg[p].benchmarkTotal?.score ?? null,
          },
        ]
      : []),
  ]);
  return comparisonBars({
    data,
    categories: esgPillars.map((p) => options.pillarLabels[p]),
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.decimal1,
    titles: options.titles,
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};

const scorePillars = ['overall', 'environmental', 'social', 'governance', 'impact', 'products'] as const;
type ScorePillar = (typeof scorePillars)[number];

export interface SustainabilityScoreChartOptions extends ChartOptions {
  labels: SideLabels;
  /** Translated pillar names; leave `overall` out to draw the five pillars only. */
  pillarLabels: Omit<Record<ScorePillar, string>, 'overall'> & { overall?: string };
  titles?: { x?: string; y?: string };
}

/** The sustainability score and its five pillars (spec doc 2 §3), portfolio next to benchmark. */
export const sustainabilityScoreChart = (
  score: SustainabilityScore,
  options: SustainabilityScoreChartOptions,
): TopLevelSpec => {
  const colors = resolveColors(options.colors);
  const pillars = scorePillars.filter((p) => options.pillarLabels[p] !== undefined);
  const labelOf = (p: ScorePillar) => options.pillarLabels[p] ?? p;
  const hasBenchmark = pillars.some((p) => score[p].benchmark !== null);
  const data = pillars.flatMap((p) => [
    { category: labelOf(p), series: options.labels.portfolio, value: score[p].portfolio },
    ...(hasBenchmark
      ? [{ category: labelOf(p), series: options.labels.benchmark, value: score[p].benchmark }]
      : []),
  ]);
  return comparisonBars({
    data,
    categories: pillars.map(labelOf),
    series: sidesOf(options.labels, colors, hasBenchmark),
    format: chartFormats.decimal1,
    titles: options.titles,
    noDataLabel: options.labels.noData,
    options,
    colors,
  });
};
