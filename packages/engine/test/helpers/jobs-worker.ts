import { createHash } from 'node:crypto';
import { createJobs } from '../../src/jobs/index.ts';
import type { JobsOptions, QueuePolicy, RunningJob } from '../../src/jobs/types.ts';
import { createStore } from '../../src/store/db.ts';

// The Jobs contract suite's worker (jobs-contract.test.ts): imported for `renderJob` and the options, and run as
// a child process (`node --conditions=@esgkit/source jobs-worker.ts`) that takes one job of JOBS_QUEUE, reports
// 50 %, prints `running <id>` and hangs there until the suite kills it with SIGKILL.

/** Fast timings for the suite: short polls, and pg-boss expiring a dead worker's job within a second or two. */
export const testJobsOptions: JobsOptions = { pollSeconds: 0.5, superviseSeconds: 1, stopTimeoutMs: 2000 };

/** A killed attempt's lease lapses after a second and the retry is due at once. */
export const killablePolicy: Partial<QueuePolicy> = {
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 1,
};

/** A deterministic stand-in for a PDF render: what a one-worker run and a retried run must both produce. */
export const renderJob = async (job: RunningJob): Promise<{ digest: string; pages: number }> => {
  await job.progress(50);
  const pages = Number(job.data.pages);
  const digest = createHash('sha256').update(JSON.stringify(job.data)).digest('hex');
  return { digest, pages };
};

const main = async () => {
  const databaseUrl = process.env.JOBS_DATABASE_URL || undefined;
  const queue = process.env.JOBS_QUEUE!;
  const store = await createStore({ dataDir: process.env.JOBS_DATA_DIR!, databaseUrl });
  const jobs = createJobs(store, databaseUrl, { ...testJobsOptions, pgBossSchema: process.env.JOBS_SCHEMA });
  await jobs.start();
  await jobs.defineQueue(queue, killablePolicy);
  await jobs.work(queue, async (job) => {
    await job.progress(50);
    process.stdout.write(`running ${job.id}\n`);
    await new Promise(() => {}); // hangs: the suite kills this process mid-job
  });
};

if (process.env.JOBS_QUEUE) await main();
