import type { Kysely, Selectable } from 'kysely';
import type { BillingEventsTable, Database, SubscriptionsTable } from '../schema.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type BillingEventRow = Selectable<BillingEventsTable>;

export const findSubscription = (
  db: Kysely<Database>,
  userId: string,
): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The subscription of a provider's customer (a webhook names the customer, not our user). */
export const findSubscriptionByCustomer = (
  db: Kysely<Database>,
  provider: string,
  customerId: string,
): Promise<SubscriptionRow | undefined> =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_customer_id', '=', customerId)
    .executeTakeFirst();

/** Writes the user's one subscription, replacing the one before (its `created_at` is kept). */
export const saveSubscription = async (db: Kysely<Database>, row: SubscriptionRow): Promise<void> => {
  const { user_id: _user, created_at: _created, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
};

/**
 * Records a provider's event once: false when its id is already recorded (a replayed webhook), so the caller,
 * in the same transaction, skips it.
 */
export const recordBillingEvent = async (db: Kysely<Database>, row: BillingEventRow): Promise<boolean> => {
  const result = await db
    .insertInto('billing_events')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/**
 * Records the account's use of the Premium code: false when the account has used one already (one row per user),
 * so the caller, in the same transaction, grants nothing.
 */
export const recordPremiumCodeRedemption = async (
  db: Kysely<Database>,
  row: { user_id: string; code_sha256: string; redeemed_at: string },
): Promise<boolean> => {
  const result = await db
    .insertInto('premium_code_redemptions')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};

/** A user's billing events of the given types, newest first. */
export const listBillingEvents = (
  db: Kysely<Database>,
  userId: string,
  types: readonly string[],
): Promise<BillingEventRow[]> =>
  db
    .selectFrom('billing_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', 'in', [...types])
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Every account with its subscription, if any, by e-mail (the operator's `esgkit users list`). */
export const listUsersWithSubscriptions = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .select([
      'users.id as id',
      'users.email as email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'users.plan as plan',
      'users.access_level as accessLevel',
      'users.capability as capability',
      'users.is_confirmed as isConfirmed',
      'users.created_at as createdAt',
      'subscriptions.period as period',
      'subscriptions.state as state',
      'subscriptions.status_code as statusCode',
      'subscriptions.trial_ends_on as trialEndsOn',
      'subscriptions.next_payment_on as nextPaymentOn',
      'subscriptions.ends_on as endsOn',
      'subscriptions.provider as provider',
    ])
    .orderBy('users.email')
    .execute();

/** Subscriptions that ran out before `day` (an ISO day): a trial past its end, a plan past its last day. */
export const listExpiredSubscriptions = (db: Kysely<Database>, day: string) =>
  db
    .selectFrom('subscriptions')
    .select(['user_id', 'state'])
    .where('state', 'in', ['trial', 'active', 'payment_problem', 'cancelled'])
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'trial'), eb('trial_ends_on', '<', day)]),
        eb.and([eb('state', '!=', 'trial'), eb('ends_on', '<', day)]),
      ]),
    )
    .execute();
