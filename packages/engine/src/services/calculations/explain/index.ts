import { DomainError, type FigureTrace, type Locale } from '@esgkit/core';
import type { PortfolioRow } from '../../../store/repositories/portfolios.ts';
import type { CalculationContext } from '../context.ts';
import { esgExplainer } from './esg.ts';
import { impactExplainer } from './impact.ts';
import { paiExplainer } from './pai.ts';
import { riskExplainer } from './risk.ts';
import { taxonomyExplainer } from './taxonomy.ts';
import type { CalculationViews, ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

// Part 12 ("Explain every number"): the trace of any figure of a portfolio's views, on demand. Each area has one
// explainer; this file finds the one that knows a figure name.

export type { CalculationViews, ExplainInput, FigureExplainer, ShownFigure } from './types.ts';

/** The explainers, in the order `figures` lists them. Each area adds its own here. */
const explainers: readonly FigureExplainer[] = [
  paiExplainer,
  taxonomyExplainer,
  esgExplainer,
  impactExplainer,
  riskExplainer,
];

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
  };
};
