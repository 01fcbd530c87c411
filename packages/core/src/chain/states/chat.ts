import { CHAT_MAX_INDICATOR_GROUPS } from '../../rules/constants.ts';
import type { StateMessageKey } from './message-keys.ts';

export type ChatOutcomeKind =
  | 'answer'
  | 'notInStarter'
  | 'companyUnknown'
  | 'indicatorUnknown'
  | 'notUnderstood'
  | 'tooManyIndicators'
  | 'error';

export interface ChatOutcome {
  kind: ChatOutcomeKind;
  /** Show the reply's text and chart. */
  showsAnswer: boolean;
  /** The message to show instead; null for an answer. */
  messageKey: StateMessageKey | null;
  /** Offer the link to the Plan page (doc 2 §2). */
  showsUpgradeLink: boolean;
}

const outcome = (
  kind: ChatOutcomeKind,
  messageKey: StateMessageKey | null,
  showsUpgradeLink = false,
): ChatOutcome => ({
  kind,
  showsAnswer: kind === 'answer',
  messageKey,
  showsUpgradeLink,
});

/** Chat response flags (spec doc 1 §4, doc 2 §4): flag → what the chat shows. */
export const chatFlagOutcomes: Readonly<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, ChatOutcome>> = {
  0: outcome('answer', null),
  1: outcome('notInStarter', 'chatNotInStarter', true),
  2: outcome('companyUnknown', 'chatCompanyUnknown'),
  3: outcome('indicatorUnknown', 'chatIndicatorUnknown'),
  4: outcome('answer', null),
  5: outcome('notUnderstood', 'chatNotUnderstood'),
  6: outcome('tooManyIndicators', 'chatTooManyIndicators'),
};

/**
 * What a chat reply shows, from its flag and, for an answer, its number of indicator groups: 7 or more groups are
 * too many (doc 1 §5, doc 2 §5, maximum 6). An unknown flag is the generic chat error.
 */
export const chatReplyOutcome = (flag: number, options: { indicatorGroups?: number } = {}): ChatOutcome => {
  const known = Object.hasOwn(chatFlagOutcomes, flag)
    ? chatFlagOutcomes[flag as keyof typeof chatFlagOutcomes]
    : null;
  if (!known) return outcome('error', 'chatError');
  if (known.kind === 'answer' && (options.indicatorGroups ?? 0) > CHAT_MAX_INDICATOR_GROUPS)
    return chatFlagOutcomes[6];
  return known;
};
