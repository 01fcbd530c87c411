import type { FundRating, Rating } from '@esgkit/core';
import { addMonthsDay, addYearsDay, indexAtOrBefore } from './calendar.ts';
import { annualiseReturn } from './returns.ts';
import { isFlatDeviation, PERIODS_PER_YEAR } from './risk-statistics.ts';
import type { PerformanceSeries } from './types.ts';

/** One fund to rate: its NAV series, its peer groups and its total expense ratio (dataset-format.md funds.csv). */
export interface FundRatingInput {
  /** NAV or total-return index in the fund's currency (performance does not look through, metrics.md §0). */
  series: PerformanceSeries;
  category: string | null;
  globalCategory: string | null;
  terPct: number | null;
}

export interface FundRatingSettings {
  /** The rating date (day number); the measurement period ends here. */
  asOfDay: number;
  /** Length of the measurement period in years; default 3. */
  years?: number;
  /** Fewest rateable funds a peer group needs; below it nobody in the group is rated. Default 5. */
  minPeerGroupSize?: number;
  /** A fund whose last NAV is more than this many calendar days before asOf is not rated; default 7. */
  maxStaleCalendarDays?: number;
}

/** Pillar weights of the overall score (docs/methodology.md, part B). */
export const FUND_RATING_WEIGHTS = { returns: 0.4, risk: 0.3, persistence: 0.15, expenses: 0.15 } as const;

/** The measured inputs of one fund's rating; null when the fund cannot be measured. */
export interface FundRatingMetrics {
  /** Annualised return over the period, (1 + R)^(365.25 / days) − 1. */
  annualisedReturn: number;
  /** Annualised sample standard deviation of daily returns over the period. */
  standardDeviation: number;
  /** Returns of the consecutive 3-month sub-periods, oldest first (4 per year). */
  quarterReturns: Float64Array;
  terPct: number | null;
}

export interface FundRatingResult {
  rating: FundRating;
  globalCategoryRating: Rating;
  metrics: FundRatingMetrics | null;
}

/** Measures one fund; null when its history does not cover the whole period or it has no recent NAV. */
export function fundRatingMetrics(
  fund: FundRatingInput,
  asOfDay: number,
  years: number,
  maxStaleCalendarDays: number,
): FundRatingMetrics | null {
  const { days, values } = fund.series;
  const end = indexAtOrBefore(days, asOfDay);
  if (end < 0 || asOfDay - days[end]! > maxStaleCalendarDays) return null;
  const base = indexAtOrBefore(days, addYearsDay(asOfDay, -years), end + 1);
  if (base < 0 || end - base < 2) return null;
  const annualisedReturn = annualiseReturn(values[end]! / values[base]! - 1, days[end]! - days[base]!);
  let sum = 0;
  for (let k = base + 1; k <= end; k++) sum += values[k]! / values[k - 1]! - 1;
  const n = end - base;
  const mean = sum / n;
  let ss = 0;
  for (let k = base + 1; k <= end; k++) {
    const d = values[k]! / values[k - 1]! - 1 - mean;
    ss += d * d;
  }
  const sd = Math.sqrt(ss / (n - 1));
  const quarters = years * 4;
  const quarterReturns = new Float64Array(quarters);
  for (let q = 0; q < quarters; q++) {
    const from = indexAtOrBefore(days, addMonthsDay(asOfDay, -3 * (quarters - q)), end + 1);
    const to = indexAtOrBefore(days, addMonthsDay(asOfDay, -3 * (quarters - q - 1)), end + 1);
    quarterReturns[q] = values[to]! / values[from]! - 1;
  }
  return {
    annualisedReturn,
    standardDeviation: (isFlatDeviation(sd, mean) ? 0 : sd) * Math.sqrt(PERIODS_PER_YEAR),
    quarterReturns,
    terPct: fund.terPct !== null && Number.isFinite(fund.terPct) ? fund.terPct : null,
  };
}

/**
 * Rank percentile from the top, ties sharing their average rank: q = (rank − 0.5) / N, best near 0.
 * `scores` higher = better; NaN entries are left out (q NaN). Returns twice the average rank (an integer) to keep
 * the star thresholds exact; N is the count of finite scores.
 */
function doubledRanks(scores: Float64Array): { doubledRank: Float64Array; n: number } {
  const idx: number[] = [];
  for (let i = 0; i < scores.length; i++) if (!Number.isNaN(scores[i])) idx.push(i);
  idx.sort((a, b) => scores[b]! - scores[a]!);
  const doubledRank = new Float64Array(scores.length).fill(Number.NaN);
  for (let start = 0; start < idx.length; ) {
    let stop = start + 1;
    while (stop < idx.length && scores[idx[stop]!] === scores[idx[start]!]) stop++;
    // ranks start+1 … stop share the average (start + 1 + stop) / 2; doubled: start + 1 + stop.
    for (let t = start; t < stop; t++) doubledRank[idx[t]!] = start + 1 + stop;
    start = stop;
  }
  return { doubledRank, n: idx.length };
}

/**
 * Stars from the rank percentile q = (rank − 0.5) / N (the Morningstar-style bell: top 10 % five stars, next
 * 22.5 % four, middle 35 % three, next 22.5 % two, bottom 10 % one), symmetric in q and 1 − q:
 * q ≤ 0.10 → 5, q ≤ 0.325 → 4, q < 0.675 → 3, q < 0.90 → 2, else 1. Computed on 2·rank to stay exact.
 */
export function starsFromRank(rank: number, peerCount: number): 1 | 2 | 3 | 4 | 5 {
  const twiceQN = 2 * rank - 1; // 2·(rank − 0.5) = 2·q·N
  if (10 * twiceQN <= 2 * peerCount) return 5;
  if (40 * twiceQN <= 26 * peerCount) return 4;
  if (40 * twiceQN < 54 * peerCount) return 3;
  if (10 * twiceQN < 18 * peerCount) return 2;
  return 1;
}

/** Stars of each finite score within the group (higher better); null where the score is NaN or the group is small. */
function starsOf(scores: Float64Array, minPeers: number): (1 | 2 | 3 | 4 | 5 | null)[] {
  const { doubledRank, n } = doubledRanks(scores);
  return Array.from(doubledRank, (d) => (Number.isNaN(d) || n < minPeers ? null : starsFromRank(d / 2, n)));
}

/** 1 − q for each fund (higher better), NaN where unranked. */
function percentileScores(scores: Float64Array): Float64Array {
  const { doubledRank, n } = doubledRanks(scores);
  return doubledRank.map((d) => (Number.isNaN(d) ? Number.NaN : 1 - (d / 2 - 0.5) / n));
}

interface GroupRating {
  rating: FundRating;
  overallScore: number;
}

/** Pillars and overall of the funds of one peer group (indices into `metrics`). */
function rateGroup(
  members: number[],
  metrics: (FundRatingMetrics | null)[],
  minPeers: number,
): GroupRating[] {
  const m = members.length;
  const returns = new Float64Array(m);
  const risk = new Float64Array(m);
  const expenses = new Float64Array(m);
  const persistence = new Float64Array(m);
  members.forEach((f, i) => {
    const x = metrics[f]!;
    returns[i] = x.annualisedReturn;
    risk[i] = -x.standardDeviation;
    expenses[i] = x.terPct === null ? Number.NaN : -x.terPct;
  });
  // Persistence: the share of quarters in which the fund's return ranks in the top half of the group
  // (q < 0.5 counts 1, exactly the median 0.5, below 0).
  const quarters = m === 0 ? 0 : metrics[members[0]!]!.quarterReturns.length;
  const quarter = new Float64Array(m);
  for (let q = 0; q < quarters; q++) {
    members.forEach((f, i) => {
      quarter[i] = metrics[f]!.quarterReturns[q]!;
    });
    const { doubledRank } = doubledRanks(quarter);
    for (let i = 0; i < m; i++) {
      const twiceQN = doubledRank[i]! - 1;
      persistence[i]! += twiceQN < m ? 1 : twiceQN === m ? 0.5 : 0;
    }
  }
  if (quarters > 0) for (let i = 0; i < m; i++) persistence[i] = persistence[i]! / quarters;
  const pillarStars = {
    returns: starsOf(returns, minPeers),
    risk: starsOf(risk, minPeers),
    persistence: starsOf(persistence, minPeers),
    expenses: starsOf(expenses, minPeers),
  };
  const p = {
    returns: percentileScores(returns),
    risk: percentileScores(risk),
    persistence: percentileScores(persistence),
    expenses: percentileScores(expenses),
  };
  const w = FUND_RATING_WEIGHTS;
  const overallScore = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    overallScore[i] =
      w.returns * p.returns[i]! +
      w.risk * p.risk[i]! +
      w.persistence * p.persistence[i]! +
      w.expenses * p.expenses[i]!;
  }
  const overall = starsOf(overallScore, minPeers);
  return members.map((_, i) => ({
    rating: {
      overall: overall[i] ?? null,
      returns: pillarStars.returns[i] ?? null,
      risk: pillarStars.risk[i] ?? null,
      persistence: pillarStars.persistence[i] ?? null,
      expenses: pillarStars.expenses[i] ?? null,
    },
    overallScore: overallScore[i]!,
  }));
}

function groupsBy(keys: (string | null)[], metrics: (FundRatingMetrics | null)[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  keys.forEach((key, i) => {
    if (key === null || metrics[i] === null) return;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [i]);
    else g.push(i);
  });
  return groups;
}

const unrated: FundRating = { overall: null, returns: null, risk: null, persistence: null, expenses: null };

/**
 * The fund rating (spec doc 2 §3: returns, risk, persistence, expenses) within the peer group = the fund's
 * category, and the global category rating = the same overall rating with the global category as peer group.
 * Definitions in docs/methodology.md, part B. Results are in input order.
 */
export function fundRatings(funds: FundRatingInput[], settings: FundRatingSettings): FundRatingResult[] {
  const years = settings.years ?? 3;
  const minPeers = settings.minPeerGroupSize ?? 5;
  const stale = settings.maxStaleCalendarDays ?? 7;
  const metrics = funds.map((f) => fundRatingMetrics(f, settings.asOfDay, years, stale));
  const results: FundRatingResult[] = funds.map((_, i) => ({
    rating: unrated,
    globalCategoryRating: null,
    metrics: metrics[i] ?? null,
  }));
  for (const members of groupsBy(
    funds.map((f) => f.category),
    metrics,
  ).values()) {
    rateGroup(members, metrics, minPeers).forEach((g, i) => {
      results[members[i]!]!.rating = g.rating;
    });
  }
  for (const members of groupsBy(
    funds.map((f) => f.globalCategory),
    metrics,
  ).values()) {
    rateGroup(members, metrics, minPeers).forEach((g, i) => {
      results[members[i]!]!.globalCategoryRating = g.rating.overall;
    });
  }
  return results;
}
