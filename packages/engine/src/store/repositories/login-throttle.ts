import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LoginThrottleTable } from '../schema.ts';

export type LoginThrottleRow = Selectable<LoginThrottleTable>;

export const findThrottleRows = (
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<LoginThrottleRow[]> =>
  db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', 'in', [...keys])
    .execute();

/**
 * Counts one failure on `key` if the row is still as `seen` (compare-and-set): answers false when another request
 * (in this or another engine process) counted first, so two parallel attempts never both pass on one reading.
 * `failures` is the count to write: seen + 1, or 1 when the seen row had been forgotten.
 */
export const claimThrottleFailure = async (
  db: Kysely<Database>,
  key: string,
  seen: LoginThrottleRow | undefined,
  failures: number,
  at: string,
): Promise<boolean> => {
  if (!seen) {
    const inserted = await db
      .insertInto('login_throttle')
      .values({ key, failures, last_failure_at: at })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const updated = await db
    .updateTable('login_throttle')
    .set({ failures, last_failure_at: at })
    .where('key', '=', key)
    .where('failures', '=', seen.failures)
    .where('last_failure_at', '=', seen.last_failure_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
};

/** Adds one failure to `key` in one statement; a row whose last failure is before `forgetBefore` starts at 1. */
export const addThrottleFailure = async (
  db: Kysely<Database>,
  key: string,
  at: string,
  forgetBefore: string,
): Promise<void> => {
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // both dialects read the row's old values on the right-hand side of the whole SET
        failures: sql<number>`case when login_throttle.last_failure_at < ${forgetBefore} then 1 else login_throttle.failures + 1 end`,
        last_failure_at: at,
      }),
    )
    .execute();
};

export const deleteThrottleRows = async (db: Kysely<Database>, keys: readonly string[]): Promise<void> => {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'in', [...keys])
    .execute();
};

/** Removes counters whose last failure is before `forgetBefore` (they count as zero anyway). */
export const deleteForgottenThrottleRows = async (
  db: Kysely<Database>,
  forgetBefore: string,
): Promise<void> => {
  await db.deleteFrom('login_throttle').where('last_failure_at', '<', forgetBefore).execute();
};
