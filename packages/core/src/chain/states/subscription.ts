import type { StateMessageKey } from './message-keys.ts';

/** What a subscription status code says: none (0), a current subscription (1, 2, 5), or a cancelled one. */
export interface SubscriptionStatus {
  code: number;
  isCancelled: boolean;
  state: 'none' | 'current' | 'cancelled';
}

const CURRENT_CODES: readonly number[] = [1, 2, 5];

/**
 * Subscription status codes (spec doc 1 §4, doc 2 §4): 1, 2 and 5 are not cancelled; 3, 4, 6 and any unknown value
 * are cancelled; no subscription is status 0, not cancelled.
 */
export const subscriptionStatus = (code: number | null | undefined): SubscriptionStatus => {
  if (code === null || code === undefined || code === 0)
    return { code: 0, isCancelled: false, state: 'none' };
  if (CURRENT_CODES.includes(code)) return { code, isCancelled: false, state: 'current' };
  return { code, isCancelled: true, state: 'cancelled' };
};

export interface CouponOutcome {
  code: 0 | 1 | 2;
  isApplied: boolean;
  messageKey: StateMessageKey | null;
}

/** Coupon outcome codes (doc 1 §4, doc 2 §4): 0 none (no error), 1 not valid, 2 request error. Unknown is 2. */
export const couponOutcome = (code: number): CouponOutcome => {
  if (code === 0) return { code: 0, isApplied: true, messageKey: null };
  if (code === 1) return { code: 1, isApplied: false, messageKey: 'incorrectCoupon' };
  return { code: 2, isApplied: false, messageKey: 'anErrorHasOccurred' };
};
