import { z } from 'zod';
import { CurrencyCode, IsoDate } from './common.ts';
import { BillingProviderName } from './env.ts';
import { PlanName } from './user.ts';
import { Pct } from './view.ts';

/** Billing periods; a longer period earns a discount (spec doc 2 §9). */
export const BillingPeriod = z.enum(['month', 'quarter', 'year']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/**
 * The subscription status code (spec doc 1 §4): 0 no subscription, 1, 2 and 5 not cancelled; 3, 4, 6 and any
 * other value cancelled.
 */
export const SubscriptionStatusCode = z.number().int();
export type SubscriptionStatusCode = z.infer<typeof SubscriptionStatusCode>;

export const PlanPrice = z
  .object({
    period: BillingPeriod,
    /** Price per period before VAT. */
    amount: z.number().min(0),
    currency: CurrencyCode,
    /** Saving against paying monthly, percent. */
    discountPct: Pct.nullable(),
  })
  .meta({ id: 'PlanPrice' });
export type PlanPrice = z.infer<typeof PlanPrice>;

/**
 * How much a plan may hold; `null` is no limit (spec doc 1 §6, §9). The plans file's shape (core's PlansFile) and
 * billing.plans' answer, so the web checks the limits of the file the engine loaded, not the repo's.
 */
export const PlanLimits = z
  .object({
    maxSecuritiesPerPortfolio: z.number().int().min(1).nullable(),
    maxPortfolios: z.number().int().min(1).nullable(),
  })
  .strict()
  .meta({ id: 'PlanLimits' });
export type PlanLimits = z.infer<typeof PlanLimits>;

export const BillingPlan = z
  .object({
    plan: PlanName,
    /** What the plan grants, from the plans file the engine loaded (the operator's ESGKIT_PLANS_FILE or the repo's). */
    accessLevel: z.number().int(),
    capability: z.number().int(),
    limits: PlanLimits,
    prices: z.array(PlanPrice),
    trialDays: z.number().int().min(0),
    /** Enterprise is sold through a meeting: no price, a contact link instead (spec doc 1 §1). */
    isContactSales: z.boolean(),
  })
  .meta({ id: 'BillingPlan' });
export type BillingPlan = z.infer<typeof BillingPlan>;

/** The pricing page (spec doc 2 §3: hasDiscount, hasSubscriptions, subscriptionStatus). */
export const BillingPlans = z
  .object({
    hasDiscount: z.boolean(),
    hasSubscriptions: z.boolean(),
    subscriptionStatus: SubscriptionStatusCode,
    plans: z.array(BillingPlan),
    /** Who takes payments: `manual` has no checkout page, "Choose" sends a request to the operator. */
    provider: BillingProviderName,
  })
  .meta({ id: 'BillingPlans' });
export type BillingPlans = z.infer<typeof BillingPlans>;

/** Subscription states the account page shows (spec doc 1 §4). */
export const SubscriptionState = z.enum([
  'trial',
  'active',
  'payment_problem',
  'delinquent',
  'cancelled',
  'ended',
]);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

/** A failed payment: the plan expires in N days, or the charge is retried in N days (spec doc 2 §4). */
export const PaymentProblem = z
  .object({ kind: z.enum(['expires', 'retry']), days: z.number().int().min(0) })
  .meta({ id: 'PaymentProblem' });
export type PaymentProblem = z.infer<typeof PaymentProblem>;

/** The caller's subscription (spec doc 1 §3 Subscription). */
export const Subscription = z
  .object({
    planType: PlanName,
    period: BillingPeriod,
    state: SubscriptionState,
    statusCode: SubscriptionStatusCode,
    trialEndDate: IsoDate.nullable(),
    nextPaymentDate: IsoDate.nullable(),
    endDate: IsoDate.nullable(),
    couponCode: z.string().nullable(),
    /** Price per period before VAT. */
    price: z.number().min(0),
    currency: CurrencyCode,
    /** VAT or local tax added to the price, percent. */
    vatPct: Pct,
    paymentProblem: PaymentProblem.nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof Subscription>;

/** Coupon outcome codes: 0 none, 1 not valid, 2 request error (spec doc 1 §4). */
export const CouponOutcomeCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type CouponOutcomeCode = z.infer<typeof CouponOutcomeCode>;

export const Coupon = z
  .object({
    code: z.string(),
    outcome: CouponOutcomeCode,
    isValid: z.boolean(),
    percentOff: Pct.nullable(),
    amountOff: z.number().min(0).nullable(),
    /** Months the discount lasts; null = forever. */
    durationMonths: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;

/**
 * What "Choose" started: `checkout`, a payment page at the card provider (open `url` to pay); `requestSent`, no card
 * payment (the manual provider): the request went to the operator, who sets the plan (docs/billing.md "Providers").
 */
export const CheckoutSession = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('checkout'), sessionId: z.string(), url: z.string() }),
    z.object({ kind: z.literal('requestSent'), requestId: z.string() }),
  ])
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/**
 * A checkout's order summary in cents (core's orderSummary, docs/billing.md "The formulas"): the checkout page shows
 * it as the engine computes it for the caller's country and VAT ID, never recomputing a rule.
 */
export const OrderSummary = z
  .object({
    currency: CurrencyCode,
    quantity: z.number().int().min(1),
    couponCode: z.string().nullable(),
    listPriceCents: z.number().int().min(0),
    periodDiscountCents: z.number().int().min(0),
    scalabilityDiscountCents: z.number().int().min(0),
    couponDiscountCents: z.number().int().min(0),
    netCents: z.number().int().min(0),
    vatPct: Pct,
    vatCents: z.number().int().min(0),
    reverseCharge: z.boolean(),
    totalCents: z.number().int().min(0),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;

/** The payment provider's customer portal. */
export const PortalSession = z.object({ url: z.string() }).meta({ id: 'PortalSession' });
export type PortalSession = z.infer<typeof PortalSession>;

/** One invoice of the billing history: its amount and, where the provider has one, a link to it. */
export const Invoice = z
  .object({
    id: z.string(),
    date: IsoDate,
    /** Amount charged, VAT included. */
    amount: z.number().min(0),
    currency: CurrencyCode,
    status: z.enum(['paid', 'open', 'void', 'uncollectible']),
    url: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

/**
 * A payment provider's event as its webhook sends it (Stripe's Event object: an id, a type and the object it is
 * about). Only its id and type are read from the parsed body; the provider verifies the signature on the raw bytes.
 */
export const BillingWebhookEvent = z
  .looseObject({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) })
  .meta({ id: 'BillingWebhookEvent' });
export type BillingWebhookEvent = z.infer<typeof BillingWebhookEvent>;

/**
 * What a verified webhook event did: `applied` (the subscription moved), `ignored` (recorded, but it names no known
 * customer, is not a type we act on, or the state machine refuses it in the current state), `duplicate` (its id was
 * already processed: nothing changed).
 */
export const BillingWebhookReceipt = z
  .object({ eventId: z.string(), outcome: z.enum(['applied', 'ignored', 'duplicate']) })
  .meta({ id: 'BillingWebhookReceipt' });
export type BillingWebhookReceipt = z.infer<typeof BillingWebhookReceipt>;
