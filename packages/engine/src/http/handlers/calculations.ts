import { DomainError, type Locale } from '@esgkit/core';
import type { CalculationService } from '../../services/calculations.ts';
import type { PortfolioService } from '../../services/portfolios.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { ResolvedScope, RouteHandlers } from '../context.ts';

type CalculationRoutes =
  | 'chain.providerRetrieve'
  | 'chain.recalculate'
  | 'chain.taxonomy'
  | 'chain.impact'
  | 'chain.pai'
  | 'chain.setPaiDate'
  | 'views.performance'
  | 'views.dailyPerformance'
  | 'views.risk'
  | 'views.taxonomy'
  | 'views.taxonomySummary'
  | 'views.pai'
  | 'views.paiDetail';

const portfolioOf = (scope: ResolvedScope) => {
  if (!scope.portfolio) throw new DomainError('notFound');
  return scope.portfolio;
};

const localeOf = (user: UserRow | undefined): Locale => (user?.locale === 'it-IT' ? 'it-IT' : 'en-US');

/** The calculation chain and the views over its stored results. */
export const calculationHandlers = (deps: {
  calculations: CalculationService;
  portfolios: PortfolioService;
}): Pick<RouteHandlers, CalculationRoutes> => {
  const { calculations: calc, portfolios } = deps;
  return {
    'chain.providerRetrieve': async ({ scope }) => ({
      data: await calc.providerRetrieve(portfolioOf(scope)),
    }),
    'chain.recalculate': async ({ scope }) => ({ data: await calc.recalculate(portfolioOf(scope)) }),
    'chain.taxonomy': async ({ scope }) => ({ data: await calc.taxonomy(portfolioOf(scope)) }),
    'chain.impact': async ({ scope, query, body }) => ({
      data: await calc.impact(portfolioOf(scope), query.type as 0 | 2, body.indicators),
    }),
    'chain.pai': async ({ scope, params, user }) => ({
      data: await calc.paiStep(portfolioOf(scope), params.set as 1 | 2 | 3, params.step, localeOf(user)),
    }),
    'chain.setPaiDate': async ({ scope }) => ({
      data: await portfolios.toPortfolio(await calc.setPaiDate(portfolioOf(scope))),
    }),
    'views.performance': async ({ scope }) => ({ data: await calc.performance(portfolioOf(scope)) }),
    'views.dailyPerformance': async ({ scope, query }) => ({
      data: await calc.dailyPerformance(portfolioOf(scope), query.from, query.to),
    }),
    'views.risk': async ({ scope, query }) => ({ data: await calc.risk(portfolioOf(scope), query) }),
    'views.taxonomy': async ({ scope, query }) => ({
      data: await calc.taxonomyPage(portfolioOf(scope), query),
    }),
    'views.taxonomySummary': async ({ scope }) => ({ data: await calc.taxonomySummary(portfolioOf(scope)) }),
    'views.pai': async ({ scope, params, query }) => ({
      data: await calc.pai(portfolioOf(scope), params.set as 1 | 2 | 3, query.basis),
    }),
    'views.paiDetail': async ({ scope, params, query, user }) => ({
      data: await calc.paiDetail(portfolioOf(scope), params.set as 1 | 2 | 3, query, localeOf(user)),
    }),
  };
};
