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
  | 'views.paiDetail'
  | 'views.aggregates'
  | 'views.holdings'
  | 'views.countryAllocation'
  | 'views.esg'
  | 'views.esgCountries'
  | 'views.products'
  | 'views.impactSummary'
  | 'views.impactDetail'
  | 'views.controversies'
  | 'views.exclusionsWatchList'
  | 'views.redCompanies';

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
    'views.pai': async ({ scope, params, query, user }) => ({
      data: await calc.pai(portfolioOf(scope), params.set as 1 | 2 | 3, query.basis, localeOf(user)),
    }),
    'views.aggregates': async ({ scope, query, user }) => ({
      data: await calc.aggregates(portfolioOf(scope), query.benchmark, localeOf(user)),
    }),
    // capability 7 gets the limited lists whatever it asks (doc 2 §6); others may ask for them
    'views.holdings': async ({ scope, query, user, limited }) => ({
      data: await calc.holdings(
        portfolioOf(scope),
        { ...query, limited: limited || query.limited },
        localeOf(user),
      ),
    }),
    'views.countryAllocation': async ({ scope, user }) => ({
      data: await calc.countryAllocation(portfolioOf(scope), localeOf(user)),
    }),
    'views.esg': async ({ scope, query, user, limited }) => ({
      data: await calc.esg(
        portfolioOf(scope),
        { ...query, limited: limited || query.limited },
        localeOf(user),
      ),
    }),
    'views.esgCountries': async ({ scope, query, user, limited }) => ({
      data: await calc.esgCountries(
        portfolioOf(scope),
        { ...query, limited: limited || query.limited },
        localeOf(user),
      ),
    }),
    'views.products': async ({ scope, query, user }) => ({
      data: await calc.products(portfolioOf(scope), query.category, localeOf(user)),
    }),
    'views.impactSummary': async ({ scope, query, user, limited }) => ({
      data: await calc.impactSummary(
        portfolioOf(scope),
        query.type as 0 | 2,
        limited || query.limited === true,
        localeOf(user),
      ),
    }),
    'views.impactDetail': async ({ scope, query, user }) => ({
      data: await calc.impactDetail(
        portfolioOf(scope),
        { ...query, type: query.type as 0 | 2 },
        localeOf(user),
      ),
    }),
    'views.controversies': async ({ scope, query, user }) => ({
      data: await calc.controversies(portfolioOf(scope), query, localeOf(user)),
    }),
    'views.exclusionsWatchList': async ({ scope, user }) => ({
      data: await calc.exclusionsWatchList(portfolioOf(scope), localeOf(user)),
    }),
    'views.redCompanies': async ({ scope, user }) => ({
      data: await calc.redCompanies(portfolioOf(scope), localeOf(user)),
    }),
    'views.paiDetail': async ({ scope, params, query, user }) => ({
      data: await calc.paiDetail(portfolioOf(scope), params.set as 1 | 2 | 3, query, localeOf(user)),
    }),
  };
};
