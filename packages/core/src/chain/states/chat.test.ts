import { describe, expect, it } from 'vitest';
import { chatReplyOutcome } from './chat.ts';

describe('chat flags', () => {
  it('maps each chat flag to what the chat shows', () => {
    const seen = [0, 1, 2, 3, 4, 5, 6].map((flag) => {
      const o = chatReplyOutcome(flag);
      return [flag, o.kind, o.showsAnswer, o.messageKey, o.showsUpgradeLink];
    });
    expect(seen).toEqual([
      [0, 'answer', true, null, false],
      [1, 'notInStarter', false, 'chatNotInStarter', true],
      [2, 'companyUnknown', false, 'chatCompanyUnknown', false],
      [3, 'indicatorUnknown', false, 'chatIndicatorUnknown', false],
      [4, 'answer', true, null, false],
      [5, 'notUnderstood', false, 'chatNotUnderstood', false],
      [6, 'tooManyIndicators', false, 'chatTooManyIndicators', false],
    ]);
  });

  it('treats an answer with 7 indicator groups as too many', () => {
    expect(chatReplyOutcome(0, { indicatorGroups: 6 }).kind).toBe('answer');
    expect(chatReplyOutcome(0, { indicatorGroups: 7 }).kind).toBe('tooManyIndicators');
    expect(chatReplyOutcome(4, { indicatorGroups: 9 }).messageKey).toBe('chatTooManyIndicators');
  });

  it('shows the generic chat error for an unknown flag', () => {
    expect(chatReplyOutcome(7)).toEqual({
      kind: 'error',
      showsAnswer: false,
      messageKey: 'chatError',
      showsUpgradeLink: false,
    });
    expect(chatReplyOutcome(-1).kind).toBe('error');
  });
});
