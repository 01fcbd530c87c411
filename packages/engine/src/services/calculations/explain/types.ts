import type { FigureTrace, Locale } from '@esgkit/core';
import type { PortfolioRow } from '../../../store/repositories/portfolios.ts';
import type { CalculationContext } from '../context.ts';
import type { createPaiTaxonomyViews } from '../pai-taxonomy-views.ts';
import type { createPerformanceViews } from '../performance-views.ts';
import type { createPortfolioViews } from '../portfolio-views.ts';

// What every area's explainer (pai.ts, taxonomy.ts, esg.ts, impact.ts, risk.ts) is given and must answer. Traces are
// built on demand from the same analysed sides the views use (part 12: "traces are built on demand, not on every
// view"), never stored.

/** The views as the calculation service serves them: an explainer reads a figure's shown value from here. */
export type CalculationViews = ReturnType<typeof createPaiTaxonomyViews> &
  ReturnType<typeof createPerformanceViews> &
  ReturnType<typeof createPortfolioViews>;

export interface ExplainInput {
  ctx: CalculationContext;
  views: CalculationViews;
  row: PortfolioRow;
  locale: Locale;
}

/** A figure of a view and the value that view shows for it (the property test compares the trace to this). */
export interface ShownFigure {
  figure: string;
  shown: number | null;
}

export interface FigureExplainer {
  /**
   * The canonical figure id for what a user typed (`pai2`, `pai:t1_2`, `sharpe:y3`, `esg.total`), or null when the
   * name is not this explainer's. Canonical ids start with the explainer's prefix and a colon.
   */
  parse(figure: string): string | null;
  /** The trace of one canonical figure of the portfolio (not its benchmark). Throws DomainError('noData') when the
   * portfolio's results do not have the figure (e.g. PAI still computing). */
  explain(input: ExplainInput, figure: string): Promise<FigureTrace>;
  /** Every figure of this area's views for the portfolio, with the value the view shows. */
  figures(input: ExplainInput): Promise<ShownFigure[]>;
}
