// The calendar arithmetic of the performance measures, on day numbers (whole days since 1970-01-01, UTC). Day
// numbers and their yyyy-mm-dd form are core's (format/days.ts).
import { dayFromYmd, daysInMonth, ymdFromDay } from '@esgkit/core';

/**
 * The same date `months` calendar months later (negative: earlier), the day clamped to the month's end:
 * 2024-03-31 − 1 month = 2024-02-29; 2024-02-29 − 12 months = 2023-02-28.
 */
export function addMonthsDay(dayNumber: number, months: number): number {
  const [y, m, d] = ymdFromDay(dayNumber);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return dayFromYmd(year, month, Math.min(d, daysInMonth(year, month)));
}

/** The same date `years` calendar years later (negative: earlier); 29 February becomes 28 February. */
export function addYearsDay(dayNumber: number, years: number): number {
  return addMonthsDay(dayNumber, years * 12);
}

/** 31 December of the previous calendar year: the year-to-date base day (metrics.md §3). */
export function previousYearEndDay(dayNumber: number): number {
  return dayFromYmd(ymdFromDay(dayNumber)[0], 1, 1) - 1;
}

/** The last day of the previous calendar month: the month-to-date base day. */
export function previousMonthEndDay(dayNumber: number): number {
  const [year, month] = ymdFromDay(dayNumber);
  return dayFromYmd(year, month, 1) - 1;
}

/** The Sunday before the day's ISO week (weeks start on Monday): the week-to-date base day. 1970-01-01 was a Thursday. */
export function previousWeekEndDay(dayNumber: number): number {
  const mondayOffset = (((dayNumber + 3) % 7) + 7) % 7;
  return dayNumber - mondayOffset - 1;
}

/** The largest index i in [0, end) with days[i] ≤ day, or −1 (binary search on ascending days). */
export function indexAtOrBefore(days: Int32Array, day: number, end: number = days.length): number {
  let lo = 0;
  let hi = end - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) <= day) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
