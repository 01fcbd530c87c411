import { describe, expect, it } from 'vitest';
import { mergeHoldingsPage, screeningOutcome } from './views.ts';

describe('view states', () => {
  it('appends holdings pages above 1', () => {
    expect(mergeHoldingsPage(['a', 'b'], ['c'], 2)).toEqual(['a', 'b', 'c']);
    expect(mergeHoldingsPage(['a', 'b'], ['c'], 1)).toEqual(['c']);
  });

  it('shows an error for an empty screening result', () => {
    expect(screeningOutcome({ total: 0 })).toEqual({ isEmpty: true, messageKey: 'noResultsScreening' });
    expect(screeningOutcome({ total: 3 })).toEqual({ isEmpty: false });
  });
});
