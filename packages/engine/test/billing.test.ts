import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPlansFile } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import {
  failureOf,
  minimalSnapshot,
  startTestEngine,
  type TestEngine,
  tempSqlite,
} from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Issue 25: every billing route on the manual provider (the default), the plans file's prices, and a state change
// that sets the user's access at once, seen by the same session token on its next call.

const OPERATOR = 'billing@example.com';
const PREMIUM_SHA256 = '60e1f4320627120992a6440b7370b65d5e417c99e4cac77da53674ccd0883845';

failWhenPostgresMissing('billing suite');

describe.each(storeTargets)('billing on the manual provider on $name', (target) => {
  let t: TestEngine;
  // 2026-03-02: the 14-day trial's last day is 2026-03-16
  let clock = Date.parse('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      env: { ESGKIT_OPERATOR_EMAIL: OPERATOR },
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const starter = async (label: string) => {
    const actor = await seedActor(t.engine, { label, plan: 'starter' });
    return { ...actor, api: t.client({ token: actor.token }) };
  };

  it('shows the plans file’s prices per period, the manual provider and no subscription to a new Starter', async () => {
    const { api } = await starter('plans');
    const { data } = await api.call('billing.plans');
    expect(data).toMatchObject({ hasSubscriptions: false, subscriptionStatus: 0, provider: 'manual' });
    const byPlan = Object.fromEntries(data.plans.map((p) => [p.plan, p]));
    // Professional €49 a month; a quarter 3 × 49 = 147 less 10 % = 132.30; a year 12 × 49 = 588 less 20 % = 470.40
    expect(byPlan.professional?.prices.map((p) => [p.period, p.amount, p.discountPct])).toEqual([
      ['month', 49, null],
      ['quarter', 132.3, 10],
      ['year', 470.4, 20],
    ]);
    // Premium €99: 297 less 10 % = 267.30; 1188 less 20 % = 950.40
    expect(byPlan.premium?.prices.map((p) => p.amount)).toEqual([99, 267.3, 950.4]);
    expect(byPlan.professional?.trialDays).toBe(14);
    expect(byPlan.enterprise).toMatchObject({ isContactSales: true, prices: [] });
  });

  it('sends a Starter’s "Choose" to the operator and starts the 14-day trial, seen by the same token at once', async () => {
    const { api, email } = await starter('choose');
    expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 4, userCapability: 1 });
    const { data: session } = await api.call('billing.session', {
      body: { plan: 'professional', period: 'year', acceptTerms: true },
    });
    expect(session.kind).toBe('requestSent');
    const mails = await listOutboxMails(t.engine.store.db, OPERATOR);
    const mail = mails.find((m) => m.subject.includes(email));
    expect(mail?.subject).toBe(`Plan request: ${email} chose professional`);
    expect(mail?.body_text).toContain(`esgkit users set-plan ${email} professional --period year`);
    // the trial grants Professional (100, 4) on this very token
    expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 4 });
    const { data: subscription } = await api.call('billing.customer');
    expect(subscription).toMatchObject({
      planType: 'professional',
      period: 'year',
      state: 'trial',
      statusCode: 1,
      trialEndDate: '2026-03-16',
      // 470.40 a year before VAT; no country in the profile: the seller's (IT), 22 %
      price: 470.4,
      currency: 'EUR',
      vatPct: 22,
      paymentProblem: null,
    });
    expect((await api.call('billing.plans')).data).toMatchObject({
      hasSubscriptions: true,
      subscriptionStatus: 1,
    });
  });

  it('refuses a coupon the plans file does not list (outcome 1; Choose with it is 422 incorrectCoupon)', async () => {
    const { api } = await starter('coupon');
    expect((await api.call('billing.coupon', { body: { code: 'NOPE' } })).data).toMatchObject({
      code: 'NOPE',
      outcome: 1,
      isValid: false,
    });
    const refused = await failureOf(
      api.call('billing.session', {
        body: { plan: 'premium', period: 'month', couponCode: 'NOPE', acceptTerms: true },
      }),
    );
    expect(refused).toMatchObject({ status: 422, code: 'incorrectCoupon' });
    // nothing started
    expect((await api.call('billing.customer')).data).toBeNull();
  });

  it('keeps the billing details in the profile; a VAT ID of another EU country is reverse charge (0 % VAT)', async () => {
    const { api } = await starter('vat');
    await api.call('billing.session', { body: { plan: 'professional', period: 'month', acceptTerms: true } });
    const { data } = await api.call('billing.updateCustomer', {
      body: { vat: 'DE123456789', legalName: 'Rossi GmbH' },
    });
    expect(data).toMatchObject({ price: 49, vatPct: 0 });
    expect((await api.call('profile.get')).data).toMatchObject({
      vat: 'DE123456789',
      legalName: 'Rossi GmbH',
    });
  });

  it('answers the checkout’s order summary to the cent for the caller’s VAT, refusing an unknown coupon', async () => {
    const { api } = await starter('order');
    const order = await api.call('billing.order', { query: { plan: 'professional', period: 'quarter' } });
    // 3 × €49 = 147.00 less 10 % = 132.30; no country in the profile: the seller's (IT) 22 % = 29.106 → 29.11
    expect(order.data).toMatchObject({
      currency: 'EUR',
      listPriceCents: 14_700,
      periodDiscountCents: 1_470,
      netCents: 13_230,
      vatPct: 22,
      vatCents: 2_911,
      reverseCharge: false,
      totalCents: 16_141,
    });
    const refused = await failureOf(
      api.call('billing.order', { query: { plan: 'professional', period: 'quarter', couponCode: 'NOPE' } }),
    );
    expect(refused).toMatchObject({ status: 422, code: 'incorrectCoupon' });
    // a German VAT ID: reverse charge, no VAT
    await api.call('billing.updateCustomer', { body: { vat: 'DE123456789' } });
    const reverse = await api.call('billing.order', { query: { plan: 'premium', period: 'month' } });
    expect(reverse.data).toMatchObject({
      netCents: 9_900,
      vatCents: 0,
      reverseCharge: true,
      totalCents: 9_900,
    });
  });

  it('answers the portal with a mail to the operator and an empty invoice list (no card payments)', async () => {
    const { api } = await starter('portal');
    expect((await api.call('billing.portal')).data.url).toMatch(/^mailto:billing@example\.com\?subject=/);
    expect((await api.call('billing.invoices')).data).toEqual([]);
  });

  it('cancels a trial to its last day; the day after, the same token is Starter again', async () => {
    const { api } = await starter('cancel');
    expect((await api.call('billing.cancel')).data).toBeNull();
    await api.call('billing.session', { body: { plan: 'premium', period: 'quarter', acceptTerms: true } });
    const { data: cancelled } = await api.call('billing.cancel');
    expect(cancelled).toMatchObject({ state: 'cancelled', statusCode: 3, endDate: '2026-03-16' });
    expect((await api.call('auth.session')).data).toMatchObject({ userCapability: 100 });
    const mails = await listOutboxMails(t.engine.store.db, OPERATOR);
    expect(mails.some((m) => m.subject.startsWith('Cancellation:'))).toBe(true);
    // 2026-03-17: past the last day
    clock = Date.parse('2026-03-17T08:00:00Z');
    try {
      expect(await t.engine.billing.endExpired()).toBeGreaterThanOrEqual(1);
      expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 4, userCapability: 1 });
      expect((await api.call('billing.customer')).data).toMatchObject({ state: 'ended', statusCode: 4 });
    } finally {
      clock = Date.parse('2026-03-02T10:00:00Z');
    }
  });

  it('lets the operator set a plan with an end day, and refuses an end day in the past naming it', async () => {
    const { api, email } = await starter('operator');
    const set = await t.engine.billing.setPlan(email, 'premium', { period: 'month', until: '2026-06-30' });
    expect(set.subscription).toMatchObject({ state: 'active', statusCode: 2, endDate: '2026-06-30' });
    expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 100 });
    await expect(
      t.engine.billing.setPlan(email, 'professional', { until: '2026-03-01' }),
    ).rejects.toMatchObject({
      code: 'invalidInput',
      message: expect.stringContaining('2026-03-01'),
    });
  });
});

// The operator's limits, not the repo's, hold every plan-limit check (portfolios, clients, lookups, the PAI
// statement): Professional cut to 2 securities a portfolio and 2 client portfolios.
describe.each(storeTargets)('the operator’s plan limits on $name', (target) => {
  let t: TestEngine;
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('refuses the 3rd security and the 3rd client portfolio of a Professional whose file allows 2', async () => {
    const file = join(tempDir(), 'plans.json');
    const plans = structuredClone(defaultPlansFile);
    plans.plans.professional.limits = { maxSecuritiesPerPortfolio: 2, maxPortfolios: 2 };
    writeFileSync(file, JSON.stringify(plans));
    t = await startTestEngine({ target, env: { ESGKIT_PLANS_FILE: file }, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    const api = t.client({
      token: (await seedActor(t.engine, { label: 'limits', plan: 'professional' })).token,
    });
    const holding = (tickers: string[]) => ({
      investmentDay: '2025-06-26',
      investmentAmount: 1000,
      portfolio: { items: tickers.map((input) => ({ input, weight: 100 / tickers.length })), cash: 0 },
    });
    const three = holding(['ALPE', 'BRSW', 'CALF']);
    const newClient = (portfolio: object) =>
      api.call('clients.create', { body: { firstname: 'Limit', lastname: 'Test', portfolio } as never });
    expect(await failureOf(newClient(three))).toMatchObject({
      status: 403,
      code: 'maxSecurities',
      issues: [{ params: { max: 2, count: 3 } }],
    });
    expect(await failureOf(api.call('lookups.create', { body: three }))).toMatchObject({
      status: 403,
      code: 'maxSecurities',
    });
    expect(
      await failureOf(
        api.call('lookups.paiStatement', {
          body: {
            referenceYear: 2024,
            basis: 'all',
            quarters: Array.from({ length: 4 }, () => ({
              investmentAmount: 1000,
              portfolio: three.portfolio,
            })),
          },
        }),
      ),
    ).toMatchObject({ status: 403, code: 'maxSecurities' });
    // the seeded actor holds one client portfolio: a second reaches the file's 2, a third is refused
    expect((await newClient(holding(['ALPE', 'BRSW']))).data.id).toBeTruthy();
    expect(await failureOf(newClient(holding(['ALPE'])))).toMatchObject({
      status: 403,
      code: 'maxPortfolios',
      issues: [{ params: { max: 2, count: 3 } }],
    });
  }, 60_000);
});

// doc 1 §1 "a Premium code can be entered": once per account (docs/decisions.md) — typed again, it is "not valid"
// (outcome 1) and the plan's end stays where the first use put it.
describe.each(storeTargets)('the Premium code on $name', (target) => {
  let t: TestEngine;
  let clock = Date.parse('2026-03-02T10:00:00Z');
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('grants Premium once per account; a second use is not valid and changes nothing', async () => {
    const file = join(tempDir(), 'plans.json');
    const plans = structuredClone(defaultPlansFile);
    plans.premiumCode = { sha256: PREMIUM_SHA256, plan: 'premium', months: 12 };
    writeFileSync(file, JSON.stringify(plans));
    t = await startTestEngine({ target, env: { ESGKIT_PLANS_FILE: file }, now: () => new Date(clock) });
    const api = t.client({ token: (await seedActor(t.engine, { label: 'code', plan: 'starter' })).token });
    expect((await api.call('billing.coupon', { body: { code: 'letmein-premium' } })).data).toMatchObject({
      outcome: 0,
      isValid: true,
    });
    // 12 months from 2026-03-02
    expect((await api.call('billing.customer')).data).toMatchObject({
      planType: 'premium',
      endDate: '2027-03-02',
    });
    clock = Date.parse('2026-03-03T10:00:00Z'); // the next day: a second grant would end on 2027-03-03
    expect((await api.call('billing.coupon', { body: { code: ' letmein-premium ' } })).data).toEqual({
      code: 'letmein-premium',
      outcome: 1,
      isValid: false,
      percentOff: null,
      amountOff: null,
      durationMonths: null,
    });
    expect((await api.call('billing.customer')).data).toMatchObject({
      planType: 'premium',
      endDate: '2027-03-02',
    });
    // another account still may
    const other = t.client({ token: (await seedActor(t.engine, { label: 'code2', plan: 'starter' })).token });
    expect((await other.call('billing.coupon', { body: { code: 'letmein-premium' } })).data.outcome).toBe(0);
  });
});

describe('the operator’s plans file (ESGKIT_PLANS_FILE)', () => {
  afterAll(() => cleanTempDirs());

  it('prices the plans and checks coupons from the operator’s file', async () => {
    const dir = tempDir();
    const file = join(dir, 'plans.json');
    const plans = structuredClone(defaultPlansFile);
    plans.plans.professional.pricing = {
      monthlyPriceCents: 1000,
      periodDiscountPct: { month: 0, quarter: 0, year: 50 },
    };
    plans.coupons = [{ code: 'WELCOME10', percentOff: 10, amountOffCents: null, durationMonths: 3 }];
    // sha256('letmein-premium'), worked out with `printf %s letmein-premium | sha256sum`
    plans.premiumCode = { sha256: PREMIUM_SHA256, plan: 'premium', months: 12 };
    writeFileSync(file, JSON.stringify(plans));
    const t = await startTestEngine({ target: tempSqlite, env: { ESGKIT_PLANS_FILE: file } });
    try {
      const api = t.client({ token: (await seedActor(t.engine, { label: 'own', plan: 'starter' })).token });
      const { data } = await api.call('billing.plans');
      // €10 a month; a quarter 30; a year 120 less 50 % = 60
      expect(data.plans.find((p) => p.plan === 'professional')?.prices.map((p) => p.amount)).toEqual([
        10, 30, 60,
      ]);
      expect(data.hasDiscount).toBe(true);
      expect((await api.call('billing.coupon', { body: { code: 'welcome10' } })).data).toMatchObject({
        code: 'WELCOME10',
        outcome: 0,
        isValid: true,
        percentOff: 10,
      });
      // the Premium code (doc 1 §1) grants Premium for 12 months, on this token at once
      expect((await api.call('billing.coupon', { body: { code: 'letmein-premium' } })).data).toMatchObject({
        outcome: 0,
        isValid: true,
        durationMonths: 12,
      });
      expect((await api.call('auth.session')).data).toMatchObject({ accessLevel: 100, userCapability: 100 });
      expect((await api.call('billing.customer')).data).toMatchObject({
        planType: 'premium',
        state: 'active',
      });
    } finally {
      await t.close();
    }
  });

  it('stops the start-up on a bad file, naming the file and the field', async () => {
    const dir = tempDir();
    const file = join(dir, 'plans.json');
    const plans = structuredClone(defaultPlansFile) as unknown as {
      plans: { professional: { pricing: { monthlyPriceCents: unknown } } };
    };
    plans.plans.professional.pricing.monthlyPriceCents = 'forty-nine';
    writeFileSync(file, JSON.stringify(plans));
    await expect(startTestEngine({ target: tempSqlite, env: { ESGKIT_PLANS_FILE: file } })).rejects.toThrow(
      `${file}: plans.professional.pricing.monthlyPriceCents:`,
    );
  });
});
