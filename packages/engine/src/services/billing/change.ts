import {
  accessFor,
  DomainError,
  type SubscriptionEvent,
  type SubscriptionRecord,
  SubscriptionTransitionError,
  statusCodeOf,
  subscriptionTransition,
  toIsoDate,
} from '@esgkit/core';
import type { Kysely } from 'kysely';
import { findSubscription, saveSubscription } from '../../store/repositories/billing.ts';
import { updateUser } from '../../store/repositories/users.ts';
import type { Database } from '../../store/schema.ts';
import type { BillingServiceOptions } from './index.ts';
import { recordOf } from './view.ts';

/** Where a change came from, for the provider's ids on the row (a webhook names its customer and subscription). */
export interface ProviderIds {
  customerId?: string | null;
  subscriptionId?: string | null;
}

/** A transition core's table refuses is the caller's mistake: 422 naming the state and the event. */
const refusedTransition = (error: SubscriptionTransitionError) =>
  new DomainError('invalidInput', {
    message: error.message,
    issues: [
      {
        code: 'subscriptionTransition',
        path: ['subscription', 'state'],
        messageKey: 'billing.transitionRefused',
        severity: 'error',
        params: { from: error.from, event: error.event, detail: error.message },
      },
    ],
  });

/**
 * THE place a subscription changes (issue 25): core's transition, the stored row, and the user's plan, access level
 * and capability from the plans file (core's accessFor), in one transaction — the caller's (`trx`, a webhook
 * recording its event in the same one) or a new one. `updateUser` makes every process's credential cache forget the
 * user (store/credential-cache.ts), so sessions see the change on their next call.
 */
export const createSubscriptionChange = (options: BillingServiceOptions) => {
  const { store, provider, plans, now, logger } = options;
  const today = () => toIsoDate(now());
  return async (
    userId: string,
    event: SubscriptionEvent,
    context: { trx?: Kysely<Database>; ids?: ProviderIds } = {},
  ): Promise<SubscriptionRecord> => {
    const work = async (trx: Kysely<Database>) => {
      const row = await findSubscription(trx, userId);
      const day = today();
      let next: SubscriptionRecord;
      try {
        next = subscriptionTransition(row ? recordOf(row) : null, event, day, plans);
      } catch (error) {
        if (error instanceof SubscriptionTransitionError) throw refusedTransition(error);
        throw error;
      }
      const at = now().toISOString();
      await saveSubscription(trx, {
        user_id: userId,
        plan: next.plan,
        period: next.period,
        state: next.state,
        status_code: statusCodeOf(next.state),
        trial_ends_on: next.trialEndDate,
        next_payment_on: next.nextPaymentDate,
        ends_on: next.endDate,
        coupon_code: next.couponCode,
        payment_problem_json: next.paymentProblem ? JSON.stringify(next.paymentProblem) : null,
        // a new subscription (the operator's plan, a paid checkout) is the configured provider's
        provider:
          row?.provider && event.type !== 'planSet' && event.type !== 'checkoutCompleted'
            ? row.provider
            : provider.name,
        provider_customer_id: context.ids?.customerId ?? row?.provider_customer_id ?? null,
        provider_subscription_id: context.ids?.subscriptionId ?? row?.provider_subscription_id ?? null,
        since: next.since,
        created_at: row?.created_at ?? at,
        updated_at: at,
      });
      const access = accessFor(next, plans, day);
      await updateUser(trx, userId, {
        plan: access.plan,
        access_level: access.accessLevel,
        capability: access.capability,
        updated_at: at,
      });
      return next;
    };
    const next = context.trx ? await work(context.trx) : await store.transaction(work);
    logger.info({ userId, event: event.type, state: next.state, plan: next.plan }, 'subscription changed');
    return next;
  };
};
