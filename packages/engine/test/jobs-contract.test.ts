import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createJobs, type JobStatus, type Jobs } from '../src/jobs/index.ts';
import type { JobsOptions } from '../src/jobs/types.ts';
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
});
