import { type Kysely, sql } from 'kysely';
import { type Database, tableNames } from '../../src/store/index.ts';

/** Every row of every table, sorted, as JSON text: equal snapshots mean an unchanged database. */
export const snapshotTables = async (db: Kysely<Database>): Promise<Record<string, string>> => {
  const snapshot: Record<string, string> = {};
  for (const table of tableNames) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    snapshot[table] = JSON.stringify(rows.rows.map((r) => JSON.stringify(r)).sort());
  }
  return snapshot;
};

/** Rows of every table that mention the user id anywhere. */
export const rowsMentioning = async (db: Kysely<Database>, value: string): Promise<string[]> => {
  const found: string[] = [];
  for (const table of tableNames) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows)
      if (JSON.stringify(row).includes(value)) found.push(`${table}: ${JSON.stringify(row)}`);
  }
  return found;
};
