import { isCancelledStatus } from '../../billing/subscription.ts';
import type { StateMessageKey } from './message-keys.ts';

/** What a subscription status code says: none (0), a current subscription (1, 2, 5), or a cancelled one. */
export interface SubscriptionStatus {
  code: number;
  isCancelled: boolean;
  state: 'none' | 'current' | 'cancelled';
}

/**
 * How a screen reads a subscription status code (spec doc 1 §4, doc 2 §4); which codes are cancelled is
 * `isCancelledStatus`'s (billing/subscription.ts), the one place of that rule.
 */
export const subscriptionStatus = (code: number | null | undefined): SubscriptionStatus => {
  if (code === null || code === undefined || code === 0)
    return { code: 0, isCancelled: false, state: 'none' };
  return isCancelledStatus(code)
    ? { code, isCancelled: true, state: 'cancelled' }
    : { code, isCancelled: false, state: 'current' };
};

export interface CouponOutcome {
  code: 0 | 1 | 2;
  isApplied: boolean;
  messageKey: StateMessageKey | null;
}

/**
 * What a screen shows for a coupon outcome code (doc 1 §4, doc 2 §4): 0 none (no error), 1 not valid, 2 request
 * error; unknown is 2. The outcome itself comes from `couponOutcome` (billing/coupons.ts) or the provider.
 */
export const couponOutcomeMessage = (code: number): CouponOutcome => {
  if (code === 0) return { code: 0, isApplied: true, messageKey: null };
  if (code === 1) return { code: 1, isApplied: false, messageKey: 'incorrectCoupon' };
  return { code: 2, isApplied: false, messageKey: 'anErrorHasOccurred' };
};
