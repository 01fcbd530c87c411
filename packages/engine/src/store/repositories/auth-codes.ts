import type { Kysely, Selectable } from 'kysely';
import type { AuthCodesTable, Database } from '../schema.ts';

export type AuthCodeRow = Selectable<AuthCodesTable>;
/** changeEmail: the code mailed to a new address the user asked for (the address waits in the profile). */
export type AuthCodePurpose = 'confirmEmail' | 'resetPassword' | 'changeEmail';

/** Stores a new code and retires the user's earlier unused codes of the same purpose (only the latest works). */
export const replaceAuthCode = async (trx: Kysely<Database>, row: AuthCodeRow): Promise<void> => {
  await trx
    .updateTable('auth_codes')
    .set({ used_at: row.created_at })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', row.purpose)
    .where('used_at', 'is', null)
    .execute();
  await trx.insertInto('auth_codes').values(row).execute();
};

/** The unused, unexpired codes of that purpose and hash (a hash names at most one code in practice). */
const liveAuthCodes = (db: Kysely<Database>, purpose: AuthCodePurpose, codeHash: string, nowIso: string) =>
  db
    .selectFrom('auth_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso);

/** The user's unused, unexpired code of that purpose and hash, if any. */
export const findLiveAuthCode = (
  db: Kysely<Database>,
  userId: string,
  purpose: AuthCodePurpose,
  codeHash: string,
  nowIso: string,
): Promise<AuthCodeRow | undefined> =>
  liveAuthCodes(db, purpose, codeHash, nowIso).where('user_id', '=', userId).executeTakeFirst();

/**
 * The unused, unexpired code of that purpose and hash, whoever it was mailed to: a changeEmail code is sent to an
 * address no account has yet, so the address cannot find the user (10 random characters: not guessable).
 */
export const findLiveAuthCodeByHash = (
  db: Kysely<Database>,
  purpose: AuthCodePurpose,
  codeHash: string,
  nowIso: string,
): Promise<AuthCodeRow | undefined> => liveAuthCodes(db, purpose, codeHash, nowIso).executeTakeFirst();

/** Marks the code used; false when another request used it first (single use). */
export const useAuthCode = async (trx: Kysely<Database>, id: string, nowIso: string): Promise<boolean> => {
  const result = await trx
    .updateTable('auth_codes')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
