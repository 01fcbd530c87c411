import type { DigestFrequency } from '@esgkit/core';

/** The ISO week of `at` in UTC, e.g. `2026-W48` (weeks start on Monday; week 1 holds the year's first Thursday). */
const isoWeek = (at: Date): string => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week names its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
};

/** The digest period `at` falls in (UTC): its day for daily digests, its ISO week for weekly ones. */
export const periodOf = (frequency: DigestFrequency, at: Date): string =>
  frequency === 'daily' ? at.toISOString().slice(0, 10) : isoWeek(at);
