import { DomainError, type Issue, issueFromZod, type RouteDef } from '@esgkit/core';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { stateOf } from '../context.ts';

type Where = 'params' | 'query' | 'body';

export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** zod on params, query and body; any issue is 422 invalidInput with the whole list. Both transports use it. */
export const validateInput = (def: RouteDef, raw: RouteInput): RouteInput => {
  const issues: Issue[] = [];
  const input: RouteInput = { params: {}, query: {}, body: undefined };
  const parts: Array<[Where, z.ZodType | undefined, unknown]> = [
    ['params', def.params, raw.params],
    ['query', def.query, raw.query],
    ['body', def.body, raw.body],
  ];
  for (const [where, schema, value] of parts) {
    if (!schema) continue;
    const parsed = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
    if (parsed.success) input[where] = parsed.data;
    else issues.push(...parsed.error.issues.map((i) => issueFromZod(i, [where])));
  }
  if (issues.length > 0) throw new DomainError('invalidInput', { issues: issues.slice(0, 50) });
  return input;
};

export const validate =
  (def: RouteDef): RequestHandler =>
  (req, res, next) => {
    stateOf(res).input = validateInput(def, { params: req.params, query: req.query, body: req.body });
    next();
  };
