import type { Store } from '../store/db.ts';
import { createInProcessJobs } from './in-process.ts';
import { createPgBossJobs } from './pg-boss.ts';
import type { Jobs, JobsOptions } from './types.ts';

export type {
  EnqueueOptions,
  JobHandler,
  JobState,
  JobStatus,
  Jobs,
  JobsOptions,
  QueuePolicy,
} from './types.ts';

/**
 * The engine's Jobs: pg-boss when the store is PostgreSQL (`databaseUrl`, the same DATABASE_URL), else the
 * in-process queue over the embedded SQLite store (docs/architecture.md "Background work").
 */
export const createJobs = (store: Store, databaseUrl: string | undefined, options: JobsOptions = {}): Jobs =>
  store.dialect === 'postgres' && databaseUrl
    ? createPgBossJobs(store, databaseUrl, options)
    : createInProcessJobs(store, options);
