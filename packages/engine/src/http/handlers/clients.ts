import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { SecurityService } from '../../services/securities.ts';
import type { RouteHandlers } from '../context.ts';
import { scoped, signedIn } from './access.ts';

type ClientRoutes =
  | 'clients.list'
  | 'clients.get'
  | 'clients.create'
  | 'clients.createFromLookup'
  | 'clients.update'
  | 'clients.delete'
  | 'clients.savePortfolio'
  | 'portfolios.get'
  | 'lookups.create'
  | 'lookups.last'
  | 'lookups.defaults'
  | 'securities.exist'
  | 'securities.search'
  | 'securities.get'
  | 'fx.rate';

/** Clients, portfolios, lookups, securities and exchange rates: HTTP ↔ the portfolio and security services. */
export const clientHandlers = (deps: {
  portfolios: PortfolioService;
  securities: SecurityService;
}): Pick<RouteHandlers, ClientRoutes> => {
  const { portfolios, securities } = deps;
  return {
    'clients.list': async ({ user }) => ({ data: await portfolios.list(signedIn(user)) }),
    'clients.get': async ({ scope }) => ({ data: await portfolios.toClient(scoped(scope, 'client')) }),
    'clients.create': async ({ user, body }) => ({
      data: await portfolios.create(signedIn(user), body),
      status: 201,
    }),
    'clients.createFromLookup': async ({ user, body }) => ({
      data: await portfolios.createFromLookup(signedIn(user), body),
      status: 201,
    }),
    'clients.update': async ({ user, scope, body }) => ({
      data: await portfolios.update(signedIn(user), scoped(scope, 'client'), body),
    }),
    'clients.delete': async ({ scope }) => {
      await portfolios.remove(scoped(scope, 'client'));
      return { data: { ok: true as const } };
    },
    'clients.savePortfolio': async ({ user, scope, body }) => ({
      data: await portfolios.savePortfolio(signedIn(user), scoped(scope, 'client'), body),
    }),
    'portfolios.get': async ({ scope }) => ({
      data: await portfolios.toPortfolio(scoped(scope, 'portfolio')),
    }),
    'lookups.create': async ({ user, body }) => ({
      data: await portfolios.createLookup(signedIn(user), body),
      status: 201,
    }),
    'lookups.last': async ({ user }) => ({ data: await portfolios.lastLookup(signedIn(user)) }),
    'lookups.defaults': async () => ({ data: portfolios.lookupDefaults() }),
    'securities.exist': async ({ body }) => ({ data: securities.exist(body.ids) }),
    'securities.search': async ({ query }) => ({
      data: securities.search(query.q, { limit: query.limit, ...(query.type ? { type: query.type } : {}) }),
    }),
    'securities.get': async ({ params }) => ({ data: securities.get(params.securityId) }),
    'fx.rate': async ({ query }) => ({ data: securities.rate(query.currency, query.date) }),
  };
};
