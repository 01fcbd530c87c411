import type { Kysely, Selectable } from 'kysely';
import { forgetCredentialsOf } from '../credential-cache.ts';
import { preparedFirst } from '../prepared.ts';
import type { Database, SessionsTable } from '../schema.ts';

export type SessionRow = Selectable<SessionsTable>;

export const insertSession = async (db: Kysely<Database>, row: SessionRow): Promise<void> => {
  await db.insertInto('sessions').values(row).execute();
};

/** The session with this token hash, if it has not expired at `nowIso`. */
export const findLiveSession: (
  db: Kysely<Database>,
  tokenHash: string,
  nowIso: string,
) => Promise<SessionRow | undefined> = preparedFirst((db, tokenHash: string, nowIso: string) =>
  db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', nowIso),
);

export const touchSession = async (
  db: Kysely<Database>,
  id: string,
  lastSeenAt: string,
  expiresAt: string,
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
};

export const deleteSession = async (db: Kysely<Database>, id: string): Promise<void> => {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
  forgetCredentialsOf(db, id);
};

export const deleteSessionsOfUser = async (db: Kysely<Database>, userId: string): Promise<void> => {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  forgetCredentialsOf(db, userId);
};

export const deleteExpiredSessions = async (db: Kysely<Database>, nowIso: string): Promise<void> => {
  await db.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
};
