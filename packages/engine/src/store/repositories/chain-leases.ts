import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Takes the lease on `key` for `holder` until `expiresAt` when nobody holds it: no row, or a row whose time ended at
 * or before `at` (a finished step's answer past its reuse, or a holder that died). True when taken; one statement,
 * so of two engines asking at once exactly one gets it.
 */
export const takeChainLease = async (
  db: Kysely<Database>,
  key: string,
  holder: string,
  at: string,
  expiresAt: string,
): Promise<boolean> => {
  const taken = await db
    .insertInto('chain_leases')
    .values({ key, holder, expires_at: expiresAt, answer_json: null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ holder, expires_at: expiresAt, answer_json: null })
        .where('chain_leases.expires_at', '<=', at),
    )
    .executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
};

export const findChainLease = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('chain_leases')
    .select(['holder', 'expires_at', 'answer_json'])
    .where('key', '=', key)
    .executeTakeFirst();

/** Stores the holder's answer, which callers read instead of running the step until `keepUntil`. */
export const finishChainLease = async (
  db: Kysely<Database>,
  key: string,
  holder: string,
  answerJson: string,
  keepUntil: string,
): Promise<void> => {
  await db
    .updateTable('chain_leases')
    .set({ answer_json: answerJson, expires_at: keepUntil })
    .where('key', '=', key)
    .where('holder', '=', holder)
    .execute();
};

/** Gives a lease up without an answer (the step failed): a waiting caller then takes it and runs the step. */
export const dropChainLease = async (db: Kysely<Database>, key: string, holder: string): Promise<void> => {
  await db.deleteFrom('chain_leases').where('key', '=', key).where('holder', '=', holder).execute();
};

/** Removes finished or run-out leases that ended before `before` (a new call takes such a row anyway). */
export const deleteEndedChainLeases = async (db: Kysely<Database>, before: string): Promise<void> => {
  await db.deleteFrom('chain_leases').where('expires_at', '<', before).execute();
};
