import { describe, expect, it } from 'vitest';
import { isMissingNumber, noDataMarker } from './no-data.ts';
import { formatCompact, formatCurrency, formatNumber, formatPercent } from './number.ts';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('groups thousands and uses the decimal mark of each locale', () => {
    expect(formatNumber(12345.67, 'en-US')).toBe('12,345.67');
    expect(formatNumber(12345.67, 'it-IT')).toBe('12.345,67');
  });

  it('groups 4-digit numbers in Italian too', () => {
    expect(formatNumber(1234, 'it-IT', { decimals: 0 })).toBe('1.234');
    expect(formatNumber(1234.5, 'it-IT')).toBe('1.234,50');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.50');
  });

  it('prints large numbers in full', () => {
    expect(formatNumber(1234567890123, 'en-US', { decimals: 0 })).toBe('1,234,567,890,123');
    expect(formatNumber(1234567890123, 'it-IT', { decimals: 0 })).toBe('1.234.567.890.123');
  });

  it('prints negatives with a minus, and zero, with the requested decimals', () => {
    expect(formatNumber(-1234.5, 'en-US')).toBe('-1,234.50');
    expect(formatNumber(-1234.5, 'it-IT')).toBe('-1.234,50');
    expect(formatNumber(0, 'en-US')).toBe('0.00');
    expect(formatNumber(0, 'it-IT', { decimals: 1 })).toBe('0,0');
  });

  it('rounds half away from zero and drops the minus of a value that rounds to zero', () => {
    expect(formatNumber(0.125, 'en-US')).toBe('0.13');
    expect(formatNumber(-0.125, 'it-IT')).toBe('-0,13');
    expect(formatNumber(1.005, 'en-US')).toBe('1.01');
    expect(formatNumber(2.4999, 'en-US', { decimals: 0 })).toBe('2');
    expect(formatNumber(-0.004, 'en-US')).toBe('0.00');
    expect(formatNumber(-0, 'it-IT')).toBe('0,00');
  });

  it('adds a plus sign on request, never to zero', () => {
    expect(formatNumber(3.2, 'en-US', { showPlus: true })).toBe('+3.20');
    expect(formatNumber(-3.2, 'en-US', { showPlus: true })).toBe('-3.20');
    expect(formatNumber(0, 'it-IT', { showPlus: true })).toBe('0,00');
  });

  it('prints the no-data marker for a missing figure, never zero', () => {
    expect(formatNumber(null, 'en-US')).toBe('n/a');
    expect(formatNumber(undefined, 'it-IT')).toBe('n.d.');
    expect(formatNumber(Number.NaN, 'en-US')).toBe('n/a');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'it-IT')).toBe('n.d.');
  });
});

describe('formatPercent', () => {
  it('takes percent units and writes the sign without a space in both locales', () => {
    expect(formatPercent(12.5, 'en-US')).toBe('12.50%');
    expect(formatPercent(12.5, 'it-IT')).toBe('12,50%');
  });

  it('handles negatives, zero, rounding, grouping and custom decimals', () => {
    expect(formatPercent(-3.456, 'en-US')).toBe('-3.46%');
    expect(formatPercent(-3.456, 'it-IT')).toBe('-3,46%');
    expect(formatPercent(0, 'it-IT')).toBe('0,00%');
    expect(formatPercent(100, 'en-US', { decimals: 0 })).toBe('100%');
    expect(formatPercent(1234.56, 'it-IT', { decimals: 1 })).toBe('1.234,6%');
    expect(formatPercent(0.005, 'en-US')).toBe('0.01%');
  });

  it('signs returns on request', () => {
    expect(formatPercent(7.1, 'it-IT', { showPlus: true })).toBe('+7,10%');
    expect(formatPercent(-7.1, 'en-US', { showPlus: true })).toBe('-7.10%');
  });

  it('prints the no-data marker for a missing figure', () => {
    expect(formatPercent(null, 'en-US')).toBe('n/a');
    expect(formatPercent(Number.NaN, 'it-IT')).toBe('n.d.');
  });
});

describe('formatCurrency', () => {
  it('places the symbol as each locale does', () => {
    expect(formatCurrency(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatCurrency(1234.5, 'EUR', 'it-IT')).toBe(`1.234,50${nbsp}€`);
    expect(formatCurrency(60575, 'USD', 'en-US')).toBe('$60,575.00');
    expect(formatCurrency(60575, 'USD', 'it-IT')).toBe(`60.575,00${nbsp}USD`);
  });

  it('handles negatives and zero', () => {
    expect(formatCurrency(-1234.5, 'EUR', 'en-US')).toBe('-€1,234.50');
    expect(formatCurrency(-1234.5, 'EUR', 'it-IT')).toBe(`-1.234,50${nbsp}€`);
    expect(formatCurrency(0, 'EUR', 'it-IT')).toBe(`0,00${nbsp}€`);
  });

  it("uses the currency's minor units unless decimals are given", () => {
    expect(formatCurrency(1234.5, 'JPY', 'en-US')).toBe('¥1,235');
    expect(formatCurrency(1234567.891, 'EUR', 'en-US', { decimals: 0 })).toBe('€1,234,568');
  });

  it('prints the no-data marker for a missing amount', () => {
    expect(formatCurrency(undefined, 'EUR', 'it-IT')).toBe('n.d.');
  });
});

describe('formatCompact', () => {
  it('leaves values below a thousand as they are, rounded to 2 decimals', () => {
    expect(formatCompact(12.345, 'en-US')).toBe('12.35');
    expect(formatCompact(999, 'it-IT')).toBe('999');
    expect(formatCompact(0, 'en-US')).toBe('0');
  });

  it('shortens thousands, millions, billions and trillions', () => {
    expect(formatCompact(1234, 'en-US')).toBe('1.23K');
    expect(formatCompact(1234, 'it-IT')).toBe(`1,23${nbsp}K`);
    expect(formatCompact(1_534_000, 'en-US')).toBe('1.53M');
    expect(formatCompact(1_534_000, 'it-IT')).toBe(`1,53${nbsp}Mln`);
    expect(formatCompact(2_500_000_000, 'en-US')).toBe('2.5B');
    expect(formatCompact(2_500_000_000, 'it-IT')).toBe(`2,5${nbsp}Mrd`);
    expect(formatCompact(3e12, 'en-US')).toBe('3T');
    expect(formatCompact(3e12, 'it-IT')).toBe(`3${nbsp}Bln`);
  });

  it('moves up a unit when rounding reaches 1000', () => {
    expect(formatCompact(999_999, 'en-US')).toBe('1M');
    expect(formatCompact(999.999, 'en-US')).toBe('1K');
    expect(formatCompact(999_994, 'en-US')).toBe('999.99K');
  });

  it('keeps the sign of negatives and groups beyond the largest unit', () => {
    expect(formatCompact(-45_600, 'en-US')).toBe('-45.6K');
    expect(formatCompact(-45_600, 'it-IT')).toBe(`-45,6${nbsp}K`);
    expect(formatCompact(1.5e16, 'en-US')).toBe('15,000T');
  });

  it('honours fewer decimals and prints the no-data marker for a missing value', () => {
    expect(formatCompact(1_534_000, 'en-US', { decimals: 0 })).toBe('2M');
    expect(formatCompact(null, 'it-IT')).toBe('n.d.');
  });
});

describe('noDataMarker and isMissingNumber', () => {
  it('give the localized marker and spot every kind of missing figure', () => {
    expect(noDataMarker('en-US')).toBe('n/a');
    expect(noDataMarker('it-IT')).toBe('n.d.');
    expect([null, undefined, Number.NaN, Number.NEGATIVE_INFINITY].every(isMissingNumber)).toBe(true);
    expect(isMissingNumber(0)).toBe(false);
  });
});
