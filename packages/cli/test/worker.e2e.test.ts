// `esgkit worker` through the real binary on PostgreSQL (issue 32): two workers share one queue, a job for a snapshot
// version they have not loaded is left with a log line, and SIGTERM stops each cleanly.
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeTargets } from '../../engine/test/helpers/databases.ts';
import { openQueue, QUEUES } from '../../engine/test/helpers/queue-client.ts';
import { repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

const postgres = storeTargets.find((t) => t.name === 'postgres');
const bin = `${repoRoot}/packages/cli/bin/esgkit.js`;
const node = `${repoRoot}/node_modules/.bin/node`;

interface RunningWorker {
  process: ResultPromise;
  stderr: () => string;
}

describe.skipIf(!postgres)('esgkit worker on PostgreSQL', () => {
  let place: Awaited<ReturnType<NonNullable<typeof postgres>['create']>>;
  let box: Sandbox;
  let queue: Awaited<ReturnType<typeof openQueue>> | undefined;
  const workers: RunningWorker[] = [];

  beforeAll(async () => {
    place = await postgres!.create();
    box = sandbox();
  }, 60_000);
  afterAll(async () => {
    for (const w of workers) w.process.kill('SIGKILL');
    await queue?.close();
    await place?.drop();
  });

  const startWorker = async (): Promise<RunningWorker> => {
    let stderr = '';
    const process = execa(node, [bin, 'worker'], {
      cwd: repoRoot,
      reject: false,
      stdin: 'ignore',
      env: {
        ...box.env,
        DATABASE_URL: place.databaseUrl!,
        ESGKIT_LOG_LEVEL: 'info',
        ESGKIT_NOTIFY_INTERVAL_MINUTES: '60',
      },
      extendEnv: true,
    }) as unknown as ResultPromise;
    let exited = false;
    void process.then(() => {
      exited = true;
    });
    process.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const worker = { process, stderr: () => stderr };
    workers.push(worker);
    const until = Date.now() + 120_000;
    while (!stderr.includes('Worker running jobs (pg-boss queue) for snapshot')) {
      if (Date.now() > until || exited) throw new Error(`the worker did not start:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    return worker;
  };

  test('two workers run the queued jobs, leave another snapshot’s, and stop on SIGTERM', async () => {
    const [one, two] = await Promise.all([startWorker(), startWorker()]);
    queue = await openQueue({ dataDir: box.dataDir, databaseUrl: place.databaseUrl }, [
      QUEUES.notificationDigests,
    ]);
    const { jobs } = queue;

    const ids = await Promise.all(
      Array.from({ length: 6 }, () => jobs.enqueue(QUEUES.notificationDigests, {})),
    );
    const stranger = await jobs.enqueue(QUEUES.notificationDigests, { snapshotVersion: 'not-loaded-here' });
    const until = Date.now() + 60_000;
    const done = async () =>
      (await Promise.all(ids.map((id) => jobs.status(id)))).every((s) => s?.state === 'completed');
    while (!(await done())) {
      if (Date.now() > until) throw new Error('the jobs did not complete');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // no user has a digest due: each job sends none
    expect((await jobs.status(ids[0]!))?.result).toEqual({ sent: 0 });
    const ran = (w: RunningWorker) => (w.stderr().match(/"msg":"job done"/g) ?? []).length;
    expect(ran(one) + ran(two)).toBeGreaterThanOrEqual(ids.length);
    // both take work: each polls the queue with two slots, so neither drains six jobs alone (4 + 2 in trial runs)
    expect(ran(one)).toBeGreaterThan(0);
    expect(ran(two)).toBeGreaterThan(0);

    // the stranger's job is refused by whichever worker takes it, with a line saying why; it is not completed
    const leftLine = 'job left for another worker: it needs a snapshot version this worker has not loaded';
    const refusedUntil = Date.now() + 30_000;
    while (!one.stderr().includes(leftLine) && !two.stderr().includes(leftLine)) {
      if (Date.now() > refusedUntil) throw new Error('no worker refused the job');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await jobs.status(stranger))?.state).not.toBe('completed');

    for (const w of [one, two]) w.process.kill('SIGTERM');
    for (const w of [one, two]) {
      const result = await w.process;
      expect(result.exitCode, text(w.stderr())).toBe(0);
      expect(w.stderr()).toContain('Stopping: running jobs finish, or are released to another worker.');
      expect(w.stderr()).toContain('Worker stopped.');
    }
  }, 240_000);
});
