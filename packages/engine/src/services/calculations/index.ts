import { createChainSteps } from './chain.ts';
import { type CalculationOptions, createCalculationContext } from './context.ts';
import { createExplain } from './explain/index.ts';
import { createPaiTaxonomyViews } from './pai-taxonomy-views.ts';
import { createPerformanceViews } from './performance-views.ts';
import { createPortfolioViews } from './portfolio-views.ts';

// The calculation chain (spec doc 1 §4, doc 2 §4) and the views that read its results, one room each:
//   context.ts            a portfolio version on the served snapshot, its analysed sides, its stored results;
//   result-cache.ts       the one in-memory cache (portfolios, sides, view answers; lru-cache);
//   compute.ts            what the steps compute; chain.ts the steps themselves;
//   *-views.ts            the views (PAI and taxonomy, performance, the portfolio views over the sides);
//   explain/              the trace of any figure of those views (part 12), one explainer per area.

export type { ViewQuery } from './context.ts';

export type CalculationService = ReturnType<typeof createCalculationService>;

export const createCalculationService = (options: CalculationOptions) => {
  const ctx = createCalculationContext(options);
  const views = {
    ...createPaiTaxonomyViews(ctx),
    ...createPerformanceViews(ctx),
    ...createPortfolioViews(ctx),
  };
  return {
    load: ctx.load,
    ...createChainSteps(ctx),
    ...views,
    /** part 12: the derivation of any figure of the views, built on demand */
    explain: createExplain(ctx, views),
  };
};
