import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, insertUser, type Store, type UserRow } from '../src/store/index.ts';
import { preparedFirst, preparedRows } from '../src/store/prepared.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';

// Issue 24 (API): hot reads are compiled once per dialect and run with each call's values. A compiled query that kept
// the first call's values would answer one user's row to everyone; one that reused another dialect's SQL would fail.

failWhenPostgresMissing('prepared-query suite');

const user = (id: string, email: string, plan: string): UserRow => ({
  id,
  email,
  password_hash: 'h',
  password_salt: 's',
  first_name: id,
  last_name: 'Prepared',
  locale: 'en-US',
  plan,
  access_level: 1,
  capability: 1,
  is_confirmed: 1,
  is_demo: 0,
  profile_json: '{}',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const byEmailAndPlan = preparedFirst((db, plan: string, email: string) =>
  db.selectFrom('users').select(['id']).where('email', '=', email).where('plan', '=', plan),
);
const byPlan = preparedRows((db, plan: string) =>
  db.selectFrom('users').select(['id']).where('plan', '=', plan).orderBy('id'),
);

describe.each(storeTargets)('prepared reads on $name', (target) => {
  let store: Store;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const place = await target.create();
    drop = place.drop;
    store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    await insertUser(store.db, user('ann', 'ann@example.com', 'starter'));
    await insertUser(store.db, user('bob', 'bob@example.com', 'premium'));
    await insertUser(store.db, user('cy', 'cy@example.com', 'premium'));
  });
  afterAll(async () => {
    await store?.close();
    await drop?.();
  });

  it('answers each call with its own values, in the order the SQL needs them', async () => {
    expect(await byEmailAndPlan(store.db, 'starter', 'ann@example.com')).toEqual({ id: 'ann' });
    expect(await byEmailAndPlan(store.db, 'premium', 'bob@example.com')).toEqual({ id: 'bob' });
    expect(await byEmailAndPlan(store.db, 'premium', 'ann@example.com')).toBeUndefined();
    expect(await byPlan(store.db, 'premium')).toEqual([{ id: 'bob' }, { id: 'cy' }]);
    expect(await byPlan(store.db, 'starter')).toEqual([{ id: 'ann' }]);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const seen = await store.transaction(async (trx) => {
      await insertUser(trx, user('dee', 'dee@example.com', 'starter'));
      return byPlan(trx, 'starter');
    });
    expect(seen).toEqual([{ id: 'ann' }, { id: 'dee' }]);
  });

  it('refuses a query with a value written into it, which every call would share', async () => {
    const constant = preparedFirst((db, email: string) =>
      db.selectFrom('users').select(['id']).where('email', '=', email).where('plan', '=', 'premium'),
    );
    await expect(constant(store.db, 'bob@example.com')).rejects.toThrow(/constant parameter/);
  });
});
