// `esgkit report --all-clients --queue` through the real binary on PostgreSQL with `esgkit worker` (issue 32): a run
// interrupted with SIGINT leaves its queued jobs, the next run follows them (not queued twice) and downloads each, and
// a third run renders nothing (every report up to date). Renders are counted in the worker's log; with --calculate,
// the order the jobs were created in is read from pg-boss's job table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storeTargets } from '../../engine/test/helpers/databases.ts';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

const postgres = storeTargets.find((t) => t.name === 'postgres');
const bin = `${repoRoot}/packages/cli/bin/esgkit.js`;
const node = `${repoRoot}/node_modules/.bin/node`;

interface Summary {
  ok: number;
  failed: number;
  skipped: number;
}

describe.skipIf(!postgres)('esgkit report --all-clients --queue on PostgreSQL', () => {
  let place: Awaited<ReturnType<NonNullable<typeof postgres>['create']>>;
  let box: Sandbox;
  let worker: ResultPromise | undefined;
  let workerLog = '';
  // the CLI's own engine serves the API only: every PDF is a worker's
  const env = () => ({ DATABASE_URL: place.databaseUrl!, ESGKIT_WORKER: '0' });

  beforeAll(async () => {
    place = await postgres!.create();
    box = sandbox();
  }, 60_000);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await place?.drop();
  });

  const startWorker = async () => {
    const from = workerLog.length;
    worker = execa(node, [bin, 'worker'], {
      cwd: repoRoot,
      reject: false,
      stdin: 'ignore',
      env: { ...box.env, DATABASE_URL: place.databaseUrl!, ESGKIT_LOG_LEVEL: 'info' },
      extendEnv: true,
    }) as unknown as ResultPromise;
    worker.stderr?.on('data', (chunk: Buffer) => {
      workerLog += chunk.toString();
    });
    const until = Date.now() + 120_000;
    while (!workerLog.includes('Worker running jobs (pg-boss queue) for snapshot', from)) {
      if (Date.now() > until) throw new Error(`the worker did not start:\n${workerLog}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  // the report jobs the worker finished, by job id: a job is delivered at least once (a retried attempt may finish
  // twice); what must not happen is a second job for a report, which a new id would show
  const renders = () =>
    new Set(
      workerLog
        .split('\n')
        .filter((l) => l.includes('"msg":"job done"') && l.includes('"queue":"report.pdf"'))
        .map((l) => (JSON.parse(l) as { job: string }).job),
    ).size;
  /** The chain and report jobs in the order they were created (pg-boss's table, schema `pgboss`). */
  const createdJobs = async (): Promise<string[]> => {
    const db = new pg.Client({ connectionString: place.databaseUrl! });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string }>(
        "SELECT name FROM pgboss.job WHERE name IN ('chain.run', 'report.pdf') ORDER BY created_on, id",
      );
      return rows.map((r) => r.name);
    } finally {
      await db.end();
    }
  };
  const jobLines = () =>
    workerLog
      .split('\n')
      .filter((l) => l.includes('"job"'))
      .join('\n');

  test('an interrupted run’s jobs are followed, not queued again; finished reports are not redone', async () => {
    for (const [first, last] of [
      ['Maria', 'Rossi'],
      ['Luca', 'Verdi'],
    ]) {
      const add = await esgkit(
        box,
        [
          'clients',
          'add',
          '--first',
          first!,
          '--last',
          last!,
          '--portfolio',
          'fixtures/portfolios/world.csv',
        ],
        { env: env() },
      );
      expect(add.exitCode, text(add.stderr)).toBe(0);
    }
    const out = join(box.dir, 'reports');
    const args = ['report', '--all-clients', '--queue', '--out', out, '--sections', 'portfolio', '--json'];

    // no worker yet: the run queues every client's job and waits; Ctrl-C once all are queued
    const interrupted = esgkit(box, args, { env: env() });
    const queueFile = join(out, '.esgkit-report-queue.json');
    const until = Date.now() + 120_000;
    const queued = () =>
      existsSync(queueFile) ? Object.keys(JSON.parse(readFileSync(queueFile, 'utf8')) as object).length : 0;
    while (queued() < 3) {
      if (Date.now() > until) throw new Error('the run did not queue its jobs');
      await new Promise((done) => setTimeout(done, 100));
    }
    interrupted.kill('SIGINT');
    expect((await interrupted).exitCode).not.toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.pdf'))).toEqual([]);

    await startWorker();
    const resumed = await esgkit(box, args, { env: env() });
    expect(resumed.exitCode, text(resumed.stderr)).toBe(0);
    expect(JSON.parse(text(resumed.stdout))).toMatchObject({
      ok: 3,
      failed: 0,
      skipped: 0,
    } satisfies Summary);
    expect(readdirSync(out).filter((f) => f.endsWith('.pdf'))).toHaveLength(3);
    // the three jobs the interrupted run queued, and no other
    expect(renders(), jobLines()).toBe(3);

    const again = await esgkit(box, args, { env: env() });
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(text(again.stdout))).toMatchObject({ ok: 0, failed: 0, skipped: 3 } satisfies Summary);
    expect(renders(), jobLines()).toBe(3);

    // PAI sections with --calculate: no client has PAI, so each needs its chain job first. Every chain job is
    // started before any report job (the workers run them side by side): with no worker running, the run starts all
    // three and waits; the next run follows those three (no second chain job), then queues the reports.
    worker!.kill('SIGTERM');
    await worker;
    const reportsOnly = await createdJobs();
    expect(reportsOnly).toEqual(['report.pdf', 'report.pdf', 'report.pdf']);
    const withPai = [
      'report',
      '--all-clients',
      '--queue',
      '--out',
      join(box.dir, 'reports-pai'),
      '--sections',
      'portfolio,pai',
      '--calculate',
      '--json',
    ];
    const starting = esgkit(box, withPai, { env: env() });
    const chains = async () => (await createdJobs()).filter((name) => name === 'chain.run').length;
    const chainsBy = Date.now() + 60_000;
    while ((await chains()) < 3) {
      if (Date.now() > chainsBy) throw new Error(`the run started ${await chains()} of 3 chain jobs`);
      await new Promise((done) => setTimeout(done, 200));
    }
    starting.kill('SIGINT');
    expect((await starting).exitCode).not.toBe(0);
    expect(await createdJobs()).toEqual([...reportsOnly, 'chain.run', 'chain.run', 'chain.run']);

    await startWorker();
    const calculated = await esgkit(box, withPai, { env: env() });
    expect(calculated.exitCode, text(calculated.stderr)).toBe(0);
    expect(JSON.parse(text(calculated.stdout))).toMatchObject({
      ok: 3,
      failed: 0,
    } satisfies Partial<Summary>);
    expect(await createdJobs()).toEqual([
      ...reportsOnly,
      ...['chain.run', 'chain.run', 'chain.run'],
      ...['report.pdf', 'report.pdf', 'report.pdf'],
    ]);
    expect(workerLog).toMatch(/"queue":"chain\.run"[^\n]*"msg":"job done"/);
  }, 600_000);
});
