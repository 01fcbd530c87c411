import { type CompanyInfo, companyContactLines, type NotificationEvent, type Translator } from '@esgkit/core';

/** What a notification mail says, before the layout adds what every one of them carries. */
export interface NotificationMailParts {
  event: NotificationEvent;
  subject: string;
  body: string;
  /** The signed link that turns this event's mails off without login. */
  unsubscribeUrl: string;
  /** The advisor's company information: its name and contacts sign the mail when a name is set. */
  brand?: CompanyInfo | undefined;
}

/** The signature: the company's name, then its contact lines (core's rule, as on the report's cover). */
const signatureOf = (brand: CompanyInfo | undefined): string =>
  brand?.legalName ? `\n\n${[brand.legalName, ...companyContactLines(brand)].join('\n')}` : '';

/**
 * The one layout of every notification mail (issue 28): the body, the advisor's brand as a signature (so that every
 * notification carries it), then the footer naming the event and its unsubscribe link, in the recipient's
 * language (`t`). The headers name the same link for RFC 8058 one-click unsubscribe: a mail client POSTs
 * `List-Unsubscribe=One-Click` to it (http/unsubscribe-page.ts).
 */
export const layoutNotificationMail = (
  t: Translator,
  parts: NotificationMailParts,
): { subject: string; text: string; headers: Record<string, string> } => ({
  subject: parts.subject,
  headers: {
    'List-Unsubscribe': `<${parts.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  text: `${parts.body}${signatureOf(parts.brand)}\n\n--\n${t('mail.footer', { event: t(`mail.events.${parts.event}`), link: parts.unsubscribeUrl })}\n`,
});
