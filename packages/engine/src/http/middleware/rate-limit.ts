import { DomainError } from '@esgkit/core';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Store } from '../../store/db.ts';
import { createStoreRateLimit } from './store-rate-limit.ts';

/**
 * A per-IP limit for one route family (login, sign-up, password reset, confirmation): past `limit` requests in
 * `windowMs`, 429 tooManyRequests. Each `name` (the route) counts apart, in the store: every engine process on it
 * counts the same requests (issue 32).
 */
export const authRateLimit = (options: {
  limit: number;
  windowMs: number;
  name: string;
  store: Store;
}): RequestHandler =>
  rateLimit({
    store: createStoreRateLimit({
      store: options.store,
      prefix: `auth:${options.name}`,
      now: () => new Date(),
    }),
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new DomainError('tooManyRequests')),
  });
