import type { Kysely, Selectable } from 'kysely';
import type { Database, ScreeningTemplatesTable } from '../schema.ts';

export type TemplateRow = Selectable<ScreeningTemplatesTable>;

export const insertTemplate = async (db: Kysely<Database>, row: TemplateRow): Promise<void> => {
  await db.insertInto('screening_templates').values(row).execute();
};

export const findOwnedTemplate = (
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<TemplateRow | undefined> =>
  db
    .selectFrom('screening_templates')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
