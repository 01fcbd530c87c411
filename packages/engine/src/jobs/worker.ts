import type { Logger } from 'pino';
import type { Store } from '../store/db.ts';
import { createJobs } from './index.ts';
import { QUEUES, type QueueName } from './queues.ts';
import type { JobData, JobHandler, Jobs, JobsOptions, QueuePolicy } from './types.ts';

/** One queue a worker runs: its policy, its handler, and whether its jobs are bound to a snapshot version. */
export interface WorkerQueue {
  queue: QueueName;
  policy?: Partial<QueuePolicy>;
  handler: JobHandler;
  /** A five-field cron (UTC) at whose ticks the queue gets a job, one per tick across every worker. */
  cron?: string;
}

/**
 * A job that names a snapshot version (`data.snapshotVersion`) this worker has not loaded: it is not run here. The
 * attempt fails with this error so the queue's retries give it to another worker (one that has the version), and the
 * log says why (issue 32: each worker loads the snapshot by content hash and refuses the others' jobs).
 */
export class SnapshotMismatchError extends Error {
  readonly wanted: string;
  readonly loaded: string | null;
  constructor(wanted: string, loaded: string | null) {
    super(`the job needs snapshot ${wanted}; this worker has ${loaded ?? 'none'} loaded`);
    this.name = 'SnapshotMismatchError';
    this.wanted = wanted;
    this.loaded = loaded;
  }
}

/** The handler, run only when the job's snapshot version (if it names one) is the one loaded here. */
export const forLoadedSnapshot =
  (handler: JobHandler, loadedVersion: () => string | null, queue: string, logger: Logger): JobHandler =>
  async (job) => {
    const wanted = (job.data as JobData).snapshotVersion;
    const loaded = loadedVersion();
    if (typeof wanted === 'string' && wanted !== loaded) {
      logger.warn(
        { job: job.id, queue, wanted, loaded },
        'job left for another worker: it needs a snapshot version this worker has not loaded',
      );
      throw new SnapshotMismatchError(wanted, loaded);
    }
    logger.info({ job: job.id, queue }, 'job started');
    const started = Date.now();
    const result = await handler(job);
    const ms = Date.now() - started;
    // past its expiry the queue runs the job again; only the attempt whose result is kept says "job done"
    if (job.signal.aborted)
      logger.warn({ job: job.id, queue, ms }, 'job attempt past its expiry: result not kept');
    else logger.info({ job: job.id, queue, ms }, 'job done');
    return result;
  };

/** A five-field cron that fires every `minutes` (below an hour: every N minutes; else every N hours on the hour). */
export const cronEvery = (minutes: number): string =>
  minutes < 60 ? `*/${minutes} * * * *` : `0 */${Math.min(23, Math.max(1, Math.round(minutes / 60)))} * * *`;

export interface WorkerOptions {
  jobs: Jobs;
  logger: Logger;
  queues: readonly WorkerQueue[];
  /** The loaded snapshot's version (null before it loads). */
  snapshotVersion: () => string | null;
  /** Part 9's digests every this many minutes (0 = no schedule: tests run them themselves). */
  digestIntervalMinutes: number;
}

/**
 * Makes this process a worker: defines and works every queue, schedules the digests (one job per cron tick however
 * many workers schedule it, so a digest is sent once), and starts the queue. The engine calls it after the snapshot
 * loads (unless ESGKIT_WORKER=0); `esgkit worker` is an engine that never listens.
 */
export const startWorker = async (options: WorkerOptions): Promise<void> => {
  const { jobs, logger } = options;
  const digests = options.digestIntervalMinutes > 0;
  // ESGKIT_NOTIFY_INTERVAL_MINUTES=0: no digests here (tests run them themselves)
  const queues = options.queues.filter((q) => digests || q.queue !== QUEUES.notificationDigests);
  if (queues.length === 0) return; // nothing to work: the queue is not even started
  await jobs.start();
  for (const { queue, policy, handler } of queues) {
    await jobs.defineQueue(queue, policy);
    await jobs.work(queue, forLoadedSnapshot(handler, options.snapshotVersion, queue, logger));
  }
  if (queues.some((q) => q.queue === QUEUES.notificationDigests)) {
    await jobs.schedule(QUEUES.notificationDigests, cronEvery(options.digestIntervalMinutes));
  }
  for (const { queue, cron } of queues) if (cron) await jobs.schedule(queue, cron);
  logger.info({ kind: jobs.kind, queues: queues.map((q) => q.queue) }, 'worker started');
};

/** Part 9's digests as a queue: each cron tick's job sends the digests due then (`run` answers how many). */
export const digestsQueue = (run: () => Promise<number>): WorkerQueue => ({
  queue: QUEUES.notificationDigests,
  handler: async () => ({ sent: await run() }),
});

/**
 * The engine's own worker: unless ESGKIT_WORKER=0 (`enabled` false: an API-only engine), the process also runs the
 * jobs once the snapshot is loaded. The promise is the engine's `worker`; a failure to start is logged.
 */
export const startEngineWorker = (
  options: Omit<WorkerOptions, 'digestIntervalMinutes'> & {
    config: { worker: boolean; notifyIntervalMinutes: number };
    ready: Promise<void>;
  },
): Promise<void> => {
  const { config } = options;
  const worker = config.worker
    ? options.ready.then(() =>
        startWorker({ ...options, digestIntervalMinutes: config.notifyIntervalMinutes }),
      )
    : Promise.resolve();
  worker.catch((error: unknown) => options.logger.error({ err: error }, 'the worker did not start'));
  return worker;
};

/**
 * The engine's Jobs (pg-boss on PostgreSQL, else in-process), made at start and started by the worker, running
 * ESGKIT_WORKER_CONCURRENCY jobs per queue at once.
 */
export const createEngineJobs = (
  store: Store,
  config: { databaseUrl?: string | undefined; workerConcurrency: number },
  logger: Logger,
  options: JobsOptions = {},
): Jobs =>
  createJobs(store, config.databaseUrl, {
    concurrency: config.workerConcurrency,
    ...options,
    onError: (error) => logger.warn({ err: error }, 'a background-job poll failed; the next one retries'),
    onJobLeft: ({ id, queue, found, reads }) =>
      logger.warn(
        { job: id, queue, jobFormat: found ?? null, reads },
        `job left for another worker: it is in job format ${String(found ?? 'none')}; this worker reads format ${reads} (another esgkit release)`,
      ),
  });
