import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Migration 0009, many engines on one database (issue 32): the state that lived in one engine's memory moves to the
 * store, so N engines behind a load balancer share it (docs/deploy.md).
 * - `rate_limits`: the per-route and per-caller request counters (http/middleware/store-rate-limit.ts);
 * - `chain_leases`: who is computing a chain step of a portfolio version now, and its answer once done
 *   (services/calculations/step-lease.ts), so one step started on two engines at once computes once.
 * Kept apart from migrations.ts to keep that file within the engine's size limit.
 */
export const manyEngines: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('reset_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
    await db.schema
      .createTable('chain_leases')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('answer_json', 'text')
      .execute();
    await db.schema.createIndex('chain_leases_expires_at').on('chain_leases').column('expires_at').execute();
  },
};
