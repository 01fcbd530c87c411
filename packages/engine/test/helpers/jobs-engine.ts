import type { ApiClient, PdfJob, PortfolioInput } from '@esgkit/core';
import { QUEUES } from '../../src/jobs/queues.ts';
import type { StoreTarget } from './databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine, type TestEngineOptions } from './engine.ts';
import { testJobsOptions } from './jobs-worker.ts';
import { holdings } from './portfolios.ts';
import { type SeededActor, seedActor } from './seed.ts';

// The set-up the background-job suites share (issue 32): an engine on the minimal dataset whose queue polls fast,
// two engines on one database (one API-only, one working the jobs), an advisor with a client, polling a job to its
// end, and running the renders' expiry job.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test engine on the minimal dataset with the queue's fast test timings, returned once its dataset is served and
 * its worker started (at once when ESGKIT_WORKER=0).
 */
export const startJobsEngine = async (
  options: Omit<TestEngineOptions, 'loadSnapshot' | 'jobsOptions'>,
): Promise<TestEngine> => {
  const t = await startTestEngine({
    loadSnapshot: minimalSnapshot,
    jobsOptions: testJobsOptions,
    ...options,
  });
  await Promise.all([t.engine.ready, t.engine.worker]);
  return t;
};

/**
 * One store place (folder, and database on PostgreSQL) for several engines, as behind a load balancer: `start`
 * starts a jobs engine on it; `close` closes every engine it started, then removes the place once.
 */
export const sharedStore = async (target: StoreTarget) => {
  const place = await target.create();
  const shared: StoreTarget = {
    name: target.name,
    create: async () => ({ ...place, drop: async () => undefined }),
  };
  const started: TestEngine[] = [];
  return {
    place,
    start: async (options: Omit<Parameters<typeof startJobsEngine>[0], 'target'>) => {
      const t = await startJobsEngine({ ...options, target: shared });
      started.push(t);
      return t;
    },
    close: async () => {
      for (const t of started) await t.close();
      await place.drop();
    },
  };
};

export type SharedStore = Awaited<ReturnType<typeof sharedStore>>;

/**
 * Two engines on one database: `apiOnly` serves the API only (ESGKIT_WORKER=0), `worker` also works the jobs;
 * `close` closes both and drops the database.
 */
export const startApiOnlyAndWorker = async (target: StoreTarget, now: () => Date) => {
  const store = await sharedStore(target);
  try {
    const apiOnly = await store.start({ now, env: { ESGKIT_WORKER: '0' } });
    return { apiOnly, worker: await store.start({ now }), close: store.close };
  } catch (error) {
    await store.close();
    throw error;
  }
};

/** A premium advisor (seedActor) who made a client holding `portfolio` through the API. */
export const seedAdvisorWithClient = async (
  t: TestEngine,
  label: string,
  client: { firstname: string; lastname: string; portfolio?: PortfolioInput },
): Promise<{ advisor: SeededActor; api: ApiClient; clientId: string; portfolioId: string }> => {
  const advisor = await seedActor(t.engine, { label, plan: 'premium' });
  const api = t.client({ token: advisor.token });
  const { firstname, lastname, portfolio = holdings } = client;
  const { data } = await api.call('clients.create', { body: { firstname, lastname, portfolio } });
  return { advisor, api, clientId: data.id, portfolioId: data.portfolio!.id };
};

/** Polls a PDF job (exports.job) until it is ready or failed: every state it showed, in order. */
export const followPdfJob = async (api: ApiClient, jobId: string): Promise<PdfJob[]> => {
  const seen: PdfJob[] = [];
  for (let i = 0; i < 300; i++) {
    const { data } = await api.call('exports.job', { params: { jobId } });
    seen.push(data);
    if (data.state === 'ready' || data.state === 'failed') return seen;
    await pause(100);
  }
  throw new Error(`job ${jobId} did not finish: ${JSON.stringify(seen.at(-1))}`);
};

/** Polls a CSV job through its download link's token until it is ready or failed. */
export const followCsvJob = async (api: ApiClient, token: string, jobId: string): Promise<PdfJob> => {
  for (let i = 0; i < 300; i++) {
    const { data } = await api.call('exports.csvJobStatus', { params: { token, jobId } });
    if (data.state === 'ready' || data.state === 'failed') return data;
    await pause(100);
  }
  throw new Error(`job ${jobId} did not finish`);
};

/**
 * Runs the renders' expiry job now, as its cron would (the queue's tick is a minute of wall time), and waits until
 * it completed: the engine's clock says what has expired.
 */
export const runRendersExpiry = async (t: TestEngine): Promise<void> => {
  const id = await t.engine.jobs.enqueue(QUEUES.pdfRendersExpiry, {});
  for (let i = 0; i < 300; i++) {
    if ((await t.engine.jobs.status(id))?.state === 'completed') return;
    await pause(100);
  }
  throw new Error('the expiry job did not complete');
};
