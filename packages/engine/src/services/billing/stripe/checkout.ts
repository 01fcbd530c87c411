import {
  type BillingPeriod,
  type Coupon,
  createTranslator,
  DomainError,
  dayFromIso,
  orderSummary,
  PERIOD_MONTHS,
  refusedCoupon,
} from '@esgkit/core';
import type { Stripe } from 'stripe';
import type { SubscriptionRow } from '../../../store/repositories/billing.ts';
import type { BillingCustomer, BillingProvider } from '../provider.ts';
import { buyerOf } from '../view.ts';
import { billingPage, failed, META, type StripeContext, stripeLocale } from './client.ts';
import type { CustomerIdOf } from './customers.ts';

/** Stripe refuses a subscription trial that ends less than 48 hours ahead (its `trial_end` rule). */
const MIN_TRIAL_AHEAD_S = 48 * 3600;

/** The first second after an ISO day (our end dates are inclusive: the trial's last day is still a trial day). */
const unixAfterDay = (day: string): number => (dayFromIso(day) + 1) * 86_400;

/** A Stripe API error that means "no such object" (a coupon id that does not exist). */
const isMissing = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === 'resource_missing' ||
    (error as { statusCode?: number }).statusCode === 404);

/**
 * The order summary's VAT as a Stripe Tax Rate (no Stripe Tax; docs/decisions.md): an active rate of the buyer's
 * country at that percentage, added on top (`inclusive: false`), found by listing the account's active rates,
 * else created with the display name "VAT". Found or created once per process; a failed lookup is not kept.
 */
const vatTaxRates = ({ stripe }: StripeContext) => {
  const taxRateIds = new Map<string, Promise<string>>();
  return (country: string, percentage: number): Promise<string> => {
    const key = `${country} ${percentage}`;
    const known = taxRateIds.get(key);
    if (known) return known;
    const found = (async () => {
      const s = await stripe();
      for await (const rate of s.taxRates.list({ active: true, inclusive: false, limit: 100 }))
        if (rate.percentage === percentage && rate.country === country) return rate.id;
      const made = await s.taxRates.create({
        display_name: 'VAT',
        percentage,
        inclusive: false,
        country,
        tax_type: 'vat',
      });
      return made.id;
    })();
    taxRateIds.set(key, found);
    found.catch(() => taxRateIds.delete(key));
    return found;
  };
};

/** A code the user typed: a Stripe promotion code (customer-facing), else a coupon id; null when neither is valid. */
const discountFor = async (
  s: Stripe,
  code: string,
): Promise<{ coupon: Coupon; discount: Stripe.Checkout.SessionCreateParams.Discount } | null> => {
  const toCoupon = (shown: string, c: Stripe.Coupon): Coupon => ({
    code: shown,
    outcome: 0,
    isValid: true,
    percentOff: c.percent_off,
    amountOff: c.amount_off === null ? null : c.amount_off / 100,
    // forever: no end; once: the first invoice; repeating: its months
    durationMonths: c.duration === 'forever' ? null : c.duration === 'once' ? 1 : c.duration_in_months,
  });
  const promotions = await s.promotionCodes.list({ code, active: true, limit: 1 });
  const promotion = promotions.data[0];
  if (promotion) {
    const ref = promotion.promotion.coupon;
    const coupon = typeof ref === 'string' ? await s.coupons.retrieve(ref) : ref;
    return coupon?.valid
      ? { coupon: toCoupon(promotion.code, coupon), discount: { promotion_code: promotion.id } }
      : null;
  }
  try {
    const coupon = await s.coupons.retrieve(code);
    return coupon.valid ? { coupon: toCoupon(coupon.id, coupon), discount: { coupon: coupon.id } } : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
};

/** The plan's line: the operator's Price id for the plan and period, else the plans file's price sent inline. */
const lineItem = (
  { settings, plans }: StripeContext,
  plan: 'professional' | 'premium',
  period: BillingPeriod,
  locale: BillingCustomer['locale'],
  taxRates: string[],
): Stripe.Checkout.SessionCreateParams.LineItem => {
  const priceId = settings.priceIds[`${plan}.${period}`];
  const tax = taxRates.length > 0 ? { tax_rates: taxRates } : {};
  if (priceId) return { price: priceId, quantity: 1, ...tax };
  // no Price configured: the plans file's price for the period (after its period discount), before VAT
  const net = orderSummary({ plans, plan, period, buyerCountry: plans.sellerCountry }).netCents;
  return {
    quantity: 1,
    ...tax,
    price_data: {
      currency: plans.currency.toLowerCase(),
      unit_amount: net,
      recurring: { interval: 'month', interval_count: PERIOD_MONTHS[period] },
      product_data: { name: `esgkit ${createTranslator(locale)(`plans.${plan}`)}` },
    },
  };
};

/** The trial still running on our side, continued on Stripe's so the first charge falls when it ends. */
const trialEnd = (row: SubscriptionRow | undefined, now: () => Date): number | null => {
  if (row?.state !== 'trial' || !row.trial_ends_on) return null;
  const end = unixAfterDay(row.trial_ends_on);
  return end - now().getTime() / 1000 >= MIN_TRIAL_AHEAD_S ? end : null;
};

/** The Checkout Session for a plan and period (with the coupon and VAT), and the coupon check. */
export const stripeCheckout = (
  context: StripeContext,
  customerId: CustomerIdOf,
): Pick<BillingProvider, 'checkout' | 'coupon'> => {
  const { stripe, plans, publicUrl, now } = context;
  const vatTaxRate = vatTaxRates(context);
  return {
    async checkout({ customer, plan, period, couponCode }) {
      try {
        const s = await stripe();
        const discount = couponCode ? await discountFor(s, couponCode) : null;
        if (couponCode && !discount)
          throw new DomainError('incorrectCoupon', { params: { code: couponCode } });
        const current = customer.subscription;
        const metadata = {
          [META.userId]: customer.user.id,
          [META.plan]: plan,
          [META.period]: period,
          [META.coupon]: discount?.coupon.code ?? '',
          [META.replaces]:
            current?.provider_subscription_id && current.state !== 'ended'
              ? current.provider_subscription_id
              : '',
        };
        const trial = trialEnd(customer.subscription, now);
        // VAT as the order summary shows it: the buyer's country's rate on top, or reverse charge (none, and the
        // customer marked so)
        const buyer = buyerOf(plans, customer.user);
        const { vatPct, reverseCharge } = orderSummary({ plans, plan, period, ...buyer });
        const taxRates = vatPct > 0 ? [await vatTaxRate(buyer.buyerCountry, vatPct)] : [];
        const session = await s.checkout.sessions.create({
          mode: 'subscription',
          customer: (await customerId(customer, true, reverseCharge ? 'reverse' : 'none')) as string,
          client_reference_id: customer.user.id,
          line_items: [lineItem(context, plan, period, customer.locale, taxRates)],
          ...(discount ? { discounts: [discount.discount] } : {}),
          metadata,
          subscription_data: { metadata, ...(trial ? { trial_end: trial } : {}) },
          locale: stripeLocale(customer.locale),
          success_url: billingPage(publicUrl, 'information?checkout={CHECKOUT_SESSION_ID}'),
          cancel_url: billingPage(publicUrl, `checkout/${plan}/${period}`),
        });
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { kind: 'checkout', sessionId: session.id, url: session.url };
      } catch (error) {
        throw error instanceof DomainError ? error : failed('paymentSessionError', error);
      }
    },

    async coupon(code) {
      try {
        const found = await discountFor(await stripe(), code.trim());
        return found?.coupon ?? refusedCoupon(code, 1);
      } catch {
        // Stripe could not be asked: outcome 2, request error (spec doc 1 §4)
        return refusedCoupon(code, 2);
      }
    },
  };
};
