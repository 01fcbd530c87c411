import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Background jobs (issue 32, docs/architecture.md "Background work"). `jobs` and `job_schedules` are the in-process
 * queue of the embedded SQLite default (on PostgreSQL pg-boss keeps its own tables); `job_progress` is where both
 * implementations keep a running job's progress, which pg-boss has no place for (docs/decisions.md "Job progress").
 */
export const jobTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('queue', 'text', (c) => c.notNull())
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('singleton_key', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('run_after', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('result_json', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_claim').on('jobs').columns(['queue', 'state', 'run_after']).execute();
    // At most one live job per singleton key: the index, not a read-then-write, is what two processes race on.
    await sql`create unique index jobs_singleton on jobs (queue, singleton_key)
      where singleton_key is not null and state in ('queued', 'running', 'failed')`.execute(db);
    await db.schema
      .createTable('job_schedules')
      .addColumn('queue', 'text', (c) => c.primaryKey())
      .addColumn('cron', 'text', (c) => c.notNull())
      .addColumn('data_json', 'text', (c) => c.notNull())
      .addColumn('last_tick', 'text')
      .execute();
    await db.schema
      .createTable('job_progress')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('progress', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
