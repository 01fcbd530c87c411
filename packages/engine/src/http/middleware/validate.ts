import { DomainError, type Issue, type RouteDef } from '@esgkit/core';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { stateOf } from '../context.ts';

type Where = 'params' | 'query' | 'body';

// A zod issue as core's Issue: the path starts with where the value was (params, query, body); the message key is
// the most specific one core has (invalidEmail for an email, invalidDate for a date), else invalidInput.
const toIssue = (where: Where, issue: z.core.$ZodIssue): Issue => {
  const path = [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  const last = path.at(-1);
  const format = 'format' in issue ? String(issue.format) : undefined;
  const messageKey =
    format === 'email' || last === 'email'
      ? 'invalidEmail'
      : format === 'date' || format === 'datetime'
        ? 'invalidDate'
        : 'invalidInput';
  return { code: issue.code, path, messageKey, severity: 'error', params: { detail: issue.message } };
};

/** zod on params, query and body; any issue answers 422 invalidInput with the whole list. */
export const validate =
  (def: RouteDef): RequestHandler =>
  (req, res, next) => {
    const state = stateOf(res);
    const issues: Issue[] = [];
    const parts: Array<[Where, z.ZodType | undefined, unknown]> = [
      ['params', def.params, req.params],
      ['query', def.query, req.query],
      ['body', def.body, req.body],
    ];
    for (const [where, schema, value] of parts) {
      if (!schema) continue;
      const parsed = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
      if (parsed.success) state.input[where] = parsed.data;
      else issues.push(...parsed.error.issues.map((i) => toIssue(where, i)));
    }
    if (issues.length > 0) throw new DomainError('invalidInput', { issues: issues.slice(0, 50) });
    next();
  };
