import { type Coupon, type PlansFile, refusedCoupon, toIsoDate } from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import { recordPremiumCodeRedemption } from '../../store/repositories/billing.ts';
import type { UserRow } from '../../store/repositories/users.ts';
import type { createSubscriptionChange } from './change.ts';

/**
 * The operator's Premium code (spec doc 1 §1), already matched: it grants the plans file's `premiumCode.plan` for
 * `premiumCode.months` at once (core's planSet), whatever the provider — once per account: the redemption is
 * recorded in the same transaction, and a second use is "not valid" (outcome 1).
 */
export const redeemPremiumCode = async (
  deps: {
    store: Store;
    plans: PlansFile;
    apply: ReturnType<typeof createSubscriptionChange>;
    now: () => Date;
  },
  user: UserRow,
  code: string,
): Promise<Coupon> => {
  const { store, plans, apply, now } = deps;
  const { plan, months, sha256 } = plans.premiumCode;
  const end = new Date(`${toIsoDate(now())}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + months);
  const granted = await store.transaction(async (trx) => {
    const first = await recordPremiumCodeRedemption(trx, {
      user_id: user.id,
      code_sha256: sha256 ?? '',
      redeemed_at: now().toISOString(),
    });
    if (first)
      await apply(user.id, { type: 'planSet', plan, period: 'month', until: toIsoDate(end) }, { trx });
    return first;
  });
  if (!granted) return refusedCoupon(code, 1);
  return {
    code: code.trim(),
    outcome: 0,
    isValid: true,
    percentOff: 100,
    amountOff: null,
    durationMonths: months,
  };
};
