import { describe, expect, it } from 'vitest';
import { isPaiOutdated, isPortfolioStale } from './staleness.ts';

const now = new Date('2024-06-28T12:00:00Z');

describe('staleness', () => {
  it('marks PAI outdated after more than 31 days', () => {
    // 2024-05-28T12:00 is exactly 31 days before now: not more than 31, so current
    expect(isPaiOutdated('2024-05-28T12:00:00', '2024-05-01T00:00:00', now)).toBe(false);
    expect(isPaiOutdated('2024-05-28T11:59:59', '2024-05-01T00:00:00', now)).toBe(true);
    expect(isPaiOutdated(new Date('2024-06-20T00:00:00Z'), null, now)).toBe(false);
  });

  it('marks PAI outdated when older than the portfolio update or missing', () => {
    expect(isPaiOutdated('2024-06-20T10:00:00', '2024-06-21T09:00:00', now)).toBe(true);
    expect(isPaiOutdated('2024-06-21T10:00:00', '2024-06-21T09:00:00', now)).toBe(false);
    expect(isPaiOutdated(null, '2024-06-21T09:00:00', now)).toBe(true);
    expect(isPaiOutdated('not a date', null, now)).toBe(true);
  });

  it('warns on a portfolio not updated in 31 days', () => {
    expect(isPortfolioStale('2024-05-28T12:00:01', now)).toBe(false);
    expect(isPortfolioStale('2024-05-28T12:00:00', now)).toBe(true);
    expect(isPortfolioStale('2024-01-01', now)).toBe(true);
    expect(isPortfolioStale(null, now)).toBe(false);
  });
});
