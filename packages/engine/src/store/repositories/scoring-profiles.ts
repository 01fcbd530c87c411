import type { Kysely } from 'kysely';
import type { Database, ScoringProfilesTable } from '../schema.ts';

// The advisors' scoring profiles (migration 0006): one row per saved version.

export type ScoringProfileRow = ScoringProfilesTable;

/** The user's latest version, if they saved one. */
export const findLatestScoringProfile = async (
  db: Kysely<Database>,
  userId: string,
): Promise<ScoringProfileRow | undefined> =>
  db
    .selectFrom('scoring_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Stores the next version (latest + 1). Two saves at once may pick the same number: the key refuses the second,
 * which the caller retries.
 */
export const insertScoringProfile = async (
  db: Kysely<Database>,
  row: Omit<ScoringProfileRow, 'version'>,
): Promise<ScoringProfileRow> => {
  const latest = await findLatestScoringProfile(db, row.user_id);
  const saved = { ...row, version: (latest?.version ?? 0) + 1 };
  await db.insertInto('scoring_profiles').values(saved).execute();
  return saved;
};
