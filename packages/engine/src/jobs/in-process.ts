import type { Store } from '../store/db.ts';
import { JOB_FORMAT_VERSION, runAttempt, stampJobFormat, unstampJobFormat } from './attempt.ts';
import { isCronTick } from './cron.ts';
import {
  claimJob,
  completeAttempt,
  failAttempt,
  fireSchedules,
  insertJob,
  liveJobWithKey,
  releaseAttempt,
  saveSchedule,
} from './in-process-store.ts';
import { readProgress, writeProgress } from './progress.ts';
import {
  type JobData,
  type JobHandler,
  type JobState,
  type Jobs,
  type JobsOptions,
  policyOf,
  type QueuePolicy,
} from './types.ts';

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The embedded default's queue (docs/architecture.md "Background work"): jobs in the store's `jobs` table, run in
 * this process, at most `concurrency` per queue at once; a lease lets another process (or this one after a restart)
 * take over an attempt whose process died.
 */
export const createInProcessJobs = (store: Store, options: JobsOptions = {}): Jobs => {
  const { db } = store;
  const pollMs = (options.pollSeconds ?? 2) * 1000;
  const concurrency = options.concurrency ?? 2;
  const stamp = (data: JobData) => stampJobFormat(data, options.formatVersion ?? JOB_FORMAT_VERSION);
  const policies = new Map<string, QueuePolicy>();
  const handlers = new Map<string, JobHandler>();
  /** Attempts running in this process, by job id. */
  const running = new Map<string, { queue: string; attempts: number; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  /** A job was enqueued while a poll ran (past the point where it would see it): poll once more after it. */
  let pollAgain = false;

  const policyFor = (queue: string): QueuePolicy => {
    const policy = policies.get(queue);
    if (!policy) throw new Error(`jobs: queue "${queue}" is not defined`);
    return policy;
  };

  const runJob = async (queue: string, job: { id: string; attempts: number; data_json: string }) => {
    const policy = policyFor(queue);
    try {
      const result = await runAttempt(
        handlers.get(queue)!,
        {
          id: job.id,
          queue,
          stored: JSON.parse(job.data_json),
          expireInSeconds: policy.expireInSeconds,
          progress: (percent) => writeProgress(db, job.id, percent),
        },
        options,
      );
      await writeProgress(db, job.id, 100);
      await completeAttempt(db, job, result);
    } catch (error) {
      await failAttempt(db, job, policy, errorMessage(error));
    }
  };

  const pollOnce = async () => {
    await fireSchedules(db, new Set(policies.keys()));
    for (const queue of handlers.keys()) {
      const busy = () => [...running.values()].filter((attempt) => attempt.queue === queue).length;
      while (timer && busy() < concurrency) {
        const job = await claimJob(db, queue, policyFor(queue));
        if (!job) break;
        const done = runJob(queue, job).finally(() => {
          running.delete(job.id);
          poll();
        });
        running.set(job.id, { queue, attempts: job.attempts, done });
      }
    }
  };

  const poll = () => {
    if (!timer) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = pollOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        polling = undefined;
        if (pollAgain) {
          pollAgain = false;
          poll();
        }
      });
  };
  /** A job enqueued here starts at once when this process works its queue, not at the next poll (issue 32). */
  const enqueued = (id: string, queue: string): string => {
    if (handlers.has(queue)) poll();
    return id;
  };

  return {
    kind: 'in-process',
    defineQueue: async (queue, policy) => {
      policies.set(queue, policyOf(policy));
    },
    enqueue: async (queue, data, { singletonKey } = {}) => {
      policyFor(queue);
      if (!singletonKey) return enqueued(await insertJob(db, queue, stamp(data), null), queue);
      const existing = await liveJobWithKey(db, queue, singletonKey);
      if (existing) return existing;
      try {
        return enqueued(await insertJob(db, queue, stamp(data), singletonKey), queue);
      } catch (error) {
        // Another process inserted the key between the read and the write: the unique index refused ours.
        const raced = await liveJobWithKey(db, queue, singletonKey);
        if (raced) return raced;
        throw error;
      }
    },
    liveJob: (queue, singletonKey) => liveJobWithKey(db, queue, singletonKey),
    work: async (queue, handler) => {
      policyFor(queue);
      handlers.set(queue, handler as JobHandler);
      poll();
    },
    status: async (id) => {
      // progress before the row, as pg-boss.ts does: the state read second is never older than the progress
      const progress = await readProgress(db, id);
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id,
        queue: row.queue,
        state: row.state as JobState,
        progress,
        ...(row.result_json !== null && { result: JSON.parse(row.result_json) }),
        ...(row.error !== null && { error: row.error }),
        attempts: row.attempts,
        data: unstampJobFormat(JSON.parse(row.data_json) as JobData),
      };
    },
    schedule: async (queue, cron, data = {}) => {
      policyFor(queue);
      isCronTick(cron, new Date()); // throws on an expression it cannot read, before it is stored
      await saveSchedule(db, queue, cron, stamp(data));
    },
    start: async () => {
      if (timer) return;
      timer = setInterval(poll, pollMs);
      poll();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await polling;
      const all = Promise.all([...running.values()].map((attempt) => attempt.done));
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(resolve, options.stopTimeoutMs ?? 30_000, 'timeout').unref(),
      );
      if ((await Promise.race([all, timeout])) === 'timeout') {
        for (const [id, { attempts }] of running) await releaseAttempt(db, { id, attempts });
      }
    },
  };
};
