import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '../schemas/billing.ts';
import { defaultPlansFile } from './plans-file.ts';
import {
  accessFor,
  isCancelledStatus,
  type SubscriptionEvent,
  type SubscriptionRecord,
  SubscriptionTransitionError,
  statusCodeOf,
  subscriptionTable,
  subscriptionTransition,
} from './subscription.ts';

const today = '2026-11-26';
const plans = defaultPlansFile;

/** A record in each state, as the table leaves it. */
const inState = (state: SubscriptionState): SubscriptionRecord => ({
  plan: 'professional',
  period: 'month',
  state,
  trialEndDate: state === 'trial' ? '2026-12-01' : null,
  nextPaymentDate: state === 'active' || state === 'payment_problem' ? '2026-12-20' : null,
  endDate: state === 'cancelled' ? '2026-12-20' : state === 'ended' ? '2026-11-01' : null,
  couponCode: 'WELCOME10',
  paymentProblem: state === 'payment_problem' ? { kind: 'retry', days: 3 } : null,
  since: '2026-11-01',
});

const events: { [T in SubscriptionEvent['type']]: Extract<SubscriptionEvent, { type: T }> } = {
  trialStarted: { type: 'trialStarted', plan: 'premium', period: 'year' },
  planSet: { type: 'planSet', plan: 'premium', period: 'quarter', until: '2027-01-31' },
  checkoutCompleted: {
    type: 'checkoutCompleted',
    plan: 'premium',
    period: 'year',
    nextPaymentDate: '2027-11-26',
    couponCode: null,
  },
  paymentSucceeded: { type: 'paymentSucceeded', nextPaymentDate: '2027-01-20' },
  paymentFailed: { type: 'paymentFailed', kind: 'expires', days: 7 },
  delinquent: { type: 'delinquent' },
  cancelRequested: { type: 'cancelRequested', endDate: '2026-12-20' },
  ended: { type: 'ended' },
};

const none = null;
type From = SubscriptionState | 'none';
const record = (from: From) => (from === 'none' ? none : inState(from));

/**
 * Every (state, event) pair and what it must give: the expected record for allowed pairs, 'invalid' for the rest.
 * Written out by hand, pair by pair, from docs/decisions.md "Billing rules".
 */
const expected: Record<SubscriptionEvent['type'], Partial<Record<From, Partial<SubscriptionRecord>>>> = {
  // only a first subscription gets a trial: ends today + 14 days
  trialStarted: {
    none: {
      plan: 'premium',
      period: 'year',
      state: 'trial',
      trialEndDate: '2026-12-10',
      nextPaymentDate: null,
    },
  },
  // the operator: from anywhere to active until the date
  planSet: Object.fromEntries(
    (['none', 'trial', 'active', 'payment_problem', 'delinquent', 'cancelled', 'ended'] as const).map((s) => [
      s,
      {
        plan: 'premium',
        period: 'quarter',
        state: 'active',
        endDate: '2027-01-31',
        couponCode: null,
        paymentProblem: null,
      },
    ]),
  ),
  checkoutCompleted: Object.fromEntries(
    (['none', 'trial', 'active', 'payment_problem', 'delinquent', 'cancelled', 'ended'] as const).map((s) => [
      s,
      {
        plan: 'premium',
        period: 'year',
        state: 'active',
        nextPaymentDate: '2027-11-26',
        endDate: null,
        trialEndDate: null,
      },
    ]),
  ),
  paymentSucceeded: Object.fromEntries(
    (['trial', 'active', 'payment_problem', 'delinquent'] as const).map((s) => [
      s,
      {
        plan: 'professional',
        state: 'active',
        nextPaymentDate: '2027-01-20',
        paymentProblem: null,
        couponCode: 'WELCOME10',
      },
    ]),
  ),
  paymentFailed: {
    trial: { state: 'payment_problem', paymentProblem: { kind: 'expires', days: 7 }, nextPaymentDate: null },
    active: {
      state: 'payment_problem',
      paymentProblem: { kind: 'expires', days: 7 },
      nextPaymentDate: '2026-12-20',
    },
    payment_problem: { state: 'payment_problem', paymentProblem: { kind: 'expires', days: 7 } },
  },
  delinquent: Object.fromEntries(
    (['trial', 'active', 'payment_problem'] as const).map((s) => [
      s,
      { state: 'delinquent', paymentProblem: null, nextPaymentDate: null },
    ]),
  ),
  cancelRequested: Object.fromEntries(
    (['trial', 'active', 'payment_problem', 'delinquent'] as const).map((s) => [
      s,
      { state: 'cancelled', endDate: '2026-12-20', nextPaymentDate: null, plan: 'professional' },
    ]),
  ),
  ended: Object.fromEntries(
    (['trial', 'active', 'payment_problem', 'delinquent', 'cancelled'] as const).map((s) => [
      s,
      { state: 'ended', endDate: today, plan: 'professional' },
    ]),
  ),
};

const allFrom: From[] = ['none', 'trial', 'active', 'payment_problem', 'delinquent', 'cancelled', 'ended'];

describe('subscriptionTransition', () => {
  for (const type of Object.keys(events) as SubscriptionEvent['type'][]) {
    for (const from of allFrom) {
      const want = expected[type][from];
      it(`${from} + ${type} → ${want ? want.state : 'invalid'}`, () => {
        const run = () => subscriptionTransition(record(from), events[type], today, plans);
        if (want) {
          expect(run()).toMatchObject({ ...want, since: today });
        } else {
          expect(run).toThrow(SubscriptionTransitionError);
          expect(run).toThrow(`state "${from}" cannot take the event "${type}"`);
        }
      });
    }
  }

  it('the table and the expectations list the same pairs', () => {
    for (const type of Object.keys(events) as SubscriptionEvent['type'][]) {
      expect([...subscriptionTable[type].from].sort()).toEqual(Object.keys(expected[type]).sort());
    }
  });

  it('planSet to Starter ends the subscription today', () => {
    expect(
      subscriptionTransition(
        inState('active'),
        { type: 'planSet', plan: 'starter', period: 'month', until: null },
        today,
      ),
    ).toMatchObject({ state: 'ended', plan: 'starter', endDate: today });
  });

  it('refuses a planSet until a past day, and a trial of a plan without a price', () => {
    expect(() =>
      subscriptionTransition(
        null,
        { type: 'planSet', plan: 'premium', period: 'month', until: '2026-11-25' },
        today,
      ),
    ).toThrow(/before today/);
    expect(() =>
      subscriptionTransition(null, { type: 'trialStarted', plan: 'enterprise', period: 'month' }, today),
    ).toThrow(SubscriptionTransitionError);
  });
});

describe('status codes (doc 1 §4)', () => {
  it('gives each state its code', () => {
    expect(
      (['trial', 'active', 'cancelled', 'ended', 'payment_problem', 'delinquent'] as const).map(statusCodeOf),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(statusCodeOf(null)).toBe(0);
  });

  it('reads 0, 1, 2 and 5 as not cancelled, 3, 4, 6 and unknown values as cancelled', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, -1, 99].map((c) => [c, isCancelledStatus(c)])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, true],
      [4, true],
      [5, false],
      [6, true],
      [7, true],
      [-1, true],
      [99, true],
    ]);
  });
});

describe('accessFor', () => {
  const starter = { plan: 'starter', accessLevel: 4, capability: 1 };
  const professional = {
    plan: 'professional',
    accessLevel: 100,
    capability: 4,
    limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 },
  };

  it('grants the plan while the subscription runs, Starter otherwise', () => {
    expect(accessFor(null, plans, today)).toMatchObject(starter);
    expect(accessFor(inState('trial'), plans, today)).toMatchObject(professional);
    expect(accessFor(inState('active'), plans, today)).toMatchObject(professional);
    expect(accessFor(inState('payment_problem'), plans, today)).toMatchObject(professional);
    expect(accessFor(inState('cancelled'), plans, today)).toMatchObject(professional);
    expect(accessFor(inState('delinquent'), plans, today)).toMatchObject(starter);
    expect(accessFor(inState('ended'), plans, today)).toMatchObject(starter);
  });

  it('ends access after the last day (end dates are inclusive)', () => {
    // trial ends 2026-12-01: still Professional that day, Starter the day after
    expect(accessFor(inState('trial'), plans, '2026-12-01').plan).toBe('professional');
    expect(accessFor(inState('trial'), plans, '2026-12-02').plan).toBe('starter');
    // cancelled with access until 2026-12-20
    expect(accessFor(inState('cancelled'), plans, '2026-12-20').plan).toBe('professional');
    expect(accessFor(inState('cancelled'), plans, '2026-12-21').plan).toBe('starter');
    // the operator's --until
    const until = { ...inState('active'), endDate: '2027-01-31' };
    expect(accessFor(until, plans, '2027-01-31').plan).toBe('professional');
    expect(accessFor(until, plans, '2027-02-01').plan).toBe('starter');
  });

  it('reads the grants from the given plans file and an Enterprise contract', () => {
    const custom = {
      ...plans,
      plans: {
        ...plans.plans,
        professional: {
          ...plans.plans.professional,
          limits: { maxSecuritiesPerPortfolio: 40, maxPortfolios: 10 },
        },
      },
    };
    expect(accessFor(inState('active'), custom, today).limits).toEqual({
      maxSecuritiesPerPortfolio: 40,
      maxPortfolios: 10,
    });
    const enterprise = { ...inState('active'), plan: 'enterprise' as const };
    expect(accessFor(enterprise, plans, today, { contractLimits: { maxPortfolios: 500 } }).limits).toEqual({
      maxSecuritiesPerPortfolio: null,
      maxPortfolios: 500,
    });
  });
});
