import { describe, expect, it } from 'vitest';
import { DEFAULT_INVESTMENT_AMOUNT_EUR, defaultInvestmentDay } from './lookup-defaults.ts';

// Issue 21, defect 6: one default first-investment day and amount for the web, the CLI and the API.
describe('defaultInvestmentDay', () => {
  it('is 1 January of the year before the as-of date when the prices go back that far', () => {
    // the small demo: prices from 2024-09-30 to its as-of 2026-09-30
    expect(defaultInvestmentDay({ asOf: '2026-09-30', firstPriceDay: '2024-09-30' }, '2026-11-26')).toBe(
      '2025-01-01',
    );
    expect(defaultInvestmentDay({ asOf: '2026-01-02', firstPriceDay: '2016-10-03' }, '2026-11-26')).toBe(
      '2025-01-01',
    );
  });

  it('is the first price day when the prices start later (the engine refuses days before it)', () => {
    // the minimal fixture: prices from 2025-06-26, as of 2025-06-30
    expect(defaultInvestmentDay({ asOf: '2025-06-30', firstPriceDay: '2025-06-26' }, '2026-11-26')).toBe(
      '2025-06-26',
    );
  });

  it('counts from today when the as-of date is later than today or unknown, and has no floor without prices', () => {
    expect(defaultInvestmentDay({ asOf: '2030-06-30', firstPriceDay: null }, '2026-11-26')).toBe(
      '2025-01-01',
    );
    expect(defaultInvestmentDay({ asOf: null, firstPriceDay: null }, '2026-03-01')).toBe('2025-01-01');
  });

  it('gives 100,000 EUR as the default amount', () => {
    expect(DEFAULT_INVESTMENT_AMOUNT_EUR).toBe(100_000);
  });
});
