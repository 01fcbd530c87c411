import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failure, failureOf, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';

// Issue 28 (Customization → API): a key is read-only or read-write and may expire; a read-only key reads and never
// writes, an expired or revoked key is no credential, and the list says when each key was last used.

failWhenPostgresMissing('API-key scope suite');

describe.each(storeTargets)('API key scope and expiry on $name', (target) => {
  let t: TestEngine;
  let actor: SeededActor;
  // The engine's clock: 10 March 2026, noon UTC, moved by the tests.
  const startClock = Date.parse('2026-03-10T12:00:00.000Z');
  let clock = startClock;
  // every test starts at the same time, whichever ran before it (-t, it.only, a test added in between)
  afterEach(() => {
    clock = startClock;
  });

  beforeAll(async () => {
    t = await startTestEngine({ target, now: () => new Date(clock) });
    actor = await seedActor(t.engine, { label: 'Scope', plan: 'professional' });
  });
  afterAll(async () => t?.close());

  const session = () => t.client({ token: actor.token });
  const newKey = async (body: { name: string; scope?: 'read-only' | 'read-write'; expiresOn?: string }) =>
    (await session().call('apiKeys.create', { body })).data;
  const asKey = (secret: string) => t.client({ apiKey: secret });
  const newClient = { body: { firstname: 'Rita', lastname: 'Readonly' } };

  it('a read-only key reads a portfolio and the clients but cannot create a client (403 readOnlyApiKey)', async () => {
    const key = await newKey({ name: 'Dashboard', scope: 'read-only' });
    expect(key.scope).toBe('read-only');
    const api = asKey(key.secret);

    const portfolio = await api.call('portfolios.get', { params: { portfolioId: actor.ids.portfolioId } });
    expect(portfolio.data.id).toBe(actor.ids.portfolioId);
    const before = (await api.call('clients.list')).data.length;

    const refused = await failure(api.call('clients.create', newClient));
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('readOnlyApiKey');
    expect((await session().call('clients.list')).data.length).toBe(before);
  });

  it('a read-write key (the default) creates a client', async () => {
    const key = await newKey({ name: 'Import script' });
    expect(key.scope).toBe('read-write');
    const created = await asKey(key.secret).call('clients.create', newClient);
    expect(created.data.lastname).toBe('Readonly');
  });

  it('a key works through its last day and answers 401 from the next midnight (UTC)', async () => {
    const key = await newKey({ name: 'Until today', scope: 'read-only', expiresOn: '2026-03-10' });
    expect(key.expiresAt).toBe('2026-03-11T00:00:00.000Z');
    expect(await failureOf(asKey(key.secret).call('clients.list'))).toBeUndefined();

    clock = Date.parse('2026-03-10T23:59:59.000Z');
    expect(await failureOf(asKey(key.secret).call('clients.list'))).toBeUndefined();
    clock = Date.parse('2026-03-11T00:00:00.000Z');
    const expired = await failure(asKey(key.secret).call('clients.list'));
    expect(expired.status).toBe(401);
    expect(expired.code).toBe('sessionExpired');
  });

  it('refuses an expiry day already past', async () => {
    clock = Date.parse('2026-03-11T09:00:00.000Z'); // the day after 2026-03-10
    const refused = await failure(newKey({ name: 'Yesterday', expiresOn: '2026-03-10' }));
    expect(refused.status).toBe(422);
    expect(refused.issues?.map((i) => i.messageKey)).toEqual(['apiKeyExpiryInPast']);
  });

  it('a revoked key answers 401', async () => {
    const key = await newKey({ name: 'Short-lived', scope: 'read-only' });
    expect(await failureOf(asKey(key.secret).call('clients.list'))).toBeUndefined();
    await session().call('apiKeys.revoke', { params: { keyId: key.id } });
    expect((await failure(asKey(key.secret).call('clients.list'))).status).toBe(401);
  });

  it('records when a key was last used', async () => {
    clock = Date.parse('2026-03-12T09:00:00.000Z');
    const key = await newKey({ name: 'Usage', scope: 'read-only' });
    const listed = async () => (await session().call('apiKeys.list')).data.find((k) => k.id === key.id);
    expect((await listed())?.lastUsedAt).toBeNull();

    await asKey(key.secret).call('clients.list');
    expect((await listed())?.lastUsedAt).toBe('2026-03-12T09:00:00.000Z');

    // later than the credential cache (5 s) and the write interval (1 min): the next call is recorded
    clock = Date.parse('2026-03-12T10:30:00.000Z');
    await asKey(key.secret).call('clients.list');
    expect((await listed())?.lastUsedAt).toBe('2026-03-12T10:30:00.000Z');
    expect((await listed())?.scope).toBe('read-only');
  });

  it('a key stored before scopes existed is read-write with no expiry (migration 0007)', async () => {
    await t.engine.store.db
      .insertInto('api_keys')
      .values({
        id: 'k_legacy',
        user_id: actor.userId,
        name: 'Legacy',
        prefix: 'esk_legacy00',
        key_hash: 'legacy-hash',
        created_at: '2025-01-01T00:00:00.000Z',
        last_used_at: null,
      } as never)
      .execute();
    const legacy = (await session().call('apiKeys.list')).data.find((k) => k.id === 'k_legacy');
    expect(legacy).toMatchObject({ scope: 'read-write', expiresAt: null });
  });
});
