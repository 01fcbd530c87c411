import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/**
 * JSON bodies up to `limit` bytes. Any content type is read as JSON (a route with a body takes JSON only), so a
 * wrong content type is a 400, not a silently empty body; larger is 413.
 */
export const jsonBody = (limit: number, keepRaw = false): RequestHandler =>
  express.json({
    limit,
    type: () => true,
    // a signed body (the billing webhook) is verified on its exact bytes, not on JSON written again
    ...(keepRaw
      ? {
          verify: (req: IncomingMessage, _res: unknown, bytes: Buffer) => {
            (req as RawBodyRequest).rawBody = bytes;
          },
        }
      : {}),
  });

/** A request whose JSON body was read with `keepRaw`: its bytes as they arrived. */
export type RawBodyRequest = IncomingMessage & { rawBody?: Buffer };
