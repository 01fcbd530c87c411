// Test-only: compiles a vega-lite spec and renders it headless, as the PDF report does.
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** Compiles with vega-lite, parses with vega, runs a headless view and returns its SVG. */
export const renderSvg = async (spec: TopLevelSpec): Promise<string> => {
  const compiled = compile(spec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  await view.runAsync();
  const svg = await view.toSVG();
  view.finalize();
  return svg;
};

/** The text of every <text> element of an SVG, in document order. */
export const svgTexts = (svg: string): string[] =>
  [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );

/** The text of the chart's own text marks (value labels), leaving out axes and legends. */
export const markTexts = (svg: string): string[] =>
  [...svg.matchAll(/<g class="mark-text role-mark[^"]*"[^>]*>([\s\S]*?)<\/g>/g)].flatMap((m) =>
    svgTexts(m[1] ?? ''),
  );

/** The labels of the axes. */
export const axisTexts = (svg: string): string[] =>
  [...svg.matchAll(/<g class="mark-text role-axis-label"[^>]*>([\s\S]*?)<\/g>/g)].flatMap((m) =>
    svgTexts(m[1] ?? ''),
  );
