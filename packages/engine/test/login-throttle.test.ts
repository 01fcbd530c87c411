import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, type StoreTarget, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';

// Issue 20, defect 7: login throttling was per IP and in memory. It forgot everything on a restart, each process
// counted apart, and an attacker sharing the owner's address got the owner's right password a 429 too. The
// throttle is now in the store, keyed on (account, address), the account and the address, with growing delays
// (OWASP ASVS V2.2.1). Design: docs/decisions.md "Login throttle".

// Small numbers so the test can count by hand: 3 free failures per (account, address), 6 per account, 10 per
// address; then 1 s, doubling, at most 8 s; counters forgotten after an hour without a failure.
const throttleEnv = {
  ESGKIT_TRUST_PROXY: 'true',
  ESGKIT_LOGIN_FREE_FAILURES: '3',
  ESGKIT_LOGIN_ACCOUNT_FREE_FAILURES: '6',
  ESGKIT_LOGIN_ADDRESS_FREE_FAILURES: '10',
  ESGKIT_LOGIN_DELAY_MS: '1000',
  ESGKIT_LOGIN_MAX_DELAY_MS: '8000',
  ESGKIT_LOGIN_FORGET_MS: '3600000',
};
const password = 'Right-Passw0rd';
const wrong = 'Wrong-Passw0rd';

interface Answer {
  status: number;
  code: string | undefined;
  /** The Retry-After header in seconds, when there is one. */
  retryAfter: string | null;
}

/** One POST /auth/login from `address` (X-Forwarded-For, the engine trusts the proxy). */
const login = async (t: TestEngine, address: string, email: string, secret: string): Promise<Answer> => {
  const response = await t.fetch(`${t.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password: secret }),
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code, retryAfter: response.headers.get('retry-after') };
};
const failed = { status: 401, code: 'incorrectCredentials', retryAfter: null };
const slowed = (seconds: number) => ({ status: 429, code: 'tooManyRequests', retryAfter: String(seconds) });

/** A clock the test moves by hand: no sleeping. */
const manualClock = () => {
  let at = Date.parse('2025-03-03T09:00:00.000Z');
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

failWhenPostgresMissing('login-throttle suite');

describe.each(storeTargets)('login throttle on $name', (target) => {
  let t: TestEngine;
  const clock = manualClock();

  beforeAll(async () => {
    t = await startTestEngine({ target, env: throttleEnv, now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const newOwner = async (label: string) => {
    const email = `${label}@example.com`;
    await t.engine.accounts.createUser({ email, password, firstName: 'O', lastName: 'W', isConfirmed: true });
    return email;
  };

  it('slows the attacker’s address with growing delays while the owner signs in from another', async () => {
    const email = await newOwner('owner');
    const attacker = '203.0.113.7';
    // Given three free failures from the attacker's address
    for (let i = 0; i < 3; i++) expect(await login(t, attacker, email, wrong)).toEqual(failed);
    // Then the fourth waits 1 s, and waiting is not failing: asking again changes nothing
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(1));
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(1));
    // While the attacker is slowed, the owner signs in from their own address
    expect((await login(t, '198.51.100.2', email, password)).status).toBe(200);

    // Each further failure doubles the delay: 2 s, 4 s, 8 s, then the 8 s cap
    clock.advance(1000);
    expect(await login(t, attacker, email, wrong)).toEqual(failed);
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(2));
    clock.advance(1999);
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(1));
    clock.advance(1);
    expect(await login(t, attacker, email, wrong)).toEqual(failed);
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(4));
    clock.advance(4000);
    expect(await login(t, attacker, email, wrong)).toEqual(failed);
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(8));
    clock.advance(8000);
    expect(await login(t, attacker, email, wrong)).toEqual(failed);
    expect(await login(t, attacker, email, wrong)).toEqual(slowed(8));
    // The owner still signs in from elsewhere: one address's failures count 3 at most towards the account
    expect((await login(t, '198.51.100.2', email, password)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one (no account probing)', async () => {
    const email = await newOwner('known');
    const answers = async (address: string, who: string) => {
      const seen: Answer[] = [];
      for (let i = 0; i < 5; i++) seen.push(await login(t, address, who, wrong));
      return seen;
    };
    const known = await answers('203.0.113.20', email);
    const unknown = await answers('203.0.113.21', 'nobody.here@example.com');
    expect(known).toEqual([failed, failed, failed, slowed(1), slowed(1)]);
    expect(unknown).toEqual(known);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const email = await newOwner('forgetful');
    const address = '203.0.113.30';
    for (let i = 0; i < 3; i++) await login(t, address, email, wrong);
    expect(await login(t, address, email, password)).toEqual(slowed(1));
    clock.advance(1000);
    expect((await login(t, address, email, password)).status).toBe(200);
    // three free failures again, and the first delay is 1 s again, not 2 s
    for (let i = 0; i < 3; i++) expect(await login(t, address, email, wrong)).toEqual(failed);
    expect(await login(t, address, email, wrong)).toEqual(slowed(1));
  });

  it('slows every address once many addresses have failed on one account', async () => {
    const email = await newOwner('distributed');
    // Given two addresses with three failures each: 6, the account's free failures
    for (const address of ['192.0.2.1', '192.0.2.2'])
      for (let i = 0; i < 3; i++) expect(await login(t, address, email, wrong)).toEqual(failed);
    // Then a fresh address waits too, even with the right password, for 1 s and no longer
    expect(await login(t, '192.0.2.3', email, password)).toEqual(slowed(1));
    clock.advance(1000);
    expect((await login(t, '192.0.2.3', email, password)).status).toBe(200);
  });

  it('slows an address that fails on many accounts (credential stuffing)', async () => {
    const stuffer = '203.0.113.40';
    for (let i = 0; i < 10; i++)
      expect(await login(t, stuffer, `victim${i}@example.com`, wrong)).toEqual(failed);
    expect(await login(t, stuffer, 'victim10@example.com', wrong)).toEqual(slowed(1));
    // another address is not slowed for the same account
    expect(await login(t, '203.0.113.41', 'victim10@example.com', wrong)).toEqual(failed);
  });
});

describe.each(storeTargets)('login throttle across engines on $name', (target) => {
  let place: Awaited<ReturnType<StoreTarget['create']>>;
  // every engine of this suite opens the same database
  const sameStore: StoreTarget = {
    name: target.name,
    create: async () => ({ ...place, drop: async () => undefined }),
  };
  const clock = manualClock();
  const start = () => startTestEngine({ target: sameStore, env: throttleEnv, now: clock.now });

  beforeAll(async () => {
    place = await target.create();
  });
  afterAll(async () => {
    await place?.drop();
  });

  it('is shared by two engines on one store and survives a restart', async () => {
    const first = await start();
    const second = await start();
    const email = 'shared@example.com';
    await first.engine.accounts.createUser({
      email,
      password,
      firstName: 'S',
      lastName: 'H',
      isConfirmed: true,
    });
    const attacker = '203.0.113.50';
    // failures on both engines add up
    expect(await login(first, attacker, email, wrong)).toEqual(failed);
    expect(await login(second, attacker, email, wrong)).toEqual(failed);
    expect(await login(first, attacker, email, wrong)).toEqual(failed);
    expect(await login(second, attacker, email, wrong)).toEqual(slowed(1));
    await first.close();
    await second.close();

    // a new engine on the same store remembers
    const restarted = await start();
    try {
      expect(await login(restarted, attacker, email, password)).toEqual(slowed(1));
      clock.advance(1000);
      expect((await login(restarted, attacker, email, password)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
