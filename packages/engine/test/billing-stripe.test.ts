import { defaultPlansFile } from '@esgkit/core';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillingCustomer } from '../src/services/billing/provider.ts';
import { createStripeProvider } from '../src/services/billing/stripe.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startDeadEnd } from './helpers/dead-end.ts';
import { failureOf, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { type StripeStandIn, startStripeStandIn } from './helpers/stripe-stand-in.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 25, the Stripe provider: the official `stripe` client against a local stand-in of the Stripe API, and
// webhooks signed with a test secret as Stripe signs them. A plan changes only through a signed webhook, each event
// once by its id; the browser's word (the checkout's success page) changes nothing.

const SECRET = 'whsec_test_esgkit';
const unix = (iso: string) => Date.parse(iso) / 1000;

failWhenPostgresMissing('Stripe billing suite');

describe.each(storeTargets)('billing on the Stripe provider on $name', (target) => {
  let t: TestEngine;
  let standIn: StripeStandIn;
  // 2026-03-02: a trial started today ends on 2026-03-16 (14 days)
  const startClock = Date.parse('2026-03-02T10:00:00Z');
  let clock = startClock;
  // every test starts at the same time, whichever ran before it (-t, it.only, a test added in between)
  afterEach(() => {
    clock = startClock;
  });
  let eventSeq = 0;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ now: () => clock });
    standIn.addCoupon(
      { id: 'spring20', percent_off: 20, amount_off: null, duration: 'repeating', duration_in_months: 3 },
      'SPRING20',
    );
    t = await startTestEngine({
      target,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_esgkit',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: standIn.url,
      },
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
    cleanTempDirs();
  });

  /** A Stripe Event around `object`, as the webhook delivers it. */
  const eventOf = (type: string, object: object) => ({
    id: `evt_test_${target.name}_${++eventSeq}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(clock / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  /** POSTs an event to the webhook, signed with `secret` (none: no signature header). */
  const deliver = async (event: object, secret: string | null = SECRET) => {
    // Stripe sends its events pretty-printed: the signature covers these bytes, not the JSON written again
    const payload = JSON.stringify(event, null, 2);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret)
      headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(clock / 1000),
      });
    const response = await t.fetch(`${t.url}/api/v1/billing/webhook`, {
      method: 'POST',
      headers,
      body: payload,
    });
    const body = (await response.json()) as {
      data?: { eventId: string; outcome: string };
      error?: { code: string };
    };
    return { status: response.status, body };
  };

  const starter = async (label: string) => {
    const actor = await seedActor(t.engine, { label, plan: 'starter' });
    return { ...actor, api: t.client({ token: actor.token }) };
  };

  /** The Data Hub's screening templates: a Professional route (403 to a Starter). */
  const dataHubStatus = async (api: ReturnType<TestEngine['client']>) =>
    (await failureOf(api.call('templates.list')))?.status ?? 200;

  const eventCount = async (id: string) =>
    (await t.engine.store.db.selectFrom('billing_events').select('id').where('id', '=', id).execute()).length;

  it('sign-up → trial → checkout with a coupon → signed checkout.session.completed unlocks Professional on the same token; a failed payment shows the retry; replayed and unsigned events change nothing', async () => {
    const { api, userId, email } = await starter('journey');
    expect(await dataHubStatus(api)).toBe(403);
    expect((await api.call('billing.plans')).data.provider).toBe('stripe');

    // coupons are Stripe's: a promotion code is valid (outcome 0), an unknown code is not (outcome 1)
    expect((await api.call('billing.coupon', { body: { code: 'SPRING20' } })).data).toEqual({
      code: 'SPRING20',
      outcome: 0,
      isValid: true,
      percentOff: 20,
      amountOff: null,
      durationMonths: 3,
    });
    expect((await api.call('billing.coupon', { body: { code: 'NOPE' } })).data).toMatchObject({
      outcome: 1,
      isValid: false,
    });

    // Choose Professional for a year with the coupon: the 14-day trial starts, and Stripe's checkout continues it
    const choose = {
      plan: 'professional',
      period: 'year',
      couponCode: 'SPRING20',
      acceptTerms: true,
    } as const;
    const { data: first } = await api.call('billing.session', { body: choose });
    expect(first).toMatchObject({
      kind: 'checkout',
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'trial',
      trialEndDate: '2026-03-16',
    });
    // this user's requests (the other tests of the file talk to the same stand-in, before or after this one)
    const customersCreated = () =>
      standIn.received('POST', '/v1/customers').filter((r) => r.params.email === email);
    const checkouts = () =>
      standIn
        .received('POST', '/v1/checkout/sessions')
        .filter((r) => r.params.client_reference_id === userId);
    const [createdCustomer] = customersCreated();
    expect(createdCustomer?.params).toMatchObject({ email, 'metadata[esgkit_user_id]': userId });
    const customerId = [...standIn.customers.values()].find((c) => c.email === email)?.id;
    const [sent] = checkouts();
    expect(sent?.params).toMatchObject({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: userId,
      // Stripe sends the buyer back to the web's billing pages (the SPA has no page outside /platform for them)
      success_url: `${t.config.publicUrl}/platform/profile/billing/information?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/platform/profile/billing/checkout/professional/year`,
      // the plans file's price: €49 × 12 = 588 less the year's 20 % = 470.40, before VAT, charged every 12 months
      'line_items[0][price_data][unit_amount]': '47040',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '12',
      'discounts[0][promotion_code]': 'promo_spring20',
      'metadata[plan]': 'professional',
      'metadata[period]': 'year',
      'metadata[coupon_code]': 'SPRING20',
      // the first charge when the trial's last day (2026-03-16) is over
      'subscription_data[trial_end]': String(unix('2026-03-17T00:00:00Z')),
    });

    // the trial runs out unpaid: Starter again, on the same token
    clock = Date.parse('2026-03-18T10:00:00Z');
    await t.engine.billing.endExpired();
    expect(await dataHubStatus(api)).toBe(403);

    // Choose again: the same Stripe customer (found, not created twice), no trial left to continue
    const { data: second } = await api.call('billing.session', { body: choose });
    expect(customersCreated()).toHaveLength(1);
    const sessionParams = checkouts()[1]?.params ?? {};
    expect(sessionParams.customer).toBe(customerId);
    expect(sessionParams['subscription_data[trial_end]']).toBeUndefined();
    // the success page's word changes nothing: still Starter
    expect(await dataHubStatus(api)).toBe(403);

    // Stripe takes the payment and signs checkout.session.completed
    const sessionId = second.kind === 'checkout' ? second.sessionId : '';
    const { session, subscription } = standIn.completeCheckout(sessionId, unix('2027-03-18T10:00:00Z'));
    const completed = eventOf('checkout.session.completed', session);
    expect(await deliver(completed)).toEqual({
      status: 200,
      body: expect.objectContaining({ data: { eventId: completed.id, outcome: 'applied' } }),
    });
    expect(await dataHubStatus(api)).toBe(200);
    expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 4 });
    expect((await api.call('billing.customer')).data).toMatchObject({
      planType: 'professional',
      period: 'year',
      state: 'active',
      statusCode: 2,
      nextPaymentDate: '2027-03-18',
      couponCode: 'SPRING20',
      paymentProblem: null,
    });

    // a renewal fails; Stripe retries in 3 days: the payment-problem state with its days, access kept meanwhile
    const failedPayment = eventOf('invoice.payment_failed', {
      id: 'in_test_failed',
      object: 'invoice',
      customer: customerId,
      status: 'open',
      next_payment_attempt: unix('2026-03-21T10:00:00Z'),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: { object: 'list', data: [] },
    });
    expect((await deliver(failedPayment)).body.data?.outcome).toBe('applied');
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'payment_problem',
      statusCode: 5,
      paymentProblem: { kind: 'retry', days: 3 },
    });
    expect(await dataHubStatus(api)).toBe(200);

    // replayed (Stripe delivers an event again until it sees a 2xx): nothing changes, it would go back to active
    expect((await deliver(completed)).body.data).toEqual({ eventId: completed.id, outcome: 'duplicate' });
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'payment_problem',
      statusCode: 5,
    });

    // unsigned, or signed with another secret: 400 and nothing recorded or changed
    const paid = eventOf('invoice.paid', {
      id: 'in_test_forged',
      object: 'invoice',
      customer: customerId,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: {
        object: 'list',
        data: [{ period: { start: clock / 1000, end: unix('2028-03-18T10:00:00Z') } }],
      },
    });
    for (const secret of [null, 'whsec_someone_else']) {
      const forged = await deliver(paid, secret);
      expect(forged.status).toBe(400);
      expect(forged.body.error?.code).toBe('invalidWebhookSignature');
    }
    expect(await eventCount(paid.id)).toBe(0);
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'payment_problem',
      statusCode: 5,
    });
  });
  /** A Starter who chose and paid Professional monthly: active, next charge on `periodEnd`. */
  const subscribed = async (label: string, periodEnd: string) => {
    const actor = await starter(label);
    const { data } = await actor.api.call('billing.session', {
      body: { plan: 'professional', period: 'month', acceptTerms: true },
    });
    const { session, subscription } = standIn.completeCheckout(
      data.kind === 'checkout' ? data.sessionId : '',
      unix(`${periodEnd}T10:00:00Z`),
    );
    expect((await deliver(eventOf('checkout.session.completed', session))).body.data?.outcome).toBe(
      'applied',
    );
    return { ...actor, customerId: String(session.customer), subscriptionId: subscription.id };
  };

  it('charges VAT as the order summary shows: a VAT tax rate on the line (found, else created once); a VAT ID of another EU country is reverse charge', async () => {
    // one the operator made in the Dashboard: France's 20 %, found by listing, not made again
    const french = standIn.addTaxRate({
      display_name: 'VAT',
      percentage: 20,
      inclusive: false,
      country: 'FR',
    });
    const choose = { plan: 'professional', period: 'month', acceptTerms: true } as const;
    const lastSession = () => standIn.received('POST', '/v1/checkout/sessions').at(-1)?.params ?? {};
    const customerOf = (email: string) => [...standIn.customers.values()].find((c) => c.email === email);
    const italianRates = () =>
      standIn.received('POST', '/v1/tax_rates').filter((r) => r.params.country === 'IT');

    // an Italian buyer: €49 net, 22 % VAT on top as a Stripe Tax Rate (the order summary's 10.78)
    const italian = await starter('vat-it');
    await italian.api.call('profile.update', { body: { country: 'IT' } });
    expect((await italian.api.call('billing.order', { query: choose })).data).toMatchObject({
      netCents: 4_900,
      vatPct: 22,
      vatCents: 1_078,
    });
    await italian.api.call('billing.session', { body: choose });
    expect(italianRates().map((r) => r.params)).toEqual([
      { display_name: 'VAT', percentage: '22', inclusive: 'false', country: 'IT', tax_type: 'vat' },
    ]);
    const italy = standIn.taxRates.find((r) => r.country === 'IT')!;
    expect(lastSession()).toMatchObject({
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][tax_rates][0]': italy.id,
    });
    expect(customerOf(italian.email)?.tax_exempt).toBe('none');

    // a second Italian buyer: the same rate, kept in memory (none made, none listed again)
    const listed = standIn.received('GET', '/v1/tax_rates').length;
    const another = await starter('vat-it-2');
    await another.api.call('billing.session', { body: choose });
    expect(lastSession()['line_items[0][tax_rates][0]']).toBe(italy.id);
    expect(italianRates()).toHaveLength(1);
    expect(standIn.received('GET', '/v1/tax_rates')).toHaveLength(listed);

    // a French buyer: the Dashboard's rate
    const buyerFr = await starter('vat-fr');
    await buyerFr.api.call('profile.update', { body: { country: 'FR' } });
    await buyerFr.api.call('billing.session', { body: choose });
    expect(lastSession()['line_items[0][tax_rates][0]']).toBe(french.id);
    expect(standIn.received('POST', '/v1/tax_rates').filter((r) => r.params.country === 'FR')).toEqual([]);

    // a German VAT ID: reverse charge — no VAT on the line, the customer tax-exempt "reverse" (Stripe's invoice
    // then says "Reverse charge")
    const german = await starter('vat-de');
    await german.api.call('billing.updateCustomer', { body: { vat: 'DE123456789' } });
    await german.api.call('billing.session', { body: choose });
    expect(lastSession()['line_items[0][price_data][unit_amount]']).toBe('4900');
    expect(lastSession()['line_items[0][tax_rates][0]']).toBeUndefined();
    expect(customerOf(german.email)?.tax_exempt).toBe('reverse');
    // the VAT ID removed: VAT again, and the customer no longer exempt
    await german.api.call('billing.updateCustomer', { body: { vat: '' } });
    await german.api.call('billing.session', { body: choose });
    expect(lastSession()['line_items[0][tax_rates][0]']).toBe(italy.id);
    expect(customerOf(german.email)?.tax_exempt).toBe('none');
  });

  it('opens the Customer Portal, lists the invoices, and cancels at the period’s end on Stripe', async () => {
    clock = Date.parse('2026-04-01T10:00:00Z');
    const { api, customerId, subscriptionId } = await subscribed('portal', '2026-05-01');
    const { data: portal } = await api.call('billing.portal');
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(standIn.received('POST', '/v1/billing_portal/sessions').at(-1)?.params).toMatchObject({
      customer: customerId,
      return_url: `${t.config.publicUrl}/platform/profile/billing/information`,
    });

    standIn.addInvoice({
      id: 'in_test_paid',
      object: 'invoice',
      customer: customerId,
      created: unix('2026-04-01T10:05:00Z'),
      currency: 'eur',
      status: 'paid',
      // €49 + 22 % VAT = 59.78
      amount_paid: 5978,
      amount_due: 5978,
      hosted_invoice_url: 'https://invoice.stripe.com/i/test_paid',
    });
    // a draft is not shown
    standIn.addInvoice({
      id: 'in_test_draft',
      object: 'invoice',
      customer: customerId,
      created: unix('2026-04-30T10:00:00Z'),
      currency: 'eur',
      status: 'draft',
      amount_paid: 0,
      amount_due: 5978,
      hosted_invoice_url: null,
    });
    expect((await api.call('billing.invoices')).data).toEqual([
      {
        id: 'in_test_paid',
        date: '2026-04-01',
        amount: 59.78,
        currency: 'EUR',
        status: 'paid',
        url: 'https://invoice.stripe.com/i/test_paid',
      },
    ]);

    const { data: cancelled } = await api.call('billing.cancel');
    expect(standIn.received('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)?.params).toEqual({
      cancel_at_period_end: 'true',
    });
    // access to the end of the paid month
    expect(cancelled).toMatchObject({ state: 'cancelled', statusCode: 3, endDate: '2026-05-01' });
    expect(await dataHubStatus(api)).toBe(200);

    // Stripe ends it at the period's end: Starter again on the same token
    const ended = eventOf('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      customer: customerId,
      status: 'canceled',
      items: { object: 'list', data: [] },
    });
    expect((await deliver(ended)).body.data?.outcome).toBe('applied');
    expect((await api.call('billing.customer')).data).toMatchObject({ state: 'ended', statusCode: 4 });
    expect(await dataHubStatus(api)).toBe(403);
  });

  it('changes package: the new plan on its paid checkout, the old Stripe subscription cancelled so nothing is charged twice', async () => {
    clock = Date.parse('2026-04-01T10:00:00Z');
    const { api, customerId, subscriptionId: old } = await subscribed('change', '2026-05-01');
    const { data } = await api.call('billing.session', {
      body: { plan: 'premium', period: 'year', acceptTerms: true },
    });
    expect(standIn.received('POST', '/v1/checkout/sessions').at(-1)?.params).toMatchObject({
      customer: customerId,
      'metadata[plan]': 'premium',
      'metadata[replaces_subscription]': old,
    });
    // not paid yet: still Professional, the old subscription untouched
    expect((await api.call('auth.session')).data).toMatchObject({ userCapability: 4 });
    expect(standIn.received('DELETE', `/v1/subscriptions/${old}`)).toEqual([]);

    const { session } = standIn.completeCheckout(
      data.kind === 'checkout' ? data.sessionId : '',
      unix('2027-04-01T10:00:00Z'),
    );
    const completed = eventOf('checkout.session.completed', session);
    expect((await deliver(completed)).body.data?.outcome).toBe('applied');
    expect(standIn.received('DELETE', `/v1/subscriptions/${old}`)).toHaveLength(1);
    expect((await api.call('billing.customer')).data).toMatchObject({
      planType: 'premium',
      period: 'year',
      state: 'active',
      nextPaymentDate: '2027-04-01',
    });
    expect((await api.call('auth.session')).data).toMatchObject({ userCapability: 100 });

    // Stripe then says the old one is deleted: not the user's subscription any more, nothing changes
    const oldDeleted = eventOf('customer.subscription.deleted', {
      id: old,
      object: 'subscription',
      customer: customerId,
      status: 'canceled',
      items: { object: 'list', data: [] },
    });
    expect((await deliver(oldDeleted)).body.data?.outcome).toBe('ignored');
    expect((await api.call('billing.customer')).data).toMatchObject({ planType: 'premium', state: 'active' });
  });

  it('pauses an unpaid subscription (delinquent), shows a last failed charge as “plan expires in {days} days”, and ignores events of other subscriptions or customers', async () => {
    clock = Date.parse('2026-04-01T10:00:00Z');
    const { api, customerId, subscriptionId } = await subscribed('unpaid', '2026-04-11');
    const subscriptionEvent = (status: string, id = subscriptionId) =>
      eventOf('customer.subscription.updated', {
        id,
        object: 'subscription',
        customer: customerId,
        status,
        cancel_at: null,
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ current_period_end: unix('2026-04-11T10:00:00Z') }] },
      });

    // no retry left: the plan runs to the end of what was paid, 2026-04-11, 10 days from 2026-04-01
    const lastTry = eventOf('invoice.payment_failed', {
      id: 'in_test_last',
      object: 'invoice',
      customer: customerId,
      status: 'open',
      next_payment_attempt: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: { object: 'list', data: [] },
    });
    expect((await deliver(lastTry)).body.data?.outcome).toBe('applied');
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'payment_problem',
      paymentProblem: { kind: 'expires', days: 10 },
    });

    // past_due is the payment problem already shown; about another subscription, or another customer: ignored
    expect((await deliver(subscriptionEvent('past_due'))).body.data?.outcome).toBe('ignored');
    expect((await deliver(subscriptionEvent('unpaid', 'sub_test_other'))).body.data?.outcome).toBe('ignored');
    expect(
      (
        await deliver(
          eventOf('customer.subscription.deleted', {
            id: 'sub_x',
            object: 'subscription',
            customer: 'cus_nobody',
            status: 'canceled',
            items: { object: 'list', data: [] },
          }),
        )
      ).body.data?.outcome,
    ).toBe('ignored');
    expect((await api.call('billing.customer')).data).toMatchObject({ state: 'payment_problem' });

    // unpaid: Stripe gave up; paused for unpaid payments, Starter's access on the same token
    expect((await deliver(subscriptionEvent('unpaid'))).body.data?.outcome).toBe('applied');
    expect((await api.call('billing.customer')).data).toMatchObject({ state: 'delinquent', statusCode: 6 });
    expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 4, userCapability: 1 });

    // the customer pays the open invoice: active again, the next charge at the paid line's end
    const paid = eventOf('invoice.paid', {
      id: 'in_test_last',
      object: 'invoice',
      customer: customerId,
      status: 'paid',
      next_payment_attempt: null,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: {
        object: 'list',
        data: [{ period: { start: unix('2026-04-11T10:00:00Z'), end: unix('2026-05-11T10:00:00Z') } }],
      },
    });
    expect((await deliver(paid)).body.data?.outcome).toBe('applied');
    expect((await api.call('billing.customer')).data).toMatchObject({
      state: 'active',
      nextPaymentDate: '2026-05-11',
      paymentProblem: null,
    });
    expect(await dataHubStatus(api)).toBe(200);
  });
});

describe('the Stripe provider without an engine', () => {
  const customer = {
    user: { id: 'u1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Rossi', profile_json: '{}' },
    subscription: undefined,
    locale: 'it-IT',
  } as unknown as BillingCustomer;
  const settings = (apiUrl: string, priceIds = {}) => ({
    secretKey: 'sk_test_1',
    webhookSecret: SECRET,
    apiUrl,
    priceIds,
  });

  it('charges the operator’s Stripe Price for a plan and period that has one (STRIPE_PRICE_IDS)', async () => {
    const standIn = await startStripeStandIn({ now: () => Date.now() });
    try {
      const provider = createStripeProvider({
        settings: settings(standIn.url, { 'premium.quarter': 'price_PQ' }),
        plans: defaultPlansFile,
        publicUrl: 'https://esgkit.example',
        now: () => new Date(),
      });
      await provider.checkout({ customer, plan: 'premium', period: 'quarter', couponCode: null });
      const [sent] = standIn.received('POST', '/v1/checkout/sessions');
      // the Price's line carries the VAT too (no country in the profile: the seller's, Italy's 22 %)
      const italy = standIn.taxRates.find((r) => r.country === 'IT' && r.percentage === 22);
      expect(italy?.id).toMatch(/^txr_/);
      expect(sent?.params).toMatchObject({
        'line_items[0][price]': 'price_PQ',
        'line_items[0][tax_rates][0]': italy?.id,
        locale: 'it',
      });
      expect(Object.keys(sent?.params ?? {}).filter((k) => k.includes('price_data'))).toEqual([]);
    } finally {
      await standIn.close();
    }
  });

  it('answers a coupon with outcome 2 (request error) when Stripe cannot be reached', async () => {
    const deadEnd = await startDeadEnd();
    try {
      const provider = createStripeProvider({
        settings: settings(deadEnd.url),
        plans: defaultPlansFile,
        publicUrl: 'https://esgkit.example',
        now: () => new Date(),
      });
      expect(await provider.coupon('SPRING20')).toMatchObject({
        code: 'SPRING20',
        outcome: 2,
        isValid: false,
      });
    } finally {
      await deadEnd.close();
    }
  }, 30_000);
});
