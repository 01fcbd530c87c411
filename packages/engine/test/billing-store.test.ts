import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, insertUser, newId, type Store } from '../src/store/index.ts';
import {
  findSubscription,
  listBillingEvents,
  recordBillingEvent,
  saveSubscription,
} from '../src/store/repositories/billing.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { userRow } from './helpers/store.ts';

// Issue 25: one subscription per user, and a provider's event recorded once by its id (a replayed webhook is seen).

failWhenPostgresMissing('billing store suite');

const at = '2026-03-02T10:00:00.000Z';

describe.each(storeTargets)('the billing tables on $name', (target) => {
  let place: Awaited<ReturnType<typeof target.create>>;
  let store: Store;
  const userId = newId();

  beforeAll(async () => {
    place = await target.create();
    store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    await insertUser(store.db, userRow('billing-store@example.com', at, { id: userId }));
  });
  afterAll(async () => {
    await store?.close();
    await place?.drop();
  });

  it('keeps one subscription per user: a second save replaces the first and keeps when it began', async () => {
    const row = {
      user_id: userId,
      plan: 'professional',
      period: 'month',
      state: 'trial',
      status_code: 1,
      trial_ends_on: '2026-03-16',
      next_payment_on: null,
      ends_on: null,
      coupon_code: null,
      payment_problem_json: null,
      provider: 'manual',
      provider_customer_id: null,
      provider_subscription_id: null,
      since: '2026-03-02',
      created_at: at,
      updated_at: at,
    };
    await saveSubscription(store.db, row);
    await saveSubscription(store.db, {
      ...row,
      state: 'active',
      status_code: 2,
      trial_ends_on: null,
      ends_on: '2026-12-31',
      payment_problem_json: JSON.stringify({ kind: 'retry', days: 3 }),
      since: '2026-03-05',
      created_at: '2026-03-05T00:00:00.000Z',
      updated_at: '2026-03-05T00:00:00.000Z',
    });
    expect(await findSubscription(store.db, userId)).toEqual({
      ...row,
      state: 'active',
      status_code: 2,
      trial_ends_on: null,
      ends_on: '2026-12-31',
      payment_problem_json: '{"kind":"retry","days":3}',
      since: '2026-03-05',
      updated_at: '2026-03-05T00:00:00.000Z',
    });
    const count = await store.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('records an event id once: the replay answers false and leaves the first', async () => {
    const event = {
      id: 'evt_1',
      provider: 'stripe',
      type: 'invoice.payment_failed',
      user_id: userId,
      payload_json: '{"attempt":1}',
      received_at: at,
      processed_at: at,
    };
    expect(await recordBillingEvent(store.db, event)).toBe(true);
    expect(await recordBillingEvent(store.db, { ...event, payload_json: '{"attempt":2}' })).toBe(false);
    const events = await listBillingEvents(store.db, userId, ['invoice.payment_failed']);
    expect(events.map((e) => [e.id, e.payload_json])).toEqual([['evt_1', '{"attempt":1}']]);
  });
});
