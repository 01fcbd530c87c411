import { PAI_STALE_DAYS, PORTFOLIO_STALE_DAYS } from '../../rules/constants.ts';
import { parseWireDateTime } from '../../rules/dates.ts';

const DAY_MS = 86_400_000;

const toTime = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = (typeof value === 'string' ? parseWireDateTime(value) : value).getTime();
  return Number.isNaN(time) ? null : time;
};

/**
 * PAI is outdated when its last update is more than 31 days old or older than the portfolio's update (spec doc 1
 * §4, doc 2 §4). A PAI never calculated (no update time) is outdated too. Times are wire strings (UTC, no Z) or Dates.
 */
export const isPaiOutdated = (
  paiUpdatedAt: string | Date | null | undefined,
  portfolioUpdatedAt: string | Date | null | undefined,
  now: Date,
): boolean => {
  const pai = toTime(paiUpdatedAt);
  if (pai === null) return true;
  if (now.getTime() - pai > PAI_STALE_DAYS * DAY_MS) return true;
  const portfolio = toTime(portfolioUpdatedAt);
  return portfolio !== null && pai < portfolio;
};

/**
 * A portfolio not updated in 31 days shows a warning (doc 1 §4, §9): 31 days or more since its update. Unlike PAI
 * ("more than 31 days old"), the spec's wording includes day 31 itself. No update time, no warning.
 */
export const isPortfolioStale = (updatedAt: string | Date | null | undefined, now: Date): boolean => {
  const updated = toTime(updatedAt);
  return updated !== null && now.getTime() - updated >= PORTFOLIO_STALE_DAYS * DAY_MS;
};
