import { translatorFor } from '../../analytics/views/side.ts';
import { requireAccess } from '../../services/access.ts';
import { explainFeatures, limitedTrace } from '../../services/calculations/explain/access.ts';
import type { CalculationService } from '../../services/calculations/index.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/**
 * Part 12: the trace of one figure, answered to whoever may read the figure's view (its features, checked here
 * because they depend on the figure) and, for capability 7, with the holdings the limited view does not list folded.
 */
export const explainHandlers = (deps: {
  calculations: CalculationService;
}): Pick<RouteHandlers, 'explain.figure'> => ({
  'explain.figure': async ({ scope, query, principal, locale }) => {
    const row = scoped(scope, 'portfolio');
    const figure = deps.calculations.explain.canonical(query.figure);
    const { limited } = requireAccess(callerOf(principal), explainFeatures(figure), scope);
    const trace = await deps.calculations.explain.explain(row, figure, locale);
    return { data: limited ? limitedTrace(trace, translatorFor(locale)('analytics.otherHoldings')) : trace };
  },
});
