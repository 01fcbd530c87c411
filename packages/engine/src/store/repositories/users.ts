import type { Kysely, Selectable } from 'kysely';
import { forgetCredentialsOf, markCredentialsChanged } from '../credential-cache.ts';
import { preparedFirst } from '../prepared.ts';
import type { Database, UsersTable } from '../schema.ts';

export type UserRow = Selectable<UsersTable>;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const insertUser = async (db: Kysely<Database>, row: UserRow): Promise<void> => {
  await db.insertInto('users').values(row).execute();
};

export const findUserById: (db: Kysely<Database>, id: string) => Promise<UserRow | undefined> = preparedFirst(
  (db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id),
);

export const findUserByEmail = (db: Kysely<Database>, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();

const accessFields = ['plan', 'access_level', 'capability', 'password_hash'] as const;

export const updateUser = async (
  db: Kysely<Database>,
  id: string,
  patch: Partial<Omit<UserRow, 'id' | 'created_at'>>,
): Promise<void> => {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
  // a cached principal carries the user row (plan, capability, locale, profile); what the user may do is also
  // told to other processes (the operator's CLI beside a server)
  if (accessFields.some((field) => field in patch))
    await markCredentialsChanged(db, patch.updated_at ?? new Date().toISOString());
  forgetCredentialsOf(db, id);
};

/**
 * Removes the user and every row that belongs to them, children first, in the caller's transaction (the foreign
 * keys cascade too, but the explicit order keeps both dialects and any future table without a cascade honest).
 */
export const deleteUserEverywhere = async (trx: Kysely<Database>, userId: string): Promise<void> => {
  const ownedPortfolios = trx.selectFrom('portfolios').select('id').where('owner_id', '=', userId);
  await trx.deleteFrom('results').where('portfolio_id', 'in', ownedPortfolios).execute();
  await trx.deleteFrom('portfolio_items').where('portfolio_id', 'in', ownedPortfolios).execute();
  await trx.deleteFrom('share_links').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('portfolios').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('images').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('clients').where('owner_id', '=', userId).execute();
  await trx.deleteFrom('screening_templates').where('owner_id', '=', userId).execute();
  for (const table of [
    'sessions',
    'api_keys',
    'auth_codes',
    'mail_outbox',
    'company_info',
    'user_settings',
    'subscriptions',
    'billing_events',
    'coupon_redemptions',
    'premium_code_redemptions',
    'chat_messages',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  await trx.deleteFrom('users').where('id', '=', userId).execute();
  await markCredentialsChanged(trx, new Date().toISOString());
  forgetCredentialsOf(trx, userId);
};
