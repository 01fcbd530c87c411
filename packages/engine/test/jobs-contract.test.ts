import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOB_FORMAT_VERSION } from '../src/jobs/attempt.ts';
import { createJobs, type JobStatus, type Jobs } from '../src/jobs/index.ts';
import type { JobsOptions } from '../src/jobs/types.ts';
import { createEngineJobs, forLoadedSnapshot } from '../src/jobs/worker.ts';
import { createStore, type Store } from '../src/store/db.ts';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { killablePolicy, renderJob, testJobsOptions } from './helpers/jobs-worker.ts';

// Issue 32: the Jobs contract, run against both implementations — the in-process queue on an SQLite file and
// pg-boss on PostgreSQL. Each "worker" is its own Jobs over its own store connection, as separate processes are.
const repo = resolve(import.meta.dirname, '../../..');

const waitFor = async <T>(read: () => Promise<T | undefined | false>, what: string, timeoutMs = 15_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

/** A logger whose JSON lines the test reads. */
const capturingLogger = () => {
  const lines: { msg: string; job?: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
};

/** A promise and the function that resolves it. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((done) => {
    open = done;
  });
  return { open, opened };
};

/** A queue name of its own per test, so the tests of one run never share jobs. */
const queueName = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;

if (isPgMissing) test('the Jobs contract on PostgreSQL needs ESGKIT_TEST_DATABASE_URL', () => expect.fail());

describe.each(storeTargets)('Jobs contract on $name', (target) => {
  let place: Awaited<ReturnType<typeof target.create>>;
  const opened: { store: Store; jobs: Jobs }[] = [];
  const schema = `jobs_${randomBytes(4).toString('hex')}`;

  /** A started worker: a Jobs over a store connection of its own. */
  const worker = async (options: JobsOptions = {}): Promise<Jobs> => {
    const store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    const jobs = createJobs(store, place.databaseUrl, {
      ...testJobsOptions,
      pgBossSchema: schema,
      ...options,
    });
    opened.push({ store, jobs });
    await jobs.start();
    return jobs;
  };
  /** A started engine's Jobs, as the engine makes it from its settings (ESGKIT_WORKER_CONCURRENCY). */
  const engineWorker = async (workerConcurrency: number): Promise<Jobs> => {
    const store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    const jobs = createEngineJobs(
      store,
      { databaseUrl: place.databaseUrl, workerConcurrency },
      pino({ level: 'silent' }),
      { ...testJobsOptions, pgBossSchema: schema },
    );
    opened.push({ store, jobs });
    await jobs.start();
    return jobs;
  };
  const statusIs = (jobs: Jobs, id: string, check: (status: JobStatus) => boolean) =>
    waitFor(async () => {
      const status = await jobs.status(id);
      return status && check(status) && status;
    }, `job ${id}`);

  beforeAll(async () => {
    place = await target.create();
  }, 60_000);
  afterAll(async () => {
    for (const { jobs, store } of opened.reverse()) {
      await jobs.stop();
      await store.close();
    }
    await place.drop();
  }, 60_000);

  test('a job enqueued is worked and completes with its result', async () => {
    const jobs = await worker();
    const queue = queueName('render');
    await jobs.defineQueue(queue);
    const id = await jobs.enqueue(queue, { pages: 3 });
    expect(await jobs.status(id)).toMatchObject({ id, queue, state: 'queued', progress: 0, attempts: 0 });
    await jobs.work(queue, async (job) => ({ pages: Number(job.data.pages) * 2 }));
    const done = await statusIs(jobs, id, (status) => status.state === 'completed');
    expect(done).toMatchObject({ state: 'completed', progress: 100, result: { pages: 6 }, attempts: 1 });
  }, 30_000);

  test('progress reported by a running job is visible through status', async () => {
    const jobs = await worker();
    const queue = queueName('progress');
    await jobs.defineQueue(queue);
    let finish = () => {};
    const finished = new Promise<void>((done) => {
      finish = done;
    });
    await jobs.work(queue, async (job) => {
      await job.progress(40);
      await finished;
      return 'ok';
    });
    const id = await jobs.enqueue(queue, {});
    const running = await statusIs(jobs, id, (status) => status.progress === 40);
    expect(running).toMatchObject({ state: 'running', progress: 40, attempts: 1 });
    finish();
    expect(await statusIs(jobs, id, (status) => status.state === 'completed')).toMatchObject({
      result: 'ok',
    });
  }, 30_000);

  test('a job whose worker is killed (SIGKILL) mid-job completes on another worker, as a one-worker run would', async () => {
    const jobs = await worker();
    const queue = queueName('killed');
    await jobs.defineQueue(queue, killablePolicy);
    const data = { client: 'c-1', pages: 4 };
    const id = await jobs.enqueue(queue, data);
    let child: ChildProcess | undefined;
    try {
      child = spawn(
        join(repo, 'node_modules/.bin/node'),
        ['--conditions=@esgkit/source', join(repo, 'packages/engine/test/helpers/jobs-worker.ts')],
        {
          env: {
            ...process.env,
            JOBS_QUEUE: queue,
            JOBS_DATA_DIR: place.dataDir,
            JOBS_DATABASE_URL: place.databaseUrl ?? '',
            JOBS_SCHEMA: schema,
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      child.stdout!.on('data', (chunk) => {
        out += String(chunk);
      });
      await waitFor(async () => out.includes(`running ${id}`), 'the child worker to take the job', 20_000);
      expect(await jobs.status(id)).toMatchObject({ state: 'running', progress: 50, attempts: 1 });
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    } finally {
      if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await jobs.work(queue, renderJob);
    const retried = await statusIs(jobs, id, (status) => status.state === 'completed');
    expect(retried.attempts).toBe(2);

    const oneWorkerQueue = queueName('one-worker');
    await jobs.defineQueue(oneWorkerQueue, killablePolicy);
    await jobs.work(oneWorkerQueue, renderJob);
    const alone = await statusIs(
      jobs,
      await jobs.enqueue(oneWorkerQueue, data),
      (s) => s.state === 'completed',
    );
    expect(alone.attempts).toBe(1);
    expect(retried.result).toEqual(alone.result);
    expect(retried.result).toMatchObject({ pages: 4 });
  }, 45_000);

  test('a job that keeps failing is retried up to its limit, then dead (the dead letter)', async () => {
    const jobs = await worker();
    const queue = queueName('failing');
    await jobs.defineQueue(queue, { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false });
    let calls = 0;
    await jobs.work(queue, async () => {
      calls += 1;
      throw new Error(`render failed (attempt ${calls})`);
    });
    const id = await jobs.enqueue(queue, {});
    const dead = await statusIs(jobs, id, (status) => status.state === 'dead');
    expect(dead).toMatchObject({ state: 'dead', attempts: 2, error: 'render failed (attempt 2)' });
    expect(calls).toBe(2);
  }, 30_000);

  test('a second job with the same singleton key is the first one while it is queued or running', async () => {
    const jobs = await worker();
    const queue = queueName('chain');
    await jobs.defineQueue(queue);
    const first = await jobs.enqueue(queue, { client: 'a' }, { singletonKey: 'client-a' });
    expect(await jobs.enqueue(queue, { client: 'a' }, { singletonKey: 'client-a' })).toBe(first);
    expect(await jobs.liveJob(queue, 'client-a')).toBe(first);
    expect(await jobs.liveJob(queue, 'client-c')).toBeUndefined();
    const other = await jobs.enqueue(queue, { client: 'b' }, { singletonKey: 'client-b' });
    expect(other).not.toBe(first);
    const ran: unknown[] = [];
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await jobs.work(queue, async (job) => {
      ran.push(job.data.client);
      if (job.data.client === 'a') await held;
      return null;
    });
    await statusIs(jobs, first, (status) => status.state === 'running');
    expect(await jobs.enqueue(queue, { client: 'a' }, { singletonKey: 'client-a' })).toBe(first);
    release();
    await statusIs(jobs, first, (status) => status.state === 'completed');
    await statusIs(jobs, other, (status) => status.state === 'completed');
    expect(ran.sort()).toEqual(['a', 'b']);
    expect(await jobs.liveJob(queue, 'client-a')).toBeUndefined();
    // once the first has finished, the key is free again
    const again = await jobs.enqueue(queue, { client: 'a' }, { singletonKey: 'client-a' });
    expect(again).not.toBe(first);
  }, 30_000);

  test('stop lets a running job finish before it returns', async () => {
    const [stopping, other] = [await worker(), await worker()];
    const queue = queueName('stopping');
    await stopping.defineQueue(queue);
    await other.defineQueue(queue);
    await stopping.work(queue, async (job) => {
      await job.progress(10);
      await new Promise((done) => setTimeout(done, 700));
      return 'finished';
    });
    const id = await stopping.enqueue(queue, {});
    await statusIs(stopping, id, (status) => status.progress === 10);
    await stopping.stop();
    expect(await other.status(id)).toMatchObject({ state: 'completed', result: 'finished', attempts: 1 });
  }, 30_000);

  test('a cron job fires once per tick across two workers', async () => {
    const [one, two] = [await worker(), await worker()];
    const queue = queueName('digest');
    const fires: string[] = [];
    for (const [name, jobs] of [
      ['one', one],
      ['two', two],
    ] as const) {
      await jobs.defineQueue(queue);
      await jobs.schedule(queue, '* * * * *', { digest: 'weekly' });
      await jobs.work(queue, async (job) => {
        expect(job.data).toEqual({ digest: 'weekly' });
        fires.push(name);
        return null;
      });
    }
    const start = Date.now();
    await waitFor(async () => fires.length > 0, 'the first tick', 20_000);
    await new Promise((done) => setTimeout(done, 3000)); // time for a second (wrong) fire of the same tick
    const minutes = new Set([Math.floor(start / 60_000), Math.floor(Date.now() / 60_000)]).size;
    // one fire for the minute's tick; a second only if the wait crossed into the next minute
    expect(fires.length).toBeGreaterThanOrEqual(1);
    expect(fires.length).toBeLessThanOrEqual(minutes);
  }, 45_000);

  test('a worker with concurrency 3 (ESGKIT_WORKER_CONCURRENCY) runs three jobs at once, not a fourth', async () => {
    const jobs = await engineWorker(3);
    const queue = queueName('concurrency');
    await jobs.defineQueue(queue);
    let now = 0;
    let most = 0;
    const { open, opened: released } = gate();
    await jobs.work(queue, async () => {
      now += 1;
      most = Math.max(most, now);
      await released;
      now -= 1;
      return null;
    });
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await jobs.enqueue(queue, { i }));
    await waitFor(async () => now === 3, 'three jobs running at once');
    await new Promise((done) => setTimeout(done, 1200)); // two polls: time for a (wrong) fourth
    expect(now).toBe(3);
    open();
    for (const id of ids) await statusIs(jobs, id, (status) => status.state === 'completed');
    expect(most).toBe(3);
  }, 30_000);

  test('a job enqueued in this process starts at once, not at the next poll', async () => {
    // polls 30 s apart: the job completes within the wait only if enqueue wakes the worker
    const jobs = await worker({ pollSeconds: 30 });
    const queue = queueName('prompt');
    await jobs.defineQueue(queue);
    await jobs.work(queue, async (job) => ({ twice: Number(job.data.n) * 2 }));
    await new Promise((done) => setTimeout(done, 300)); // the worker's first fetch, on an empty queue, is over
    for (const n of [1, 2]) {
      const id = await jobs.enqueue(queue, { n });
      expect(await statusIs(jobs, id, (status) => status.state === 'completed')).toMatchObject({
        result: { twice: n * 2 },
      });
    }
  }, 30_000);

  test('a job of another job format is left for a worker that reads it (a rolling upgrade)', async () => {
    const left: unknown[] = [];
    const newer = await worker({ formatVersion: JOB_FORMAT_VERSION + 1, onJobLeft: (job) => left.push(job) });
    const current = await worker();
    const queue = queueName('format');
    const policy = { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false };
    await newer.defineQueue(queue, policy);
    await current.defineQueue(queue, policy);
    const ran: string[] = [];
    await newer.work(queue, async () => {
      ran.push('newer');
      return 'newer';
    });
    const id = await current.enqueue(queue, { pages: 2 });
    await waitFor(async () => left.length > 0, 'the newer worker to meet the job');
    expect(left[0]).toEqual({ id, queue, found: JOB_FORMAT_VERSION, reads: JOB_FORMAT_VERSION + 1 });
    await newer.stop();
    await current.work(queue, async (job) => {
      ran.push('current');
      return job.data;
    });
    const done = await statusIs(current, id, (status) => status.state === 'completed');
    // run by the worker of its own format, with the data as enqueued (the stamp is the queue's, not the caller's)
    expect(ran).toEqual(['current']);
    expect(done.result).toEqual({ pages: 2 });
    expect(done.data).toEqual({ pages: 2 });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
  }, 30_000);

  test('an attempt past its expiry does not complete the job or log "job done": the retry does, once', async () => {
    const jobs = await worker();
    const queue = queueName('expired');
    await jobs.defineQueue(queue, {
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 1,
    });
    const { logger, lines } = capturingLogger();
    let calls = 0;
    const slowFirst = gate();
    const handler = async () => {
      calls += 1;
      const attempt = calls;
      if (attempt === 1) {
        await new Promise((done) => setTimeout(done, 2500)); // a render slower than the queue's expiry
        slowFirst.open();
      }
      return { attempt };
    };
    await jobs.work(
      queue,
      forLoadedSnapshot(handler, () => null, queue, logger),
    );
    const id = await jobs.enqueue(queue, {});
    const done = await statusIs(jobs, id, (status) => status.state === 'completed');
    await slowFirst.opened;
    await new Promise((done) => setTimeout(done, 300)); // the late first attempt settles (or, wrongly, completes)
    expect(done.result).toEqual({ attempt: 2 });
    expect(await jobs.status(id)).toMatchObject({ state: 'completed', result: { attempt: 2 } });
    expect(lines.filter((l) => l.job === id && l.msg === 'job done')).toHaveLength(1);
    expect(lines.filter((l) => l.job === id && l.msg.includes('past its expiry'))).toHaveLength(1);
  }, 30_000);
});
