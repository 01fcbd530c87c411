import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Ends the client's live links at `nowIso` (revocation). The rows stay, so a revoked token answers "shared link
 * expired" like a link past its end, rather than "invalid" (spec doc 1 §4: "A shared link can expire").
 */
export const expireShareLinksOfClient = async (
  db: Kysely<Database>,
  clientId: string,
  nowIso: string,
): Promise<number> => {
  const result = await db
    .updateTable('share_links')
    .set({ expires_at: nowIso })
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
};
