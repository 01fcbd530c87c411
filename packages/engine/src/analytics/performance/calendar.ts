// Day numbers (whole days since 1970-01-01, UTC) and the calendar arithmetic of the performance measures.
// Integer-only civil-date conversions (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"), so the hot
// path never allocates a Date.

/** A day number for a calendar date (month 1–12, day 1–31). */
export function dayFromYmd(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Scratch for `civil`: year, month, day of the last conversion (no allocation on the hot path). */
const ymd = new Int32Array(3);

function civil(dayNumber: number): Int32Array {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  ymd[0] = yoe + era * 400 + (m <= 2 ? 1 : 0);
  ymd[1] = m;
  ymd[2] = doy - Math.floor((153 * mp + 2) / 5) + 1;
  return ymd;
}

/** Year, month (1–12) and day (1–31) of a day number. */
export function ymdFromDay(dayNumber: number): [year: number, month: number, day: number] {
  const c = civil(dayNumber);
  return [c[0]!, c[1]!, c[2]!];
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** ISO strings already built, by day number from 1970-01-01 (the days of a few series repeat across views). */
const isoCache: string[] = [];
const ISO_CACHE_DAYS = 50_000; // through 2106

/** `yyyy-mm-dd` of a day number. */
export function isoFromDay(dayNumber: number): string {
  const cacheable = dayNumber >= 0 && dayNumber < ISO_CACHE_DAYS;
  if (cacheable) {
    const hit = isoCache[dayNumber];
    if (hit !== undefined) return hit;
  }
  const c = civil(dayNumber);
  const iso = `${c[0]}-${pad2(c[1]!)}-${pad2(c[2]!)}`;
  if (cacheable) isoCache[dayNumber] = iso;
  return iso;
}

/** The day number of a `yyyy-mm-dd` date. */
export function dayFromIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`expected yyyy-mm-dd, got ${iso}`);
  return dayFromYmd(Number(match[1]), Number(match[2]), Number(match[3]));
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return monthLengths[month - 1]!;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/**
 * The same date `months` calendar months later (negative: earlier), the day clamped to the month's end:
 * 2024-03-31 − 1 month = 2024-02-29; 2024-02-29 − 12 months = 2023-02-28.
 */
export function addMonthsDay(dayNumber: number, months: number): number {
  const c = civil(dayNumber);
  const d = c[2]!;
  const total = c[0]! * 12 + (c[1]! - 1) + months;
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
  return dayFromYmd(civil(dayNumber)[0]!, 1, 1) - 1;
}

/** The last day of the previous calendar month: the month-to-date base day. */
export function previousMonthEndDay(dayNumber: number): number {
  const c = civil(dayNumber);
  return dayFromYmd(c[0]!, c[1]!, 1) - 1;
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
