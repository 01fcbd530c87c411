import type { MessageKey } from '../i18n/resources.ts';

/**
 * Every message key a rule of this folder can return. The i18n resources must give each one a text in en-US and
 * it-IT; `RuleMessageKey` keeps rules from returning a key that is not in this list.
 */
export const ruleMessageKeys = [
  // portfolio (doc 1 §5)
  'negativeWeight',
  'weightAbove100',
  'weightBelowMinimum',
  'weightsSumAbove100',
  // the scoring profile's weights (issue 28)
  'weightsMustSum100',
  'weightsNot100Confirm',
  'invalidWeight',
  'emptySecurityInput',
  'invalidSecurityInput',
  'duplicateSecurity',
  'onlyOneCash',
  'noHoldings',
  'unsupportedSecurityType',
  'securityNotFound',
  // plan limits (doc 1 §6, §9)
  'maxSecurities',
  'maxPortfolios',
  // account and checkout (doc 1 §5)
  'invalidEmail',
  'passwordTooShort',
  'passwordNeedsLowercase',
  'passwordNeedsUppercase',
  'passwordNeedsDigit',
  'passwordsDoNotMatch',
  'termsRequired',
  'wrongImageFormat',
  // profile fields (doc 1 §3; the keys are ours, docs/decisions.md)
  'fieldRequired',
  'fieldTooLong',
  'invalidUrl',
  'invalidPhone',
  // screening and templates (doc 1 §5)
  'csvOnlyIsinOrTicker',
  'csvNoFunds',
  'csvNoCompanies',
  'csvMixedWithCompanies',
  'csvMixedWithFunds',
  'templateNameRequired',
  'templateFilterRequired',
  'oneTemplateAtATime',
  'alignmentAboveEligibility',
  'regionRequired',
  'screeningSearchNotString',
  // dates (doc 1 §5, doc 2 §5)
  'investmentDayTooRecent',
  'investmentDayOutOfRange',
  'invalidDate',
  'invalidDateRange',
  // matching, indicators, sharing, chat, performance (doc 1 §5, doc 2 §5)
  'matchingMinSdgs',
  'matchingRiskRequired',
  'matchingGoalsRequired',
  'matchingDuplicateSdg',
  'maxDefaultIndicators',
  'shareAvailableAfterPAI',
  'chatTooManyIndicators',
  'clientIdRequired',
] as const satisfies readonly MessageKey[];

export type RuleMessageKey = (typeof ruleMessageKeys)[number];
