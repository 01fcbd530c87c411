import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { clampProgress } from './types.ts';

// A running job's progress lives in the store's job_progress table for both implementations: pg-boss has no
// progress field, and every engine and worker reads the same store (docs/decisions.md "Job progress").

export const writeProgress = async (db: Kysely<Database>, jobId: string, percent: number): Promise<void> => {
  const row = { job_id: jobId, progress: clampProgress(percent), updated_at: new Date().toISOString() };
  await db
    .insertInto('job_progress')
    .values(row)
    .onConflict((c) => c.column('job_id').doUpdateSet({ progress: row.progress, updated_at: row.updated_at }))
    .execute();
};

export const readProgress = async (db: Kysely<Database>, jobId: string): Promise<number> => {
  const row = await db
    .selectFrom('job_progress')
    .select('progress')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.progress ?? 0;
};
