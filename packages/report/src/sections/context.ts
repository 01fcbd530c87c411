import type { Coverage, Locale, Translator } from '@esgkit/core';
import { formatNumber, formatPercent, noDataMarker } from '@esgkit/core';
import type { ReactElement } from 'react';
import type { ChartRequest } from '../charts/svg.ts';
import type { ReportClient, ReportResults } from '../input.ts';
import type { BrandPalette } from '../theme/colors.ts';
import { CHART_HEIGHT, CHART_WIDTH } from '../theme/layout.ts';

/** What every section reads: the results, the locale's translator and formats, the brand colours. */
export interface SectionContext {
  locale: Locale;
  t: Translator;
  palette: BrandPalette;
  results: ReportResults;
  client: ReportClient;
  /** Pre-rendered chart SVGs by chart key (charts are rendered before the document, vega being async). */
  charts: ReadonlyMap<string, string>;
}

/** One section of the report (spec doc 1 §3 PDF readiness flags). */
export interface ReportSection {
  /** The charts the section draws, as core's vega-lite specs. */
  charts?: (ctx: SectionContext) => ChartRequest[];
  /** The coverage the section's figures rest on; null when its results carry none. */
  coverage: (results: ReportResults) => Coverage | null;
  /** The section's content below its heading; only called when `hasData` is true. */
  Body: (props: { ctx: SectionContext }) => ReactElement;
  /** Whether the results the section needs are there. */
  hasData: (results: ReportResults) => boolean;
}

/** Formats shared by the sections; every one prints the locale's "n/a" for a missing figure, never 0. */
export const formatsOf = (locale: Locale) => ({
  noData: noDataMarker(locale),
  /** A value in percent units (12.5 → 12.50%). */
  pct: (value: number | null | undefined, decimals = 2) => formatPercent(value, locale, { decimals }),
  /** A return, a fraction shown as a signed percentage (0.125 → +12.50%; metrics.md units). */
  fraction: (value: number | null | undefined, decimals = 2) =>
    formatPercent(value === null || value === undefined ? value : value * 100, locale, {
      decimals,
      showPlus: true,
    }),
  /** A fraction shown as a percentage without a plus sign (volatility 0.112 → 11.20%). */
  fractionUnsigned: (value: number | null | undefined, decimals = 2) =>
    formatPercent(value === null || value === undefined ? value : value * 100, locale, { decimals }),
  num: (value: number | null | undefined, decimals = 2) => formatNumber(value, locale, { decimals }),
  count: (value: number | null | undefined) => formatNumber(value, locale, { decimals: 0 }),
});

/** The options every core chart builder takes in the report: locale, brand colour, a size that fits A4. */
export const chartOptionsOf = (ctx: SectionContext, size: { width?: number; height?: number } = {}) => ({
  locale: ctx.locale,
  colors: { primary: ctx.palette.brand },
  width: size.width ?? CHART_WIDTH,
  height: size.height ?? CHART_HEIGHT,
});

export const sideLabelsOf = (ctx: SectionContext) => ({
  portfolio: ctx.t('nav.portfolio'),
  benchmark: ctx.t('fields.benchmark'),
  noData: noDataMarker(ctx.locale),
});

/**
 * The coverage of a table of figures: the plain mean of their coverage, and of the estimated shares of those that
 * report one (docs/methodology.md part C). Each figure's coverage is already value-weighted by the engine; a figure
 * with no data counts with its coverage of 0. No figures, no coverage.
 */
export const meanCoverage = (list: readonly Coverage[]): Coverage | null => {
  if (list.length === 0) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const estimated = list.flatMap((c) => (c.estimatedPct === undefined ? [] : [c.estimatedPct]));
  return {
    pct: mean(list.map((c) => c.pct)),
    ...(estimated.length > 0 ? { estimatedPct: mean(estimated) } : {}),
  };
};

/** The largest `n` entries by weight, largest first (spec doc 2 §9 PDF top lists). */
export const topByWeight = <Row extends { weightPct: number | null }>(
  rows: readonly Row[],
  n: number,
): Row[] => [...rows].sort((a, b) => (b.weightPct ?? -1) - (a.weightPct ?? -1)).slice(0, n);
