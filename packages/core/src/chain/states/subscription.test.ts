import { describe, expect, it } from 'vitest';
import { couponOutcomeMessage, subscriptionStatus } from './subscription.ts';

describe('subscription and coupon codes', () => {
  it('reads status codes 1, 2 and 5 as not cancelled', () => {
    for (const code of [1, 2, 5])
      expect(subscriptionStatus(code), String(code)).toEqual({ code, isCancelled: false, state: 'current' });
  });

  it('reads 3, 4, 6 and unknown codes as cancelled, and 0 as no subscription', () => {
    for (const code of [3, 4, 6, 7, -1, 99])
      expect(subscriptionStatus(code), String(code)).toEqual({ code, isCancelled: true, state: 'cancelled' });
    expect(subscriptionStatus(0)).toEqual({ code: 0, isCancelled: false, state: 'none' });
    expect(subscriptionStatus(null)).toEqual({ code: 0, isCancelled: false, state: 'none' });
    expect(subscriptionStatus(undefined)).toEqual({ code: 0, isCancelled: false, state: 'none' });
  });

  it('maps coupon outcomes 0, 1 and 2', () => {
    expect(couponOutcomeMessage(0)).toEqual({ code: 0, isApplied: true, messageKey: null });
    expect(couponOutcomeMessage(1)).toEqual({ code: 1, isApplied: false, messageKey: 'incorrectCoupon' });
    expect(couponOutcomeMessage(2)).toEqual({ code: 2, isApplied: false, messageKey: 'anErrorHasOccurred' });
    expect(couponOutcomeMessage(9)).toEqual({ code: 2, isApplied: false, messageKey: 'anErrorHasOccurred' });
  });
});
