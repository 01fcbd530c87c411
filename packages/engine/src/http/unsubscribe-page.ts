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

const page = (locale: Locale, message: string, code?: string): string => {
  const t = createTranslator(locale);
  const title = escapeHtml(t('mail.unsubscribe.title'));
  const key = code ? ` data-error="${code}"` : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main${key}><h1>${title}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
};

/**
 * GET of an unsubscribe link: no login (the signed token is the credential). Turns that event's mails off and
 * answers a small page in the user's language; a tampered link 404 (notFound), an expired one 410
 * (sharedLinkExpired), with the errors table's message and the key in `data-error`.
 */
export const unsubscribePage =
  (notifications: NotificationService): RequestHandler =>
  async (req, res, next) => {
    res.set('Cache-Control', 'no-store').type('html');
    try {
      const token = String(req.params.token ?? '');
      if (token.length > 1024) throw new DomainError('notFound');
      const { locale, event } = await notifications.unsubscribe(token);
      const t = createTranslator(locale);
      res.status(200).send(page(locale, t('mail.unsubscribe.done', { event: t(`mail.events.${event}`) })));
    } catch (error) {
      if (!(error instanceof DomainError)) {
        next(error);
        return;
      }
      const locale = browserLocale(req);
      // notFound and sharedLinkExpired take no parameters
      const t = createTranslator(locale) as (key: string) => string;
      res.status(error.status).send(page(locale, t(`messages.${error.code}`), error.code));
    }
  };
