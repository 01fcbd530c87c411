import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { EngineConfig } from '../config/env.ts';
import type { Store } from '../store/db.ts';
import { listRecentOutboxMails } from '../store/repositories/outbox.ts';

/** Where the operator reads the mails a server without SMTP_URL kept (issue 22: sign-up on a stock `npm start`). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/** The page shows this many mails, newest first. */
const DEV_OUTBOX_LIMIT = 200;

/** 127.0.0.0/8, ::1 (and the IPv4-mapped ::ffff:127.x.y.z), or the name localhost. */
export const isLoopbackHost = (host: string): boolean => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return isIP(bare) === 4 && bare.startsWith('127.');
};

/**
 * The outbox page exists only where nobody but the operator can reach it: no SMTP_URL (the mails stay here), the
 * server bound to a loopback address, and not behind a reverse proxy (whose requests would arrive from loopback).
 */
export const isDevOutboxEnabled = (config: EngineConfig): boolean =>
  !config.smtpUrl && !config.trustProxy && isLoopbackHost(config.host);

/** The name in a Host header (`[::1]:3000` → `[::1]`, `localhost:3000` → `localhost`); '' when there is none. */
const hostNameOf = (host: string | undefined): string => (host ?? '').replace(/:\d*$/, '');

/**
 * The connection itself comes from this machine (the socket's peer, never a forwarded header), was not relayed, and
 * asked for a loopback name or ESGKIT_PUBLIC_URL's (the outbox link's): a page of another site that re-points its
 * name at 127.0.0.1 (DNS rebinding) reaches this socket from the operator's own browser, but its Host names that site.
 */
const isLocalRequest = (req: Request, config: EngineConfig): boolean =>
  isLoopbackHost(req.socket.remoteAddress ?? '') &&
  (isLoopbackHost(hostNameOf(req.headers.host)) ||
    hostNameOf(req.headers.host).toLowerCase() === new URL(config.publicUrl).hostname) &&
  req.headers.forwarded === undefined &&
  req.headers['x-forwarded-for'] === undefined;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** GET /dev/outbox: a plain HTML list of the kept mails (subject, recipient, time, text body); 404 when disabled. */
export const devOutboxPage =
  (options: { config: EngineConfig; store: Store }): RequestHandler =>
  async (req, res, next) => {
    if (!isDevOutboxEnabled(options.config) || !isLocalRequest(req, options.config)) {
      next();
      return;
    }
    try {
      const mails = await listRecentOutboxMails(options.store.db, DEV_OUTBOX_LIMIT);
      const items = mails.map(
        (mail) =>
          `<li><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to_address)} · <time>${escapeHtml(
            mail.created_at,
          )}</time></p><pre>${escapeHtml(mail.body_text)}</pre></li>`,
      );
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>esgkit outbox</title></head><body>` +
            `<h1>esgkit outbox</h1><p>Mails this server would have sent (no SMTP_URL is set), newest first.</p>` +
            (items.length ? `<ol>${items.join('')}</ol>` : '<p>No mail yet.</p>') +
            `</body></html>`,
        );
    } catch (error) {
      next(error);
    }
  };
