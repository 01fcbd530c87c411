import { type Kysely, sql } from 'kysely';
import { newId } from '../store/ids.ts';
import type { Database, JobsTable } from '../store/schema.ts';
import { isCronTick, minuteOf } from './cron.ts';
import { type JobData, type QueuePolicy, retryDelayOf } from './types.ts';

// The in-process queue's statements over the store's `jobs` and `job_schedules` tables (migration 0008). Each state
// change is one guarded UPDATE, so two processes on one SQLite file (or a late, stale attempt) never both win.

/** States in which a job holds its singleton key (the unique index jobs_singleton says the same). */
const LIVE_STATES = ['queued', 'running', 'failed'];

const later = (seconds: number, from = Date.now()): string => new Date(from + seconds * 1000).toISOString();

export const insertJob = async (
  db: Kysely<Database>,
  queue: string,
  data: JobData,
  singletonKey: string | null,
  id = newId(),
): Promise<string> => {
  const at = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values({
      id,
      queue,
      data_json: JSON.stringify(data),
      state: 'queued',
      singleton_key: singletonKey,
      attempts: 0,
      run_after: at,
      lease_until: null,
      result_json: null,
      error: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  return id;
};

export const liveJobWithKey = async (
  db: Kysely<Database>,
  queue: string,
  key: string,
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', queue)
      .where('singleton_key', '=', key)
      .where('state', 'in', LIVE_STATES)
      .executeTakeFirst()
  )?.id;

/**
 * Ends or gives back one attempt: the UPDATE holds only while that attempt still runs the job (same attempt number,
 * still running), so a late attempt whose lease another process took over changes nothing.
 */
const settleAttempt = (
  db: Kysely<Database>,
  job: Pick<JobsTable, 'id' | 'attempts'>,
  changes: Partial<Omit<JobsTable, 'id'>>,
) =>
  db
    .updateTable('jobs')
    .set({ ...changes, lease_until: null, updated_at: new Date().toISOString() })
    .where('id', '=', job.id)
    .where('attempts', '=', job.attempts)
    .where('state', '=', 'running')
    .execute();

/** Ends a failed attempt: dead once the retries are spent, else due again after the back-off. */
export const failAttempt = async (
  db: Kysely<Database>,
  job: Pick<JobsTable, 'id' | 'attempts'>,
  policy: QueuePolicy,
  error: string,
): Promise<void> => {
  const dead = job.attempts > policy.retryLimit;
  await settleAttempt(db, job, {
    state: dead ? 'dead' : 'failed',
    error,
    run_after: later(dead ? 0 : retryDelayOf(policy, job.attempts)),
  });
};

export const completeAttempt = async (
  db: Kysely<Database>,
  job: Pick<JobsTable, 'id' | 'attempts'>,
  result: unknown,
): Promise<void> => {
  await settleAttempt(db, job, {
    state: 'completed',
    result_json: JSON.stringify(result ?? null),
    error: null,
  });
};

/** Puts a job this process gave up on at `stop` back in the queue, as if its attempt had not started. */
export const releaseAttempt = async (
  db: Kysely<Database>,
  job: Pick<JobsTable, 'id' | 'attempts'>,
): Promise<void> => {
  await settleAttempt(db, job, { state: 'queued', attempts: job.attempts - 1 });
};

/**
 * Takes the queue's next due job, or none. Attempts whose lease ran out (their process was killed) count as failed
 * first, so the job is retried by whoever polls next.
 */
export const claimJob = async (
  db: Kysely<Database>,
  queue: string,
  policy: QueuePolicy,
): Promise<JobsTable | undefined> => {
  const now = new Date().toISOString();
  const lapsed = await db
    .selectFrom('jobs')
    .select(['id', 'attempts'])
    .where('queue', '=', queue)
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .execute();
  for (const job of lapsed)
    await failAttempt(db, job, policy, 'the attempt stopped before it finished (lease expired)');
  return db
    .updateTable('jobs')
    .set({
      state: 'running',
      attempts: sql<number>`attempts + 1`,
      lease_until: later(policy.expireInSeconds),
      updated_at: now,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('queue', '=', queue)
        .where('state', 'in', ['queued', 'failed'])
        .where('run_after', '<=', now)
        .orderBy('created_at')
        .limit(1),
    )
    .where('state', 'in', ['queued', 'failed'])
    .returningAll()
    .executeTakeFirst();
};

export const saveSchedule = async (db: Kysely<Database>, queue: string, cron: string, data: JobData) => {
  const data_json = JSON.stringify(data);
  await db
    .insertInto('job_schedules')
    .values({ queue, cron, data_json, last_tick: null })
    .onConflict((c) => c.column('queue').doUpdateSet({ cron, data_json }))
    .execute();
};

/**
 * Enqueues one job per due cron tick. The tick's job has the id `cron:<queue>:<tick>`, so however many processes
 * insert it, the primary key keeps one (one statement: no transaction for two SQLite processes to deadlock in);
 * `last_tick` only spares the later polls the attempt.
 */
export const fireSchedules = async (db: Kysely<Database>, queues: ReadonlySet<string>): Promise<void> => {
  const tick = minuteOf(new Date());
  const tickText = tick.toISOString();
  const schedules = await db.selectFrom('job_schedules').selectAll().execute();
  for (const schedule of schedules) {
    if (
      !queues.has(schedule.queue) ||
      (schedule.last_tick ?? '') >= tickText ||
      !isCronTick(schedule.cron, tick)
    ) {
      continue;
    }
    await insertJob(
      db,
      schedule.queue,
      JSON.parse(schedule.data_json),
      null,
      `cron:${schedule.queue}:${tickText}`,
    );
    await db
      .updateTable('job_schedules')
      .set({ last_tick: tickText })
      .where('queue', '=', schedule.queue)
      .execute();
  }
};
