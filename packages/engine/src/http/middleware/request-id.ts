import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@esgkit/core';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { stateOf } from '../context.ts';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (a caller's well-formed x-request-id is kept), echoes it on every answer, and logs one
 * line per request. The line names the route id, never the URL: share tokens travel in paths (/shared/:token).
 */
export const requestIdAndLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    const state = stateOf(res);
    state.requestId = requestId;
    state.input = { params: {}, query: {}, body: undefined };
    state.scope = {};
    state.limited = false;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    res.on('finish', () => {
      const principal = state.principal;
      logger.info(
        {
          requestId,
          method: req.method,
          route: state.routeId ?? (req.path.startsWith('/api/') ? 'unmatched' : 'static'),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(principal && principal.kind !== 'share'
            ? { userId: principal.user.id, via: principal.kind }
            : {}),
          ...(principal?.kind === 'share' ? { shareId: principal.share.shareId } : {}),
        },
        'request',
      );
    });
    next();
  };
