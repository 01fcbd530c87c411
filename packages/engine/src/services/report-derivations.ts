import { DomainError, type Locale } from '@esgkit/core';
import type { ReportDerivation, ResultKey } from '@esgkit/report';
import { translatorFor } from '../analytics/views/side.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import { limitedTrace } from './calculations/explain/access.ts';
import type { CalculationService } from './calculations/index.ts';

// Part 12: the report's optional "Derivations" appendix. Traces are built here only when the request asks for the
// appendix (the views never build them), for the figures of the results the report shows: `shown(key)` answers for
// each result whether the caller may see it and whether limited, by the same access decision as the sections; a limited
// result's traces are folded by explain's `limitedTrace`, so the appendix and the API answer capability 7 alike.

type Shown = (key: ResultKey) => { limited: boolean } | null;

/**
 * The appendix's rows, in the explainers' order: each figure of a shown result, its trace cut by the report package
 * (`toDerivation`); a figure the portfolio's results do not have (noData) is left out, as its section shows none.
 */
export const reportDerivations = async (
  lib: Pick<typeof import('@esgkit/report'), 'derivationResult' | 'toDerivation'>,
  calc: CalculationService,
  row: PortfolioRow,
  locale: Locale,
  shown: Shown,
): Promise<ReportDerivation[]> => {
  const out: ReportDerivation[] = [];
  for (const { figure } of await calc.explain.figures(row, locale)) {
    const key = lib.derivationResult(figure);
    const access = key ? shown(key) : null;
    if (!access) continue;
    try {
      const trace = await calc.explain.explain(row, figure, locale);
      // one rule for limited callers: the trace folded as explain.figure answers it (a trace that cannot be folded is
      // refused there, and left out here)
      const seen = access.limited
        ? limitedTrace(trace, translatorFor(locale)('analytics.otherHoldings'))
        : trace;
      out.push(lib.toDerivation(seen, access.limited));
    } catch (error) {
      if (error instanceof DomainError && (error.code === 'noData' || error.code === 'notEnoughCapability'))
        continue;
      throw error;
    }
  }
  return out;
};
