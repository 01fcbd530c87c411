export {
  type AlertStackState,
  alertDismissDelayMs,
  alertStackReducer,
  initialAlertStack,
} from './alerts.ts';
export {
  initialShareFlow,
  type ShareFlowEffect,
  type ShareFlowEvent,
  type ShareFlowState,
  shareFlow,
} from './share-flow.ts';
export {
  isPaiOutdated,
  isPortfolioStale,
} from './staleness.ts';
export { couponOutcomeMessage } from './subscription.ts';
export { templateUploadOutcome } from './template-upload.ts';
export { isVersionMismatch } from './version.ts';
