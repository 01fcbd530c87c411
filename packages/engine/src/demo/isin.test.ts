import { isValidIsin } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { isinCheckDigit, makeIsin } from './isin.ts';

describe('isinCheckDigit', () => {
  it('gives the published check digits of real ISINs', () => {
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple
    expect(isinCheckDigit('IE00B4L5Y98')).toBe(3); // iShares Core MSCI World
    expect(isinCheckDigit('DE000BAY001')).toBe(7); // Bayer
  });

  it('always satisfies core isValidIsin, and a wrong digit never does', () => {
    for (let i = 0; i < 500; i++) {
      const nsin = `${String.fromCharCode(65 + (i % 26))}${String(i * 7919)
        .padStart(8, '0')
        .slice(-8)}`;
      const isin = makeIsin(['FR', 'IT', 'JP', 'XS'][i % 4]!, nsin);
      expect(isValidIsin(isin)).toBe(true);
      const wrong = `${isin.slice(0, 11)}${(Number(isin[11]) + 1) % 10}`;
      expect(isValidIsin(wrong)).toBe(false);
    }
  });
});
