import {
  type BillingPeriod,
  type BillingPlans,
  billingPlansOf,
  type CheckoutSession,
  type Coupon,
  DomainError,
  type Invoice,
  isCancelledStatus,
  type Locale,
  type OrderSummary,
  orderSummary,
  type PlansFile,
  type PortalSession,
  premiumCodeMatches,
  type Subscription,
  toIsoDate,
} from '@esgkit/core';
import type { Logger } from 'pino';
import type { Store } from '../../store/db.ts';
import { findSubscription, type SubscriptionRow } from '../../store/repositories/billing.ts';
import { findUserById, type UserRow, updateUser } from '../../store/repositories/users.ts';
import { createSubscriptionChange } from './change.ts';
import { operatorUseCases } from './operator.ts';
import { redeemPremiumCode } from './premium-code.ts';
import type { BillingCustomer, BillingProvider } from './provider.ts';
import { billingProfileOf, buyerOf, subscriptionView } from './view.ts';
import { createBillingWebhook } from './webhook.ts';

export type { ProviderIds } from './change.ts';
export type { BillingCustomer, BillingProvider, CheckoutRequest, WebhookRequest } from './provider.ts';

export interface BillingServiceOptions {
  store: Store;
  provider: BillingProvider;
  plans: PlansFile;
  now: () => Date;
  logger: Logger;
}

/**
 * Billing (issue 25): the user's one subscription, moved only through core's state machine, and the plans file's
 * prices. `apply` is THE place a subscription changes: the transition, the stored row and the user's plan, access
 * level and capability from the plans file, in one transaction (the credential cache forgets the user, here and,
 * through the credential epoch, on other processes), so sessions see the change on their next call.
 */
export const createBillingService = (options: BillingServiceOptions) => {
  const { store, provider, plans, now } = options;
  const today = () => toIsoDate(now());

  const apply = createSubscriptionChange(options);

  const customerOf = async (user: UserRow, locale: Locale): Promise<BillingCustomer> => ({
    user,
    subscription: await findSubscription(store.db, user.id),
    locale,
  });

  const view = (user: UserRow, row: SubscriptionRow | undefined) => subscriptionView(plans, user, row);

  const current = async (userId: string): Promise<{ user: UserRow; row: SubscriptionRow | undefined }> => {
    const user = await findUserById(store.db, userId);
    if (!user) throw new DomainError('notFound');
    return { user, row: await findSubscription(store.db, userId) };
  };

  return {
    apply,
    provider: provider.name,

    /** GET billing/plans: the plans file's prices and the caller's subscription status (spec doc 2 §3). */
    async plans(user: UserRow): Promise<BillingPlans> {
      const row = await findSubscription(store.db, user.id);
      const code = row?.status_code ?? 0;
      return {
        hasDiscount: plans.coupons.length > 0 || plans.premiumCode.sha256 !== null,
        hasSubscriptions: row !== undefined && !isCancelledStatus(code),
        subscriptionStatus: code,
        plans: billingPlansOf(plans),
        provider: provider.name,
      };
    },

    /**
     * "Choose": the provider's checkout. A Starter's first subscription starts the plans file's free trial at once (spec
     * doc 1 §1 "all plans include a 14-day free trial"; docs/decisions.md): the manual provider's operator then
     * sets the plan; Stripe's webhooks move it on.
     */
    async checkout(
      user: UserRow,
      body: { plan: 'professional' | 'premium'; period: BillingPeriod; couponCode?: string | undefined },
      locale: Locale,
    ): Promise<CheckoutSession> {
      const couponCode = body.couponCode?.trim() || null;
      if (couponCode) {
        const checked = await provider.coupon(couponCode);
        if (!checked.isValid) throw new DomainError('incorrectCoupon', { params: { code: couponCode } });
      }
      // only a Starter account: an advisor granted a plan before billing existed keeps it while the request waits.
      // The trial starts before the provider's checkout, so a payment page continues it (Stripe charges at its end).
      if (user.plan === 'starter' && plans.trialDays > 0 && !(await findSubscription(store.db, user.id)))
        await apply(user.id, { type: 'trialStarted', plan: body.plan, period: body.period });
      const customer = await customerOf(user, locale);
      return provider.checkout({ customer, plan: body.plan, period: body.period, couponCode });
    },

    /** A coupon code, or the operator's Premium code (premium-code.ts), which no provider knows. */
    async coupon(user: UserRow, code: string): Promise<Coupon> {
      if (!(await premiumCodeMatches(code, plans))) return provider.coupon(code);
      return redeemPremiumCode({ store, plans, apply, now }, user, code);
    },

    /**
     * GET billing/order: the checkout's order summary for the caller's country and VAT ID (core's orderSummary), with
     * the provider's checked coupon; a coupon it refuses is incorrectCoupon. Never grants the Premium code.
     */
    async order(
      user: UserRow,
      input: { plan: 'professional' | 'premium'; period: BillingPeriod; couponCode?: string | undefined },
    ): Promise<OrderSummary> {
      const code = input.couponCode?.trim() || null;
      const coupon = code ? await provider.coupon(code) : null;
      if (coupon && !coupon.isValid)
        throw new DomainError('incorrectCoupon', { params: { code: coupon.code } });
      const { user: fresh } = await current(user.id);
      return orderSummary({
        plans,
        plan: input.plan,
        period: input.period,
        ...buyerOf(plans, fresh),
        coupon,
      });
    },

    async customer(user: UserRow): Promise<Subscription | null> {
      const { user: fresh, row } = await current(user.id);
      return view(fresh, row);
    },

    /** The billing details live in the profile (doc 1 §3: VAT, legal name); the provider gets a copy. */
    async updateCustomer(
      user: UserRow,
      details: { vat?: string | undefined; legalName?: string | undefined },
      locale: Locale,
    ): Promise<Subscription | null> {
      const patch = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
      await updateUser(store.db, user.id, {
        profile_json: JSON.stringify({ ...billingProfileOf(user), ...patch }),
        updated_at: now().toISOString(),
      });
      const { user: fresh, row } = await current(user.id);
      await provider.updateCustomer(await customerOf(fresh, locale), patch);
      return view(fresh, row);
    },

    /** DELETE billing/subscription: cancelled at the end of the paid time (spec doc 1 §4); none to cancel: null. */
    async cancel(user: UserRow, locale: Locale): Promise<Subscription | null> {
      const customer = await customerOf(user, locale);
      const row = customer.subscription;
      if (!row || isCancelledStatus(row.status_code)) return view(user, row);
      const { endDate } = await provider.cancel(customer, today());
      await apply(user.id, { type: 'cancelRequested', endDate });
      const { user: fresh, row: after } = await current(user.id);
      return view(fresh, after);
    },

    async portal(user: UserRow, locale: Locale): Promise<PortalSession> {
      return provider.portal(await customerOf(user, locale));
    },

    async invoices(user: UserRow, locale: Locale): Promise<Invoice[]> {
      return provider.invoices(await customerOf(user, locale));
    },

    /** POST billing/webhook: a provider's signed event, processed once (webhook.ts). */
    webhook: createBillingWebhook({ store, provider, apply, now, logger: options.logger }),

    ...operatorUseCases({ store, apply, view, current, today }),
  };
};

export type BillingService = ReturnType<typeof createBillingService>;
