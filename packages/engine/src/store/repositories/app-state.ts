import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export const readAppState = async (db: Kysely<Database>, key: string): Promise<string | undefined> =>
  (await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst())?.value;

/** Sets the key once; false when it was already set (another process won). */
export const claimAppState = async (
  db: Kysely<Database>,
  key: string,
  value: string,
  nowIso: string,
): Promise<boolean> => {
  const result = await db
    .insertInto('app_state')
    .values({ key, value, updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
};
