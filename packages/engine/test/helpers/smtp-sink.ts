import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** How long a test waits for a mail. */
const MAIL_WAIT_MS = 30_000;

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * The text body of a mail, decoded: nodemailer sends non-ASCII text (Italian) quoted-printable or base64, so the
 * raw message would not contain "è" or a whole sentence.
 */
export const textOf = (mail: CapturedMail): string => {
  const split = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw.slice(0, split);
  const body = mail.raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

/** A local SMTP server that keeps every mail it receives, for reading confirmation and reset codes. */
export const startSmtpSink = async () => {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;

  /**
   * The newest mail to `to` received after `after` mails had arrived; waits up to 30 s, as expect.poll does in the
   * vitest configs (a PAI notice is sent by a job: at load 10 it can come seconds later).
   */
  const waitForMail = async (to: string, after = 0): Promise<CapturedMail> => {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const found = mails.slice(after).filter((m) => m.to.includes(to.toLowerCase()));
      if (found.length > 0) return found.at(-1) as CapturedMail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${MAIL_WAIT_MS / 1000} s`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    /** The code in a mail ("… code is ABCD234567", "… codice … è ABCD234567"). */
    codeOf: (mail: CapturedMail): string => {
      const match = /(?:code is|è) ([A-Z2-9]{10})/.exec(textOf(mail));
      if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
