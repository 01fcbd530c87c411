import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEngineConfig } from '../src/config/env.ts';
import { storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';

// ESGKIT_TRUST_PROXY=true used to be Express's `true`: believe every X-Forwarded-For entry and take the first. A
// proxy appends the address it saw to what the client sent, so the first entry is the client's own choice and
// every request could pick the address its rate limits and sign-in throttle count. `true` now means one proxy in
// front; a number, that many; a list, those proxies' addresses.

describe('ESGKIT_TRUST_PROXY', () => {
  const base = { ESGKIT_DATA_DIR: '/tmp/esgkit-trust-proxy' };
  const trustOf = (value: string | undefined) =>
    loadEngineConfig({ ...base, ESGKIT_TRUST_PROXY: value }).trustProxy;

  it('is off unless set, one proxy for true, a count of proxies, or a list of their addresses', () => {
    expect(trustOf(undefined)).toBe(false);
    for (const off of ['', 'false', '0', 'off']) expect(trustOf(off), off).toBe(false);
    for (const one of ['true', 'TRUE', '1', 'yes']) expect(trustOf(one), one).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('loopback, 10.0.0.0/8, 2001:db8::1, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
      'fd00::/8',
    ]);
  });

  it('refuses what is neither, naming the variable and the wrong entry', () => {
    expect(() => trustOf('11')).toThrow(/ESGKIT_TRUST_PROXY: at most 10 proxies, not 11/);
    expect(() => trustOf('loopback, proxy.internal')).toThrow(/ESGKIT_TRUST_PROXY: "proxy.internal" is not/);
    expect(() => trustOf('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is not/);
    expect(() => trustOf('10.0.0.1/8/1')).toThrow(/ESGKIT_TRUST_PROXY/);
  });
});

describe('a per-address limit behind one proxy', () => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine({
      target: storeTargets[0]!,
      env: { ESGKIT_TRUST_PROXY: 'true', ESGKIT_AUTH_RATE_LIMIT: '2' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One forgot-password request as the proxy passes it on: what the client sent, then the address it came from. */
  const forgotPassword = async (forwardedFor: string): Promise<number> => {
    const response = await t.fetch(`${t.url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    return response.status;
  };

  it("counts the client's address as the proxy saw it, whatever X-Forwarded-For the client sent", async () => {
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push(await forgotPassword(`198.51.100.${i}, 203.0.113.7`));
    expect(statuses).toEqual([200, 200, 429]);
    // another client behind the same proxy has a count of its own
    expect(await forgotPassword('203.0.113.8')).toBe(200);
  });
});
