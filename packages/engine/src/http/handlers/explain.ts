import { defaultCsvFormat, type FigureTrace, type Locale, traceTermsCsv } from '@esgkit/core';
import { translatorFor } from '../../analytics/views/side.ts';
import { decideAccess, requireAccess } from '../../services/access.ts';
import {
  areaFeatures,
  explainFeatures,
  type FigureArea,
  figureArea,
  limitedTrace,
  topTrace,
} from '../../services/calculations/explain/access.ts';
import type { CalculationService } from '../../services/calculations/index.ts';
import type { HandlerContext, RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/**
 * Part 12: the trace of one figure, answered to whoever may read the figure's view (its features, checked here
 * because they depend on the figure) and, for capability 7, with the holdings the limited view does not list folded.
 */
export const explainHandlers = (deps: {
  calculations: CalculationService;
}): Pick<RouteHandlers, 'explain.figure' | 'explain.figureCsv' | 'explain.figures'> => {
  /** The trace the caller may read: the figure's view's access, capability 7's holdings folded (limitedTrace). */
  const readableTrace = async (
    context: Pick<HandlerContext<'explain.figure'>, 'scope' | 'principal'>,
    figureName: string,
    locale: Locale,
  ): Promise<{ trace: FigureTrace; otherName: string }> => {
    const row = scoped(context.scope, 'portfolio');
    const figure = deps.calculations.explain.canonical(figureName);
    const { limited } = requireAccess(callerOf(context.principal), explainFeatures(figure), context.scope);
    const trace = await deps.calculations.explain.explain(row, figure, locale);
    const otherName = translatorFor(locale)('analytics.otherHoldings');
    return { trace: limited ? limitedTrace(trace, otherName) : trace, otherName };
  };
  return {
    'explain.figure': async (context) => {
      const { trace, otherName } = await readableTrace(context, context.query.figure, context.locale);
      return { data: topTrace(trace, context.query.top, otherName) };
    },
    // every term, as the file an analyst rebuilds the figure from (core's one writer; the web and the CLI download it)
    'explain.figureCsv': async (context) => {
      const locale = context.query.locale ?? context.locale;
      const { trace } = await readableTrace(
        context as unknown as Parameters<NonNullable<RouteHandlers['explain.figure']>>[0],
        context.query.figure,
        locale,
      );
      const csv = traceTermsCsv(
        trace,
        translatorFor(locale),
        context.query.format ?? defaultCsvFormat(locale),
      );
      return {
        file: {
          bytes: new TextEncoder().encode(csv),
          contentType: 'text/csv; charset=utf-8',
          filename: `terms-${trace.figure.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`,
        },
      };
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
  };
};
