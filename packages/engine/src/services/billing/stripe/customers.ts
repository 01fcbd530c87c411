import { Invoice } from '@esgkit/core';
import type { BillingCustomer, BillingProvider } from '../provider.ts';
import { billingPage, dayOfUnix, failed, META, type StripeContext, stripeLocale } from './client.ts';

const InvoiceStatus = Invoice.shape.status;

export type CustomerIdOf = (
  customer: BillingCustomer,
  create: boolean,
  taxExempt?: 'none' | 'reverse',
) => Promise<string | null>;

/**
 * Our Customer: the one on the subscription row, else one Stripe holds for this user's e-mail, else a new one
 * (null when `create` is false and there is none). `taxExempt` (at checkout) is written on it: `reverse` under
 * reverse charge, else `none`.
 */
export const stripeCustomerId =
  ({ stripe }: StripeContext): CustomerIdOf =>
  async (customer, create, taxExempt) => {
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
      preferred_locales: [stripeLocale(customer.locale)],
      metadata: { [META.userId]: user.id },
      ...(taxExempt ? { tax_exempt: taxExempt } : {}),
    });
    return made.id;
  };

/** The calls on an existing customer: billing details, cancellation, the Customer Portal and the invoices. */
export const stripeCustomerCalls = (
  { stripe, publicUrl }: StripeContext,
  customerId: CustomerIdOf,
): Pick<BillingProvider, 'updateCustomer' | 'cancel' | 'portal' | 'invoices'> => ({
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
        return_url: billingPage(publicUrl, 'information'),
        locale: stripeLocale(customer.locale),
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
});
