import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Counts one request on `key` in one statement and answers the count and the window's end: a row whose window ended
 * at or before `at` starts again at 1 with a window ending at `resetAt`. Atomic on both dialects (an upsert), so
 * parallel requests on any number of engine processes each get a distinct count.
 */
export const incrementRateLimit = async (
  db: Kysely<Database>,
  key: string,
  at: string,
  resetAt: string,
): Promise<{ hits: number; resetAt: string }> => {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // both dialects read the row's old values on the right-hand side of the whole SET
        hits: sql<number>`case when rate_limits.reset_at <= ${at} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${at} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: row.reset_at };
};

/** The count on `key` while its window runs; undefined when there is none. */
export const findRateLimit = (db: Kysely<Database>, key: string, at: string) =>
  db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .where('reset_at', '>', at)
    .executeTakeFirst();

/** Takes one request back (express-rate-limit's skipFailedRequests and the like); never below zero. */
export const decrementRateLimit = async (db: Kysely<Database>, key: string): Promise<void> => {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql<number>`hits - 1` })
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
};

export const deleteRateLimit = async (db: Kysely<Database>, key: string): Promise<void> => {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
};

/** Removes counters whose window ended before `before` (they count as zero anyway). */
export const deleteEndedRateLimits = async (db: Kysely<Database>, before: string): Promise<void> => {
  await db.deleteFrom('rate_limits').where('reset_at', '<', before).execute();
};
