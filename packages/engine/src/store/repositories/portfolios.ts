import type { Kysely, Selectable } from 'kysely';
import { preparedFirst } from '../prepared.ts';
import type { Database, PortfolioItemsTable, PortfoliosTable } from '../schema.ts';

export type PortfolioRow = Selectable<PortfoliosTable>;
export type PortfolioItemRow = Selectable<PortfolioItemsTable>;

/** Inserts a portfolio with its items and benchmark items in the caller's transaction. */
export const insertPortfolio = async (
  trx: Kysely<Database>,
  row: PortfolioRow,
  items: readonly PortfolioItemRow[],
): Promise<void> => {
  await trx.insertInto('portfolios').values(row).execute();
  if (items.length > 0)
    await trx
      .insertInto('portfolio_items')
      .values([...items])
      .execute();
};

/** The portfolio if `ownerId` owns it (tenant boundary). */
export const findOwnedPortfolio: (
  db: Kysely<Database>,
  ownerId: string,
  id: string,
) => Promise<PortfolioRow | undefined> = preparedFirst((db, ownerId: string, id: string) =>
  db.selectFrom('portfolios').selectAll().where('id', '=', id).where('owner_id', '=', ownerId),
);

export const findPortfolioById = (db: Kysely<Database>, id: string): Promise<PortfolioRow | undefined> =>
  db.selectFrom('portfolios').selectAll().where('id', '=', id).executeTakeFirst();

/** The user's saved lookups, the most recent first (the Data Hub's "last lookup" and the chat's "my portfolio"). */
const ownedLookups = (db: Kysely<Database>, ownerId: string) =>
  db
    .selectFrom('portfolios')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'lookup')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

export const listOwnedLookups = (db: Kysely<Database>, ownerId: string): Promise<PortfolioRow[]> =>
  ownedLookups(db, ownerId).execute();

export const findLastLookup = (db: Kysely<Database>, ownerId: string): Promise<PortfolioRow | undefined> =>
  ownedLookups(db, ownerId).executeTakeFirst();

/** A client's portfolio (one per client). */
export const findClientPortfolio = (
  db: Kysely<Database>,
  clientId: string,
): Promise<PortfolioRow | undefined> =>
  db
    .selectFrom('portfolios')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .executeTakeFirst();

export const listPortfolioItems = (db: Kysely<Database>, portfolioId: string): Promise<PortfolioItemRow[]> =>
  db
    .selectFrom('portfolio_items')
    .selectAll()
    .where('portfolio_id', '=', portfolioId)
    .orderBy('is_benchmark')
    .orderBy('position')
    .execute();
