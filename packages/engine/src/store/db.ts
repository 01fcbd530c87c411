import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations.ts';
import type { Database } from './schema.ts';

export type StoreDialect = 'sqlite' | 'postgres';

export interface StoreOptions {
  /** PostgreSQL connection string; wins over the SQLite file when set. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (created if missing). */
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
}

/** The user-data store: one Kysely instance over SQLite or PostgreSQL, migrated to the latest schema. */
export interface Store {
  db: Kysely<Database>;
  dialect: StoreDialect;
  /** Runs `work` in one transaction: every multi-row write goes through here. */
  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'esgkit.sqlite';

/**
 * Opens the store and runs the migrations. `DATABASE_URL` (options.databaseUrl) selects PostgreSQL; otherwise an
 * SQLite file in the data directory (WAL, foreign keys on).
 * @example const store = await createStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
 */
export const createStore = async (options: StoreOptions): Promise<Store> => {
  let dialect: StoreDialect;
  let db: Kysely<Database>;
  if (options.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    mkdirSync(options.dataDir, { recursive: true });
    const file = join(options.dataDir, options.fileName ?? SQLITE_FILE_NAME);
    const sqlite = new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }

  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`the store could not be migrated (${dialect}): ${String(error)}`, { cause: error });
  }

  return {
    db,
    dialect,
    transaction: (work) => db.transaction().execute((trx) => work(trx)),
    close: () => db.destroy(),
  };
};
