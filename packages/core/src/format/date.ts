import type { Locale } from '../schemas/common.ts';
import { dateTimeFormat } from './intl-cache.ts';
import { noDataMarker } from './no-data.ts';

// spec doc 1 §5: "Dates are yyyy-mm-dd; a year alone is valid; dates are sent as ISO strings without the
// trailing Z". Calendar dates are UTC midnights; a date-time without a zone is UTC.
const yearOnly = /^(\d{4})$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const utc = (y: number, m: number, d: number, hh = 0, mm = 0, ss = 0, ms = 0): Date | undefined => {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d); // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written
  date.setUTCHours(hh, mm, ss, ms);
  const isSameCalendarDay =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  const isValidTime = hh < 24 && mm < 60 && ss < 60;
  return isSameCalendarDay && isValidTime ? date : undefined;
};

/**
 * Parses `yyyy-mm-dd` (UTC midnight), a year alone `yyyy` (1 January, UTC) or an ISO date-time
 * (`yyyy-mm-ddThh:mm[:ss[.sss]]`, UTC when it has no zone, else its `Z` or `±hh:mm`). Anything else, including
 * impossible dates such as 2023-02-30, gives undefined.
 *
 * @example
 * parseIsoDate('2019-09-10')?.toISOString(); // '2019-09-10T00:00:00.000Z'
 */
export const parseIsoDate = (value: string): Date | undefined => {
  const year = yearOnly.exec(value);
  if (year) return utc(Number(year[1]), 1, 1);
  const day = dateOnly.exec(value);
  if (day) return utc(Number(day[1]), Number(day[2]), Number(day[3]));
  const time = dateTime.exec(value);
  if (!time) return undefined;
  const [, y, m, d, hh, mm, ss = '0', frac = '0', zone] = time;
  const date = utc(
    Number(y),
    Number(m),
    Number(d),
    Number(hh),
    Number(mm),
    Number(ss),
    Number(frac.padEnd(3, '0')),
  );
  if (!date || !zone || zone === 'Z') return date;
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return new Date(date.getTime() - sign * offsetMinutes * 60_000);
};

const assertValid = (date: Date): void => {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
};

/** The UTC calendar date `yyyy-mm-dd` of `date` (the data and file format, spec doc 1 §5). */
export const toIsoDate = (date: Date): string => {
  assertValid(date);
  return date.toISOString().slice(0, 10);
};

/**
 * How a calendar date is written on screen and paper:
 * - `medium` (default): en-US `Sep 10, 2019`, it-IT `10 set 2019`. The month is spelled, so a date read by
 *   someone used to the other locale (a shared link, a PDF sent abroad) cannot be misread.
 * - `numeric`: en-US `09/10/2019`, it-IT `10/09/2019`, for narrow table columns.
 * - `long`: en-US `September 10, 2019`, it-IT `10 settembre 2019`, for report covers.
 */
export type DateStyle = 'medium' | 'numeric' | 'long';

const dateStyles = {
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
} as const satisfies Record<DateStyle, Intl.DateTimeFormatOptions>;

const toDate = (value: string | Date): Date => {
  if (value instanceof Date) return value;
  const parsed = parseIsoDate(value);
  if (!parsed) throw new RangeError(`Not an ISO date: ${JSON.stringify(value)}`);
  return parsed;
};

const isMissingDate = (value: string | Date | null | undefined): value is null | undefined | '' =>
  value === null ||
  value === undefined ||
  value === '' ||
  (value instanceof Date && Number.isNaN(value.getTime()));

/**
 * A calendar date for display, read in UTC (calendar dates are UTC midnights). Takes `yyyy-mm-dd`, a year alone
 * (printed as the year), an ISO date-time or a Date. Null, undefined, '' and an invalid Date print the no-data
 * marker; a malformed string throws a RangeError (strings are parsed at the edge, so that is a bug).
 *
 * @example
 * formatDate('2019-09-10', 'it-IT'); // '10 set 2019'
 * formatDate('2019-09-10', 'en-US', { style: 'numeric' }); // '09/10/2019'
 */
export const formatDate = (
  value: string | Date | null | undefined,
  locale: Locale,
  options: { style?: DateStyle } = {},
): string => {
  if (isMissingDate(value)) return noDataMarker(locale);
  const isYearOnly = typeof value === 'string' && yearOnly.test(value);
  const fields = isYearOnly ? { year: 'numeric' as const } : dateStyles[options.style ?? 'medium'];
  return dateTimeFormat(locale, { ...fields, timeZone: 'UTC' }).format(toDate(value));
};

/**
 * A moment (a PAI update, "data as of") with its time and zone name: en-US `Sep 10, 2019, 2:05 PM UTC`,
 * it-IT `10 set 2019, 14:05 UTC`. The zone defaults to UTC so a CLI, a server-rendered PDF and a browser print
 * the same text; pass an IANA zone to show local time.
 */
export const formatDateTime = (
  value: string | Date | null | undefined,
  locale: Locale,
  options: { timeZone?: string } = {},
): string => {
  if (isMissingDate(value)) return noDataMarker(locale);
  return dateTimeFormat(locale, {
    ...dateStyles.medium,
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(toDate(value));
};
