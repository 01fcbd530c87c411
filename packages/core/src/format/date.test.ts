import { describe, expect, it } from 'vitest';
import { toWireDateTime } from '../rules/dates.ts';
import { formatDate, formatDateTime, parseIsoDate, toIsoDate } from './date.ts';

describe('parseIsoDate', () => {
  it('reads yyyy-mm-dd as a UTC midnight', () => {
    expect(parseIsoDate('2019-09-10')?.toISOString()).toBe('2019-09-10T00:00:00.000Z');
  });

  it('reads a year alone as 1 January of that year (spec doc 1 §5)', () => {
    expect(parseIsoDate('2019')?.toISOString()).toBe('2019-01-01T00:00:00.000Z');
  });

  it('reads a date-time without a zone as UTC, and honours Z and offsets', () => {
    expect(parseIsoDate('2019-09-10T14:05:00.5')?.toISOString()).toBe('2019-09-10T14:05:00.500Z');
    expect(parseIsoDate('2019-09-10T14:05')?.toISOString()).toBe('2019-09-10T14:05:00.000Z');
    expect(parseIsoDate('2019-09-10T14:05:00Z')?.toISOString()).toBe('2019-09-10T14:05:00.000Z');
    expect(parseIsoDate('2019-09-10T14:05:00+02:00')?.toISOString()).toBe('2019-09-10T12:05:00.000Z');
  });

  it('keeps two-digit years as written', () => {
    expect(parseIsoDate('0050-03-01')?.toISOString()).toBe('0050-03-01T00:00:00.000Z');
  });

  it('rejects impossible and malformed dates', () => {
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('2019-09-10T24:00')).toBeUndefined();
    expect(parseIsoDate('10/09/2019')).toBeUndefined();
    expect(parseIsoDate('2019-9-10')).toBeUndefined();
    expect(parseIsoDate('')).toBeUndefined();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('toIsoDate and toWireDateTime', () => {
  const moment = new Date(Date.UTC(2019, 8, 10, 14, 5, 7, 89));

  it('write the UTC calendar date, and the ISO string without the trailing Z (spec doc 2 §5)', () => {
    expect(toIsoDate(moment)).toBe('2019-09-10');
    expect(toWireDateTime(moment)).toBe('2019-09-10T14:05:07.089');
  });

  it('round-trip through parseIsoDate', () => {
    expect(parseIsoDate(toWireDateTime(moment))?.getTime()).toBe(moment.getTime());
  });

  it('refuse an invalid date', () => {
    expect(() => toWireDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('spells the month by default so neither locale can misread the other', () => {
    expect(formatDate('2019-09-10', 'en-US')).toBe('Sep 10, 2019');
    expect(formatDate('2019-09-10', 'it-IT')).toBe('10 set 2019');
  });

  it('writes month and day in each locale order in the numeric style', () => {
    expect(formatDate('2019-09-10', 'en-US', { style: 'numeric' })).toBe('09/10/2019');
    expect(formatDate('2019-09-10', 'it-IT', { style: 'numeric' })).toBe('10/09/2019');
  });

  it('writes the month in full in the long style', () => {
    expect(formatDate('2019-09-10', 'en-US', { style: 'long' })).toBe('September 10, 2019');
    expect(formatDate('2019-09-10', 'it-IT', { style: 'long' })).toBe('10 settembre 2019');
  });

  it('reads the calendar date in UTC, whatever the time of day', () => {
    expect(formatDate(new Date(Date.UTC(2019, 8, 10, 23, 59)), 'it-IT')).toBe('10 set 2019');
    expect(formatDate('2019-12-31T23:30:00', 'en-US')).toBe('Dec 31, 2019');
  });

  it('prints a year alone as the year', () => {
    expect(formatDate('2019', 'it-IT')).toBe('2019');
  });

  it('prints the no-data marker for a missing date and throws on a malformed one', () => {
    expect(formatDate(null, 'en-US')).toBe('n/a');
    expect(formatDate('', 'it-IT')).toBe('n.d.');
    expect(formatDate(new Date(Number.NaN), 'it-IT')).toBe('n.d.');
    expect(() => formatDate('10/09/2019', 'en-US')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('prints date, time and zone, in UTC by default', () => {
    expect(formatDateTime('2019-09-10T14:05:00', 'en-US')).toBe('Sep 10, 2019, 2:05 PM UTC');
    expect(formatDateTime('2019-09-10T14:05:00', 'it-IT')).toBe('10 set 2019, 14:05 UTC');
  });

  it('shows local time in the zone it is given', () => {
    expect(formatDateTime('2019-09-10T14:05:00', 'it-IT', { timeZone: 'Europe/Rome' })).toBe(
      '10 set 2019, 16:05 CEST',
    );
  });

  it('prints the no-data marker for a missing moment', () => {
    expect(formatDateTime(undefined, 'en-US')).toBe('n/a');
  });
});
