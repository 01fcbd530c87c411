import type { JobData, JobHandler, JobsOptions } from './types.ts';

// What both queues do around one attempt of a job (in-process.ts and pg-boss.ts call runAttempt): the job format
// check, and the attempt's expiry signal.

/**
 * The layout of a job's data. `enqueue` stamps it into every job (`jobFormat`); a worker runs only jobs of its own
 * format, so while workers of two releases share a queue (a rolling upgrade) neither misreads the other's jobs.
 * Raise it whenever a queue's data changes shape (a field renamed, removed or read differently).
 */
export const JOB_FORMAT_VERSION = 1;

const FORMAT_KEY = 'jobFormat';

/** The data as stored in the queue: the caller's, plus the format it was written in. */
export const stampJobFormat = (data: JobData, version: number): JobData => ({
  ...data,
  [FORMAT_KEY]: version,
});

/** The caller's data as it was enqueued (status and handlers never see the stamp). */
export const unstampJobFormat = (stored: JobData): JobData => {
  const { [FORMAT_KEY]: _format, ...data } = stored;
  return data;
};

/**
 * A job written in another job format (by a worker of another release, or before formats were stamped): it is not
 * run here. The attempt fails with this error so the queue's retries give it to a worker that reads that format.
 */
export class JobFormatMismatchError extends Error {
  readonly found: unknown;
  readonly reads: number;
  constructor(found: unknown, reads: number) {
    super(`the job is in job format ${String(found ?? 'none')}; this worker reads format ${reads}`);
    this.name = 'JobFormatMismatchError';
    this.found = found;
    this.reads = reads;
  }
}

/**
 * An attempt that ran past its expiry: the queue has counted it failed and may already run the job again elsewhere,
 * so its result is not kept (else both attempts would complete the job: the double "job done" of issue 32).
 */
export class AttemptExpiredError extends Error {
  constructor(expireInSeconds: number) {
    super(
      `the attempt ran past its expiry (${expireInSeconds} s); its result is not kept and a retry runs the job`,
    );
    this.name = 'AttemptExpiredError';
  }
}

export interface Attempt {
  id: string;
  queue: string;
  /** The data as stored, with its format stamp. */
  stored: JobData;
  /** Seconds the attempt may run (the queue's expireInSeconds). */
  expireInSeconds: number;
  progress(percent: number): Promise<void>;
}

/**
 * Runs one attempt's handler: refuses a job of another format (JobFormatMismatchError, told to `onJobLeft`), gives
 * the handler a signal aborted at the attempt's expiry, and refuses the result of an attempt past it.
 */
export const runAttempt = async (
  handler: JobHandler,
  attempt: Attempt,
  options: Pick<JobsOptions, 'formatVersion' | 'onJobLeft'>,
): Promise<unknown> => {
  const reads = options.formatVersion ?? JOB_FORMAT_VERSION;
  const found = attempt.stored[FORMAT_KEY];
  if (found !== reads) {
    options.onJobLeft?.({ id: attempt.id, queue: attempt.queue, found, reads });
    throw new JobFormatMismatchError(found, reads);
  }
  const expiry = new AbortController();
  const timer = setTimeout(
    () => expiry.abort(new AttemptExpiredError(attempt.expireInSeconds)),
    attempt.expireInSeconds * 1000,
  );
  timer.unref();
  try {
    const result = await handler({
      id: attempt.id,
      data: unstampJobFormat(attempt.stored),
      progress: attempt.progress,
      signal: expiry.signal,
    });
    if (expiry.signal.aborted) throw new AttemptExpiredError(attempt.expireInSeconds);
    return result;
  } finally {
    clearTimeout(timer);
  }
};
