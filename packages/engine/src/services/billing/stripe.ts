import type { BillingProvider } from './provider.ts';
import { stripeCheckout } from './stripe/checkout.ts';
import { lazyStripeClient, type StripeProviderOptions } from './stripe/client.ts';
import { stripeCustomerCalls, stripeCustomerId } from './stripe/customers.ts';
import { stripeWebhook } from './stripe/events.ts';

export type { StripeProviderOptions } from './stripe/client.ts';

/**
 * The Stripe provider (issue 25; docs/billing.md "Stripe"), on the official `stripe` package, loaded at the first
 * call (stripe/client.ts). Checkout Sessions for a plan and period (the operator's Price ids, else the plans file's
 * price sent inline), coupons as Stripe promotion codes or coupon ids (stripe/checkout.ts); the Customer (ours found
 * by its e-mail and our user id, else created), Customer Portal sessions, invoices, cancellation at the period's end
 * (stripe/customers.ts); and the webhook: a signed event (`constructEvent`) translated into core's subscription
 * events (stripe/events.ts). The billing service records each event once and moves the subscription; the browser's
 * word never does (the success page changes nothing).
 */
export const createStripeProvider = (options: StripeProviderOptions): BillingProvider => {
  const context = { ...options, stripe: lazyStripeClient(options.settings) };
  const customerId = stripeCustomerId(context);
  return {
    name: 'stripe',
    ...stripeCheckout(context, customerId),
    ...stripeCustomerCalls(context, customerId),
    webhook: stripeWebhook(context),
  };
};
