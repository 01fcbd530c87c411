export {
  validateEmail,
  validatePassword,
  validatePasswordConfirmation,
  validateProfileUpdate,
} from './account.ts';
export {
  type AccessDecision,
  canAccess,
  capabilityTable,
  type FeatureId,
  featureIds,
  hasFullAccess,
  resolveFeature,
  type ViewContext,
} from './capability.ts';
export { withCapabilityTable } from './capability-doc.ts';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  FREE_TRIAL_DAYS,
  HOLDINGS_PAGE_SIZE,
  MAX_DEFAULT_INDICATORS,
  MIN_MATCHING_SDGS,
  REDIRECT_DELAY_MS,
  SCREENING_PAGE_SIZE,
  SDG_COUNT,
  SHARING_CAPABILITY,
} from './constants.ts';
export {
  dateInputToDay,
  toWireDateTime,
  validateDate,
  validateDateRange,
  validateInvestmentDayForImpact,
  validateInvestmentDayRange,
} from './dates.ts';
export {
  IMAGE_CONTENT_TYPES,
  type ImageKind,
  imageKindFromFileName,
  imageKindFromMime,
  validateImage,
  validateImageDataUrl,
} from './image.ts';
export { isValidIsin } from './isin.ts';
export { Issue } from './issue.ts';
export {
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  defaultInvestmentDay,
  type PriceHistory,
} from './lookup-defaults.ts';
export { issueOf } from './make-issue.ts';
export {
  checkPlanLimits,
  planAccess,
} from './plans.ts';
export {
  countSecurities,
  isBlankRow,
  isCashInput,
  securityInputProblem,
  toHoldings,
  validatePortfolio,
  validateSecurities,
} from './portfolio.ts';
export {
  validateDefaultIndicators,
  validateShareable,
} from './requests.ts';
export { validateScoringWeights } from './scoring.ts';
export {
  sortCountries,
  validateNewTemplate,
  validateScreeningCsvColumns,
  validateScreeningCsvContent,
  validateScreeningTemplate,
} from './screening.ts';
export { issueFromZod, issuesFromZod } from './zod-issues.ts';
