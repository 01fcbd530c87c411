import { translatorFor } from '../../analytics/views/side.ts';
import { decideAccess, requireAccess } from '../../services/access.ts';
import {
  areaFeatures,
  explainFeatures,
  type FigureArea,
  figureArea,
  limitedTrace,
} from '../../services/calculations/explain/access.ts';
import type { CalculationService } from '../../services/calculations/index.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/**
 * Part 12: the trace of one figure, answered to whoever may read the figure's view (its features, checked here
 * because they depend on the figure) and, for capability 7, with the holdings the limited view does not list folded.
 */
export const explainHandlers = (deps: {
  calculations: CalculationService;
}): Pick<RouteHandlers, 'explain.figure' | 'explain.figures'> => ({
  'explain.figure': async ({ scope, query, principal, locale }) => {
    const row = scoped(scope, 'portfolio');
    const figure = deps.calculations.explain.canonical(query.figure);
    const { limited } = requireAccess(callerOf(principal), explainFeatures(figure), scope);
    const trace = await deps.calculations.explain.explain(row, figure, locale);
    return { data: limited ? limitedTrace(trace, translatorFor(locale)('analytics.otherHoldings')) : trace };
  },
  // the figures explain.figure would answer this caller, by the same per-view decision (each view's features)
  'explain.figures': async ({ scope, principal, locale }) => {
    const row = scoped(scope, 'portfolio');
    const caller = callerOf(principal);
    const decisions = new Map<FigureArea, { limited: boolean } | null>();
    const access = (area: FigureArea) => {
      if (!decisions.has(area)) {
        const decision = decideAccess(caller, areaFeatures(area), scope);
        decisions.set(area, decision.allowed ? { limited: decision.limited } : null);
      }
      return decisions.get(area)!;
    };
    const figures = await deps.calculations.explain.visibleFigures(row, locale, (a) => access(a) !== null);
    return {
      data: figures.map(({ figure, shown }) => {
        const area = figureArea(figure);
        return { figure, area, shown, limited: access(area)!.limited };
      }),
    };
  },
});
