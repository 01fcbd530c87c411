import { describe, expect, it } from 'vitest';
import { dayFromIso, dayFromYmd, daysInMonth, isoFromDay, parseDay, yearOfDay, ymdFromDay } from './days.ts';

describe('day numbers ↔ yyyy-mm-dd', () => {
  it('counts whole days from 1970-01-01', () => {
    expect(dayFromIso('1970-01-01')).toBe(0);
    expect(dayFromIso('1969-12-31')).toBe(-1);
    // 1970–1999: 30 × 365 + 7 leap days (1972 … 1996) = 10957; then 31 (January) + 29 (February 2000)
    expect(dayFromIso('2000-03-01')).toBe(11017);
    expect(dayFromYmd(2000, 3, 1)).toBe(11017);
  });

  it('writes and reads the leap day and the days around it', () => {
    const leap = dayFromIso('2024-02-29');
    expect(isoFromDay(leap - 1)).toBe('2024-02-28');
    expect(isoFromDay(leap)).toBe('2024-02-29');
    expect(isoFromDay(leap + 1)).toBe('2024-03-01');
    expect(ymdFromDay(leap)).toEqual([2024, 2, 29]);
  });

  it('crosses year boundaries', () => {
    expect(dayFromIso('2025-01-01') - dayFromIso('2024-12-31')).toBe(1);
    expect(isoFromDay(dayFromIso('2024-12-31') + 1)).toBe('2025-01-01');
    expect(yearOfDay(dayFromIso('2024-12-31'))).toBe(2024);
    expect(yearOfDay(dayFromIso('2025-01-01'))).toBe(2025);
    expect(yearOfDay(-1)).toBe(1969);
  });

  it('keeps years before 100 and after the cached range as written', () => {
    expect(isoFromDay(dayFromIso('0050-06-15'))).toBe('0050-06-15');
    expect(isoFromDay(dayFromIso('9999-12-31'))).toBe('9999-12-31');
  });

  it('refuses what is not a real yyyy-mm-dd day', () => {
    for (const bad of [
      '2023-02-29',
      '2100-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-01',
      '24-01-01',
      '2024/01/01',
      '+202-01-01',
      '2024-01-01T00:00',
      '',
    ])
      expect(parseDay(bad)).toBeUndefined();
    expect(parseDay('2000-02-29')).toBe(dayFromYmd(2000, 2, 29));
    expect(() => dayFromIso('2023-02-30')).toThrow(RangeError);
  });

  it('round-trips every 37th day from 1967 to 2052 and agrees with Date.UTC', () => {
    for (let d = -800; d < 30000; d += 37) expect(dayFromIso(isoFromDay(d))).toBe(d);
    expect(dayFromIso('2026-11-22')).toBe(Date.UTC(2026, 10, 22) / 86_400_000);
  });

  it('knows the length of February by the Gregorian rule', () => {
    expect([daysInMonth(2023, 2), daysInMonth(2024, 2), daysInMonth(1900, 2), daysInMonth(2000, 2)]).toEqual([
      28, 29, 28, 29,
    ]);
  });
});
