import type { Transporter } from 'nodemailer';
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
  /** Extra headers (a notification's List-Unsubscribe); the outbox without SMTP keeps the text only. */
  headers?: Record<string, string>;
}

/** Sends the engine's mails (confirmation, password reset). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail through SMTP_URL with nodemailer; without it, the outbox table plus one warn log line with the link
 * (docs/architecture.md, Settings: SMTP_URL unset → the outbox table and the log), and on a loopback server
 * the page /dev/outbox.
 */
export const createMailer = (options: {
  smtpUrl?: string | undefined;
  from: string;
  store: Store;
  logger: Logger;
  now: () => Date;
  /** The local outbox page's address, when the server shows one (http/dev-outbox.ts). */
  outboxPageUrl?: string | undefined;
}): Mailer => {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer loads at the first mail, not with the engine: a CLI lookup sends none (issue 24, start-up)
    let transport: Promise<Transporter> | undefined;
    const transportOf = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      ));
    return {
      async send(message) {
        await (await transportOf()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      },
      close: () =>
        void transport?.then(
          (t) => t.close(),
          () => undefined,
        ),
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
      // No SMTP server: one warn line (`npm start` shows warn and above) in words, with the link and its code, so
      // whoever runs the server can confirm a sign-up or reset a password (issue 22).
      const link = message.link ? `: ${message.link}` : '';
      const page = options.outboxPageUrl ? ` (every mail: ${options.outboxPageUrl})` : '';
      options.logger.warn(`no SMTP_URL, mail kept for ${message.to}, "${message.subject}"${link}${page}`);
    },
    close: () => {},
  };
};
