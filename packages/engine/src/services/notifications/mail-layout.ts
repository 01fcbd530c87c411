import type { NotificationEvent, Translator } from '@esgkit/core';

/** What a notification mail says, before the layout adds what every one of them carries. */
export interface NotificationMailParts {
  event: NotificationEvent;
  subject: string;
  body: string;
  /** The signed link that turns this event's mails off without login. */
  unsubscribeUrl: string;
}

/**
 * The one layout of every notification mail (issue 28): the body, then the footer naming the event and its
 * unsubscribe link, in the recipient's language (`t`). The advisor's brand (the "Company info and brand" slice)
 * belongs here, so that every notification carries it.
 */
export const layoutNotificationMail = (
  t: Translator,
  parts: NotificationMailParts,
): { subject: string; text: string } => ({
  subject: parts.subject,
  text: `${parts.body}\n\n--\n${t('mail.footer', { event: t(`mail.events.${parts.event}`), link: parts.unsubscribeUrl })}\n`,
});
