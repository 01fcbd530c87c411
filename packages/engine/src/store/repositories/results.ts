import type { Kysely, Selectable } from 'kysely';
import { preparedFirst } from '../prepared.ts';
import type { Database, ResultsTable } from '../schema.ts';

export type ResultRow = Selectable<ResultsTable>;

/**
 * Saves a computed result (JSON text) for a portfolio on a snapshot version, replacing an earlier one of the same
 * kind. Results are keyed by snapshot version, so another dataset never reuses them (docs/architecture.md, Scale).
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

export const findResult: (
  db: Kysely<Database>,
  portfolioId: string,
  snapshotVersion: string,
  kind: string,
) => Promise<ResultRow | undefined> = preparedFirst(
  (db, portfolioId: string, snapshotVersion: string, kind: string) =>
    db
      .selectFrom('results')
      .selectAll()
      .where('portfolio_id', '=', portfolioId)
      .where('snapshot_version', '=', snapshotVersion)
      .where('kind', '=', kind),
);

/** Drops a portfolio's results on every snapshot (its items changed). */
export const deleteResultsOfPortfolio = async (db: Kysely<Database>, portfolioId: string): Promise<void> => {
  await db.deleteFrom('results').where('portfolio_id', '=', portfolioId).execute();
};

/**
 * Drops results computed on other snapshot versions before `computedBefore` (no view reads them again); returns
 * how many went. The grace period spares an engine that serves another dataset from the same store right now.
 */
export const purgeResultsOfOtherSnapshots = async (
  db: Kysely<Database>,
  servedVersion: string,
  computedBefore: Date,
): Promise<number> => {
  const result = await db
    .deleteFrom('results')
    .where('snapshot_version', '!=', servedVersion)
    .where('computed_at', '<', computedBefore.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
