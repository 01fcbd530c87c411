import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreRateLimit } from '../src/http/middleware/store-rate-limit.ts';
import { createStore, type Store } from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';

// Issue 32: the rate limits' counters live in the store, so two engine processes on one database count one budget.
// Two Store connections on one database stand for two engines here.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('the rate-limit store on $name', (target) => {
  let one: Store;
  let two: Store;
  let drop: () => Promise<void>;
  let at = Date.parse('2026-03-02T09:00:00.000Z');
  const now = () => new Date(at);
  const limiter = (store: Store, prefix = 'expensive:pdf') => {
    const limit = createStoreRateLimit({ store, prefix, now });
    limit.init?.({ windowMs: 60_000 } as never);
    return limit;
  };

  beforeAll(async () => {
    const place = await target.create();
    drop = place.drop;
    one = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    two = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it('counts parallel requests on two connections once each: twenty calls are hits 1 to 20', async () => {
    const a = limiter(one);
    const b = limiter(two);
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, k) => (k % 2 === 0 ? a : b).increment('user:u1')),
    );
    expect(counts.map((c) => c.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, k) => k + 1),
    );
    // the window runs from the first call: 60 s after 09:00
    expect(new Set(counts.map((c) => c.resetTime?.toISOString()))).toEqual(
      new Set(['2026-03-02T09:01:00.000Z']),
    );
    expect((await b.get?.('user:u1'))?.totalHits).toBe(20);
  });

  it('keeps limits and callers apart, takes a call back, and forgets a key', async () => {
    const pdf = limiter(one);
    const csv = limiter(two, 'expensive:csv');
    expect((await csv.increment('user:u1')).totalHits).toBe(1);
    expect((await pdf.increment('user:u2')).totalHits).toBe(1);
    await pdf.decrement('user:u1');
    expect((await pdf.get?.('user:u1'))?.totalHits).toBe(19);
    await pdf.resetKey('user:u1');
    expect(await pdf.get?.('user:u1')).toBeUndefined();
    expect((await csv.get?.('user:u1'))?.totalHits).toBe(1);
  });

  it('starts a new window once the last one ended', async () => {
    const pdf = limiter(one);
    expect((await pdf.increment('user:u3')).totalHits).toBe(1);
    expect((await pdf.increment('user:u3')).totalHits).toBe(2);
    at += 60_000;
    expect(await pdf.get?.('user:u3')).toBeUndefined();
    const fresh = await limiter(two).increment('user:u3');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime?.toISOString()).toBe('2026-03-02T09:02:00.000Z');
  });
});
