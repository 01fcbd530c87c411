/**
 * Background work (issue 32): one interface, two implementations — pg-boss on PostgreSQL (pg-boss.ts) and an
 * in-process runner over a table of the store on the embedded SQLite default (in-process.ts). Callers never know
 * which one they have (docs/architecture.md "Background work").
 */

/** What a job is doing. `failed`: an attempt failed and a retry is due; `dead`: out of retries (the dead letter). */
export type JobState = 'queued' | 'running' | 'completed' | 'failed' | 'dead';

/**
 * A queue's policy. pg-boss copies it onto each job when it is enqueued; the in-process queue applies the policy of
 * the process working the queue (every process defines its queues alike, so the two agree).
 */
export interface QueuePolicy {
  /** Retries after the first attempt; a job runs at most retryLimit + 1 times, then is dead. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** Seconds an attempt may run; past it the attempt counts as failed (a killed worker's job is retried). */
  expireInSeconds: number;
}

export const DEFAULT_QUEUE_POLICY: QueuePolicy = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

/** JSON a job takes and gives back. */
export type JobData = Record<string, unknown>;

export interface JobStatus {
  id: string;
  queue: string;
  state: JobState;
  /** 0–100, as the handler last reported it (0 until it does). */
  progress: number;
  /** The handler's return value, once completed. */
  result?: unknown;
  /** The last attempt's error message, when one failed. */
  error?: string;
  /** Attempts started so far (0 while queued for the first time). */
  attempts: number;
  /** The data it was enqueued with (a route checks whose job it is before it answers). */
  data: JobData;
}

/** What a handler is given: the job, and a way to report progress that `status` shows while it runs. */
export interface RunningJob<T extends JobData = JobData> {
  id: string;
  data: T;
  progress(percent: number): Promise<void>;
  /**
   * Aborted once the attempt is past its queue's expireInSeconds: the queue has counted it failed and may run the
   * job again, so whatever the handler returns then is not kept.
   */
  signal: AbortSignal;
}

export type JobHandler<T extends JobData = JobData> = (job: RunningJob<T>) => Promise<unknown>;

export interface EnqueueOptions {
  /** While a job with this key is queued, running or awaiting a retry, enqueue answers its id instead of a new job. */
  singletonKey?: string;
}

/** Call `start` before the rest (pg-boss needs its connection and schema first). */
export interface Jobs {
  readonly kind: 'in-process' | 'pg-boss';
  /** Creates (or updates) a queue and its policy; every process defines the queues it enqueues to or works. */
  defineQueue(queue: string, policy?: Partial<QueuePolicy>): Promise<void>;
  /** Adds a job and answers its id (the existing job's id when its singleton key is taken). */
  enqueue(queue: string, data: JobData, options?: EnqueueOptions): Promise<string>;
  /** The id of the queue's job holding `singletonKey` (queued, running or awaiting a retry), or undefined. */
  liveJob(queue: string, singletonKey: string): Promise<string | undefined>;
  /** Runs `handler` for the queue's jobs in this process (bounded concurrency). */
  work<T extends JobData>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** A job of a queue this process defined (pg-boss looks a job up by queue), or undefined. */
  status(id: string): Promise<JobStatus | undefined>;
  /**
   * Enqueues `data` on the queue at each tick of a five-field cron expression (UTC, one-minute resolution, as
   * pg-boss's): one job per tick however many processes schedule it.
   */
  schedule(queue: string, cron: string, data?: JobData): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs; running ones finish (or, past the timeout, are released for another worker). */
  stop(): Promise<void>;
}

/** Tuning, mostly for tests: the defaults suit production. */
export interface JobsOptions {
  /** Seconds between polls for new jobs (default 2; pg-boss's minimum is 0.5). */
  pollSeconds?: number;
  /** Jobs run at once per queue in this process (default 2; the engine's ESGKIT_WORKER_CONCURRENCY). */
  concurrency?: number;
  /** Milliseconds `stop` waits for running jobs (default 30 s). */
  stopTimeoutMs?: number;
  /** pg-boss only: its schema (default `pgboss`) and how often it expires jobs and fires cron ticks (seconds). */
  pgBossSchema?: string;
  superviseSeconds?: number;
  /** Told when a poll fails (the store unreachable, a bad cron row); the next poll tries again. */
  onError?: (error: unknown) => void;
  /** The job format this process stamps and runs (default JOB_FORMAT_VERSION; tests play another release). */
  formatVersion?: number;
  /** Told when a job of another format is left for another worker (`found`: its format; `reads`: this one's). */
  onJobLeft?: (job: { id: string; queue: string; found: unknown; reads: number }) => void;
}

export const policyOf = (policy: Partial<QueuePolicy> = {}): QueuePolicy => ({
  ...DEFAULT_QUEUE_POLICY,
  ...policy,
});

/** Seconds before retry number `attempt` (1 = the first retry). */
export const retryDelayOf = (policy: QueuePolicy, attempt: number): number =>
  policy.retryBackoff ? policy.retryDelaySeconds * 2 ** (attempt - 1) : policy.retryDelaySeconds;

export const clampProgress = (percent: number): number => Math.max(0, Math.min(100, Math.round(percent)));
