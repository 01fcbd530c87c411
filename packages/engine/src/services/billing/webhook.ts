import {
  type BillingWebhookReceipt,
  DomainError,
  type SubscriptionState,
  subscriptionTable,
  toIsoDate,
} from '@esgkit/core';
import type { Logger } from 'pino';
import type { Store } from '../../store/db.ts';
import {
  findSubscription,
  findSubscriptionByCustomer,
  recordBillingEvent,
} from '../../store/repositories/billing.ts';
import { findUserById } from '../../store/repositories/users.ts';
import type { createSubscriptionChange } from './change.ts';
import type { BillingProvider, WebhookRequest } from './provider.ts';

/**
 * POST billing/webhook: the provider's signed event (docs/billing.md "Stripe"). Verified first (unsigned or wrongly
 * signed: 400, nothing recorded); then, in one transaction, recorded in billing_events under the provider's event
 * id — an id already there is a replay and changes nothing — and applied through the service's `apply` (core's
 * state machine, access from the plans file). An event that names no customer of ours, is not one we act on, is
 * about another subscription than the stored one, or that core's table does not take in the current state is
 * recorded and ignored: answered 200, so the provider does not send it again for days (docs/decisions.md).
 */
export const createBillingWebhook =
  (deps: {
    store: Store;
    provider: BillingProvider;
    apply: ReturnType<typeof createSubscriptionChange>;
    now: () => Date;
    logger: Logger;
  }) =>
  async (request: WebhookRequest | undefined): Promise<BillingWebhookReceipt> => {
    const { store, provider, apply, now, logger } = deps;
    if (!provider.webhook)
      throw new DomainError('notFound', { message: `the ${provider.name} provider takes no webhooks` });
    // in-process callers have no raw body, so nothing a signature could cover
    if (!request) throw new DomainError('invalidWebhookSignature');
    const event = await provider.webhook(request);
    const receipt = await store.transaction(async (trx): Promise<BillingWebhookReceipt> => {
      const named = event.userId ? await findUserById(trx, event.userId) : undefined;
      const row = named
        ? await findSubscription(trx, named.id)
        : event.ids.customerId
          ? await findSubscriptionByCustomer(trx, provider.name, event.ids.customerId)
          : undefined;
      const userId = named?.id ?? row?.user_id ?? null;
      const at = now().toISOString();
      const fresh = await recordBillingEvent(trx, {
        id: event.id,
        provider: provider.name,
        type: event.type,
        user_id: userId,
        payload_json: JSON.stringify(event.payload),
        received_at: at,
        processed_at: at,
      });
      if (!fresh) return { eventId: event.id, outcome: 'duplicate' };
      const change = userId ? event.change(row, toIsoDate(now())) : null;
      // a checkout starts a new subscription; anything else about an older one ("change package") is not ours
      const otherSubscription =
        change?.type !== 'checkoutCompleted' &&
        !!row?.provider_subscription_id &&
        !!event.ids.subscriptionId &&
        row.provider_subscription_id !== event.ids.subscriptionId;
      const from: SubscriptionState | 'none' = (row?.state as SubscriptionState | undefined) ?? 'none';
      if (!userId || !change || otherSubscription || !subscriptionTable[change.type].from.includes(from))
        return { eventId: event.id, outcome: 'ignored' };
      await apply(userId, change, { trx, ids: event.ids });
      return { eventId: event.id, outcome: 'applied' };
    });
    logger.info({ eventId: event.id, type: event.type, outcome: receipt.outcome }, 'billing webhook');
    return receipt;
  };
