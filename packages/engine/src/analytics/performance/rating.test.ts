import { dayFromIso, FundRating, Rating } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { type FundRatingInput, fundRatings, starsFromRank } from './rating.ts';
import { seriesFromReturns } from './test-series.test-helper.ts';

const AS_OF = dayFromIso('2025-06-30');
const FIRST = AS_OF - 1200; // about 3.3 years of daily values ending on AS_OF

/** Daily returns alternating m + s, m − s: mean m, spread s (higher s = riskier). */
function fund(
  m: number,
  s: number,
  terPct: number | null,
  category = 'Equity Europe',
  global = 'Equity',
): FundRatingInput {
  const returns = Array.from({ length: 1200 }, (_, k) => (k % 2 === 0 ? m + s : m - s));
  return { series: seriesFromReturns(FIRST, returns), category, globalCategory: global, terPct };
}

describe('stars from the rank percentile q = (rank − 0.5) / N', () => {
  it('case 1: ten funds spread 1, 2, 4, 2, 1', () => {
    expect(Array.from({ length: 10 }, (_, i) => starsFromRank(i + 1, 10))).toEqual([
      5, 4, 4, 3, 3, 3, 3, 2, 2, 1,
    ]);
  });
  it('case 2: five funds get 5, 4, 3, 2, 1 (q = 0.1, 0.3, 0.5, 0.7, 0.9)', () => {
    expect([1, 2, 3, 4, 5].map((r) => starsFromRank(r, 5))).toEqual([5, 4, 3, 2, 1]);
  });
  it('case 3: tied funds share the average rank (1.5 of 5 → q 0.2 → 4 stars)', () => {
    expect(starsFromRank(1.5, 5)).toBe(4);
    expect(starsFromRank(4.5, 5)).toBe(2);
  });
  it('case 4: the thresholds are exact — 40 funds: rank 4 (q 0.0875) 5, rank 5 (0.1125) 4, rank 13 (0.3125) 4, rank 14 (0.3375) 3', () => {
    expect([4, 5, 13, 14, 27, 28, 36, 37].map((r) => starsFromRank(r, 40))).toEqual([5, 4, 4, 3, 3, 2, 2, 1]);
  });
});

describe('fund rating within the category and the global category rating', () => {
  // Means m = 5, 4, 3, 2, 1 bp a day; spreads s = 50, 10, 20, 30, 40 bp; TER 0.5 … 0.1 %.
  // Two-day growth (1 + m)² − s² keeps the order of m: returns ranks 1…5.
  // Risk (lower std better): s = 10 bp best … 50 bp worst: ranks 5, 1, 2, 3, 4.
  // Expenses (lower TER better): ranks 5, 4, 3, 2, 1.
  // Persistence: every quarter the return order is that of m, so the top half (q < 0.5) is funds 0 and 1 (score 1),
  // fund 2 is the median (q = 0.5, score 0.5), funds 3 and 4 score 0: ranks 1.5, 1.5, 3, 4.5, 4.5.
  const funds = [
    fund(0.0005, 0.005, 0.5),
    fund(0.0004, 0.001, 0.4),
    fund(0.0003, 0.002, 0.3),
    fund(0.0002, 0.003, 0.2),
    fund(0.0001, 0.004, 0.1),
  ];
  const results = fundRatings(funds, { asOfDay: AS_OF });

  it('case 1: pillar stars follow the ranks', () => {
    expect(results.map((r) => r.rating.returns)).toEqual([5, 4, 3, 2, 1]);
    expect(results.map((r) => r.rating.risk)).toEqual([1, 5, 4, 3, 2]);
    expect(results.map((r) => r.rating.expenses)).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.rating.persistence)).toEqual([4, 4, 3, 2, 2]);
  });
  it('case 2: overall = stars of 0.4·p_returns + 0.3·p_risk + 0.15·p_persistence + 0.15·p_expenses', () => {
    // p = 1 − q: rank 1 → 0.9, 2 → 0.7, 3 → 0.5, 4 → 0.3, 5 → 0.1, 1.5 → 0.8, 4.5 → 0.2
    // fund 0: 0.36 + 0.03 + 0.12 + 0.015 = 0.525; fund 1: 0.28 + 0.27 + 0.12 + 0.045 = 0.715;
    // fund 2: 0.2 + 0.21 + 0.075 + 0.075 = 0.56; fund 3: 0.12 + 0.15 + 0.03 + 0.105 = 0.405;
    // fund 4: 0.04 + 0.09 + 0.03 + 0.135 = 0.295 → order 1, 2, 0, 3, 4
    expect(results.map((r) => r.rating.overall)).toEqual([3, 5, 4, 2, 1]);
    for (const r of results) expect(FundRating.parse(r.rating)).toEqual(r.rating);
  });
  it('case 3: the global category rating is the overall rating against the global category', () => {
    expect(results.map((r) => r.globalCategoryRating)).toEqual([3, 5, 4, 2, 1]);
    // Split the category in two (too small to rate alone), same global category: only the global rating remains.
    const split = funds.map((f, i) => ({ ...f, category: i < 3 ? 'A' : 'B' }));
    const r = fundRatings(split, { asOfDay: AS_OF });
    expect(r.map((x) => x.rating.overall)).toEqual([null, null, null, null, null]);
    expect(r.map((x) => x.globalCategoryRating)).toEqual([3, 5, 4, 2, 1]);
    for (const x of r) expect(Rating.parse(x.globalCategoryRating)).toBe(x.globalCategoryRating);
  });
  it('case 4: a missing TER leaves expenses and overall unrated; the others rank among those with one', () => {
    const withMissing = [...funds, fund(0.00015, 0.002, null)];
    const r = fundRatings(withMissing, { asOfDay: AS_OF });
    expect(r[5]!.rating.expenses).toBeNull();
    expect(r[5]!.rating.overall).toBeNull();
    expect(r[5]!.rating.returns).not.toBeNull();
    expect(r.slice(0, 5).map((x) => x.rating.expenses)).toEqual([1, 2, 3, 4, 5]);
  });
  it('a peer group smaller than 5 is not rated', () => {
    expect(fundRatings(funds.slice(0, 4), { asOfDay: AS_OF }).map((r) => r.rating.returns)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('a fund with less than 3 years of history or no category is not rated and not counted', () => {
    const short = {
      ...fund(0.001, 0.001, 0.1),
      series: seriesFromReturns(AS_OF - 500, Array(500).fill(0.001)),
    };
    const r = fundRatings([...funds, short, { ...fund(0.001, 0.001, 0.1), category: null }], {
      asOfDay: AS_OF,
    });
    expect(r[5]!.metrics).toBeNull();
    expect(r[5]!.rating.overall).toBeNull();
    expect(r[6]!.rating.overall).toBeNull();
    expect(r.slice(0, 5).map((x) => x.rating.overall)).toEqual([3, 5, 4, 2, 1]);
  });
});
