import { type ApiClient, ApiError, type ChainJob } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUser } from '../src/store/repositories/users.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { testJobsOptions } from './helpers/jobs-worker.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// Issue 32: a client's whole chain (the client test, then PAI) as one job — started twice at once it runs once
// (singleton per portfolio version), on one engine or on two sharing the database.

const codeOf = (promise: Promise<unknown>): Promise<string | number> =>
  promise.then(
    () => 200,
    (error: unknown) => {
      if (error instanceof ApiError) return error.code;
      throw error;
    },
  );

/** Polls the chain job until it ends, keeping every state it showed. */
const follow = async (api: ApiClient, portfolioId: string, jobId: string): Promise<ChainJob[]> => {
  const seen: ChainJob[] = [];
  for (let i = 0; i < 600; i++) {
    const { data } = await api.call('chain.job', { params: { portfolioId, jobId } });
    seen.push(data);
    if (data.state === 'completed' || data.state === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`chain job ${jobId} did not finish: ${JSON.stringify(seen.at(-1))}`);
};

/**
 * Holds the chain's first step until `release`: a worker picks a job up as soon as it is enqueued, and on the small
 * snapshot the whole chain may end before a second start "at once" arrives — the job must still be live then.
 */
const holdFirstStep = (engine: TestEngine['engine']) => {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  const retrieve = engine.calculations.providerRetrieve;
  engine.calculations.providerRetrieve = async (row) => {
    await released;
    return retrieve(row);
  };
  return {
    release: () => {
      release();
      engine.calculations.providerRetrieve = retrieve;
    },
  };
};

/** Holds the PAI steps until `release`, as holdFirstStep holds the first: a PAI-only job stays live meanwhile. */
const holdPaiSteps = (engine: TestEngine['engine']) => {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  const paiStep = engine.calculations.paiStep;
  engine.calculations.paiStep = async (...args) => {
    await released;
    return paiStep(...args);
  };
  return {
    release: () => {
      release();
      engine.calculations.paiStep = paiStep;
    },
  };
};

/** Counts the portfolios the chain's first step (the client test's retrieve) ran for, until `restore`. */
const countRetrieves = (engine: TestEngine['engine']) => {
  const retrieved: string[] = [];
  const retrieve = engine.calculations.providerRetrieve;
  engine.calculations.providerRetrieve = async (row) => {
    retrieved.push(row.id);
    return retrieve(row);
  };
  const restore = () => {
    engine.calculations.providerRetrieve = retrieve;
  };
  return { retrieved, restore };
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('a client’s chain as a job on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let other: ApiClient;
  const statuses: number[] = [];
  let watched: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date('2026-01-15T10:00:00Z'),
      loadSnapshot: minimalSnapshot,
      jobsOptions: testJobsOptions,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'chainjob', plan: 'premium' });
    api = t.client({ token: advisor.token });
    watched = t.client({ token: advisor.token }, {}, (status) => statuses.push(status));
    other = t.client({
      token: (await seedActor(t.engine, { label: 'chainjob-other', plan: 'premium' })).token,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('two starts at once answer 202 and the same job, whose progress rises to 100 with every result stored', async () => {
    const client = await api.call('clients.create', {
      body: { firstname: 'Giulia', lastname: 'Ferraris', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    // before the chain: no PAI
    expect(
      await codeOf(api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } })),
    ).not.toBe(200);

    const held = holdFirstStep(t.engine);
    const [a, b] = await Promise.all([
      watched.call('chain.start', { params: { portfolioId }, body: {} }),
      watched.call('chain.start', { params: { portfolioId }, body: {} }),
    ]);
    held.release();
    expect(statuses).toEqual([202, 202]);
    expect(b.data.jobId).toBe(a.data.jobId);
    expect(a.data).toMatchObject({ portfolioId, progress: 0, step: null });

    const seen = await follow(api, portfolioId, a.data.jobId);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ state: 'completed', progress: 100, step: 'paiDate' });
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));

    // the chain's results are there: the portfolio is computed, the three PAI sets too, and the PAI time recorded
    const portfolio = await api.call('portfolios.get', { params: { portfolioId } });
    expect(portfolio.data.paiUpdatedAt).not.toBeNull();
    for (const set of [1, 2, 3])
      expect(
        await codeOf(api.call('views.pai', { params: { portfolioId, set }, query: { basis: 'all' } })),
      ).toBe(200);
    expect(await codeOf(api.call('views.taxonomySummary', { params: { portfolioId } }))).toBe(200);

    // once it has run, starting again is a new job (the singleton holds only while the chain is queued or runs)
    const again = await api.call('chain.start', { params: { portfolioId }, body: {} });
    expect(again.data.jobId).not.toBe(a.data.jobId);
    await follow(api, portfolioId, again.data.jobId);
  }, 180_000);

  it('another advisor can neither start nor read it; a job read under another portfolio is 404', async () => {
    const client = await api.call('clients.create', {
      body: { firstname: 'Marco', lastname: 'Bianchi', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const second = await api.call('clients.create', {
      body: { firstname: 'Anna', lastname: 'Rossi', portfolio: holdings },
    });
    const { data: job } = await api.call('chain.start', { params: { portfolioId }, body: {} });
    expect(await codeOf(other.call('chain.start', { params: { portfolioId }, body: {} }))).toBe('notFound');
    expect(await codeOf(other.call('chain.job', { params: { portfolioId, jobId: job.jobId } }))).toBe(
      'notFound',
    );
    expect(
      await codeOf(
        api.call('chain.job', { params: { portfolioId: second.data.portfolio!.id, jobId: job.jobId } }),
      ),
    ).toBe('notFound');
    expect(await codeOf(api.call('chain.job', { params: { portfolioId, jobId: 'made-up-job-id' } }))).toBe(
      'notFound',
    );
    await follow(api, portfolioId, job.jobId);
  }, 180_000);

  it('from pai runs only the PAI steps; a PAI start while the whole chain is live joins it, which runs PAI too', async () => {
    const create = (lastname: string) =>
      api.call('clients.create', { body: { firstname: 'Paola', lastname, portfolio: holdings } });
    const paiOnly = (await create('Neri')).data.portfolio!.id;
    const whole = (await create('Galli')).data.portfolio!.id;
    const { retrieved, restore } = countRetrieves(t.engine);
    try {
      const { data: job } = await api.call('chain.start', {
        params: { portfolioId: paiOnly },
        body: { from: 'pai' },
      });
      const seen = await follow(api, paiOnly, job.jobId);
      expect(seen.at(-1)).toMatchObject({ state: 'completed', progress: 100, step: 'paiDate' });
      // 9 PAI steps (4 + 2 + 2 + the date): once the first is done the job is 11 % through, not 6 of 14 steps (42 %)
      for (const state of seen.filter((s) => s.step === 'pai1.1')) expect(state.progress).toBe(11);
      expect(retrieved).not.toContain(paiOnly);
      expect(
        (await api.call('portfolios.get', { params: { portfolioId: paiOnly } })).data.paiUpdatedAt,
      ).not.toBe(null);

      const held = holdFirstStep(t.engine);
      const first = await api.call('chain.start', { params: { portfolioId: whole }, body: {} });
      const joined = await api.call('chain.start', { params: { portfolioId: whole }, body: { from: 'pai' } });
      held.release();
      expect(joined.data.jobId).toBe(first.data.jobId);
      expect((await follow(api, whole, first.data.jobId)).at(-1)).toMatchObject({
        state: 'completed',
        step: 'paiDate',
      });
      expect(retrieved.filter((id) => id === whole)).toHaveLength(1);
    } finally {
      restore();
    }
  }, 180_000);

  it('a whole-chain start while a PAI-only job is live is a new job that runs the client test', async () => {
    const client = await api.call('clients.create', {
      body: { firstname: 'Elena', lastname: 'Costa', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const counted = countRetrieves(t.engine);
    const held = holdPaiSteps(t.engine);
    try {
      const pai = await api.call('chain.start', { params: { portfolioId }, body: { from: 'pai' } });
      const whole = await api.call('chain.start', { params: { portfolioId }, body: {} });
      held.release();
      expect(whole.data.jobId).not.toBe(pai.data.jobId);
      expect((await follow(api, portfolioId, whole.data.jobId)).at(-1)).toMatchObject({
        state: 'completed',
        step: 'paiDate',
      });
      await follow(api, portfolioId, pai.data.jobId);
      // the client test ran for this start (before, it was answered with the PAI-only job, which skips it)
      expect(counted.retrieved.filter((id) => id === portfolioId)).toHaveLength(1);
    } finally {
      held.release();
      counted.restore();
    }
  }, 180_000);

  it('a start is never answered with a live job that leaves out PAI when the caller may see it', async () => {
    const user = await seedActor(t.engine, { label: 'chainjob-upgrade', plan: 'premium' });
    const userApi = t.client({ token: user.token });
    const client = await userApi.call('clients.create', {
      body: { firstname: 'Irene', lastname: 'Fabbri', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    const { db } = t.engine.store;
    const setCapability = (capability: number) => updateUser(db, user.userId, { capability });
    const premium = await db
      .selectFrom('users')
      .select('capability')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const held = holdFirstStep(t.engine);
    try {
      // capability 7 may not see PAI: this whole chain stops after the client test
      await setCapability(7);
      const limited = await userApi.call('chain.start', { params: { portfolioId }, body: {} });
      // the same user, back to the plan's capability while that job is live, may see PAI again
      await setCapability(premium.capability);
      const pai = await userApi.call('chain.start', { params: { portfolioId }, body: { from: 'pai' } });
      const whole = await userApi.call('chain.start', { params: { portfolioId }, body: {} });
      held.release();
      expect(pai.data.jobId).not.toBe(limited.data.jobId);
      expect(whole.data.jobId).not.toBe(limited.data.jobId);
      expect((await follow(userApi, portfolioId, limited.data.jobId)).at(-1)?.step).toBe('impact2');
      for (const job of [pai, whole])
        expect((await follow(userApi, portfolioId, job.data.jobId)).at(-1)).toMatchObject({
          state: 'completed',
          step: 'paiDate',
        });
    } finally {
      held.release();
    }
  }, 180_000);

  it('a caller who may not see PAI cannot start it alone', async () => {
    const limited = await seedActor(t.engine, { label: 'chainjob-cap7', plan: 'premium', capability: 7 });
    const limitedApi = t.client({ token: limited.token });
    const client = await limitedApi.call('clients.create', {
      body: { firstname: 'Sara', lastname: 'Conti', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    expect(
      await codeOf(limitedApi.call('chain.start', { params: { portfolioId }, body: { from: 'pai' } })),
    ).toBe('notEnoughCapability');
  }, 60_000);
});

describe.each(storeTargets)('a chain started at once on two engines on $name', (target) => {
  let one: TestEngine;
  let two: TestEngine;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const place = await target.create();
    drop = place.drop;
    const shared = { name: target.name, create: async () => ({ ...place, drop: async () => undefined }) };
    const common = { now: () => new Date('2026-01-15T10:00:00Z'), jobsOptions: testJobsOptions };
    one = await startTestEngine({ target: shared, loadSnapshot: minimalSnapshot, ...common });
    two = await startTestEngine({ target: shared, loadSnapshot: minimalSnapshot, ...common });
    await Promise.all([one.engine.ready, two.engine.ready, one.engine.worker, two.engine.worker]);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop();
    cleanTempDirs();
  });

  it('answers one job, run once', async () => {
    const advisor = await seedActor(one.engine, { label: 'chain2', plan: 'premium' });
    const viaOne = one.client({ token: advisor.token });
    const viaTwo = two.client({ token: advisor.token });
    const client = await viaOne.call('clients.create', {
      body: { firstname: 'Luca', lastname: 'Verdi', portfolio: holdings },
    });
    const portfolioId = client.data.portfolio!.id;
    // count the chain's first step wherever it runs
    const runs: string[] = [];
    for (const [name, t] of [
      ['one', one],
      ['two', two],
    ] as const) {
      const retrieve = t.engine.calculations.providerRetrieve;
      t.engine.calculations.providerRetrieve = async (row) => {
        runs.push(name);
        return retrieve(row);
      };
    }
    const held = [holdFirstStep(one.engine), holdFirstStep(two.engine)];
    const [a, b] = await Promise.all([
      viaOne.call('chain.start', { params: { portfolioId }, body: {} }),
      viaTwo.call('chain.start', { params: { portfolioId }, body: {} }),
    ]);
    for (const step of held) step.release();
    expect(b.data.jobId).toBe(a.data.jobId);
    // either engine reads it, to the end
    expect((await follow(viaTwo, portfolioId, a.data.jobId)).at(-1)?.state).toBe('completed');
    expect(
      (await viaOne.call('chain.job', { params: { portfolioId, jobId: a.data.jobId } })).data.state,
    ).toBe('completed');
    expect(runs).toHaveLength(1);
  }, 180_000);
});
