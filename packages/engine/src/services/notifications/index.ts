import {
  createTranslator,
  DigestEvent,
  DomainError,
  type Locale,
  matchLocale,
  type NotificationEvent,
} from '@esgkit/core';
import type { Logger } from 'pino';
import type { Mailer } from '../../mail/mailer.ts';
import type { Store } from '../../store/db.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import { findUserById, type UserRow } from '../../store/repositories/users.ts';
import { brandingOf } from '../branding.ts';
import type { SettingsService } from '../settings.ts';
import { digestContent } from './digests.ts';
import { layoutNotificationMail } from './mail-layout.ts';
import { periodOf } from './periods.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

export interface NotificationServiceOptions {
  store: Store;
  mailer: Mailer;
  settings: SettingsService;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
}

const localeOf = (user: UserRow): Locale => matchLocale(user.locale) ?? 'en-US';

/**
 * The notification mails (issue 28): the PAI completion notice at once, the digests (outdated portfolios, expiring
 * shared links, billing problems) once per user, event and period, and the unsubscribe links they carry.
 */
export const createNotificationService = (options: NotificationServiceOptions) => {
  const { store, mailer, settings, logger, now, publicUrl } = options;
  const links = createUnsubscribeLinks({ store, publicUrl, now });

  /** The user and event a signed unsubscribe token names; notFound once the user is gone. */
  const claimedUser = async (token: string): Promise<{ user: UserRow; event: NotificationEvent }> => {
    const claim = await links.claimOf(token);
    const user = await findUserById(store.db, claim.userId);
    if (!user) throw new DomainError('notFound');
    return { user, event: claim.event };
  };

  const send = async (
    user: UserRow,
    event: NotificationEvent,
    content: { subject: string; body: string },
  ) => {
    const unsubscribeUrl = await links.linkFor({ userId: user.id, event });
    const mail = layoutNotificationMail(createTranslator(localeOf(user)), {
      event,
      ...content,
      unsubscribeUrl,
      brand: await brandingOf(store, user.id),
    });
    await mailer.send({ to: user.email, ...mail, link: unsubscribeUrl, userId: user.id });
  };

  /** Sends one digest unless this period's is already claimed; the claim (primary key) is what makes it once. */
  const sendDigest = async (
    user: UserRow,
    event: DigestEvent,
    period: string,
    at: Date,
  ): Promise<boolean> => {
    const sent = await store.db
      .selectFrom('notification_sends')
      .select('period')
      .where('user_id', '=', user.id)
      .where('event', '=', event)
      .where('period', '=', period)
      .executeTakeFirst();
    if (sent) return false;
    const locale = localeOf(user);
    const content = await digestContent[event]({
      store,
      userId: user.id,
      locale,
      t: createTranslator(locale),
      now: at,
      billingUrl: `${publicUrl}/platform/profile/billing`,
    });
    if (!content) return false; // nothing to tell: a later run of the same period may still send it
    const claimed = await store.db
      .insertInto('notification_sends')
      .values({ user_id: user.id, event, period, sent_at: at.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'event', 'period']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false; // another engine took it
    try {
      await send(user, event, content);
      return true;
    } catch (error) {
      // not sent: free the period so the next run tries again
      await store.db
        .deleteFrom('notification_sends')
        .where('user_id', '=', user.id)
        .where('event', '=', event)
        .where('period', '=', period)
        .execute();
      throw error;
    }
  };

  return {
    /** The PAI completion notice to the portfolio's owner, when they keep it on. A failed mail is logged only. */
    async paiCompleted(portfolio: PortfolioRow): Promise<void> {
      try {
        const owner = await findUserById(store.db, portfolio.owner_id);
        if (!owner || !(await settings.notifications(owner)).paiCompleted) return;
        const t = createTranslator(localeOf(owner));
        const path = portfolio.client_id ? `/platform/client/${portfolio.client_id}` : '/platform';
        await send(owner, 'paiCompleted', {
          subject: t('mail.paiCompleted.subject', { name: portfolio.name }),
          body: t('mail.paiCompleted.body', { name: portfolio.name, link: `${publicUrl}${path}` }),
        });
      } catch (error) {
        logger.error({ err: error, portfolioId: portfolio.id }, 'the PAI completion notice was not sent');
      }
    },

    /**
     * Sends every digest due at `at`: per confirmed, non-demo user and digest event they keep on, one mail for the
     * period `at` falls in, unless it was sent already. Answers how many mails went out.
     */
    async runDueNotifications(at: Date = now()): Promise<number> {
      const users = await store.db
        .selectFrom('users')
        .selectAll()
        .where('is_confirmed', '=', 1)
        .where('is_demo', '=', 0)
        .orderBy('id')
        .execute();
      let sent = 0;
      for (const user of users) {
        const prefs = await settings.notifications(user);
        for (const event of DigestEvent.options) {
          if (!prefs[event]) continue;
          try {
            if (await sendDigest(user, event, periodOf(prefs.frequency[event] ?? 'weekly', at), at)) sent++;
          } catch (error) {
            logger.error({ err: error, userId: user.id, event }, 'a notification digest was not sent');
          }
        }
      }
      return sent;
    },

    /** Whose link `token` is and which event it turns off, changing nothing (the page a GET shows asks first). */
    async unsubscribeClaim(token: string): Promise<{ locale: Locale; event: NotificationEvent }> {
      const { user, event } = await claimedUser(token);
      return { locale: localeOf(user), event };
    },

    /** Follows an unsubscribe link (its page's button or a one-click POST): turns that event's mails off. */
    async unsubscribe(token: string): Promise<{ locale: Locale; event: NotificationEvent }> {
      const { user, event } = await claimedUser(token);
      await settings.saveNotifications(user, { ...(await settings.notifications(user)), [event]: false });
      return { locale: localeOf(user), event };
    },
  };
};

export type NotificationService = ReturnType<typeof createNotificationService>;
