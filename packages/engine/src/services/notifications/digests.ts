import {
  type DigestEvent,
  formatDate,
  isPaiOutdated,
  isPortfolioStale,
  type Locale,
  type PaymentProblem,
  type Translator,
} from '@esgkit/core';
import type { Store } from '../../store/db.ts';

/** A shared link shows in the digest from this many days before it expires (docs/decisions.md, notifications). */
export const SHARE_EXPIRY_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

/** A digest's subject and body for one user, or undefined when there is nothing to tell (no mail then). */
export type DigestContent = { subject: string; body: string } | undefined;

interface DigestInput {
  store: Store;
  userId: string;
  locale: Locale;
  t: Translator;
  now: Date;
  billingUrl: string;
}

const clientName = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();

/**
 * Client portfolios not updated for 31 days or more, or whose PAI is outdated (doc 1 §4, §9). A PAI never calculated
 * alone does not put a portfolio in the digest: most portfolios never run PAI, and the mail would list them all.
 */
const outdatedPortfolios = async ({ store, userId, locale, t, now }: DigestInput): Promise<DigestContent> => {
  const rows = await store.db
    .selectFrom('portfolios')
    .innerJoin('clients', 'clients.id', 'portfolios.client_id')
    .select([
      'clients.first_name',
      'clients.last_name',
      'portfolios.updated_at',
      'portfolios.pai_calculated_at',
    ])
    .where('portfolios.owner_id', '=', userId)
    .where('portfolios.kind', '=', 'client')
    .orderBy('clients.last_name')
    .orderBy('clients.first_name')
    .execute();
  const lines = rows.flatMap((row) => {
    const updated = new Date(row.updated_at);
    const pai = row.pai_calculated_at ? new Date(row.pai_calculated_at) : null;
    const paiOutdated = pai !== null && isPaiOutdated(pai, updated, now);
    if (!isPortfolioStale(updated, now) && !paiOutdated) return [];
    const paiState = pai === null ? 'paiNever' : paiOutdated ? 'paiOutdated' : 'paiCurrent';
    return [
      t('mail.portfolioOutdated.line', {
        name: clientName(row),
        updated: formatDate(updated, locale),
        pai: t(`mail.portfolioOutdated.${paiState}`),
      }),
    ];
  });
  if (lines.length === 0) return undefined;
  return {
    subject: t('mail.portfolioOutdated.subject'),
    body: [t('mail.portfolioOutdated.body'), ...lines].join('\n'),
  };
};

/** Shared links that expire within SHARE_EXPIRY_NOTICE_DAYS days (and have not expired yet). */
const expiringShares = async ({ store, userId, locale, t, now }: DigestInput): Promise<DigestContent> => {
  const rows = await store.db
    .selectFrom('share_links')
    .innerJoin('clients', 'clients.id', 'share_links.client_id')
    .select(['clients.first_name', 'clients.last_name', 'share_links.expires_at'])
    .where('share_links.owner_id', '=', userId)
    .where('share_links.expires_at', '>', now.toISOString())
    .where(
      'share_links.expires_at',
      '<=',
      new Date(now.getTime() + SHARE_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString(),
    )
    .orderBy('share_links.expires_at')
    .execute();
  if (rows.length === 0) return undefined;
  return {
    subject: t('mail.shareExpiring.subject'),
    body: [
      t('mail.shareExpiring.body', { days: SHARE_EXPIRY_NOTICE_DAYS }),
      ...rows.map((row) =>
        t('mail.shareExpiring.line', {
          name: clientName(row),
          date: formatDate(new Date(row.expires_at!), locale),
        }),
      ),
    ].join('\n'),
  };
};

/** The payment problem the billing service recorded on the subscription (a failed payment: retry or expiry). */
const billingProblem = async ({ store, userId, t, billingUrl }: DigestInput): Promise<DigestContent> => {
  const row = await store.db
    .selectFrom('subscriptions')
    .select('payment_problem_json')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row?.payment_problem_json) return undefined;
  const problem = JSON.parse(row.payment_problem_json) as PaymentProblem;
  const text =
    problem.kind === 'expires'
      ? t('billing.paymentProblemExpires', { days: problem.days })
      : t('billing.paymentProblemRetry', { days: problem.days });
  return {
    subject: t('mail.billingProblem.subject'),
    body: t('mail.billingProblem.body', { problem: text, link: billingUrl }),
  };
};

/** Each digest event's content builder. */
export const digestContent: Record<DigestEvent, (input: DigestInput) => Promise<DigestContent>> = {
  portfolioOutdated: outdatedPortfolios,
  shareExpiring: expiringShares,
  billingProblem,
};
