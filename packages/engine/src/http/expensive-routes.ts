import { DomainError, type RouteId } from '@esgkit/core';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Principal } from '../services/principal.ts';
import type { Store } from '../store/db.ts';
import { stateOf } from './context.ts';
import { EXPENSIVE_ROUTES, type ExpensiveFamily } from './expensive-route-families.ts';
import { createStoreRateLimit } from './middleware/store-rate-limit.ts';

export {
  EXPENSIVE_RATE_WINDOW_MS,
  EXPENSIVE_ROUTES,
  type ExpensiveFamily,
} from './expensive-route-families.ts';

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
