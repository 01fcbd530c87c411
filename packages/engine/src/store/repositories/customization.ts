import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ImageRow } from './images.ts';

// Company info, per-user settings and uploaded images: the rows behind Customization and the profile.

export const findCompanyInfoJson = async (
  db: Kysely<Database>,
  userId: string,
): Promise<string | undefined> =>
  (await db.selectFrom('company_info').select('data_json').where('user_id', '=', userId).executeTakeFirst())
    ?.data_json;

export const upsertCompanyInfo = async (
  db: Kysely<Database>,
  userId: string,
  dataJson: string,
  nowIso: string,
): Promise<void> => {
  await db
    .insertInto('company_info')
    .values({ user_id: userId, data_json: dataJson, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data_json: dataJson, updated_at: nowIso }))
    .execute();
};

/** A named setting of the user (impact, notifications), JSON text. */
export const findUserSettingJson = async (
  db: Kysely<Database>,
  userId: string,
  name: string,
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('user_settings')
      .select('data_json')
      .where('user_id', '=', userId)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.data_json;

export const upsertUserSetting = async (
  db: Kysely<Database>,
  userId: string,
  name: string,
  dataJson: string,
  nowIso: string,
): Promise<void> => {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, name, data_json: dataJson, updated_at: nowIso })
    .onConflict((oc) =>
      oc.columns(['user_id', 'name']).doUpdateSet({ data_json: dataJson, updated_at: nowIso }),
    )
    .execute();
};

/**
 * Stores an image and removes the earlier ones of the same slot (the owner's profile image, their logo, or one
 * client's picture), so a replaced image stops being served. Runs in the caller's transaction.
 */
export const replaceImage = async (trx: Kysely<Database>, row: ImageRow): Promise<void> => {
  let earlier = trx.deleteFrom('images').where('owner_id', '=', row.owner_id).where('kind', '=', row.kind);
  earlier =
    row.client_id === null
      ? earlier.where('client_id', 'is', null)
      : earlier.where('client_id', '=', row.client_id);
  await earlier.execute();
  await trx.insertInto('images').values(row).execute();
};

export const setClientImageId = async (
  trx: Kysely<Database>,
  clientId: string,
  imageId: string,
  nowIso: string,
): Promise<void> => {
  await trx
    .updateTable('clients')
    .set({ image_id: imageId, updated_at: nowIso })
    .where('id', '=', clientId)
    .execute();
};
