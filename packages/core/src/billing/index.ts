export { couponOutcome, premiumCodeMatches, refusedCoupon } from './coupons.ts';
export {
  billingPlansOf,
  OrderError,
  type OrderInput,
  orderSummary,
  PERIOD_MONTHS,
  percentOfCents,
  scalabilityDiscountPct,
} from './order.ts';
export { defaultPlansFile, PlansFile, PlansFileError, parsePlansFile } from './plans-file.ts';
export {
  accessFor,
  isCancelledStatus,
  SubscriptionEvent,
  type SubscriptionEventType,
  SubscriptionRecord,
  SubscriptionTransitionError,
  statusCodeOf,
  subscriptionStatusCodes,
  subscriptionTable,
  subscriptionTransition,
} from './subscription.ts';
export { type EuCountry, looksLikeEuVatId, VAT_TABLE_DATE, vatRateFor } from './vat.ts';
