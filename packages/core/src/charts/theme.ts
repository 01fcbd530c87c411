import type { Config } from 'vega-lite';
import type { Locale } from '../schemas/common.ts';
import { chartLocales } from './locale.ts';

/** The default brand colour (spec doc 1 §9: default company colour #00A0FF). */
export const BRAND_COLOR = '#00A0FF';
/**
 * The PDF cover's logo box in points (1/72 in): the report lays the logo out in it, and the engine rasterises an
 * SVG logo to fit it (a PDF embeds PNG/JPEG only).
 */
export const REPORT_LOGO_BOX = { width: 110, height: 55 } as const;
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
  /**
   * With width 'container': the element's width in pixels, so that the x-axis labels fit it (a 390 px phone
   * stands them upright and shows fewer dates). Without it the axes are as the PDF draws them.
   */
  containerWidth?: number;
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
/** Below this container width (a phone) the legend is one column. */
const NARROW_WIDTH = 480;

// Room the y axis, its labels and the padding take beside the plot, and the width of an average character of an
// 11 px axis label (chartTheme): what the x-axis layout below is measured in.
const Y_AXIS_ROOM = 72;
const LABEL_CHAR_PX = 6;
const LABEL_LINE_PX = 14;

/** The width in pixels the x axis has to lay its labels along. */
const plotWidth = (options: ChartOptions): number => {
  const outer = options.containerWidth ?? (typeof options.width === 'number' ? options.width : DEFAULT_WIDTH);
  return Math.max(LABEL_LINE_PX, outer - Y_AXIS_ROOM);
};

/** Words of `text` gathered into lines of at most `room` pixels, greedily; null when a word alone is wider. */
const wrapLabel = (text: string, room: number): string[] | null => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    if (word.length * LABEL_CHAR_PX > room) return null;
    const last = lines.at(-1);
    if (last !== undefined && (last.length + 1 + word.length) * LABEL_CHAR_PX <= room)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};
const MAX_LABEL_LINES = 4;

/**
 * The x axis of category labels: level while the longest fits its slot; level and broken into lines (at most
 * four) when every word fits; else upright and cut at `labelLimit` (upright labels need only a line's height
 * each, so they never run into each other).
 */
export const categoryAxis = (categories: readonly string[], options: ChartOptions) => {
  // the PDF's fixed widths keep the level labels they were laid out for
  if (options.containerWidth === undefined) return { labelAngle: 0 };
  const room = plotWidth(options) / Math.max(1, categories.length) - 4;
  if (Math.max(0, ...categories.map((c) => c.length)) * LABEL_CHAR_PX <= room) return { labelAngle: 0 };
  const wrapped = categories.map((c) => [c, wrapLabel(c, room)] as const);
  if (wrapped.every(([, lines]) => lines && lines.length <= MAX_LABEL_LINES)) {
    // an expression, not data: the axis labels are the category names (JSON strings are vega string literals)
    const labelExpr = wrapped.reduceRight(
      (otherwise, [c, lines]) =>
        lines && lines.length > 1
          ? `datum.label === ${JSON.stringify(c)} ? ${JSON.stringify(lines)} : ${otherwise}`
          : otherwise,
      'datum.label',
    );
    return { labelAngle: 0, labelExpr, labelLineHeight: LABEL_LINE_PX };
  }
  return { labelAngle: -90, labelAlign: 'right', labelBaseline: 'middle', labelLimit: 160 } as const;
};

/** How many dates a time axis shows: about one per 80 px of plot, 2 to 6. */
export const timeTickCount = (options: ChartOptions): number =>
  options.containerWidth === undefined ? 6 : Math.min(6, Math.max(2, Math.floor(plotWidth(options) / 80)));

/** The frame of every spec: schema, size, title and config. */
export const frame = (options: ChartOptions, colors: ResolvedColors) => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json' as const,
  width: options.width ?? DEFAULT_WIDTH,
  height: options.height ?? DEFAULT_HEIGHT,
  ...(options.title ? { title: options.title } : {}),
  config: {
    ...chartConfig(options.locale, colors),
    // a phone's chart lists its legend in a column rather than cutting a long row at its edge
    ...(options.containerWidth !== undefined && options.containerWidth < NARROW_WIDTH
      ? { legend: { ...chartTheme.legend, columns: 1 } }
      : {}),
  },
});
