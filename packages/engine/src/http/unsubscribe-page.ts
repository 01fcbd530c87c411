import { createTranslator, DomainError, type Locale, matchLocale } from '@esgkit/core';
import type { Request, RequestHandler } from 'express';
import type { NotificationService } from '../services/notifications/index.ts';

/** Where a notification mail's unsubscribe link points (services/notifications/unsubscribe-links.ts signs it). */
export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe/:token';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The first Accept-Language tag we support, else en-US (a bad link names no user whose language we could use). */
const browserLocale = (req: Request): Locale => {
  for (const tag of (req.headers['accept-language'] ?? '').split(',')) {
    const locale = matchLocale(tag.split(';', 1)[0]);
    if (locale) return locale;
  }
  return 'en-US';
};

/**
 * The page's own policy in place of the API's (middleware/security.ts forbids forms): nothing loads, and the one
 * form may post only back to this host.
 */
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const page = (locale: Locale, inner: string, code?: string): string => {
  const t = createTranslator(locale);
  const title = escapeHtml(t('mail.unsubscribe.title'));
  const key = code ? ` data-error="${code}"` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main${key}><h1>${title}</h1>${inner}</main></body></html>`;
};

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * An unsubscribe link (no login: the signed token is the credential, docs/security.md). GET only asks (a mail
 * scanner that prefetches links must not turn notices off): a page in the user's language whose button POSTs to
 * the same address. POST turns that event's mails off; it is also the RFC 8058 one-click target of the mail's
 * List-Unsubscribe header, so it needs no page, body or session. A tampered link 404 (notFound), an expired one 410
 * (sharedLinkExpired), with the errors table's message and the key in `data-error`.
 */
export const unsubscribePage =
  (notifications: NotificationService): RequestHandler =>
  async (req, res, next) => {
    res.set('Cache-Control', 'no-store').set('Content-Security-Policy', PAGE_CSP).type('html');
    try {
      const token = String(req.params.token ?? '');
      if (token.length > 1024) throw new DomainError('notFound');
      if (req.method === 'POST') {
        const { locale, event } = await notifications.unsubscribe(token);
        const t = createTranslator(locale);
        res
          .status(200)
          .send(page(locale, paragraph(t('mail.unsubscribe.done', { event: t(`mail.events.${event}`) }))));
        return;
      }
      const { locale, event } = await notifications.unsubscribeClaim(token);
      const t = createTranslator(locale);
      const ask = paragraph(t('mail.unsubscribe.confirm', { event: t(`mail.events.${event}`) }));
      const button = `<form method="post"><button type="submit">${escapeHtml(t('mail.unsubscribe.button'))}</button></form>`;
      res.status(200).send(page(locale, ask + button));
    } catch (error) {
      if (!(error instanceof DomainError)) {
        next(error);
        return;
      }
      const locale = browserLocale(req);
      // notFound and sharedLinkExpired take no parameters
      const t = createTranslator(locale) as (key: string) => string;
      res.status(error.status).send(page(locale, paragraph(t(`messages.${error.code}`)), error.code));
    }
  };
