import type {
  BillingPeriod,
  BillingProviderName,
  CheckoutSession,
  Coupon,
  Invoice,
  Locale,
  PlanName,
  PortalSession,
  SubscriptionEvent,
} from '@esgkit/core';
import type { SubscriptionRow } from '../../store/repositories/billing.ts';
import type { UserRow } from '../../store/repositories/users.ts';

/** Whom a provider call is for: the signed-in user and their stored subscription, if any. */
export interface BillingCustomer {
  user: UserRow;
  subscription: SubscriptionRow | undefined;
  locale: Locale;
}

export interface CheckoutRequest {
  customer: BillingCustomer;
  plan: Extract<PlanName, 'professional' | 'premium'>;
  period: BillingPeriod;
  /** A code the caller typed; the provider checks it (coupon outcome) before it counts. */
  couponCode: string | null;
}

/** A webhook call as it arrived: the raw body (a signature covers its exact bytes) and the request headers. */
export interface WebhookRequest {
  body: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** A provider's event, verified and read: the billing service records it once by `id` and applies `change`. */
export interface ProviderEvent {
  /** The provider's event id (Stripe's `evt_…`): the key of billing_events, so a replay changes nothing. */
  id: string;
  type: string;
  /** Kept in billing_events as JSON. */
  payload: unknown;
  /** Our user, when the event names them (a checkout's client reference); else found by the customer id. */
  userId: string | null;
  ids: { customerId: string | null; subscriptionId: string | null };
  /** The subscription event it means, given the stored subscription and today; null: nothing to change. */
  change: (current: SubscriptionRow | undefined, today: string) => SubscriptionEvent | null;
}

/**
 * What takes the payments (docs/billing.md "Providers"). The billing service keeps the subscription, its state
 * machine (core's `subscriptionTransition`) and the access it grants; a provider only talks to the payment side
 * and says what happened. One implementation per provider, chosen by configuration (`createBillingProvider`).
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /**
   * "Choose" a plan and period with an optional coupon: a payment page to open (`checkout`), or a request sent to
   * whoever sets plans by hand (`requestSent`).
   */
  checkout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks a coupon code: outcome 0 valid, 1 not valid, 2 the provider could not be asked (spec doc 1 §4). */
  coupon(code: string): Promise<Coupon>;
  /** Sends the billing details (VAT ID, legal name) to the provider's customer record, where it keeps one. */
  updateCustomer(customer: BillingCustomer, details: { vat?: string; legalName?: string }): Promise<void>;
  /**
   * Cancels at the end of the paid time; answers the last day of access (an ISO day), which the service records
   * as core's `cancelRequested`.
   */
  cancel(customer: BillingCustomer, today: string): Promise<{ endDate: string }>;
  /** Where the user manages payment methods and invoices. */
  portal(customer: BillingCustomer): Promise<PortalSession>;
  /** The invoices of the customer, newest first. */
  invoices(customer: BillingCustomer): Promise<Invoice[]>;
  /**
   * Verifies a webhook call's signature and reads its event; an unsigned or wrongly signed call throws
   * `invalidWebhookSignature` (400). A provider without webhooks (manual) has none: the route answers 404.
   */
  webhook?(request: WebhookRequest): Promise<ProviderEvent>;
}
