import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import { insertOutboxMail } from '../store/repositories/outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the mail carries (logged when there is no SMTP server, so a local user can follow it). */
  link?: string;
  userId?: string;
}

/** Sends the engine's mails (confirmation, password reset). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP_URL with nodemailer; without it, the outbox table plus one log line with the link
 * (ARCHITECTURE.md settings table: "SMTP_URL: unset → an outbox table plus a log line").
 */
export const createMailer = (options: {
  smtpUrl?: string | undefined;
  from: string;
  store: Store;
  logger: Logger;
  now: () => Date;
}): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await insertOutboxMail(options.store.db, {
        id: newId(),
        user_id: message.userId ?? null,
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        created_at: options.now().toISOString(),
        sent_at: null,
      });
      // No SMTP server: the link goes to the log so whoever runs the engine locally can follow it.
      options.logger.info(
        { mailTo: message.to, subject: message.subject, link: message.link },
        'mail queued in the outbox',
      );
    },
    close: () => {},
  };
};
