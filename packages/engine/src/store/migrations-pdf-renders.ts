import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Migration 0010, PDF renders as jobs (issue 32): one row per PDF asked through `exports.reportJob`. Its id is the
 * job id the caller polls; `principal_key` is who asked (a user or a share link: only they may read it), and the
 * rendered PDF (base64, as images are) or the spec's error key is kept until `expires_at`
 * (services/pdf-jobs.ts). Kept apart from migrations.ts to keep that file within the engine's size limit.
 */
export const pdfRenders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pdf_renders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('job_id', 'text')
      .addColumn('principal_key', 'text', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('pdf_base64', 'text')
      .addColumn('error_key', 'text')
      .addColumn('error_message', 'text')
      .execute();
    await db.schema.createIndex('pdf_renders_expires_at').on('pdf_renders').column('expires_at').execute();
  },
};

/**
 * Migration 0011: with ESGKIT_REPORTS_DIR set a rendered PDF is a file on shared storage, and the row keeps its path
 * instead of the bytes (`pdf_base64` stays null).
 */
export const pdfRenderPath: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pdf_renders').addColumn('pdf_path', 'text').execute();
  },
};
