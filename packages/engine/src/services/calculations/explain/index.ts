import { DomainError, type FigureTrace, type Locale } from '@esgkit/core';
import type { PortfolioRow } from '../../../store/repositories/portfolios.ts';
import type { CalculationContext } from '../context.ts';
import { type FigureArea, figureArea } from './access.ts';
import { esgExplainer } from './esg.ts';
import { impactExplainer } from './impact.ts';
import { paiExplainer } from './pai.ts';
import { riskExplainer } from './risk.ts';
import { taxonomyExplainer } from './taxonomy.ts';
import type { CalculationViews, ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// Part 12 ("Explain every number"): the trace of any figure of a portfolio's views, on demand. Each area has one
// explainer; this file finds the one that knows a figure name.

export type { CalculationViews, ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

/** The explainers, in the order `figures` lists them, each with the areas (canonical prefixes) it answers. */
const explainerAreas: readonly (readonly [FigureExplainer, readonly FigureArea[]])[] = [
  [paiExplainer, ['pai']],
  [taxonomyExplainer, ['taxonomy']],
  [esgExplainer, ['esg']],
  [impactExplainer, ['impact']],
  [riskExplainer, ['risk', 'performance']],
];
const explainers = explainerAreas.map(([explainer]) => explainer);

/** What a portfolio has no figures of yet: listed as none (the figure's own explain answers the error). */
const notYet = new Set(['noData', 'unavailableWhilePaiCalculates']);

export { methodFor } from './method.ts';

export const createExplain = (ctx: CalculationContext, views: CalculationViews) => {
  const inputOf = (row: PortfolioRow, locale: Locale): ExplainInput => ({ ctx, views, row, locale });
  const find = (figure: string) => {
    for (const explainer of explainers) {
      const canonical = explainer.parse(figure.trim());
      if (canonical !== null) return { explainer, canonical };
    }
    // 422 naming the field the explain route reads the name from
    throw new DomainError('invalidInput', {
      issues: [
        {
          code: 'unknownFigure',
          path: ['query', 'figure'],
          messageKey: 'invalidInput',
          severity: 'error',
          params: { figure },
        },
      ],
    });
  };
  return {
    /** The canonical id of a figure name (`pai2` → `pai:t1_2`); 422 invalidInput naming `figure` when unknown. */
    canonical: (figure: string): string => find(figure).canonical,
    /** The trace of one figure (`pai2`, `pai:t1_2`, `sharpe:y3`, `esg.total` …) of the portfolio. */
    async explain(row: PortfolioRow, figure: string, locale: Locale = 'en-US'): Promise<FigureTrace> {
      const { explainer, canonical } = find(figure);
      return explainer.explain(inputOf(row, locale), canonical);
    },
    /** Every explainable figure of the portfolio's views and the value each view shows. */
    async figures(row: PortfolioRow, locale: Locale = 'en-US'): Promise<ShownFigure[]> {
      const out: ShownFigure[] = [];
      for (const explainer of explainers) out.push(...(await explainer.figures(inputOf(row, locale))));
      return out;
    },
    /**
     * The figures of the areas `visible` allows (explain.figures): an area the caller may not see is never computed,
     * and one whose data is not there yet (PAI being calculated, no prices) lists none.
     */
    async visibleFigures(
      row: PortfolioRow,
      locale: Locale,
      visible: (area: FigureArea) => boolean,
    ): Promise<ShownFigure[]> {
      const out: ShownFigure[] = [];
      for (const [explainer, areas] of explainerAreas) {
        if (!areas.some(visible)) continue;
        try {
          const listed = await explainer.figures(inputOf(row, locale));
          out.push(...listed.filter((f) => visible(figureArea(f.figure))));
        } catch (error) {
          if (!(error instanceof DomainError && notYet.has(error.code))) throw error;
        }
      }
      return out;
    },
  };
};
