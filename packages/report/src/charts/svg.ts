import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CHART_BOLD_FAMILY, FONT_FAMILY } from '../theme/fonts.ts';

/** A chart of a section: a key the section looks it up by, and core's vega-lite spec. */
export interface ChartRequest {
  key: string;
  spec: TopLevelSpec;
}

/**
 * A vega expression splitting an axis label into lines at spaces, as many characters a line as the band has room
 * for (about 7 px a character at 11 px), between 10 and 40.
 */
const WRAP_LABEL =
  "split(trim(replace(datum.label, regexp('(.{1,' + clamp(floor(bandwidth('x') / 7), 10, 40) + '})(\\\\s+|$)', 'g'), '$1\\n')), '\\n')";

/** The report's font in every text role of a spec's config, so vega measures and names the font we embed. */
export const withReportFont = (spec: TopLevelSpec): TopLevelSpec => {
  const config = spec.config ?? {};
  return {
    ...spec,
    config: {
      ...config,
      font: FONT_FAMILY,
      axis: { ...config.axis, labelFont: FONT_FAMILY, titleFont: FONT_FAMILY },
      // category labels under bars wrap onto lines as wide as their band: on one line, long ones ("Scope 1 GHG
      // emissions", "Capital expenditure") were cut to "Scope 1 GHG emis…" (vega measures text without a canvas)
      axisXBand: {
        labelAngle: 0,
        labelAlign: 'center',
        labelBaseline: 'top',
        labelLimit: 400,
        labelExpr: WRAP_LABEL,
      },
      // two legend entries a row: four series (taxonomy) in one row ran past the page edge
      legend: { ...config.legend, labelFont: FONT_FAMILY, titleFont: FONT_FAMILY, columns: 2 },
      title: { ...config.title, font: FONT_FAMILY },
      text: { ...config.text, font: FONT_FAMILY },
    },
  } as TopLevelSpec;
};

const round = (value: number) => Math.round(value * 100) / 100;

/** Vega sizes are CSS pixels; charts are drawn at this share of their size so their text matches the tables'. */
export const CHART_SCALE = 0.78;

const tagPattern = (name: string) => new RegExp(`<${name}\\b([^>]*?)(/?)>`, 'g');

/**
 * A multi-line label (vega writes `<text><tspan>a</tspan><tspan x="0" dy="13">b</tspan></text>`) as one `<text>`
 * per line, each moved down by the lines above it: react-pdf draws tspans with their own dy at the first line.
 */
const splitLines = (_match: string, attributes: string, spans: string): string => {
  const y0 = Number(/\sy="([-\d.]+)"/.exec(attributes)?.[1] ?? 0);
  const rest = attributes.replace(/\sy="[^"]*"/, '');
  let y = y0;
  return [...spans.matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)]
    .map(([, spanAttributes = '', line = '']) => {
      y += Number(/\sdy="([-\d.]+)"/.exec(spanAttributes)?.[1] ?? 0);
      return `<text${rest} y="${round(y)}">${line}</text>`;
    })
    .join('');
};

/**
 * Leaves out the `<g>` groups that do nothing (no attributes, or only a zero translation): each one is a node
 * react-pdf lays out and draws (save, children, restore) for the same picture.
 */
const unwrapPlainGroups = (svg: string): string => {
  const plain: boolean[] = [];
  return svg.replace(
    /<(\/?)g\b([^>]*?)(\/?)>/g,
    (tag, closing: string, attributes: string, selfClosing: string) => {
      if (selfClosing) return tag;
      if (closing) return plain.pop() ? '' : tag;
      const isPlain = /^\s*(?:transform="translate\(0,0\)")?\s*$/.test(attributes);
      plain.push(isPlain);
      return isPlain ? '' : tag;
    },
  );
};

/**
 * An element drawn again, identical, right after itself: vega draws a rule given as a constant (the zero line of the
 * cumulative returns) once per data row, 500 times for a year of days. Drawn once it is the same line (opaque
 * strokes only: a translucent one darkens as it repeats, so those stay).
 */
const dropRepeats = (svg: string): string =>
  svg.replace(/(<(?:line|path|rect)\b[^>]*\/>)\1+/g, (run: string, element: string) =>
    /opacity="0/.test(element) ? run : element,
  );

/**
 * Makes vega's SVG digestible for react-pdf and lighter to lay out: groups that do nothing and repeats go;
 * `<line>` elements get the x1/y1/x2/y2 that SVG lets vega leave out
 * (react-pdf needs all four), and bold text switches to the bold family (react-pdf's SVG text ignores
 * font-weight). `scale` resizes the drawing (its viewBox is kept), so a chart fits the page at a readable size.
 */
export const normalizeVegaSvg = (svg: string, scale = 1): string => {
  const cleaned = svg
    // accessibility and styling hooks react-pdf ignores, and empty background paths: fewer nodes to lay out
    .replace(/\s(?:class|role|aria-[a-z]+|pointer-events)="[^"]*"/g, '')
    .replace(/<path d="M0,0h0v0h0Z"\/>/g, '')
    .replace(/<path d="" display="none"\/>/g, '')
    .replace(
      /^<svg([^>]*?) width="([\d.]+)" height="([\d.]+)"/,
      (_m, rest: string, w: string, h: string) =>
        `<svg${rest} width="${round(Number(w) * scale)}" height="${round(Number(h) * scale)}"`,
    )
    .replace(tagPattern('line'), (_tag, attributes: string, selfClosing: string) => {
      const missing = ['x1', 'y1', 'x2', 'y2'].filter((a) => !new RegExp(`\\s${a}="`).test(attributes));
      return `<line${missing.map((a) => ` ${a}="0"`).join('')}${attributes}${selfClosing}>`;
    })
    .replace(/<text([^>]*)>((?:<tspan[^>]*>[^<]*<\/tspan>)+)<\/text>/g, splitLines)
    .replace(tagPattern('text'), (tag: string, attributes: string, selfClosing: string) => {
      if (!/\sfont-weight="(bold|[6-9]00)"/.test(attributes)) return tag;
      const bold = attributes.replace(/\sfont-family="[^"]*"/, '');
      return `<text font-family="${CHART_BOLD_FAMILY}"${bold}${selfClosing}>`;
    });
  return dropRepeats(unwrapPlainGroups(cleaned));
};

/** The name the chart's rows go by when the compiled chart is kept for reuse. */
const ROWS = 'esgkitRows';
/** Compiled charts by their spec without its rows; bounded, oldest dropped first. */
const runtimes = new Map<string, vega.Runtime>();
const MAX_RUNTIMES = 128;

/**
 * The chart compiled to a vega runtime, and its rows. Compiling (vega-lite → vega → runtime) is about half a chart's
 * time and depends on the spec's shape (labels, sizes, colours, locale), not on its rows: a spec whose rows are
 * inline is compiled once with them as a named data set, and the rows are given to each view. Same output.
 */
const runtimeOf = (spec: TopLevelSpec): { runtime: vega.Runtime; rows?: unknown[] } => {
  const styled = withReportFont(spec);
  const data = (styled as { data?: { values?: unknown } }).data;
  if (!data || !Array.isArray(data.values)) return { runtime: vega.parse(compile(styled).spec) };
  const shape = { ...styled, data: { name: ROWS } } as TopLevelSpec;
  const key = JSON.stringify(shape);
  let runtime = runtimes.get(key);
  if (!runtime) {
    runtime = vega.parse(compile(shape).spec);
    if (runtimes.size >= MAX_RUNTIMES) runtimes.delete(runtimes.keys().next().value as string);
    runtimes.set(key, runtime);
  }
  return { runtime, rows: data.values };
};

/**
 * Renders a vega-lite spec to an SVG string in Node, without a canvas (vega's headless 'none' renderer).
 * @example const svg = await renderChartSvg(allocationChart(aggregates.countries, options));
 */
export const renderChartSvg = async (spec: TopLevelSpec): Promise<string> => {
  const { runtime, rows } = runtimeOf(spec);
  const view = new vega.View(runtime, { renderer: 'none' });
  // vega may add fields to the rows it is given: each view gets copies
  if (rows)
    view.data(
      ROWS,
      rows.map((row) => (row && typeof row === 'object' ? { ...row } : row)),
    );
  try {
    return normalizeVegaSvg(await view.toSVG(), CHART_SCALE);
  } finally {
    view.finalize();
  }
};

/** Finished charts by their whole spec (rows included); bounded, oldest dropped first. */
const drawn = new Map<string, string>();
const MAX_DRAWN = 256;

/**
 * Renders every chart a report needs, one after another (vega is single-threaded; order keeps output stable). A
 * spec drawn before (the same chart of the same results: a report again, in the other language's twin, a batch's
 * shared benchmark) gives its SVG again: same spec, same SVG.
 */
export const renderChartSvgs = async (requests: readonly ChartRequest[]): Promise<Map<string, string>> => {
  const svgs = new Map<string, string>();
  for (const request of requests) {
    const key = JSON.stringify(request.spec);
    let svg = drawn.get(key);
    if (svg === undefined) {
      svg = await renderChartSvg(request.spec);
      if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
      drawn.set(key, svg);
    }
    svgs.set(request.key, svg);
  }
  return svgs;
};
