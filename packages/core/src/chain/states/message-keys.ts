import type { MessageKey } from '../../i18n/resources.ts';

/**
 * Every message key a state rule of this folder can name. The i18n resources must give each one a text; keys that
 * are also error codes (api/errors.ts) keep the code's spelling, `versionMissmatch` included.
 */
export const stateMessageKeys = [
  'incorrectCoupon',
  'anErrorHasOccurred',
  'csvNoFunds',
  'csvNoCompanies',
  'csvMixedWithCompanies',
  'csvMixedWithFunds',
  'csvSavedToTemplate',
  'shareAvailableAfterPAI',
  'calculationCompleteShare',
  'chatNotInStarter',
  'chatCompanyUnknown',
  'chatIndicatorUnknown',
  'chatNotUnderstood',
  'chatTooManyIndicators',
  'chatError',
  'noResultsScreening',
  'versionMissmatch',
] as const satisfies readonly MessageKey[];

export type StateMessageKey = (typeof stateMessageKeys)[number];
