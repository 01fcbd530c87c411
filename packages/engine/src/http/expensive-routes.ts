import { DomainError, type RouteId } from '@esgkit/core';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Principal } from '../services/principal.ts';
import type { Store } from '../store/db.ts';
import { stateOf } from './context.ts';
import { createStoreRateLimit } from './middleware/store-rate-limit.ts';

/**
 * The routes that cost the engine real CPU or memory per call, by family, and how many calls one caller may make
 * in a window (issue 20: anyone with a share link could start PDF renders without limit). The defaults suit one
 * person at a screen, and a CLI batch's chains; ESGKIT_RATE_LIMIT_<FAMILY> changes them (config/env.ts).
 */
export const EXPENSIVE_ROUTES = {
  /** A full report: about half a second of CPU and a report thread. */
  pdf: { routes: ['exports.report', 'exports.screeningPdf'], perWindow: 10 },
  csv: {
    routes: ['exports.csv', 'exports.screeningCsv', 'exports.matchingCsv', 'exports.download'],
    perWindow: 30,
  },
  /** The client test chain is five calls, the lookup chain six: a dozen portfolios a minute. */
  chain: {
    routes: [
      'chain.providerRetrieve',
      'chain.recalculate',
      'chain.taxonomy',
      'chain.impact',
      'chain.setPaiDate',
    ],
    perWindow: 120,
  },
  /** The PAI chain is eight calls of chain.pai: seven portfolios a minute. */
  pai: { routes: ['chain.pai', 'lookups.paiStatement'], perWindow: 60 },
  lookup: { routes: ['lookups.create'], perWindow: 30 },
} as const satisfies Record<string, { routes: readonly RouteId[]; perWindow: number }>;

export type ExpensiveFamily = keyof typeof EXPENSIVE_ROUTES;

/** The window the per-caller budgets count in (ESGKIT_EXPENSIVE_RATE_WINDOW_MS). */
export const EXPENSIVE_RATE_WINDOW_MS = 60_000;

/**
 * Whose budget a call spends: a share link's own, else its user's — an account's sessions and API keys share one,
 * so making more keys buys no more renders. A download link is opened without login (the link is the credential):
 * each link has a budget of its own, and making one spent its maker's (docs/decisions.md, issue 20 defect 4).
 */
const callerKey = (principal: Principal | undefined, token: string | undefined): string | undefined => {
  if (principal)
    return principal.kind === 'share' ? `share:${principal.share.shareId}` : `user:${principal.user.id}`;
  return token ? `link:${token.split('.', 1)[0]}` : undefined;
};

const keyOf = (req: Request, res: Response): string | undefined => {
  const token = req.params.token;
  return callerKey(stateOf(res).principal, typeof token === 'string' ? token : undefined);
};

/**
 * One limiter per family (its routes share the count), keyed by the authenticated caller: past the family's
 * budget in the window, 429 tooManyRequests with Retry-After. Counters live in the store, so every engine process
 * on it spends one budget (issue 32, docs/decisions.md "Many engines").
 * Mounted after authenticate, before the body is read and validated: a refused or invalid call spends budget too.
 */
export const expensiveRouteLimits = (options: {
  limits: Readonly<Record<ExpensiveFamily, number>>;
  windowMs: number;
  store: Store;
}): ReadonlyMap<RouteId, RequestHandler> => {
  const byRoute = new Map<RouteId, RequestHandler>();
  for (const [family, { routes }] of Object.entries(EXPENSIVE_ROUTES) as Array<
    [ExpensiveFamily, (typeof EXPENSIVE_ROUTES)[ExpensiveFamily]]
  >) {
    const limiter = rateLimit({
      windowMs: options.windowMs,
      limit: options.limits[family],
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: family,
      store: createStoreRateLimit({
        store: options.store,
        prefix: `expensive:${family}`,
        now: () => new Date(),
      }),
      skip: (req, res) => keyOf(req, res) === undefined,
      keyGenerator: (req, res) => keyOf(req, res)!,
      handler: (_req, _res, next) => next(new DomainError('tooManyRequests')),
    });
    for (const id of routes) byRoute.set(id, limiter);
  }
  return byRoute;
};
