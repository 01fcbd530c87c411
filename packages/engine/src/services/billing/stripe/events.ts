import { BillingPeriod, DomainError, dayFromIso, PlanName, type SubscriptionEvent } from '@esgkit/core';
import type { Stripe } from 'stripe';
import type { BillingProvider, ProviderEvent, WebhookRequest } from '../provider.ts';
import { dayOfUnix, META, type StripeContext } from './client.ts';

const DAY_MS = 86_400_000;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

type EventMeaning = Omit<ProviderEvent, 'id' | 'type' | 'payload'>;

const NOTHING: EventMeaning = {
  userId: null,
  ids: { customerId: null, subscriptionId: null },
  change: () => null,
};

/** What a verified event means for the subscription (a change of null: nothing); `current` is the stored row. */
const translate = async ({ stripe, now }: StripeContext, event: Stripe.Event): Promise<EventMeaning> => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // a bank debit still in flight completes later, as async_payment_succeeded
      if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return NOTHING;
      const plan = PlanName.safeParse(session.metadata?.[META.plan]);
      const period = BillingPeriod.safeParse(session.metadata?.[META.period]);
      const subscriptionId = idOf(session.subscription);
      if (!plan.success || !period.success || !subscriptionId) return NOTHING;
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
      if (!nextCharge) return NOTHING;
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
        if (!periodEnd) return NOTHING;
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
      return { ...NOTHING, ids };
    }
    default:
      return NOTHING;
  }
};

/** The webhook: a signed event (`constructEvent`) translated into core's subscription events. */
export const stripeWebhook =
  (context: StripeContext): BillingProvider['webhook'] =>
  async ({ body, headers }: WebhookRequest): Promise<ProviderEvent> => {
    const s = await context.stripe();
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      // the signature covers the raw bytes and a timestamp (5 minutes' tolerance, on the engine's clock)
      event = s.webhooks.constructEvent(
        body,
        typeof signature === 'string' ? signature : '',
        context.settings.webhookSecret,
        undefined,
        undefined,
        context.now().getTime(),
      );
    } catch {
      throw new DomainError('invalidWebhookSignature');
    }
    return { id: event.id, type: event.type, payload: event, ...(await translate(context, event)) };
  };
