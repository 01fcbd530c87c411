import type { Coupon, CouponOutcomeCode } from '../schemas/billing.ts';
import type { PlansFile } from './plans-file.ts';

/**
 * A code that gives no discount, with its outcome code (doc 1 §4: 0 no code, 1 not valid, 2 request error): the
 * answer of every provider that does not accept it. The code is kept without its surrounding spaces.
 */
export const refusedCoupon = (code: string, outcome: CouponOutcomeCode): Coupon => ({
  code: code.trim(),
  outcome,
  isValid: false,
  percentOff: null,
  amountOff: null,
  durationMonths: null,
});

/**
 * A coupon code checked against the plans file (the manual provider's coupons; Stripe checks its own). Outcome
 * codes of doc 1 §4: 0 none (no error: the coupon is valid, or no code was given), 1 not valid. Code 2, request
 * error, is the provider's: the Stripe provider answers it when it cannot reach Stripe (docs/billing.md).
 * Codes are compared without case and surrounding spaces; `amountOff` is in euros.
 *
 * @example couponOutcome('welcome10', plans) // { code: 'WELCOME10', outcome: 0, isValid: true, percentOff: 10, … }
 */
export const couponOutcome = (code: string, plans: PlansFile): Coupon => {
  const wanted = code.trim();
  const entry = plans.coupons.find((c) => c.code.toUpperCase() === wanted.toUpperCase());
  if (!entry) return refusedCoupon(wanted, wanted === '' ? 0 : 1);
  return {
    code: entry.code,
    outcome: 0,
    isValid: true,
    percentOff: entry.percentOff,
    amountOff: entry.amountOffCents === null ? null : entry.amountOffCents / 100,
    durationMonths: entry.durationMonths,
  };
};

const sha256Hex = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * Whether `code` is the operator's Premium code (doc 1 §1 "a Premium code can be entered"): its SHA-256 equals the
 * plans file's `premiumCode.sha256` (spaces around it ignored, case kept). False when the operator has set none.
 * What the code grants (`premiumCode.plan` for `premiumCode.months`) the engine applies as a planSet.
 */
export const premiumCodeMatches = async (code: string, plans: PlansFile): Promise<boolean> => {
  const expected = plans.premiumCode.sha256;
  if (expected === null || code.trim() === '') return false;
  return (await sha256Hex(code.trim())) === expected;
};
