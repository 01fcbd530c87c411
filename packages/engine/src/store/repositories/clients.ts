import type { Kysely, Selectable } from 'kysely';
import { preparedFirst } from '../prepared.ts';
import type { ClientsTable, Database } from '../schema.ts';

export type ClientRow = Selectable<ClientsTable>;

export const insertClient = async (db: Kysely<Database>, row: ClientRow): Promise<void> => {
  await db.insertInto('clients').values(row).execute();
};

/** The client if `ownerId` owns it: the tenant boundary (another advisor's client is "not found"). */
export const findOwnedClient: (
  db: Kysely<Database>,
  ownerId: string,
  id: string,
) => Promise<ClientRow | undefined> = preparedFirst((db, ownerId: string, id: string) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).where('owner_id', '=', ownerId),
);

export const listClients = (db: Kysely<Database>, ownerId: string): Promise<ClientRow[]> =>
  db.selectFrom('clients').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').execute();
