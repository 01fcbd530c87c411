import { type ApiClient, contract } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, type StoreTarget, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32, many engines: two engines on one store (here in one process; many-engines.test.ts runs two processes)
// share the callers' budgets of the expensive routes, and one chain step started on both at once computes once.

failWhenPostgresMissing('suite');

describe.each(storeTargets)('two engines on one $name store', (target) => {
  let a: TestEngine;
  let b: TestEngine;
  let drop: () => Promise<void>;
  let actor: SeededActor;
  let onA: ApiClient;
  let onB: ApiClient;

  beforeAll(async () => {
    const place = await target.create();
    drop = place.drop;
    // both engines open the same place; it is dropped once, after both closed
    const shared: StoreTarget = {
      name: target.name,
      create: async () => ({ ...place, drop: async () => {} }),
    };
    const env = { ESGKIT_RATE_LIMIT_LOOKUP: '3' };
    a = await startTestEngine({ target: shared, loadSnapshot: minimalSnapshot, env });
    b = await startTestEngine({ target: shared, loadSnapshot: minimalSnapshot, env });
    await Promise.all([a.engine.ready, b.engine.ready]);
    actor = await seedActor(a.engine, { label: 'advisor', plan: 'premium' });
    onA = a.client({ token: actor.token });
    onB = b.client({ token: actor.token });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    cleanTempDirs();
  });

  it('counts a caller’s lookups on both engines together: the fourth of three a minute is 429, wherever it lands', async () => {
    await onA.call('lookups.create', { body: holdings });
    await onB.call('lookups.create', { body: holdings });
    await onA.call('lookups.create', { body: holdings });
    const fourth = await b.fetch(`${b.url}${contract['lookups.create'].path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${actor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(holdings),
    });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe('tooManyRequests');
  });

  it('computes a chain step started on both engines at once once: both answer the one stored computedAt', async () => {
    const other = await seedActor(b.engine, { label: 'other', plan: 'premium' });
    const otherOnA = a.client({ token: other.token });
    const otherOnB = b.client({ token: other.token });
    const portfolioId = (await otherOnA.call('lookups.create', { body: holdings })).data.id;
    for (const set of [1, 2, 3] as const)
      for (let step = 1; step <= (set === 1 ? 4 : 2); step++) {
        const params = { portfolioId, set, step };
        const [first, second] = await Promise.all([
          otherOnA.call('chain.pai', { params }),
          otherOnB.call('chain.pai', { params }),
        ]);
        expect(second.data.computedAt).toBe(first.data.computedAt);
      }
    const recalculated = await Promise.all(
      [otherOnA, otherOnB, otherOnA, otherOnB].map((api) =>
        api.call('chain.recalculate', { params: { portfolioId } }),
      ),
    );
    expect(new Set(recalculated.map((r) => r.data.computedAt)).size).toBe(1);
  }, 60_000);
});
