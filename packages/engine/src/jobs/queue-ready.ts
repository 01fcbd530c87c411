import type { JobStatus, Jobs, QueuePolicy } from './types.ts';

/**
 * Enqueueing and reading a queue's jobs need the queue started and defined: by this process's worker when it runs
 * one, else once here (an API-only engine, ESGKIT_WORKER=0, defines the queues it enqueues on).
 */
export const queueReadiness = (
  jobs: Jobs,
  queue: { queue: string; policy: Partial<QueuePolicy> },
  workerStarted: () => Promise<void> | undefined,
): (() => Promise<void>) => {
  let apiOnly: Promise<void> | undefined;
  return () => {
    const worker = workerStarted();
    if (worker) return worker;
    apiOnly ??= jobs.start().then(() => jobs.defineQueue(queue.queue, queue.policy));
    return apiOnly;
  };
};

/** A job's status once the queue is ready (the routes that read jobs may come before the worker has started it). */
export const jobStatusWhenReady =
  (jobs: Jobs, queueReady: () => Promise<void>) =>
  async (jobId: string): Promise<JobStatus | undefined> => {
    await queueReady();
    return jobs.status(jobId);
  };
