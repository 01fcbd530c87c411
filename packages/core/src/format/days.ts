// Day numbers: whole days since 1970-01-01 (UTC), the engine's snapshot and calculation dates, and the one place
// that turns them into `yyyy-mm-dd` (spec doc 1 §5: "Dates are yyyy-mm-dd") and back. Integer-only civil-date
// conversions (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"): no Date on the hot path, and years
// 0–99 stay as written (Date.UTC would read them as 1900–1999).

/** The day number of a calendar date (month 1–12, day 1–31; not checked: see `parseDay`). */
export function dayFromYmd(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Year, month (1–12) and day (1–31) of a day number. */
export function ymdFromDay(dayNumber: number): [year: number, month: number, day: number] {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, doy - Math.floor((153 * mp + 2) / 5) + 1];
}

/** The calendar year of a day number. */
export const yearOfDay = (dayNumber: number): number => ymdFromDay(dayNumber)[0];

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How many days the month has (month 1–12), 29 for February of a leap year (Gregorian rule). */
export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return monthLengths[month - 1]!;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

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
  const [year, month, day] = ymdFromDay(dayNumber);
  const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (cacheable) isoCache[dayNumber] = iso;
  return iso;
}

/** The number written by the digits `text[from, to)`, or -1 when one of them is not a digit. */
const digitsAt = (text: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
};

/** The day number of `yyyy-mm-dd`, or undefined when it is not that shape or not a real day (2023-02-29). */
export function parseDay(iso: string): number | undefined {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 7);
  const day = digitsAt(iso, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return dayFromYmd(year, month, day);
}

/** The day number of a `yyyy-mm-dd` date the caller has already validated; a RangeError for anything else. */
export function dayFromIso(iso: string): number {
  const day = parseDay(iso);
  if (day === undefined) throw new RangeError(`expected yyyy-mm-dd, got ${iso}`);
  return day;
}
