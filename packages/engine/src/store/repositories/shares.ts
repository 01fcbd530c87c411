import type { Kysely, Selectable } from 'kysely';
import type { Database, ShareLinksTable } from '../schema.ts';

export type ShareLinkRow = Selectable<ShareLinksTable>;

/** Creates the client's share link, replacing an earlier one (one live link per client). */
export const replaceShareLink = async (trx: Kysely<Database>, row: ShareLinkRow): Promise<void> => {
  await trx.deleteFrom('share_links').where('client_id', '=', row.client_id).execute();
  await trx.insertInto('share_links').values(row).execute();
};

export const findShareLinkByHash = (
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ShareLinkRow | undefined> =>
  db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const findShareLinkById = (db: Kysely<Database>, id: string): Promise<ShareLinkRow | undefined> =>
  db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();
