import {
  validateCheckoutTerms,
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateProfileUpdate,
} from './account.ts';
import {
  canAccess,
  effectiveCapability,
  hasFullAccess,
  isLoggedIn,
  resolveAccessLevel,
} from './capability.ts';
import {
  toWireDateTime,
  validateDate,
  validateDateRange,
  validateInvestmentDayForImpact,
  validateInvestmentDayRange,
} from './dates.ts';
import { validateImage, validateImageDataUrl } from './image.ts';
import { checkPlanLimits, planAccess } from './plans.ts';
import { normalizeWeights, validatePortfolio, validateSecurities } from './portfolio.ts';
import {
  validateChatIndicatorGroups,
  validateDefaultIndicators,
  validateMatching,
  validatePerformanceRequest,
  validateShareable,
} from './requests.ts';
import { validateScoringWeights } from './scoring.ts';
import {
  controversyOptions,
  exclusionOptionFor,
  screeningSearchText,
  validateAlignment,
  validateNewTemplate,
  validateRegionSelection,
  validateScreeningCsvColumns,
  validateScreeningCsvContent,
  validateScreeningSearch,
  validateScreeningTemplate,
} from './screening.ts';

/**
 * One rule of the spec and the code that carries it. docs/rules.md has a row per entry, naming the tests that
 * exercise it; rules-doc.test.ts checks both ways.
 */
export interface RuleEntry {
  id: string;
  /** Where the rule is written, e.g. 'doc 1 §5'. */
  specRef: string;
  /** The message keys (and issue codes) the rule can give; empty for a rule that only computes. */
  messageKeys: readonly string[];
  /** The functions that carry the rule. */
  fns: readonly ((...args: never[]) => unknown)[];
}

/** The validation rules of doc 1 §5 and doc 2 §5. */
export const validationRules: readonly RuleEntry[] = [
  { id: 'email.valid', specRef: 'doc 1 §5', messageKeys: ['invalidEmail'], fns: [validateEmail] },
  {
    id: 'password.strength',
    specRef: 'doc 1 §5',
    messageKeys: [
      'passwordTooShort',
      'passwordNeedsLowercase',
      'passwordNeedsUppercase',
      'passwordNeedsDigit',
    ],
    fns: [validatePassword],
  },
  {
    id: 'profile.fields',
    specRef: 'doc 1 §3',
    messageKeys: [
      'fieldRequired',
      'fieldTooLong',
      'invalidUrl',
      'invalidPhone',
      'invalidDate',
      'invalidEmail',
    ],
    fns: [validateProfileUpdate],
  },
  {
    id: 'password.confirmation',
    specRef: 'doc 1 §5',
    messageKeys: ['passwordsDoNotMatch'],
    fns: [validatePasswordConfirmation],
  },
  { id: 'portfolio.oneCash', specRef: 'doc 1 §5', messageKeys: ['onlyOneCash'], fns: [validatePortfolio] },
  {
    id: 'portfolio.weightRange',
    specRef: 'doc 1 §5',
    messageKeys: ['negativeWeight', 'weightAbove100', 'weightBelowMinimum', 'invalidWeight'],
    fns: [validatePortfolio],
  },
  {
    id: 'portfolio.weightSum',
    specRef: 'doc 1 §5',
    messageKeys: ['weightsSumAbove100'],
    fns: [validatePortfolio],
  },
  {
    id: 'scoring.weights',
    specRef: 'doc 2 §3',
    messageKeys: ['invalidWeight', 'negativeWeight', 'weightAbove100', 'weightsMustSum100'],
    fns: [validateScoringWeights],
  },
  {
    id: 'portfolio.weightConfirm',
    specRef: 'doc 1 §5',
    messageKeys: ['weightsNot100Confirm'],
    fns: [validatePortfolio, normalizeWeights],
  },
  {
    id: 'portfolio.securityInput',
    specRef: 'doc 1 §5',
    messageKeys: ['emptySecurityInput', 'invalidSecurityInput'],
    fns: [validatePortfolio],
  },
  {
    id: 'portfolio.noDuplicates',
    specRef: 'doc 1 §5',
    messageKeys: ['duplicateSecurity'],
    fns: [validatePortfolio, validateSecurities],
  },
  {
    id: 'portfolio.holdingsRequired',
    specRef: 'doc 1 §5',
    messageKeys: ['noHoldings'],
    fns: [validatePortfolio],
  },
  {
    id: 'portfolio.securityExists',
    specRef: 'doc 1 §5',
    messageKeys: ['securityNotFound'],
    fns: [validateSecurities],
  },
  {
    id: 'portfolio.securityType',
    specRef: 'doc 1 §5',
    messageKeys: ['unsupportedSecurityType'],
    fns: [validateSecurities],
  },
  {
    id: 'csv.columns',
    specRef: 'doc 1 §5',
    messageKeys: ['csvOnlyIsinOrTicker'],
    fns: [validateScreeningCsvColumns],
  },
  {
    id: 'csv.content',
    specRef: 'doc 1 §5',
    messageKeys: ['csvNoFunds', 'csvNoCompanies', 'csvMixedWithCompanies', 'csvMixedWithFunds'],
    fns: [validateScreeningCsvContent],
  },
  {
    id: 'template.name',
    specRef: 'doc 1 §5',
    messageKeys: ['templateNameRequired'],
    fns: [validateScreeningTemplate],
  },
  {
    id: 'template.filter',
    specRef: 'doc 1 §5',
    messageKeys: ['templateFilterRequired'],
    fns: [validateScreeningTemplate],
  },
  {
    id: 'template.oneAtATime',
    specRef: 'doc 1 §5',
    messageKeys: ['oneTemplateAtATime'],
    fns: [validateNewTemplate],
  },
  {
    id: 'screening.alignment',
    specRef: 'doc 1 §5',
    messageKeys: ['alignmentAboveEligibility'],
    fns: [validateAlignment],
  },
  {
    id: 'screening.regionFirst',
    specRef: 'doc 1 §5',
    messageKeys: ['regionRequired'],
    fns: [validateRegionSelection],
  },
  {
    id: 'dates.investmentDayForImpact',
    specRef: 'doc 1 §5',
    messageKeys: ['investmentDayTooRecent', 'invalidDate'],
    fns: [validateInvestmentDayForImpact],
  },
  {
    id: 'dates.investmentDayRange',
    specRef: 'doc 1 §5; doc 2 §8',
    messageKeys: ['investmentDayOutOfRange'],
    fns: [validateInvestmentDayRange],
  },
  { id: 'dates.format', specRef: 'doc 1 §5', messageKeys: ['invalidDate'], fns: [validateDate] },
  { id: 'dates.wire', specRef: 'doc 1 §5; doc 2 §5', messageKeys: [], fns: [toWireDateTime] },
  {
    id: 'dates.financialRange',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['invalidDateRange', 'invalidDate'],
    fns: [validateDateRange],
  },
  {
    id: 'matching.required',
    specRef: 'doc 1 §5',
    messageKeys: ['matchingMinSdgs', 'matchingDuplicateSdg', 'matchingRiskRequired', 'matchingGoalsRequired'],
    fns: [validateMatching],
  },
  {
    id: 'indicators.maxDefault',
    specRef: 'doc 1 §5',
    messageKeys: ['maxDefaultIndicators'],
    fns: [validateDefaultIndicators],
  },
  {
    id: 'image.format',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['wrongImageFormat'],
    fns: [validateImage, validateImageDataUrl],
  },
  {
    id: 'sharing.requiresPai',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['shareAvailableAfterPAI'],
    fns: [validateShareable],
  },
  { id: 'checkout.terms', specRef: 'doc 1 §5', messageKeys: ['termsRequired'], fns: [validateCheckoutTerms] },
  {
    id: 'screening.exclusionOptions',
    specRef: 'doc 1 §5; doc 2 §9',
    messageKeys: [],
    fns: [exclusionOptionFor],
  },
  { id: 'screening.controversyNoneFirst', specRef: 'doc 1 §5', messageKeys: [], fns: [controversyOptions] },
  {
    id: 'screening.searchText',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['screeningSearchNotString'],
    fns: [screeningSearchText, validateScreeningSearch],
  },
  {
    id: 'chat.maxIndicators',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['chatTooManyIndicators'],
    fns: [validateChatIndicatorGroups],
  },
  {
    id: 'performance.clientId',
    specRef: 'doc 1 §5; doc 2 §5',
    messageKeys: ['clientIdRequired'],
    fns: [validatePerformanceRequest],
  },
];

/** The roles-and-permissions rules of doc 1 §6 and doc 2 §6 (and the plan mapping of docs/decisions.md). */
export const permissionRules: readonly RuleEntry[] = [
  { id: 'access.fullAccess', specRef: 'doc 1 §6; doc 2 §6', messageKeys: [], fns: [hasFullAccess] },
  { id: 'access.defaultLevel', specRef: 'doc 1 §4, §6', messageKeys: [], fns: [resolveAccessLevel] },
  {
    id: 'access.belowLevelToPlan',
    specRef: 'doc 1 §6',
    messageKeys: ['noAccessToFeature'],
    fns: [canAccess],
  },
  {
    id: 'access.missingCapability',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.lookup',
    specRef: 'doc 1 §6; doc 2 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.lookupPerformance',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.lookupPortfolio',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.screening',
    specRef: 'doc 1 §6; doc 2 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.matching',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability', 'noAccessToFeature'],
    fns: [canAccess],
  },
  {
    id: 'capability.clientPages',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  {
    id: 'capability.billingPlan',
    specRef: 'doc 1 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  { id: 'capability.limited', specRef: 'doc 1 §6; doc 2 §6', messageKeys: [], fns: [canAccess] },
  { id: 'access.loggedIn', specRef: 'doc 1 §6', messageKeys: [], fns: [isLoggedIn] },
  {
    id: 'starter.locks',
    specRef: 'doc 1 §6; doc 2 §6',
    messageKeys: ['noAccessToFeature'],
    fns: [canAccess],
  },
  { id: 'starter.libraryOpen', specRef: 'doc 1 §6; doc 2 §6', messageKeys: [], fns: [canAccess] },
  {
    id: 'chat.disabledCapabilities',
    specRef: 'doc 1 §6; doc 2 §6',
    messageKeys: ['notEnoughCapability'],
    fns: [canAccess],
  },
  { id: 'capability.notLoaded', specRef: 'doc 1 §6', messageKeys: [], fns: [canAccess] },
  { id: 'capability.demoBypass', specRef: 'doc 1 §3', messageKeys: [], fns: [canAccess] },
  {
    id: 'plan.professionalLimits',
    specRef: 'doc 1 §6, §9; doc 2 §6',
    messageKeys: ['maxSecurities', 'maxPortfolios'],
    fns: [checkPlanLimits],
  },
  { id: 'plan.enterpriseCustom', specRef: 'doc 1 §6', messageKeys: [], fns: [planAccess] },
  {
    id: 'plan.mapping',
    specRef: 'docs/decisions.md Permissions and rules',
    messageKeys: [],
    fns: [planAccess],
  },
  { id: 'portfolioHub.advisors', specRef: 'doc 1 §6', messageKeys: ['noAccessToFeature'], fns: [canAccess] },
  {
    id: 'sharing.readOnly',
    specRef: 'doc 1 §6; doc 2 §6',
    messageKeys: ['noAccessToFeature'],
    fns: [canAccess],
  },
  {
    id: 'sharing.capability',
    specRef: 'doc 1 §4; doc 2 §4, §9',
    messageKeys: [],
    fns: [effectiveCapability],
  },
];
