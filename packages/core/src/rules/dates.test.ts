import { describe, expect, it } from 'vitest';
import {
  parseWireDateTime,
  toWireDateTime,
  validateDate,
  validateDateRange,
  validateInvestmentDayForImpact,
  validateInvestmentDayRange,
} from './dates.ts';

const keys = (issues: { messageKey: string }[]) => issues.map((i) => i.messageKey);
const bounds = { min: '2015-01-02', max: '2024-06-28' };

describe('date rules', () => {
  it('accepts yyyy-mm-dd and a year alone', () => {
    for (const ok of ['2024-02-29', '2019-09-10', '2021']) expect(validateDate(ok), ok).toEqual([]);
  });

  it('refuses other date formats and impossible days', () => {
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '24-01-01',
      '2024/01/01',
      '2024-1-1',
      '20240',
      '',
      '2024-01',
    ]) {
      expect(keys(validateDate(bad)), bad).toEqual(['invalidDate']);
    }
  });

  it('accepts a range inside the bounds', () => {
    expect(validateDateRange({ from: '2020-01-01', to: '2020-12-31' }, bounds)).toEqual([]);
    expect(validateDateRange({ from: '2015-01-02', to: '2024-06-28' }, bounds)).toEqual([]);
    expect(validateDateRange({}, bounds)).toEqual([]);
  });

  it('refuses a reversed range or one outside the bounds', () => {
    const range = (from: string, to: string) => keys(validateDateRange({ from, to }, bounds));
    expect(range('2021-01-01', '2020-01-01')).toEqual(['invalidDateRange']);
    expect(range('2015-01-01', '2020-01-01')).toEqual(['invalidDateRange']);
    expect(range('2020-01-01', '2024-06-29')).toEqual(['invalidDateRange']);
    expect(
      validateDateRange({ from: '2020-02-30', to: '2020-01-01' }, bounds).map((i) => [i.messageKey, i.path]),
    ).toEqual([['invalidDate', ['from']]]);
  });

  it('reads a year alone as its first or last day in a range', () => {
    // 2020 as from is 2020-01-01, as to 2020-12-31: the whole year, inside the bounds
    expect(validateDateRange({ from: '2020', to: '2020' }, bounds)).toEqual([]);
    // 2024 as to is 2024-12-31, past the 2024-06-28 maximum
    expect(keys(validateDateRange({ from: '2020', to: '2024' }, bounds))).toEqual(['invalidDateRange']);
  });

  it('keeps the date of first investment within the price history', () => {
    expect(validateInvestmentDayRange('2015-01-02', bounds)).toEqual([]);
    expect(validateInvestmentDayRange('2024-06-28', bounds)).toEqual([]);
    for (const day of ['0001-01-01', '2015-01-01', '2024-06-29', '9999-12-31'])
      expect(validateInvestmentDayRange(day, bounds)).toEqual([
        expect.objectContaining({
          messageKey: 'investmentDayOutOfRange',
          path: ['investmentDay'],
          params: bounds,
        }),
      ]);
  });

  it('requires the investment day to be at least one day old for impact', () => {
    expect(validateInvestmentDayForImpact('2024-06-27', '2024-06-28')).toEqual([]);
    expect(validateInvestmentDayForImpact('2024-06-28', '2024-06-28')).toEqual([
      {
        code: 'investmentDayTooRecent',
        path: ['investmentDay'],
        messageKey: 'investmentDayTooRecent',
        severity: 'warning',
      },
    ]);
    expect(keys(validateInvestmentDayForImpact('2024-07-01', '2024-06-28'))).toEqual([
      'investmentDayTooRecent',
    ]);
    expect(keys(validateInvestmentDayForImpact('2024', '2024-06-28'))).toEqual(['invalidDate']);
  });

  it('sends dates as ISO strings without the trailing Z', () => {
    const date = new Date(Date.UTC(2024, 5, 28, 14, 5, 9, 120));
    expect(toWireDateTime(date)).toBe('2024-06-28T14:05:09.120');
    expect(parseWireDateTime('2024-06-28T14:05:09.120').getTime()).toBe(date.getTime());
    expect(parseWireDateTime('2024-06-28').toISOString()).toBe('2024-06-28T00:00:00.000Z');
    expect(parseWireDateTime('2024-06-28T16:05:09.120+02:00').getTime()).toBe(date.getTime());
  });
});
