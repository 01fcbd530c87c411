import { describe, expect, it } from 'vitest';
import { isValidIsin, looksLikeIsin } from './isin.ts';

describe('isValidIsin', () => {
  it('accepts ISINs with a right check digit', () => {
    // Apple, iShares Core MSCI World, Deutsche Bank, Microsoft; lower case and spaces are forgiven
    for (const isin of ['US0378331005', 'IE00B4L5Y983', 'DE0005140008', 'US5949181045', ' us0378331005 ']) {
      expect(isValidIsin(isin), isin).toBe(true);
    }
    // XS1234567896 worked by hand: X=33 S=28 → 33281234567896, Luhn sum 70
    expect(isValidIsin('XS1234567896')).toBe(true);
  });

  it('refuses a wrong check digit or a wrong shape', () => {
    for (const bad of [
      'US0378331006',
      'XS1234567890',
      'US037833100',
      'U10378331005',
      'US037833100X',
      'URTH',
      '',
    ]) {
      expect(isValidIsin(bad), bad).toBe(false);
    }
    expect(looksLikeIsin('US0378331006')).toBe(true);
    expect(looksLikeIsin('URTH')).toBe(false);
  });
});
