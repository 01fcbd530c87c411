import type { Kysely, Selectable } from 'kysely';
import { forgetCredentialsOf } from '../credential-cache.ts';
import { preparedFirst } from '../prepared.ts';
import type { ApiKeysTable, Database } from '../schema.ts';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export const insertApiKey = async (db: Kysely<Database>, row: ApiKeyRow): Promise<void> => {
  await db.insertInto('api_keys').values(row).execute();
};

export const listApiKeys = (db: Kysely<Database>, userId: string): Promise<ApiKeyRow[]> =>
  db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findApiKeyByHash: (db: Kysely<Database>, keyHash: string) => Promise<ApiKeyRow | undefined> =
  preparedFirst((db, keyHash: string) =>
    db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash),
  );

export const findOwnedApiKey = (
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<ApiKeyRow | undefined> =>
  db.selectFrom('api_keys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const touchApiKey = async (db: Kysely<Database>, id: string, usedAt: string): Promise<void> => {
  await db.updateTable('api_keys').set({ last_used_at: usedAt }).where('id', '=', id).execute();
};

/** Deletes the key if the user owns it; answers whether a row went. */
export const deleteOwnedApiKey = async (
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> => {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  forgetCredentialsOf(db, id);
  return Number(result.numDeletedRows) > 0;
};

/** Deletes every key of the user (a password reset revokes them with the sessions); answers how many went. */
export const deleteApiKeysOfUser = async (db: Kysely<Database>, userId: string): Promise<number> => {
  const result = await db.deleteFrom('api_keys').where('user_id', '=', userId).executeTakeFirst();
  forgetCredentialsOf(db, userId);
  return Number(result.numDeletedRows);
};
