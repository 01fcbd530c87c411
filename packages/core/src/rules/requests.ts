import { MatchingQuery } from '../schemas/matching.ts';
import { CHAT_MAX_INDICATOR_GROUPS, MAX_DEFAULT_INDICATORS } from './constants.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';
import { issuesFromZod } from './zod-issues.ts';

/**
 * Matching needs at least 3 of the 17 SDGs (each once), one risk level (1–5) and goals (spec doc 1 §5). The rule is
 * core's MatchingQuery schema, the one the engine validates `matching.run` with; this is its issues for a caller that
 * wants them without parsing.
 */
export const validateMatching = (answers: unknown): Issue[] =>
  issuesFromZod(MatchingQuery.safeParse(answers));

/** At most 30 default indicators can be saved (doc 1 §5, §9); an indicator named twice counts once. */
export const validateDefaultIndicators = (
  codes: readonly string[],
  path: Issue['path'] = ['indicators'],
): Issue[] =>
  new Set(codes).size > MAX_DEFAULT_INDICATORS
    ? [issue('maxDefaultIndicators', path, { params: { max: MAX_DEFAULT_INDICATORS } })]
    : [];

/** Sharing requires PAI calculated (doc 1 §5, doc 2 §5): the portfolio has a PAI update time. */
export const validateShareable = (portfolio: { paiUpdatedAt?: string | null }): Issue[] =>
  portfolio.paiUpdatedAt ? [] : [issue('shareAvailableAfterPAI', ['paiUpdatedAt'])];

/** A chat reply with 7 or more indicator groups is too many; the maximum is 6 (doc 1 §5, doc 2 §5). */
export const validateChatIndicatorGroups = (groups: number | readonly unknown[]): Issue[] => {
  const count = typeof groups === 'number' ? groups : groups.length;
  return count > CHAT_MAX_INDICATOR_GROUPS
    ? [issue('chatTooManyIndicators', ['indicators'], { params: { max: CHAT_MAX_INDICATOR_GROUPS } })]
    : [];
};

/** Performance calls require a selected client id (doc 1 §5, doc 2 §5). */
export const validatePerformanceRequest = (request: { clientId?: string | null }): Issue[] =>
  request.clientId?.trim() ? [] : [issue('clientIdRequired', ['clientId'])];
