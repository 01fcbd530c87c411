import { defaultInvestmentDay } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { editorInvestmentDay } from './lookup-defaults.ts';

// Issue 21, defect 6: the editor starts from the same first-investment day as `esgkit lookup` without --since.
describe('the lookup editor’s first-investment day', () => {
  const smallDemo = { investmentDay: '2025-01-01', investmentAmount: 100_000, firstPriceDay: '2024-09-30' };

  it('is the served dataset’s default (core’s rule, as the engine answers it), not today − 365 days', () => {
    expect(editorInvestmentDay(null, smallDemo, '2026-11-26')).toBe('2025-01-01');
    const minimal = { investmentDay: '2025-06-26', investmentAmount: 100_000, firstPriceDay: '2025-06-26' };
    expect(editorInvestmentDay(null, minimal, '2026-11-26')).toBe('2025-06-26');
  });

  it('is core’s rule on today’s date while the dataset’s answer is loading', () => {
    expect(editorInvestmentDay(null, undefined, '2026-11-26')).toBe(
      defaultInvestmentDay({ asOf: null, firstPriceDay: null }, '2026-11-26'),
    );
    expect(editorInvestmentDay(null, undefined, '2026-11-26')).toBe('2025-01-01');
  });

  it('is what the user typed once they typed a day, even an empty one', () => {
    expect(editorInvestmentDay('2025-03-03', smallDemo, '2026-11-26')).toBe('2025-03-03');
    expect(editorInvestmentDay('', smallDemo, '2026-11-26')).toBe('');
  });
});
