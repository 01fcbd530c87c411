import type { BillingPeriod, BillingPlan, Coupon, OrderSummary } from '../schemas/billing.ts';
import type { PlanName } from '../schemas/user.ts';
import type { PlansFile } from './plans-file.ts';
import { looksLikeEuVatId, vatRateFor } from './vat.ts';

/** Months each billing period covers (doc 1 §3: month, quarter, year). */
export const PERIOD_MONTHS = { month: 1, quarter: 3, year: 12 } as const satisfies Record<
  BillingPeriod,
  number
>;

/** An order the rules refuse: a plan not sold at a price, a coupon the file does not know, a bad seat count. */
export class OrderError extends Error {
  override name = 'OrderError';
  readonly code: 'planNotSold' | 'unknownCoupon' | 'invalidQuantity';
  constructor(code: OrderError['code'], detail: string) {
    super(detail);
    this.code = code;
  }
}

/**
 * `pct` percent of `cents`, rounded half up to the cent. The percentage is taken in hundredths (25.5 → 2550) so the
 * product is an exact integer and only the final division rounds.
 */
export const percentOfCents = (cents: number, pct: number): number =>
  Math.round((cents * Math.round(pct * 100)) / 10_000);

/** The scalability discount for a number of seats: the highest tier the seats reach, 0 below the first. */
export const scalabilityDiscountPct = (plans: PlansFile, seats: number): number =>
  plans.scalabilityDiscount.reduce((pct, tier) => (seats >= tier.minSeats ? tier.discountPct : pct), 0);

/** A coupon's terms in cents: from the plans file (a code) or from the provider (a Coupon it has checked). */
const couponTerms = (
  plans: PlansFile,
  coupon: string | Coupon,
): { code: string; percentOff: number | null; amountOffCents: number | null } => {
  if (typeof coupon !== 'string') {
    return {
      code: coupon.code,
      percentOff: coupon.percentOff,
      amountOffCents: coupon.amountOff === null ? null : Math.round(coupon.amountOff * 100),
    };
  }
  const wanted = coupon.trim().toUpperCase();
  const entry = plans.coupons.find((c) => c.code.toUpperCase() === wanted);
  if (!entry) throw new OrderError('unknownCoupon', `no coupon "${coupon}" in the plans file`);
  return entry;
};

export interface OrderInput {
  plans: PlansFile;
  plan: PlanName;
  period: BillingPeriod;
  /** ISO 3166 code of the buyer's country (VAT is charged at its rate, doc 2 §9 "VAT or local tax added"). */
  buyerCountry: string;
  vatId?: string | null;
  /** A code from the plans file, or a coupon the provider has already checked. */
  coupon?: string | Coupon | null;
  /** Seats bought together (the scalability discount); 1 when absent. */
  quantity?: number;
}

/** The answer's shape is the OrderSummary schema (GET billing/order answers it). */
export type { OrderSummary };

/**
 * The order summary of a checkout, to the cent (docs/billing.md "The formulas"): list price, minus the period
 * discount, minus the scalability discount on what is left, minus the coupon on what is left (never below 0), then
 * VAT on the net at the buyer's country's standard rate, or none under reverse charge (a valid-looking VAT ID of an
 * EU country other than the seller's) or outside the EU.
 */
export const orderSummary = (input: OrderInput): OrderSummary => {
  const { plans, plan, period } = input;
  const pricing = plans.plans[plan].pricing;
  if (!pricing) throw new OrderError('planNotSold', `the ${plan} plan has no price (plans file)`);
  const quantity = input.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new OrderError('invalidQuantity', `quantity must be a whole number of seats ≥ 1, got ${quantity}`);
  }
  const listPriceCents = pricing.monthlyPriceCents * PERIOD_MONTHS[period] * quantity;
  const periodDiscountCents = percentOfCents(listPriceCents, pricing.periodDiscountPct[period]);
  const afterPeriod = listPriceCents - periodDiscountCents;
  const scalabilityDiscountCents = percentOfCents(afterPeriod, scalabilityDiscountPct(plans, quantity));
  const afterScalability = afterPeriod - scalabilityDiscountCents;
  const coupon = input.coupon ? couponTerms(plans, input.coupon) : null;
  const couponDiscountCents = !coupon
    ? 0
    : Math.min(
        afterScalability,
        coupon.percentOff !== null
          ? percentOfCents(afterScalability, coupon.percentOff)
          : (coupon.amountOffCents ?? 0),
      );
  const netCents = afterScalability - couponDiscountCents;
  const vatIdCountry = input.vatId ? looksLikeEuVatId(input.vatId)?.country : undefined;
  const reverseCharge = vatIdCountry !== undefined && vatIdCountry !== plans.sellerCountry;
  const vatPct = reverseCharge ? 0 : (vatRateFor(input.buyerCountry) ?? 0);
  const vatCents = percentOfCents(netCents, vatPct);
  return {
    currency: plans.currency,
    quantity,
    couponCode: coupon?.code ?? null,
    listPriceCents,
    periodDiscountCents,
    scalabilityDiscountCents,
    couponDiscountCents,
    netCents,
    vatPct,
    vatCents,
    reverseCharge,
    totalCents: netCents + vatCents,
  };
};

/**
 * The plans as the pricing page shows them (the `BillingPlan` shape of GET billing/plans): what each grants (access
 * level, capability, limits: the web checks these, not the repo's file) and per period the price of one seat after
 * the period discount, in euros, before VAT.
 */
export const billingPlansOf = (plans: PlansFile): BillingPlan[] =>
  (Object.keys(plans.plans) as PlanName[]).map((plan) => {
    const entry = plans.plans[plan];
    const pricing = entry.pricing;
    return {
      plan,
      accessLevel: entry.accessLevel,
      capability: entry.capability,
      limits: { ...entry.limits },
      prices: !pricing
        ? []
        : (Object.keys(PERIOD_MONTHS) as BillingPeriod[]).map((period) => {
            const list = pricing.monthlyPriceCents * PERIOD_MONTHS[period];
            const discountPct = pricing.periodDiscountPct[period];
            return {
              period,
              amount: (list - percentOfCents(list, discountPct)) / 100,
              currency: plans.currency,
              discountPct: discountPct === 0 ? null : discountPct,
            };
          }),
      trialDays: pricing ? plans.trialDays : 0,
      isContactSales: entry.contactSales,
    };
  });
