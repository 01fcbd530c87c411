import type { Kysely, Selectable } from 'kysely';
import type { Database, ResultsTable } from '../schema.ts';

export type ResultRow = Selectable<ResultsTable>;

/**
 * Saves a computed result (JSON text) for a portfolio on a snapshot version, replacing an earlier one of the same
 * kind. Results are keyed by snapshot version, so another dataset never reuses them (ARCHITECTURE.md).
 */
export const saveResult = async (db: Kysely<Database>, row: ResultRow): Promise<void> => {
  await db
    .insertInto('results')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['portfolio_id', 'snapshot_version', 'kind'])
        .doUpdateSet({ data_json: row.data_json, computed_at: row.computed_at }),
    )
    .execute();
};

export const findResult = (
  db: Kysely<Database>,
  portfolioId: string,
  snapshotVersion: string,
  kind: string,
): Promise<ResultRow | undefined> =>
  db
    .selectFrom('results')
    .selectAll()
    .where('portfolio_id', '=', portfolioId)
    .where('snapshot_version', '=', snapshotVersion)
    .where('kind', '=', kind)
    .executeTakeFirst();

/** Drops a portfolio's results on every snapshot (its items changed). */
export const deleteResultsOfPortfolio = async (db: Kysely<Database>, portfolioId: string): Promise<void> => {
  await db.deleteFrom('results').where('portfolio_id', '=', portfolioId).execute();
};
