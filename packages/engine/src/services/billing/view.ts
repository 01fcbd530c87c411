import {
  type BillingPeriod,
  OrderError,
  orderSummary,
  type PlanName,
  type PlansFile,
  type Subscription,
  type SubscriptionRecord,
} from '@esgkit/core';
import type { SubscriptionRow } from '../../store/repositories/billing.ts';
import type { UserRow } from '../../store/repositories/users.ts';

/** The stored row as core's SubscriptionRecord (what the state machine reads). */
export const recordOf = (row: SubscriptionRow): SubscriptionRecord => ({
  plan: row.plan as PlanName,
  period: row.period as BillingPeriod,
  state: row.state as SubscriptionRecord['state'],
  trialEndDate: row.trial_ends_on,
  nextPaymentDate: row.next_payment_on,
  endDate: row.ends_on,
  couponCode: row.coupon_code,
  paymentProblem: row.payment_problem_json ? JSON.parse(row.payment_problem_json) : null,
  since: row.since,
});

/** The billing details a user keeps in the profile (spec doc 1 §3: country, VAT, legal name). */
export const billingProfileOf = (user: UserRow): { country?: string; vat?: string; legalName?: string } =>
  JSON.parse(user.profile_json);

/** Who buys, for VAT: the profile's country (the seller's when it has none) and VAT ID (reverse charge). */
export const buyerOf = (plans: PlansFile, user: UserRow): { buyerCountry: string; vatId: string | null } => {
  const profile = billingProfileOf(user);
  return { buyerCountry: profile.country || plans.sellerCountry, vatId: profile.vat ?? null };
};

/**
 * The caller's subscription as the Plan and billing pages show it: the price per period after discounts and the
 * coupon, before VAT, and the VAT rate of the user's country (the seller's when the profile has none), 0 under
 * reverse charge (core's orderSummary).
 */
export const subscriptionView = (
  plans: PlansFile,
  user: UserRow,
  row: SubscriptionRow | undefined,
): Subscription | null => {
  if (!row) return null;
  const record = recordOf(row);
  const order = (coupon: string | null) =>
    orderSummary({ plans, plan: record.plan, period: record.period, ...buyerOf(plans, user), coupon });
  let price = 0;
  let vatPct = 0;
  try {
    let summary: ReturnType<typeof orderSummary>;
    try {
      summary = order(record.couponCode);
    } catch (error) {
      // a coupon the plans file no longer lists (or Stripe's own): the list price
      if (!(error instanceof OrderError && error.code === 'unknownCoupon')) throw error;
      summary = order(null);
    }
    price = summary.netCents / 100;
    vatPct = summary.vatPct;
  } catch (error) {
    // Starter and Enterprise are not sold at a price (plans file): 0, and no VAT on it
    if (!(error instanceof OrderError && error.code === 'planNotSold')) throw error;
  }
  return {
    planType: record.plan,
    period: record.period,
    state: record.state,
    statusCode: row.status_code,
    trialEndDate: record.trialEndDate,
    nextPaymentDate: record.nextPaymentDate,
    endDate: record.endDate,
    couponCode: record.couponCode,
    price,
    currency: plans.currency,
    vatPct,
    paymentProblem: record.paymentProblem,
  };
};
