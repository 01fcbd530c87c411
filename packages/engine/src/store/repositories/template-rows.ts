import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { TemplateRow } from './templates.ts';

export const listOwnedTemplates = (db: Kysely<Database>, ownerId: string): Promise<TemplateRow[]> =>
  db
    .selectFrom('screening_templates')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const updateTemplateRow = async (
  db: Kysely<Database>,
  id: string,
  patch: Pick<TemplateRow, 'name' | 'kind' | 'data_json' | 'updated_at'>,
): Promise<void> => {
  await db.updateTable('screening_templates').set(patch).where('id', '=', id).execute();
};

/** Deletes the template if `ownerId` owns it; answers whether a row went. */
export const deleteOwnedTemplate = async (
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<boolean> => {
  const result = await db
    .deleteFrom('screening_templates')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
};
