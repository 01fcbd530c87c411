import type { Kysely, Selectable } from 'kysely';
import type { Database, ImagesTable } from '../schema.ts';

export type ImageRow = Selectable<ImagesTable>;

export const insertImage = async (db: Kysely<Database>, row: ImageRow): Promise<void> => {
  await db.insertInto('images').values(row).execute();
};

export const findImageById = (db: Kysely<Database>, id: string): Promise<ImageRow | undefined> =>
  db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();
