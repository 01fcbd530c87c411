import { describe, expect, it } from 'vitest';
import { MatchingQuery } from '../schemas/matching.ts';
import { aMatchingQuery } from '../testing/index.ts';
import {
  validateChatIndicatorGroups,
  validateDefaultIndicators,
  validateMatching,
  validatePerformanceRequest,
  validateShareable,
} from './requests.ts';
import { issuesFromZod } from './zod-issues.ts';

const keys = (issues: { messageKey: string }[]) => issues.map((i) => i.messageKey);

describe('call-related rules', () => {
  it('accepts a complete matching questionnaire', () => {
    expect(validateMatching(aMatchingQuery())).toEqual([]);
    expect(validateMatching(aMatchingQuery({ sdgs: [1, 2, 3, 4], riskLevel: 5 }))).toEqual([]);
  });

  it('requires 3 distinct SDGs of 17, a risk level and goals', () => {
    expect(keys(validateMatching({}))).toEqual([
      'matchingMinSdgs',
      'matchingRiskRequired',
      'matchingGoalsRequired',
    ]);
    expect(keys(validateMatching(aMatchingQuery({ sdgs: [7, 13] })))).toEqual(['matchingMinSdgs']);
    expect(keys(validateMatching(aMatchingQuery({ sdgs: [7, 7, 13] })))).toEqual(['matchingDuplicateSdg']);
    expect(keys(validateMatching({ ...aMatchingQuery(), riskLevel: '' }))).toEqual(['matchingRiskRequired']);
    expect(keys(validateMatching({ ...aMatchingQuery(), goals: [] }))).toEqual(['matchingGoalsRequired']);
  });

  // The rule is the MatchingQuery schema the engine validates with (one source): a risk level is a number 1–5, so a
  // word the old hand-written check let through ('medium') is refused here as the API refuses it.
  it('refuses a string risk level as the MatchingQuery schema does', () => {
    const answers = { ...aMatchingQuery(), riskLevel: 'medium' };
    const schema = MatchingQuery.safeParse(answers);
    expect(schema.success).toBe(false);
    expect(validateMatching(answers)).toEqual(issuesFromZod(schema));
    expect(keys(validateMatching(answers))).toEqual(['matchingRiskRequired']);
    expect(keys(validateMatching({ ...aMatchingQuery(), riskLevel: '3' }))).toEqual(['matchingRiskRequired']);
  });

  it('allows 30 default indicators and refuses 31', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `PHY_${i}`);
    expect(validateDefaultIndicators(codes(30))).toEqual([]);
    expect(validateDefaultIndicators([...codes(30), 'PHY_0'])).toEqual([]);
    expect(validateDefaultIndicators(codes(31))).toEqual([
      {
        code: 'maxDefaultIndicators',
        path: ['indicators'],
        messageKey: 'maxDefaultIndicators',
        severity: 'error',
        params: { max: 30 },
      },
    ]);
  });

  it('requires PAI before sharing', () => {
    expect(validateShareable({ paiUpdatedAt: '2024-06-28T10:00:00' })).toEqual([]);
    expect(keys(validateShareable({ paiUpdatedAt: null }))).toEqual(['shareAvailableAfterPAI']);
    expect(keys(validateShareable({}))).toEqual(['shareAvailableAfterPAI']);
  });

  it('refuses a chat reply with 7 indicator groups and accepts 6', () => {
    expect(validateChatIndicatorGroups(6)).toEqual([]);
    expect(keys(validateChatIndicatorGroups(7))).toEqual(['chatTooManyIndicators']);
    expect(keys(validateChatIndicatorGroups(['a', 'b', 'c', 'd', 'e', 'f', 'g']))).toEqual([
      'chatTooManyIndicators',
    ]);
  });

  it('requires a client id for performance calls', () => {
    expect(validatePerformanceRequest({ clientId: 'c-1' })).toEqual([]);
    expect(keys(validatePerformanceRequest({ clientId: '' }))).toEqual(['clientIdRequired']);
    expect(keys(validatePerformanceRequest({ clientId: null }))).toEqual(['clientIdRequired']);
    expect(keys(validatePerformanceRequest({}))).toEqual(['clientIdRequired']);
  });
});
