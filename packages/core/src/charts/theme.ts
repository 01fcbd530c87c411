import type { Config } from 'vega-lite';
import type { Locale } from '../schemas/common.ts';
import { chartLocales } from './locale.ts';

/** The default brand colour (spec doc 1 §9: default company colour #00A0FF). */
export const BRAND_COLOR = '#00A0FF';
/** Benchmarks are drawn in a neutral grey so the portfolio stands out. */
export const BENCHMARK_COLOR = '#9AA0A6';
/** Colours after the brand colour, for charts with many series (allocations, chat answers). */
export const CHART_PALETTE = [
  '#00A0FF',
  '#1B3A57',
  '#2BB673',
  '#F5A623',
  '#8E6CD8',
  '#E85D75',
  '#3FC1C9',
  '#B8B8B8',
  '#6B8E23',
  '#C0504D',
] as const;

/** Colour overrides, e.g. the advisor's brand colour from CompanyInfo.color. */
export interface ChartColors {
  primary?: string;
  benchmark?: string;
  palette?: readonly string[];
}

/** What every chart builder takes besides its data. */
export interface ChartOptions {
  locale: Locale;
  colors?: ChartColors;
  /** Pixels, or 'container' to fill the element (web only). */
  width?: number | 'container';
  height?: number;
  /** An already-translated chart title. */
  title?: string;
}

/** Translated names of the two sides and of a missing value ("n/a"). */
export interface SideLabels {
  portfolio: string;
  benchmark: string;
  noData: string;
}

export interface ResolvedColors {
  primary: string;
  benchmark: string;
  palette: string[];
}

export const resolveColors = (colors: ChartColors | undefined): ResolvedColors => {
  const primary = colors?.primary ?? BRAND_COLOR;
  const rest = (colors?.palette ?? CHART_PALETTE).filter((c) => c.toUpperCase() !== primary.toUpperCase());
  return { primary, benchmark: colors?.benchmark ?? BENCHMARK_COLOR, palette: [primary, ...rest] };
};

/** The portfolio in the brand colour, the benchmark (when there is one) in grey. */
export const sidesOf = (labels: SideLabels, colors: ResolvedColors, hasBenchmark: boolean) => [
  { label: labels.portfolio, color: colors.primary },
  ...(hasBenchmark ? [{ label: labels.benchmark, color: colors.benchmark }] : []),
];

/**
 * A lighter shade of a #rrggbb colour, mixed with white (`amount` 0 = unchanged, 1 = white); used for the
 * "eligible" bars behind the "aligned" ones.
 */
export const tint = (hex: string, amount: number): string => {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const n = Number.parseInt(match[1], 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
};

const FONT = 'Helvetica, Arial, sans-serif';

/** The shared look of every chart, on screen and on paper. */
export const chartTheme: Config = {
  font: FONT,
  background: '#FFFFFF',
  padding: 8,
  view: { stroke: null },
  axis: {
    labelFont: FONT,
    titleFont: FONT,
    labelFontSize: 11,
    titleFontSize: 11,
    titleFontWeight: 'normal',
    labelColor: '#4A4A4A',
    titleColor: '#4A4A4A',
    domainColor: '#C8C8C8',
    tickColor: '#C8C8C8',
    gridColor: '#EDEDED',
  },
  axisX: { grid: false },
  legend: {
    labelFont: FONT,
    titleFont: FONT,
    labelFontSize: 11,
    labelLimit: 280,
    orient: 'bottom',
    title: null,
  },
  title: { font: FONT, fontSize: 13, fontWeight: 'bold', anchor: 'start', color: '#1B1B1B' },
  bar: { cornerRadiusEnd: 2 },
  line: { strokeWidth: 2 },
  text: { font: FONT, fontSize: 10, color: '#4A4A4A' },
};

/** The theme with the locale's number and time formats and the colours. */
export const chartConfig = (locale: Locale, colors: ResolvedColors): Config => ({
  ...chartTheme,
  locale: chartLocales[locale],
  range: { category: colors.palette },
});

export const DEFAULT_WIDTH = 480;
export const DEFAULT_HEIGHT = 260;

/** The frame of every spec: schema, size, title and config. */
export const frame = (options: ChartOptions, colors: ResolvedColors) => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json' as const,
  width: options.width ?? DEFAULT_WIDTH,
  height: options.height ?? DEFAULT_HEIGHT,
  ...(options.title ? { title: options.title } : {}),
  config: chartConfig(options.locale, colors),
});
