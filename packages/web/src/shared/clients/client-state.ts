import { type Client, isPortfolioStale } from '@esgkit/core';

export const clientName = (client: Pick<Client, 'firstname' | 'lastname'>): string =>
  `${client.firstname} ${client.lastname}`.trim();

/**
 * The "outdated" badge: the engine's isOutdated (the chain must run again) or no update in 31 days (spec doc 1 §4,
 * §9, core's isPortfolioStale). A client without a portfolio is never outdated.
 */
export const isClientOutdated = (client: Client, now: Date): boolean =>
  client.portfolio !== null &&
  (client.portfolio.isOutdated || isPortfolioStale(client.portfolio.updatedAt, now));
