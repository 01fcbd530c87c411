import { type BillingPeriod, DomainError, type PlanName, type Subscription } from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import {
  findSubscription,
  listExpiredSubscriptions,
  listUsersWithSubscriptions,
  type SubscriptionRow,
} from '../../store/repositories/billing.ts';
import { findUserByEmail, type UserRow } from '../../store/repositories/users.ts';
import type { createSubscriptionChange } from './change.ts';

/** The operator's use cases (manual provider) and the clock's: set a plan, list the accounts, end what ran out. */
export const operatorUseCases = (deps: {
  store: Store;
  apply: ReturnType<typeof createSubscriptionChange>;
  view: (user: UserRow, row: SubscriptionRow | undefined) => Subscription | null;
  current: (userId: string) => Promise<{ user: UserRow; row: SubscriptionRow | undefined }>;
  today: () => string;
}) => {
  const { store, apply, view, current, today } = deps;
  return {
    /**
     * The operator's `esgkit users set-plan` (manual provider): core's planSet, with `until` the last day of
     * access (null: no end). A plan change takes effect on the user's next call.
     */
    async setPlan(
      email: string,
      plan: PlanName,
      options: { period?: BillingPeriod | undefined; until?: string | null | undefined } = {},
    ): Promise<{ user: UserRow; subscription: Subscription | null }> {
      const user = await findUserByEmail(store.db, email);
      if (!user)
        throw new DomainError('notFound', { message: `no account uses ${email.trim().toLowerCase()}` });
      const existing = await findSubscription(store.db, user.id);
      await apply(user.id, {
        type: 'planSet',
        plan,
        period: options.period ?? (existing?.period as BillingPeriod | undefined) ?? 'month',
        until: options.until ?? null,
      });
      const { user: fresh, row } = await current(user.id);
      return { user: fresh, subscription: view(fresh, row) };
    },

    /** Every account with its plan and subscription (the operator's `esgkit users list`). */
    listUsers() {
      return listUsersWithSubscriptions(store.db);
    },

    /**
     * Ends what ran out (a trial past its end, a plan past its end date): core's `ended`, which puts the user back
     * on Starter. Run when the engine is ready and then hourly; answers how many ended.
     */
    async endExpired(): Promise<number> {
      const day = today();
      const due = await listExpiredSubscriptions(store.db, day);
      for (const row of due) await apply(row.user_id, { type: 'ended' });
      return due.length;
    },
  };
};
