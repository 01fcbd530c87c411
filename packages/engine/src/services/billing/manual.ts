import { couponOutcome, createTranslator, type PlansFile } from '@esgkit/core';
import type { Mailer } from '../../mail/mailer.ts';
import type { Store } from '../../store/db.ts';
import { newId } from '../../store/ids.ts';
import { recordBillingEvent } from '../../store/repositories/billing.ts';
import type { BillingCustomer, BillingProvider } from './provider.ts';

/** The billing_events types the manual provider records (what users asked of the operator). */
export const MANUAL_EVENT_TYPES = {
  planRequested: 'planRequested',
  cancelRequested: 'cancelRequested',
} as const;

export interface ManualProviderOptions {
  store: Store;
  mailer: Mailer;
  plans: PlansFile;
  /** Who sets plans by hand: the requests are mailed there (or kept in the outbox without SMTP_URL). */
  operatorEmail: string;
  publicUrl: string;
  now: () => Date;
}

/**
 * The default provider, for self-hosting (issue 25): no card payments. "Choose" records the request and mails it
 * to the operator, who sets the plan with `esgkit users set-plan`; coupons are the plans file's; there are no
 * invoices; the "portal" is a mail to the operator (docs/billing.md "Providers", docs/decisions.md).
 */
export const createManualProvider = (options: ManualProviderOptions): BillingProvider => {
  const { store, mailer, plans, operatorEmail, now } = options;
  // The operator's mails are in en-US: the engine knows no operator language (docs/decisions.md).
  const t = createTranslator('en-US');
  const who = (customer: BillingCustomer) =>
    `${customer.user.first_name} ${customer.user.last_name} <${customer.user.email}>`.trim();

  const record = async (customer: BillingCustomer, type: string, payload: object): Promise<string> => {
    const id = newId();
    await recordBillingEvent(store.db, {
      id,
      provider: 'manual',
      type,
      user_id: customer.user.id,
      payload_json: JSON.stringify(payload),
      received_at: now().toISOString(),
      processed_at: null,
    });
    return id;
  };

  return {
    name: 'manual',
    async checkout({ customer, plan, period, couponCode }) {
      const requestId = await record(customer, MANUAL_EVENT_TYPES.planRequested, {
        plan,
        period,
        couponCode,
      });
      await mailer.send({
        to: operatorEmail,
        subject: t('mail.planRequest.subject', { email: customer.user.email, plan }),
        text: t('mail.planRequest.body', {
          who: who(customer),
          plan,
          period,
          coupon: couponCode ?? '-',
          command: `esgkit users set-plan ${customer.user.email} ${plan} --period ${period}`,
          url: options.publicUrl,
        }),
      });
      return { kind: 'requestSent', requestId };
    },
    async coupon(code) {
      return couponOutcome(code, plans);
    },
    async updateCustomer() {
      // no customer record outside esgkit: the details live in the user's profile
    },
    async cancel(customer, today) {
      const s = customer.subscription;
      // the access already granted runs to its end; a plan set without an end stops after today
      const endDate = s?.ends_on ?? s?.trial_ends_on ?? s?.next_payment_on ?? today;
      await record(customer, MANUAL_EVENT_TYPES.cancelRequested, { endDate });
      await mailer.send({
        to: operatorEmail,
        subject: t('mail.planCancelled.subject', { email: customer.user.email }),
        text: t('mail.planCancelled.body', { who: who(customer), plan: s?.plan ?? 'starter', endDate }),
      });
      return { endDate };
    },
    async portal(customer) {
      const subject = encodeURIComponent(t('mail.billingQuestion.subject', { email: customer.user.email }));
      return { url: `mailto:${operatorEmail}?subject=${subject}` };
    },
    async invoices() {
      return [];
    },
  };
};
