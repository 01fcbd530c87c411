import { DomainError } from '@esgkit/core';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/**
 * A per-IP limit for one route family (login, sign-up, password reset, confirmation): past `limit` requests in
 * `windowMs`, 429 tooManyRequests. Each call makes its own counter store.
 */
export const authRateLimit = (options: { limit: number; windowMs: number }): RequestHandler =>
  rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new DomainError('tooManyRequests')),
  });
