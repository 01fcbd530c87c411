import { describe, expect, it } from 'vitest';
import {
  validateChatIndicatorGroups,
  validateDefaultIndicators,
  validateMatching,
  validatePerformanceRequest,
  validateShareable,
} from './requests.ts';

const keys = (issues: { messageKey: string }[]) => issues.map((i) => i.messageKey);

describe('call-related rules', () => {
  it('accepts a complete matching questionnaire', () => {
    expect(validateMatching({ sdgs: [7, 13, 17], riskLevel: 'medium', goals: ['retirement'] })).toEqual([]);
    expect(validateMatching({ sdgs: [1, 2, 3, 4], riskLevel: 3, goals: ['house'] })).toEqual([]);
  });

  it('requires 3 distinct SDGs of 17, a risk level and goals', () => {
    expect(keys(validateMatching({}))).toEqual([
      'matchingMinSdgs',
      'matchingRiskRequired',
      'matchingGoalsRequired',
    ]);
    // 7 twice and 18 (not an SDG) leave two SDGs
    expect(keys(validateMatching({ sdgs: [7, 7, 13, 18], riskLevel: 'low', goals: ['car'] }))).toEqual([
      'matchingMinSdgs',
    ]);
    expect(keys(validateMatching({ sdgs: [7, 13, 17], riskLevel: '', goals: ['car'] }))).toEqual([
      'matchingRiskRequired',
    ]);
    expect(keys(validateMatching({ sdgs: [7, 13, 17], riskLevel: 'low', goals: [] }))).toEqual([
      'matchingGoalsRequired',
    ]);
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
