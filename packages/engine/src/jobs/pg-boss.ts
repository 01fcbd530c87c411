import { randomUUID } from 'node:crypto';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Store } from '../store/db.ts';
import { JOB_FORMAT_VERSION, runAttempt, stampJobFormat, unstampJobFormat } from './attempt.ts';
import { readProgress, writeProgress } from './progress.ts';
import {
  type JobData,
  type JobHandler,
  type JobState,
  type JobStatus,
  type Jobs,
  type JobsOptions,
  policyOf,
} from './types.ts';

// On PostgreSQL the queue is pg-boss (docs/decisions.md "Jobs on pg-boss"): its retries, back-off, expiry, dead
// letters, singleton keys and cron do the work; this file only maps them onto the Jobs interface.

const STATES: Record<JobWithMetadata['state'], JobState> = {
  created: 'queued',
  active: 'running',
  retry: 'failed',
  completed: 'completed',
  failed: 'dead',
  cancelled: 'dead',
};
/** The states in which pg-boss's `exclusive` policy holds a singleton key (its unique index job_i6). */
const LIVE: ReadonlySet<string> = new Set(['created', 'retry', 'active']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const deadLetterOf = (queue: string): string => `${queue}__dead`;

const statusOf = (queue: string, job: JobWithMetadata, progress: number): JobStatus => {
  const output = (job.output ?? {}) as { result?: unknown; message?: unknown };
  const state = STATES[job.state];
  return {
    id: job.id,
    queue,
    state,
    progress,
    ...(state === 'completed' && { result: output.result ?? null }),
    ...(state !== 'completed' && typeof output.message === 'string' && { error: output.message }),
    attempts: job.state === 'created' ? job.retryCount : job.retryCount + 1,
    data: unstampJobFormat((job.data ?? {}) as JobData),
  };
};

/** The Jobs of an engine on PostgreSQL: pg-boss in its own schema of the store's database. */
export const createPgBossJobs = (store: Store, databaseUrl: string, options: JobsOptions = {}): Jobs => {
  const supervise = options.superviseSeconds ?? 60;
  let running: PgBoss | undefined;
  const boss = (): PgBoss => {
    if (!running) throw new Error('jobs: start() pg-boss before using it');
    return running;
  };
  const queues = new Set<string>();
  /** This process's pg-boss worker per queue it works: `enqueue` wakes it (no wait for the next poll). */
  const workers = new Map<string, string>();
  const stamp = (data: JobData) => stampJobFormat(data, options.formatVersion ?? JOB_FORMAT_VERSION);

  const register = async (queue: string, handler: JobHandler) => {
    const worker = await boss().work(
      queue,
      {
        batchSize: 1,
        localConcurrency: options.concurrency ?? 2,
        pollingIntervalSeconds: options.pollSeconds ?? 2,
      },
      async ([job]) => {
        const result = await runAttempt(
          handler,
          {
            id: job!.id,
            queue,
            stored: (job!.data ?? {}) as JobData,
            expireInSeconds: job!.expireInSeconds,
            progress: (percent) => writeProgress(store.db, job!.id, percent),
          },
          options,
        );
        await writeProgress(store.db, job!.id, 100);
        return { result: result ?? null };
      },
    );
    workers.set(queue, worker);
  };

  const liveJob = async (queue: string, key: string) =>
    (await boss().findJobs<object>(queue, { key })).find((job) => LIVE.has(job.state))?.id;

  return {
    kind: 'pg-boss',
    defineQueue: async (queue, given) => {
      const policy = policyOf(given);
      const settings = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
      };
      await boss().createQueue(deadLetterOf(queue));
      // `exclusive`: one job per singleton key while created, retrying or active ("one client's chain never runs
      // twice at once"); a job enqueued without a key gets its own id as key, so it collides with nothing.
      await boss().createQueue(queue, { ...settings, policy: 'exclusive', deadLetter: deadLetterOf(queue) });
      await boss().updateQueue(queue, settings);
      queues.add(queue);
    },
    enqueue: async (queue, data, { singletonKey } = {}) => {
      const id = randomUUID();
      const sent = await boss().send(queue, stamp(data), { id, singletonKey: singletonKey ?? id });
      if (sent) {
        const worker = workers.get(queue);
        if (worker) boss().notifyWorker(worker);
        return sent;
      }
      const live = await liveJob(queue, singletonKey!);
      if (live) return live;
      throw new Error(`jobs: queue "${queue}" refused a job with key "${singletonKey}"`);
    },
    liveJob,
    work: async (queue, handler) => register(queue, handler as JobHandler),
    status: async (id) => {
      if (!UUID.test(id)) return undefined;
      // progress before the job: a running job writes progress only after pg-boss made it active, so the state read
      // second is never older than the progress (read the other way, a status could say "queued" at 40 %)
      const progress = await readProgress(store.db, id);
      for (const queue of queues) {
        const [job] = await boss().findJobs<object>(queue, { id });
        if (job) return statusOf(queue, job, progress);
      }
      return undefined;
    },
    schedule: async (queue, cron, data = {}) => {
      await boss().schedule(queue, cron, stamp(data), { tz: 'UTC' });
    },
    start: async () => {
      if (running) return;
      // Loaded here, not at import: an engine on SQLite never needs it, and importing the engine stays light.
      const { PgBoss } = await import('pg-boss');
      const instance = new PgBoss({
        connectionString: databaseUrl,
        schema: options.pgBossSchema ?? 'pgboss',
        max: 4,
        superviseIntervalSeconds: supervise,
        monitorIntervalSeconds: supervise,
        cronMonitorIntervalSeconds: Math.min(supervise, 30),
        cronWorkerIntervalSeconds: Math.min(supervise, 5),
      });
      instance.on('error', (error) => options.onError?.(error));
      await instance.start();
      running = instance;
    },
    stop: async () => {
      const instance = running;
      running = undefined;
      workers.clear();
      await instance?.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 30_000 });
    },
  };
};
