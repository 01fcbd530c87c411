import { describe, expect, it } from 'vitest';
import { meanCoverage, topByWeight } from './context.ts';

describe('meanCoverage', () => {
  it('averages the coverage, and the estimated share over the figures that report one', () => {
    // (90 + 70 + 50) / 3 = 70; estimated (10 + 4) / 2 = 7
    expect(meanCoverage([{ pct: 90, estimatedPct: 10 }, { pct: 70 }, { pct: 50, estimatedPct: 4 }])).toEqual({
      pct: 70,
      estimatedPct: 7,
    });
  });

  it('counts a figure without data at its coverage of 0, and has no estimated share when none reports one', () => {
    expect(meanCoverage([{ pct: 80 }, { pct: 0 }])).toEqual({ pct: 40 });
  });

  it('is null for no figures', () => {
    expect(meanCoverage([])).toBeNull();
  });
});

describe('topByWeight', () => {
  it('keeps the n largest by weight, largest first, entries without a weight last', () => {
    const rows = [
      { name: 'a', weightPct: 1.5 },
      { name: 'b', weightPct: null },
      { name: 'c', weightPct: 4 },
      { name: 'd', weightPct: 2 },
    ];
    expect(topByWeight(rows, 3).map((r) => r.name)).toEqual(['c', 'd', 'a']);
    expect(topByWeight(rows, 10).map((r) => r.name)).toEqual(['c', 'd', 'a', 'b']);
  });
});
