import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Migration 0012, CSV exports as jobs (issue 32): `pdf_renders` keeps any export a worker built, not only PDFs —
 * `content_type` says what its bytes are (`pdf_base64` and `pdf_path` hold a CSV's bytes as they do a PDF's), so the
 * storage, ESGKIT_REPORTS_DIR and the expiry job serve both (services/exports/csv-jobs.ts). Rows from before are PDFs.
 */
export const exportRenders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('pdf_renders')
      .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('application/pdf'))
      .execute();
  },
};
