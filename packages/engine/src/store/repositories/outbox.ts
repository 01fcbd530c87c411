import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../schema.ts';

export type OutboxRow = Selectable<MailOutboxTable>;

export const insertOutboxMail = async (db: Kysely<Database>, row: OutboxRow): Promise<void> => {
  await db.insertInto('mail_outbox').values(row).execute();
};

export const listOutboxMails = (db: Kysely<Database>, toAddress?: string): Promise<OutboxRow[]> => {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (toAddress) query = query.where('to_address', '=', toAddress);
  return query.orderBy('created_at').execute();
};

/** The newest mails first (the local outbox page). */
export const listRecentOutboxMails = (db: Kysely<Database>, limit: number): Promise<OutboxRow[]> =>
  db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
