import { DomainError } from '@esgkit/core';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { stateOf } from '../context.ts';
import { domainErrorBody, sendError } from '../errors.ts';

const bodyParserCode = (error: unknown): 'payloadTooLarge' | 'invalidRequestBody' | undefined => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return 'payloadTooLarge';
  if (
    typeof type === 'string' &&
    (type.startsWith('entity.') || type.endsWith('.unsupported') || type === 'request.aborted')
  )
    return 'invalidRequestBody';
  if (error instanceof SyntaxError && (error as { status?: number }).status === 400)
    return 'invalidRequestBody';
  return undefined;
};

/**
 * The one error middleware: a DomainError answers with core's code → status table; body-parser failures become
 * 413 payloadTooLarge or 400 invalidRequestBody; anything else is 500 anErrorHasOccurred and a log line with the
 * request id (the stack goes to the log, never to the client).
 */
export const errorMiddleware =
  (logger: Logger): ErrorRequestHandler =>
  (error, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = stateOf(res).requestId ?? 'unknown';
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined)
        res.setHeader('retry-after', String(error.retryAfterSeconds));
      res.status(error.status).json(domainErrorBody(error, requestId));
      return;
    }
    const parserCode = bodyParserCode(error);
    if (parserCode) {
      sendError(res, parserCode, { requestId });
      return;
    }
    logger.error({ requestId, err: error }, 'unexpected error');
    sendError(res, 'anErrorHasOccurred', { requestId });
  };

/** Unknown /api paths: JSON 404, like every other answer of the API. */
export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 'notFound', { requestId: stateOf(res).requestId });
};
