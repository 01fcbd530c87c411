/** A4 portrait in PDF points (1/72 in). */
export const PAGE_SIZE = { width: 595.28, height: 841.89 } as const;
export const PAGE_MARGIN = { top: 48, bottom: 56, horizontal: 40 } as const;
/** The width a chart or table may use inside the margins. */
export const CONTENT_WIDTH = PAGE_SIZE.width - 2 * PAGE_MARGIN.horizontal;
/** Vega draws in CSS pixels, drawn 1:1 as points; charts stay inside the content width (DEPENDENCIES.md). */
export const CHART_WIDTH = 480;
export const CHART_HEIGHT = 170;
