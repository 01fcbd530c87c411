import { dayFromIso, isoFromDay } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import {
  addMonthsDay,
  addYearsDay,
  indexAtOrBefore,
  previousMonthEndDay,
  previousWeekEndDay,
  previousYearEndDay,
} from './calendar.ts';

describe('calendar windows', () => {
  it('subtracts months and years, clamping to the month end', () => {
    expect(isoFromDay(addMonthsDay(dayFromIso('2024-03-31'), -1))).toBe('2024-02-29');
    expect(isoFromDay(addMonthsDay(dayFromIso('2023-03-31'), -1))).toBe('2023-02-28');
    expect(isoFromDay(addMonthsDay(dayFromIso('2024-01-15'), -1))).toBe('2023-12-15');
    expect(isoFromDay(addYearsDay(dayFromIso('2024-02-29'), -1))).toBe('2023-02-28');
    expect(isoFromDay(addYearsDay(dayFromIso('2024-06-28'), -5))).toBe('2019-06-28');
  });
  it('finds the week-, month- and year-to-date base days', () => {
    // 2024-01-10 is a Wednesday: its ISO week starts Monday 2024-01-08, base Sunday 2024-01-07.
    expect(isoFromDay(previousWeekEndDay(dayFromIso('2024-01-10')))).toBe('2024-01-07');
    expect(isoFromDay(previousWeekEndDay(dayFromIso('2024-01-08')))).toBe('2024-01-07');
    // A Sunday belongs to the week that started six days earlier.
    expect(isoFromDay(previousWeekEndDay(dayFromIso('2024-01-07')))).toBe('2023-12-31');
    expect(isoFromDay(previousMonthEndDay(dayFromIso('2024-03-15')))).toBe('2024-02-29');
    expect(isoFromDay(previousYearEndDay(dayFromIso('2024-03-15')))).toBe('2023-12-31');
  });
  it('finds the last index at or before a day', () => {
    const days = Int32Array.of(10, 12, 15);
    expect(indexAtOrBefore(days, 9)).toBe(-1);
    expect(indexAtOrBefore(days, 10)).toBe(0);
    expect(indexAtOrBefore(days, 14)).toBe(1);
    expect(indexAtOrBefore(days, 99)).toBe(2);
    expect(indexAtOrBefore(days, 99, 2)).toBe(1);
    expect(indexAtOrBefore(new Int32Array(0), 5)).toBe(-1);
  });
});
