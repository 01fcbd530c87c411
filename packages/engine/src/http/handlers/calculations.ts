import { type Coverage, DomainError } from '@esgkit/core';
import type { CalculationService } from '../../services/calculations/index.ts';
import type { NotificationService } from '../../services/notifications/index.ts';
import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { ResolvedScope, RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

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
  | 'views.controversySummary'
  | 'views.controversies'
  | 'views.exclusionsWatchList'
  | 'views.redCompanies';

const portfolioOf = (scope: ResolvedScope) => {
  if (!scope.portfolio) throw new DomainError('notFound');
  return scope.portfolio;
};

/**
 * The performance views' coverage: a value path exists only when every holding has prices (metrics.md §0: one
 * without any price makes the views 404 noData), so an answered performance view covers the whole value.
 */
const FULLY_PRICED: Coverage = { pct: 100 };

/** The envelope's coverage: the view's headline coverage (its figures carry their own where they differ). */
const withCoverage = <Data>(data: Data, coverage: Coverage | null | undefined) => ({
  data,
  meta: { coverage: coverage ?? null },
});

/** The calculation chain and the views over its stored results. */
export const calculationHandlers = (deps: {
  calculations: CalculationService;
  portfolios: PortfolioService;
  notifications: NotificationService;
}): Pick<RouteHandlers, CalculationRoutes> => {
  const { calculations: calc, portfolios } = deps;
  return {
    'chain.providerRetrieve': async ({ scope }) => ({
      data: await calc.providerRetrieve(portfolioOf(scope)),
    }),
    'chain.recalculate': async ({ scope }) => ({ data: await calc.recalculate(portfolioOf(scope)) }),
    'chain.taxonomy': async ({ scope }) => ({ data: await calc.taxonomy(portfolioOf(scope)) }),
    'chain.impact': async ({ scope, query, body, user }) => ({
      data: await calc.impact(portfolioOf(scope), query.type as 0 | 2, {
        indicators: body.indicators,
        userId: signedIn(user).id,
      }),
    }),
    'chain.pai': async ({ scope, params, locale }) => ({
      data: await calc.paiStep(portfolioOf(scope), params.set as 1 | 2 | 3, params.step, locale),
    }),
    'chain.setPaiDate': async ({ scope }) => {
      const row = await calc.setPaiDate(portfolioOf(scope));
      await deps.notifications.paiCompleted(row);
      return { data: await portfolios.toPortfolio(row) };
    },
    'views.performance': async ({ scope }) =>
      withCoverage(await calc.performance(portfolioOf(scope)), FULLY_PRICED),
    'views.dailyPerformance': async ({ scope, query }) =>
      withCoverage(await calc.dailyPerformance(portfolioOf(scope), query.from, query.to), FULLY_PRICED),
    'views.risk': async ({ scope, query }) =>
      withCoverage(await calc.risk(portfolioOf(scope), query), FULLY_PRICED),
    'views.taxonomy': async ({ scope, query }) => ({
      data: await calc.taxonomyPage(portfolioOf(scope), query),
    }),
    'views.taxonomySummary': async ({ scope }) => {
      const data = await calc.taxonomySummary(portfolioOf(scope));
      return withCoverage(data, data.portfolio.turnover.coverage);
    },
    'views.pai': async ({ scope, params, query, locale }) => ({
      data: await calc.pai(portfolioOf(scope), params.set as 1 | 2 | 3, query.basis, locale),
    }),
    'views.aggregates': async ({ scope, query, locale }) =>
      withCoverage(
        await calc.aggregates(portfolioOf(scope), query.benchmark, locale),
        await calc.lookThroughCoverage(portfolioOf(scope), query.benchmark),
      ),
    // capability 7 gets the limited lists whatever it asks (doc 2 §6); others may ask for them
    'views.holdings': async ({ scope, query, locale, limited }) =>
      withCoverage(
        await calc.holdings(portfolioOf(scope), { ...query, limited: limited || query.limited }, locale),
        await calc.lookThroughCoverage(portfolioOf(scope), query.benchmark),
      ),
    'views.countryAllocation': async ({ scope, locale }) => {
      const data = await calc.countryAllocation(portfolioOf(scope), locale);
      return withCoverage(data, data.coverage);
    },
    'views.esg': async ({ scope, query, locale, limited }) => {
      const data = await calc.esg(
        portfolioOf(scope),
        { ...query, limited: limited || query.limited },
        locale,
      );
      return withCoverage(data, data.e.portfolioTotal?.coverage);
    },
    'views.esgCountries': async ({ scope, query, locale, limited }) => {
      const data = await calc.esgCountries(
        portfolioOf(scope),
        { ...query, limited: limited || query.limited },
        locale,
      );
      return withCoverage(data, data.portfolioTotal?.coverage);
    },
    'views.products': async ({ scope, query, locale }) => {
      const data = await calc.products(portfolioOf(scope), query.category, locale);
      return withCoverage(data, data.coverage);
    },
    'views.impactSummary': async ({ scope, query, locale, limited }) => ({
      data: await calc.impactSummary(
        portfolioOf(scope),
        query.type as 0 | 2,
        limited || query.limited === true,
        locale,
      ),
    }),
    'views.impactDetail': async ({ scope, query, locale }) => ({
      data: await calc.impactDetail(portfolioOf(scope), { ...query, type: query.type as 0 | 2 }, locale),
    }),
    'views.controversySummary': async ({ scope, query, locale }) => ({
      data: await calc.controversySummary(portfolioOf(scope), query.benchmark, locale),
    }),
    'views.controversies': async ({ scope, query, locale }) => ({
      data: await calc.controversies(portfolioOf(scope), query, locale),
    }),
    'views.exclusionsWatchList': async ({ scope, locale }) => {
      const data = await calc.exclusionsWatchList(portfolioOf(scope), locale);
      return withCoverage(data, data.coverage);
    },
    // the red lists rest on the same involvement data as the watch list, so they share its coverage
    'views.redCompanies': async ({ scope, locale }) =>
      withCoverage(
        await calc.redCompanies(portfolioOf(scope), locale),
        (await calc.exclusionsWatchList(portfolioOf(scope), locale)).coverage,
      ),
    'views.paiDetail': async ({ scope, params, query, locale }) => ({
      data: await calc.paiDetail(portfolioOf(scope), params.set as 1 | 2 | 3, query, locale),
    }),
  };
};
