import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { it } from 'vitest';

/** Where a suite's store lives: a temp SQLite dir, or a fresh PostgreSQL database. */
export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  /** Creates a fresh, empty place for one suite; `drop` removes it. */
  create(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }>;
}

const pgUrl = process.env.ESGKIT_TEST_DATABASE_URL?.trim() || undefined;
/** CI sets ESGKIT_REQUIRE_PG=1: a PostgreSQL suite then fails instead of skipping when there is no server. */
export const isPgRequired = process.env.ESGKIT_REQUIRE_PG === '1';

const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `esgkit-${label}-`));

const sqliteTarget: StoreTarget = {
  name: 'sqlite',
  async create() {
    const dataDir = tempDir('sqlite');
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

const postgresTarget = (serverUrl: string): StoreTarget => ({
  name: 'postgres',
  async create() {
    const dataDir = tempDir('pg');
    const name = `esgkit_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      dataDir,
      databaseUrl: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});

/** The stores every store and HTTP suite runs on: SQLite always, PostgreSQL when ESGKIT_TEST_DATABASE_URL is set. */
export const storeTargets: StoreTarget[] = [sqliteTarget, ...(pgUrl ? [postgresTarget(pgUrl)] : [])];

/** True when PostgreSQL is required but not configured: suites add one failing test saying so. */
export const isPgMissing = isPgRequired && !pgUrl;

/**
 * Adds the one failing test CI's ESGKIT_REQUIRE_PG=1 asks for when PostgreSQL is not configured (the suite would
 * otherwise run on SQLite alone and pass); `suite` names it ("PostgreSQL <suite>").
 */
export const failWhenPostgresMissing = (suite: string): void => {
  if (isPgMissing)
    it(`PostgreSQL ${suite}`, () => {
      throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
    });
};
