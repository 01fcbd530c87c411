import {
  BillingPeriod,
  type Coupon,
  createTranslator,
  DomainError,
  dayFromIso,
  Invoice,
  orderSummary,
  PERIOD_MONTHS,
  PlanName,
  type PlansFile,
  refusedCoupon,
  type SubscriptionEvent,
  toIsoDate,
} from '@esgkit/core';
// types only: the package itself loads at the first Stripe call (start-up guard: test/startup-imports.test.ts)
import type { Stripe } from 'stripe';
import type { EngineConfig } from '../../config/env.ts';
import type { SubscriptionRow } from '../../store/repositories/billing.ts';
import type { BillingCustomer, BillingProvider, ProviderEvent, WebhookRequest } from './provider.ts';
import { buyerOf } from './view.ts';

type StripeSettings = NonNullable<EngineConfig['billing']['stripe']>;

export interface StripeProviderOptions {
  settings: StripeSettings;
  plans: PlansFile;
  publicUrl: string;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const InvoiceStatus = Invoice.shape.status;
/** Stripe refuses a subscription trial that ends less than 48 hours ahead (its `trial_end` rule). */
const MIN_TRIAL_AHEAD_S = 48 * 3600;
/** The metadata keys we put on Checkout Sessions, Subscriptions and Customers (read back from webhooks). */
const META = {
  userId: 'esgkit_user_id',
  plan: 'plan',
  period: 'period',
  coupon: 'coupon_code',
  /** "Change package": the Stripe subscription the new one replaces, cancelled when the new one is paid. */
  replaces: 'replaces_subscription',
} as const;

const dayOfUnix = (seconds: number): string => toIsoDate(new Date(seconds * 1000));
/** The first second after an ISO day (our end dates are inclusive: the trial's last day is still a trial day). */
const unixAfterDay = (day: string): number => (dayFromIso(day) + 1) * 86_400;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A Stripe API error that means "no such object" (a coupon id that does not exist). */
const isMissing = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === 'resource_missing' ||
    (error as { statusCode?: number }).statusCode === 404);

/** A Stripe call that failed: logged by the error middleware as the cause, answered with the spec's message key. */
const failed = (code: 'paymentSessionError' | 'cancellationProblem' | 'cannotLoadBilling', error: unknown) =>
  new DomainError(code, { message: `Stripe: ${(error as Error).message}` });

/**
 * The Stripe provider (issue 25; docs/billing.md "Stripe"), on the official `stripe` package, loaded at the first
 * call. Checkout Sessions for a plan and period (the operator's Price ids, else the plans file's price sent inline),
 * coupons as Stripe promotion codes or coupon ids, the Customer (ours found by its e-mail and our user id, else
 * created), Customer Portal sessions, invoices, cancellation at the period's end; and the webhook: a signed event
 * (`constructEvent`) translated into core's subscription events. The billing service records each event once and
 * moves the subscription; the browser's word never does (the success page changes nothing).
 */
export const createStripeProvider = (options: StripeProviderOptions): BillingProvider => {
  const { settings, plans, publicUrl, now } = options;
  let client: Promise<Stripe> | undefined;
  const stripe = (): Promise<Stripe> => {
    client ??= import('stripe').then(({ default: StripeClient }) => {
      const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
      return new StripeClient(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        appInfo: { name: 'esgkit' },
        ...(api
          ? {
              host: api.hostname,
              port: api.port || (api.protocol === 'http:' ? 80 : 443),
              protocol: api.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
    });
    return client;
  };
  const billingPage = (path: string) => `${publicUrl}/profile/billing/${path}`;

  /**
   * Our Customer: the one on the subscription row, else one Stripe holds for this user's e-mail, else a new one.
   * `taxExempt` (at checkout) is written on it: `reverse` under reverse charge, else `none`.
   */
  const customerId = async (
    customer: BillingCustomer,
    create: boolean,
    taxExempt?: 'none' | 'reverse',
  ): Promise<string | null> => {
    const s = await stripe();
    const existing = async (id: string) => {
      if (taxExempt) await s.customers.update(id, { tax_exempt: taxExempt });
      return id;
    };
    const stored = customer.subscription?.provider_customer_id;
    if (stored) return existing(stored);
    const { user } = customer;
    const found = await s.customers.list({ email: user.email, limit: 10 });
    const ours = found.data.find((c) => c.metadata?.[META.userId] === user.id);
    if (ours) return existing(ours.id);
    if (!create) return null;
    const made = await s.customers.create({
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      preferred_locales: [customer.locale === 'it-IT' ? 'it' : 'en'],
      metadata: { [META.userId]: user.id },
      ...(taxExempt ? { tax_exempt: taxExempt } : {}),
    });
    return made.id;
  };

  /** Stripe Tax Rate ids by country and percentage, found or created once per process. */
  const taxRateIds = new Map<string, Promise<string>>();
  /**
   * The order summary's VAT as a Stripe Tax Rate (no Stripe Tax; docs/decisions.md): an active rate of the buyer's
   * country at that percentage, added on top (`inclusive: false`), found by listing the account's active rates,
   * else created with the display name "VAT". A failed lookup is not kept.
   */
  const vatTaxRate = (country: string, percentage: number): Promise<string> => {
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

  /** A code the user typed: a Stripe promotion code (customer-facing), else a coupon id; null when neither is valid. */
  const discountFor = async (
    code: string,
  ): Promise<{ coupon: Coupon; discount: Stripe.Checkout.SessionCreateParams.Discount } | null> => {
    const s = await stripe();
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

  const lineItem = (
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
  const trialEnd = (row: SubscriptionRow | undefined): number | null => {
    if (row?.state !== 'trial' || !row.trial_ends_on) return null;
    const end = unixAfterDay(row.trial_ends_on);
    return end - now().getTime() / 1000 >= MIN_TRIAL_AHEAD_S ? end : null;
  };

  /** What a verified event means for the subscription (null: nothing); `current` is the stored row. */
  const translate = async (event: Stripe.Event): Promise<Omit<ProviderEvent, 'id' | 'type' | 'payload'>> => {
    const none = { userId: null, ids: { customerId: null, subscriptionId: null }, change: () => null };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // a bank debit still in flight completes later, as async_payment_succeeded
        if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return none;
        const plan = PlanName.safeParse(session.metadata?.[META.plan]);
        const period = BillingPeriod.safeParse(session.metadata?.[META.period]);
        const subscriptionId = idOf(session.subscription);
        if (!plan.success || !period.success || !subscriptionId) return none;
        const s = await stripe();
        // a change of package: the old subscription stops now, so the customer is never charged twice (a replay
        // finds it cancelled already)
        const replaced = session.metadata?.[META.replaces];
        if (replaced && replaced !== subscriptionId) {
          const old = await s.subscriptions.retrieve(replaced);
          if (old.status !== 'canceled') await s.subscriptions.cancel(replaced);
        }
        // the next charge is Stripe's to say: the trial's end, else the end of the period just paid
        const subscription = await s.subscriptions.retrieve(subscriptionId);
        const nextCharge = subscription.trial_end ?? subscription.items.data[0]?.current_period_end;
        if (!nextCharge) return none;
        const change: SubscriptionEvent = {
          type: 'checkoutCompleted',
          plan: plan.data,
          period: period.data,
          nextPaymentDate: dayOfUnix(nextCharge),
          couponCode: session.metadata?.[META.coupon] || null,
        };
        return {
          userId: session.client_reference_id,
          ids: { customerId: idOf(session.customer), subscriptionId },
          change: () => change,
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const ids = {
          customerId: idOf(invoice.customer),
          subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        };
        if (event.type !== 'invoice.payment_failed') {
          // the line's service period ends when the next charge is due
          const periodEnd = invoice.lines.data[0]?.period.end;
          if (!periodEnd) return none;
          return {
            userId: null,
            ids,
            change: () => ({ type: 'paymentSucceeded', nextPaymentDate: dayOfUnix(periodEnd) }),
          };
        }
        const retryAt = invoice.next_payment_attempt;
        return {
          userId: null,
          ids,
          change: (current, today) =>
            retryAt !== null
              ? {
                  type: 'paymentFailed',
                  kind: 'retry',
                  days: Math.max(0, Math.ceil((retryAt * 1000 - now().getTime()) / DAY_MS)),
                }
              : {
                  // no retry left: the plan runs to the end of what was paid (docs/decisions.md)
                  type: 'paymentFailed',
                  kind: 'expires',
                  days: current?.next_payment_on
                    ? Math.max(0, dayFromIso(current.next_payment_on) - dayFromIso(today))
                    : 0,
                },
        };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const ids = { customerId: idOf(subscription.customer), subscriptionId: subscription.id };
        if (event.type === 'customer.subscription.deleted')
          return { userId: null, ids, change: () => ({ type: 'ended' }) };
        // unpaid: Stripe stopped retrying and keeps the invoices open; paused: no charges. past_due is the payment
        // problem, which invoice.payment_failed already told with its days (docs/decisions.md)
        if (subscription.status === 'unpaid' || subscription.status === 'paused')
          return { userId: null, ids, change: () => ({ type: 'delinquent' }) };
        // cancelled in the Customer Portal: access to the end of the paid time
        const endsAt =
          subscription.cancel_at ??
          (subscription.cancel_at_period_end ? subscription.items.data[0]?.current_period_end : null);
        if (endsAt)
          return {
            userId: null,
            ids,
            change: (current) =>
              current?.state === 'cancelled' ? null : { type: 'cancelRequested', endDate: dayOfUnix(endsAt) },
          };
        return { ...none, ids };
      }
      default:
        return none;
    }
  };

  return {
    name: 'stripe',

    async checkout({ customer, plan, period, couponCode }) {
      try {
        const s = await stripe();
        const discount = couponCode ? await discountFor(couponCode) : null;
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
        const trial = trialEnd(customer.subscription);
        // VAT as the order summary shows it: the buyer's country's rate on top, or reverse charge (none, and the
        // customer marked so)
        const buyer = buyerOf(plans, customer.user);
        const { vatPct, reverseCharge } = orderSummary({ plans, plan, period, ...buyer });
        const taxRates = vatPct > 0 ? [await vatTaxRate(buyer.buyerCountry, vatPct)] : [];
        const session = await s.checkout.sessions.create({
          mode: 'subscription',
          customer: (await customerId(customer, true, reverseCharge ? 'reverse' : 'none')) as string,
          client_reference_id: customer.user.id,
          line_items: [lineItem(plan, period, customer.locale, taxRates)],
          ...(discount ? { discounts: [discount.discount] } : {}),
          metadata,
          subscription_data: { metadata, ...(trial ? { trial_end: trial } : {}) },
          locale: customer.locale === 'it-IT' ? 'it' : 'en',
          success_url: billingPage('information?checkout={CHECKOUT_SESSION_ID}'),
          cancel_url: billingPage(`checkout/${plan}/${period}`),
        });
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { kind: 'checkout', sessionId: session.id, url: session.url };
      } catch (error) {
        throw error instanceof DomainError ? error : failed('paymentSessionError', error);
      }
    },

    async coupon(code) {
      try {
        const found = await discountFor(code.trim());
        return found?.coupon ?? refusedCoupon(code, 1);
      } catch {
        // Stripe could not be asked: outcome 2, request error (spec doc 1 §4)
        return refusedCoupon(code, 2);
      }
    },

    async updateCustomer(customer, details) {
      try {
        const id = await customerId(customer, false);
        if (!id) return;
        await (await stripe()).customers.update(id, {
          ...(details.legalName ? { name: details.legalName } : {}),
          ...(details.vat !== undefined ? { metadata: { vat: details.vat } } : {}),
        });
      } catch (error) {
        throw failed('cannotLoadBilling', error);
      }
    },

    async cancel(customer, today) {
      const row = customer.subscription;
      const subscriptionId = row?.provider_subscription_id;
      // a trial never paid on Stripe: nothing to cancel there, access to the trial's end
      if (!subscriptionId) return { endDate: row?.ends_on ?? row?.trial_ends_on ?? today };
      try {
        const s = await (await stripe()).subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        const endsAt = s.cancel_at ?? s.items.data[0]?.current_period_end;
        return { endDate: endsAt ? dayOfUnix(endsAt) : (row.next_payment_on ?? today) };
      } catch (error) {
        throw failed('cancellationProblem', error);
      }
    },

    async portal(customer) {
      try {
        const session = await (await stripe()).billingPortal.sessions.create({
          customer: (await customerId(customer, true)) as string,
          return_url: billingPage('information'),
          locale: customer.locale === 'it-IT' ? 'it' : 'en',
        });
        return { url: session.url };
      } catch (error) {
        throw failed('cannotLoadBilling', error);
      }
    },

    async invoices(customer): Promise<Invoice[]> {
      try {
        const id = await customerId(customer, false);
        if (!id) return [];
        const list = await (await stripe()).invoices.list({ customer: id, limit: 24 });
        return list.data.flatMap((invoice): Invoice[] => {
          const status = InvoiceStatus.safeParse(invoice.status);
          // a draft is not an invoice yet
          if (!status.success) return [];
          return [
            {
              id: invoice.id,
              date: dayOfUnix(invoice.created),
              amount: (status.data === 'paid' ? invoice.amount_paid : invoice.amount_due) / 100,
              currency: invoice.currency.toUpperCase(),
              status: status.data,
              url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
            },
          ];
        });
      } catch (error) {
        throw failed('cannotLoadBilling', error);
      }
    },

    async webhook({ body, headers }: WebhookRequest): Promise<ProviderEvent> {
      const s = await stripe();
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        // the signature covers the raw bytes and a timestamp (5 minutes' tolerance, on the engine's clock)
        event = s.webhooks.constructEvent(
          body,
          typeof signature === 'string' ? signature : '',
          settings.webhookSecret,
          undefined,
          undefined,
          now().getTime(),
        );
      } catch {
        throw new DomainError('invalidWebhookSignature');
      }
      return { id: event.id, type: event.type, payload: event, ...(await translate(event)) };
    },
  };
};
