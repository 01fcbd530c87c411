import {
  CHAT_MAX_INDICATOR_GROUPS,
  MAX_DEFAULT_INDICATORS,
  MIN_MATCHING_SDGS,
  SDG_COUNT,
} from './constants.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** The matching questionnaire as sent. */
export interface MatchingAnswers {
  /** SDG numbers, 1 to 17. */
  sdgs?: readonly number[] | null;
  riskLevel?: string | number | null;
  goals?: readonly unknown[] | null;
}

/**
 * Matching needs at least 3 of the 17 SDGs, one risk level, and goals (spec doc 1 §5). SDGs count once each and
 * only if they are 1 to 17.
 */
export const validateMatching = (answers: MatchingAnswers): Issue[] => {
  const issues: Issue[] = [];
  const sdgs = new Set((answers.sdgs ?? []).filter((n) => Number.isInteger(n) && n >= 1 && n <= SDG_COUNT));
  if (sdgs.size < MIN_MATCHING_SDGS)
    issues.push(issue('matchingMinSdgs', ['sdgs'], { params: { min: MIN_MATCHING_SDGS } }));
  if (answers.riskLevel === null || answers.riskLevel === undefined || answers.riskLevel === '') {
    issues.push(issue('matchingRiskRequired', ['riskLevel']));
  }
  if ((answers.goals?.length ?? 0) === 0) issues.push(issue('matchingGoalsRequired', ['goals']));
  return issues;
};

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
