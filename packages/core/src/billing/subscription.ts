import { z } from 'zod';
import { dayFromIso, isoFromDay } from '../format/days.ts';
import { type PlanAccess, planAccess } from '../rules/plans.ts';
import type { PlanLimits } from '../schemas/billing.ts';
import {
  BillingPeriod,
  PaymentProblem,
  SubscriptionState,
  type SubscriptionStatusCode,
} from '../schemas/billing.ts';
import { IsoDate } from '../schemas/common.ts';
import { PlanName } from '../schemas/user.ts';
import { defaultPlansFile, type PlansFile } from './plans-file.ts';

/**
 * The subscription state machine (spec doc 1 §4, doc 2 §4; the spec leaves the transitions open, docs/decisions.md
 * "Billing rules" gives ours). The engine stores a `SubscriptionRecord` per account and moves it only through
 * `subscriptionTransition`; access follows from the record with `accessFor`.
 */

/** What the engine stores about an account's subscription. */
export const SubscriptionRecord = z
  .object({
    plan: PlanName,
    period: BillingPeriod,
    state: SubscriptionState,
    /** trial: the day the trial ends, its last day of access (start + trialDays). */
    trialEndDate: IsoDate.nullable(),
    /** active / payment_problem: the next charge; null when nothing is charged (manual provider). */
    nextPaymentDate: IsoDate.nullable(),
    /**
     * The last day of access: cancelled, the end of the paid time; active under the manual provider, the operator's
     * --until (null = no end); ended, the day it ended. End dates are inclusive (docs/decisions.md).
     */
    endDate: IsoDate.nullable(),
    couponCode: z.string().nullable(),
    paymentProblem: PaymentProblem.nullable(),
    /** The day of the last transition. */
    since: IsoDate,
  })
  .meta({ id: 'SubscriptionRecord' });
export type SubscriptionRecord = z.infer<typeof SubscriptionRecord>;

/** What moves a subscription: the provider (webhooks, checkout), the operator (planSet) or the clock (ended). */
export const SubscriptionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('trialStarted'), plan: PlanName, period: BillingPeriod }),
  /** The operator sets a plan (manual provider, `esgkit users set-plan`); `until` null = no end. */
  z.object({ type: z.literal('planSet'), plan: PlanName, period: BillingPeriod, until: IsoDate.nullable() }),
  z.object({
    type: z.literal('checkoutCompleted'),
    plan: PlanName,
    period: BillingPeriod,
    nextPaymentDate: IsoDate,
    couponCode: z.string().nullable(),
  }),
  z.object({ type: z.literal('paymentSucceeded'), nextPaymentDate: IsoDate }),
  z.object({
    type: z.literal('paymentFailed'),
    kind: PaymentProblem.shape.kind,
    days: PaymentProblem.shape.days,
  }),
  z.object({ type: z.literal('delinquent') }),
  z.object({ type: z.literal('cancelRequested'), endDate: IsoDate }),
  z.object({ type: z.literal('ended') }),
]);
export type SubscriptionEvent = z.infer<typeof SubscriptionEvent>;
export type SubscriptionEventType = SubscriptionEvent['type'];

/** No subscription yet (the record is null). */
type From = SubscriptionState | 'none';

/** A transition the table does not allow, or an event whose data the rules refuse (a past --until). */
export class SubscriptionTransitionError extends Error {
  override name = 'SubscriptionTransitionError';
  readonly from: SubscriptionState | 'none';
  readonly event: SubscriptionEventType;
  constructor(from: SubscriptionState | 'none', event: SubscriptionEventType, detail?: string) {
    super(detail ?? `a subscription in state "${from}" cannot take the event "${event}"`);
    this.from = from;
    this.event = event;
  }
}

type EventOf<T extends SubscriptionEventType> = Extract<SubscriptionEvent, { type: T }>;
interface Row<T extends SubscriptionEventType> {
  /** The states the event may arrive in. */
  from: readonly From[];
  /** The record after the event (state included). */
  apply: (
    current: SubscriptionRecord | null,
    event: EventOf<T>,
    today: IsoDate,
    plans: PlansFile,
  ) => Omit<SubscriptionRecord, 'since'>;
}

const open: readonly From[] = ['trial', 'active', 'payment_problem', 'delinquent'];
const fresh = {
  trialEndDate: null,
  nextPaymentDate: null,
  endDate: null,
  couponCode: null,
  paymentProblem: null,
};
/** The fields a record keeps through an event that only changes its state (plan, period, coupon). */
const kept = (c: SubscriptionRecord | null) => {
  if (!c) throw new Error('unreachable: the table allows this event only on a subscription');
  return { plan: c.plan, period: c.period, couponCode: c.couponCode };
};

/** THE table: every event, the states it may arrive in, and what it leaves. */
export const subscriptionTable: { [T in SubscriptionEventType]: Row<T> } = {
  // A trial is a first subscription only (doc 1 §1 "all plans include a 14-day free trial"), of a plan sold at a price.
  trialStarted: {
    from: ['none'],
    apply: (_c, e, today, plans) => ({
      ...fresh,
      plan: e.plan,
      period: e.period,
      state: 'trial',
      trialEndDate: isoFromDay(dayFromIso(today) + plans.trialDays),
    }),
  },
  // The operator may set any plan at any time; Starter ends the subscription.
  planSet: {
    from: ['none', 'trial', 'active', 'payment_problem', 'delinquent', 'cancelled', 'ended'],
    apply: (_c, e, today) =>
      e.plan === 'starter'
        ? { ...fresh, plan: e.plan, period: e.period, state: 'ended', endDate: today }
        : { ...fresh, plan: e.plan, period: e.period, state: 'active', endDate: e.until },
  },
  // A paid checkout starts (or replaces, "change package") the subscription, from any state.
  checkoutCompleted: {
    from: ['none', 'trial', 'active', 'payment_problem', 'delinquent', 'cancelled', 'ended'],
    apply: (_c, e) => ({
      ...fresh,
      plan: e.plan,
      period: e.period,
      state: 'active',
      nextPaymentDate: e.nextPaymentDate,
      couponCode: e.couponCode,
    }),
  },
  // A charge went through: a trial converts, a problem or a pause is settled.
  paymentSucceeded: {
    from: open,
    apply: (c, e) => ({ ...fresh, ...kept(c), state: 'active', nextPaymentDate: e.nextPaymentDate }),
  },
  paymentFailed: {
    from: ['trial', 'active', 'payment_problem'],
    apply: (c, e) => ({
      ...fresh,
      ...kept(c),
      state: 'payment_problem',
      nextPaymentDate: c?.nextPaymentDate ?? null,
      paymentProblem: { kind: e.kind, days: e.days },
    }),
  },
  // Paused for unpaid payments (doc 1 §4): the provider gave up retrying.
  delinquent: {
    from: ['trial', 'active', 'payment_problem'],
    apply: (c) => ({ ...fresh, ...kept(c), state: 'delinquent' }),
  },
  // Cancelled at the end of the paid time: access lasts until endDate (doc 1 §1 "cancelled at any time").
  cancelRequested: {
    from: open,
    apply: (c, e) => ({ ...fresh, ...kept(c), state: 'cancelled', endDate: e.endDate }),
  },
  ended: {
    from: [...open, 'cancelled'],
    apply: (c, _e, today) => ({ ...fresh, ...kept(c), state: 'ended', endDate: today }),
  },
};

/**
 * The record after `event`, or a `SubscriptionTransitionError` when the table does not allow the event in the
 * current state (or its data is refused: a trial of a plan without a price, a planSet `until` before today).
 *
 * @example subscriptionTransition(null, { type: 'trialStarted', plan: 'professional', period: 'month' }, '2026-11-26')
 *   // { state: 'trial', trialEndDate: '2026-12-10', … }
 */
export const subscriptionTransition = (
  current: SubscriptionRecord | null,
  event: SubscriptionEvent,
  today: IsoDate,
  plans: PlansFile = defaultPlansFile,
): SubscriptionRecord => {
  const from: From = current?.state ?? 'none';
  const row = subscriptionTable[event.type] as Row<SubscriptionEventType>;
  if (!row.from.includes(from)) throw new SubscriptionTransitionError(from, event.type);
  if (event.type === 'trialStarted' && (!plans.plans[event.plan].pricing || plans.trialDays === 0)) {
    throw new SubscriptionTransitionError(from, event.type, `the ${event.plan} plan has no trial`);
  }
  if (event.type === 'planSet' && event.until !== null && event.until < today) {
    throw new SubscriptionTransitionError(
      from,
      event.type,
      `--until ${event.until} is before today (${today})`,
    );
  }
  return { ...row.apply(current, event, today, plans), since: today };
};

/**
 * The status code of a state (doc 1 §4: 1, 2, 5 not cancelled; 3, 4, 6 cancelled; 0 no subscription). Which
 * state has which code is ours (docs/decisions.md): trial 1, active 2, cancelled 3, ended 4, payment_problem 5,
 * delinquent 6.
 */
export const subscriptionStatusCodes = {
  trial: 1,
  active: 2,
  cancelled: 3,
  ended: 4,
  payment_problem: 5,
  delinquent: 6,
} as const satisfies Record<SubscriptionState, SubscriptionStatusCode>;

export const statusCodeOf = (state: SubscriptionState | null): SubscriptionStatusCode =>
  state === null ? 0 : subscriptionStatusCodes[state];

/** doc 1 §4: 0 (none), 1, 2 and 5 are not cancelled; 3, 4, 6 and any other value are. */
export const isCancelledStatus = (code: SubscriptionStatusCode): boolean => ![0, 1, 2, 5].includes(code);

/**
 * What a subscription grants today: its plan's access while it runs (a trial grants its plan until its end date; a
 * payment problem keeps access while the provider retries; a cancelled or operator-set plan until its end date),
 * Starter otherwise (no subscription, ended, delinquent = paused for unpaid payments, a past end).
 */
export const accessFor = (
  record: SubscriptionRecord | null,
  plans: PlansFile,
  today: IsoDate,
  options: { contractLimits?: Partial<PlanLimits> } = {},
): PlanAccess & { plan: PlanName } => {
  const plan = record && grantsPlan(record, today) ? record.plan : 'starter';
  return { plan, ...planAccess(plan, { ...options, plans }) };
};

const grantsPlan = (r: SubscriptionRecord, today: IsoDate): boolean => {
  switch (r.state) {
    case 'trial':
      return r.trialEndDate === null || today <= r.trialEndDate;
    case 'active':
    case 'payment_problem':
    case 'cancelled':
      return r.endDate === null || today <= r.endDate;
    case 'delinquent':
    case 'ended':
      return false;
  }
};
