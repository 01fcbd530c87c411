import type { z } from 'zod';
import type { Issue } from './issue.ts';
import { type RuleMessageKey, ruleMessageKeys } from './message-keys.ts';

const isRuleMessageKey = (value: string): value is RuleMessageKey =>
  (ruleMessageKeys as readonly string[]).includes(value);

/**
 * A zod issue as core's Issue, the path after `pathPrefix`: the message key is the schema's own when it set one
 * (`{ error: 'invalidUrl' }`), else the most specific core has (invalidEmail for an email, invalidDate for a
 * date), else invalidInput. The engine's validate middleware and the web's forms both read zod errors this way.
 */
export const issueFromZod = (issue: z.core.$ZodIssue, pathPrefix: Issue['path'] = []): Issue => {
  const path = [...pathPrefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
  const last = path.at(-1);
  const format = 'format' in issue ? String(issue.format) : undefined;
  const messageKey = isRuleMessageKey(issue.message)
    ? issue.message
    : format === 'email' || last === 'email'
      ? 'invalidEmail'
      : format === 'date' || format === 'datetime'
        ? 'invalidDate'
        : 'invalidInput';
  return { code: issue.code, path, messageKey, severity: 'error', params: { detail: issue.message } };
};

/** Every issue of a failed parse, or none. */
export const issuesFromZod = (
  result: { success: true } | { success: false; error: z.ZodError },
  pathPrefix: Issue['path'] = [],
): Issue[] => (result.success ? [] : result.error.issues.map((i) => issueFromZod(i, pathPrefix)));
