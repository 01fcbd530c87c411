import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { forgetAfterCommit } from './credential-cache.ts';
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
  /** Told when an idle PostgreSQL connection fails (server restart, network); the pool replaces the connection. */
  onConnectionError?: (error: Error) => void;
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

/** Prepared statements kept per SQL text; the app issues a few dozen distinct queries. */
const MAX_CACHED_STATEMENTS = 512;

/**
 * better-sqlite3 with its prepared statements kept by SQL text. Kysely prepares every query anew, and `prepare` was
 * 6 % of the server's CPU under load (docs/benchmarks.md, api-load). A statement is safe to reuse: Kysely runs it to
 * completion with `all` or `run` before the next query (the store never streams).
 */
const withStatementCache = (sqlite: BetterSqlite3.Database): SqliteDatabase => {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
        if (statements.size > MAX_CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
};

/**
 * Opens the store and runs the migrations. `DATABASE_URL` (options.databaseUrl) selects PostgreSQL; otherwise an
 * SQLite file in the data directory (WAL, foreign keys on).
 * @example const store = await createStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
 */
export const createStore = async (options: StoreOptions): Promise<Store> => {
  let dialect: StoreDialect;
  let db: Kysely<Database>;
  /** Resolves when every PostgreSQL connection has closed its socket; pg's `pool.end()` resolves before that. */
  let connectionsClosed = async () => {};
  if (options.databaseUrl) {
    dialect = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's error (e.g. the server terminating it) is thrown and ends the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    connectionsClosed = () =>
      Promise.all([...open].map((client) => new Promise((resolve) => client.once('end', resolve)))).then(
        () => {},
      );
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = 'sqlite';
    mkdirSync(options.dataDir, { recursive: true });
    const file = join(options.dataDir, options.fileName ?? SQLITE_FILE_NAME);
    const sqlite = new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    // WAL with NORMAL syncs at checkpoints, not at every commit: a power cut can lose the last commits but never
    // corrupts the file (SQLite's "WAL mode" page); FULL's fsync per write was most of a batch lookup's store time
    // (docs/decisions.md "SQLite synchronous").
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
    transaction: async (work) => {
      let transaction: Kysely<Database> | undefined;
      const result = await db.transaction().execute((trx) => {
        transaction = trx;
        return work(trx);
      });
      forgetAfterCommit(transaction!);
      return result;
    },
    close: async () => {
      const closed = connectionsClosed();
      await db.destroy();
      await closed;
    },
  };
};
