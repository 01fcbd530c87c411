import type { ExclusionBand, MatchingQuery } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { isAcceptedByBand } from '../controversy/bands.ts';
import { fundInvolvementPct, involvementTable } from '../controversy/involvement.ts';
import { overallScore, scoreTable } from '../esg/scores.ts';
import { addYearsDay } from '../performance/calendar.ts';
import { riskMeasures } from '../performance/risk.ts';
import { snapshotIndex } from '../snapshot-inputs/snapshot-inputs.ts';
import type { FundCompanies } from '../views/fund-look-through.ts';
import { isEmbargoedFund } from '../views/side.ts';

// What matching knows of each fund before it optimises (docs/methodology.md §D.8): its SDG scores, volatility,
// scores, SFDR article, and whether the hard filters (exclusions, minimum SFDR article) let it in.

/** Fewest daily returns a volatility is measured on (about three months). */
export const MIN_VOLATILITY_OBSERVATIONS = 60;
/** The volatility window, years (metrics.md §4 "3y"). */
export const VOLATILITY_YEARS = 3;

/** A fund's SDG score per goal: null when none of its companies has sdg.csv rows (never 0 for "no data"). */
export const fundSdgFit = (
  snapshot: Snapshot,
  held: FundCompanies,
  goals: readonly number[],
): (number | null)[] => {
  const { sdg } = snapshot.data;
  const num = new Float64Array(goals.length);
  let covered = 0;
  for (let i = 0; i < held.company.length; i++) {
    const c = held.company[i]!;
    const from = sdg.offsets[c]!;
    const to = sdg.offsets[c + 1]!;
    if (to <= from) continue;
    const w = held.weightPct[i]!;
    covered += w;
    for (let r = from; r < to; r++) {
      const g = goals.indexOf(sdg.sdg[r]!);
      if (g >= 0) num[g]! += w * sdg.score[r]!;
    }
  }
  return goals.map((_, g) => (covered > 0 ? num[g]! / covered : null));
};

/** Annualised volatility (a fraction) over the last 3 years of the fund's prices, null with too few returns. */
export const fundVolatility = (snapshot: Snapshot, security: number, day: number): number | null => {
  const prices = snapshot.prices(security);
  let end = prices.day.length;
  while (end > 0 && prices.day[end - 1]! > day) end--;
  if (end < MIN_VOLATILITY_OBSERVATIONS + 1) return null;
  const series = { days: prices.day.subarray(0, end), values: prices.value.subarray(0, end) };
  const from = Math.max(addYearsDay(day, -VOLATILITY_YEARS), series.days[0]!);
  let start = 0;
  while (start < end && series.days[start]! < from) start++;
  if (end - 1 - start < MIN_VOLATILITY_OBSERVATIONS) return null;
  const risk = riskMeasures(series, null, { windows: [{ window: 'custom', fromDay: from, toDay: day }] });
  return risk.windows[0]?.portfolio.standardDeviation.value ?? null;
};

const nullIfNaN = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);

/** The fund's overall score, or the look-through mean of its companies' when the fund has no row. */
const sustainabilityOf = (
  snapshot: Snapshot,
  security: number,
  held: FundCompanies | undefined,
  year: number,
): number | null => {
  const own = overallScore(scoreTable(snapshot, 'fund', year), security);
  if (!Number.isNaN(own)) return own;
  if (!held) return null;
  const companies = scoreTable(snapshot, 'company', year);
  let num = 0;
  let den = 0;
  for (let i = 0; i < held.company.length; i++) {
    const x = overallScore(companies, held.company[i]!);
    if (Number.isNaN(x)) continue;
    num += x * held.weightPct[i]!;
    den += held.weightPct[i]!;
  }
  return den > 0 ? num / den : null;
};

/** Why a fund cannot enter the portfolio at all (a hard filter or missing data), or null. */
export type Blocker =
  | { kind: 'excluded'; type: string; sharePct: number }
  | { kind: 'sfdrBelowMinimum'; article: number; minimum: number }
  | { kind: 'sfdrUnknown'; minimum: number }
  | { kind: 'noSdgData' }
  | { kind: 'noVolatility' };

export interface FundFacts {
  security: number;
  /** the fund's score on each chosen SDG (query order), null without SDG data */
  scores: (number | null)[];
  /** mean of `scores`, the objective's fit; null without SDG data */
  fit: number | null;
  volatility: number | null;
  sustainability: number | null;
  environmental: number | null;
  social: number | null;
  governance: number | null;
  sfdrArticle: 6 | 8 | 9 | null;
  blocker: Blocker | null;
}

/** The first exclusion (in the query's key order) the fund's look-through involvement breaks, or null. */
const exclusionBroken = (
  snapshot: Snapshot,
  held: FundCompanies | undefined,
  exclusions: Readonly<Record<string, ExclusionBand>>,
): Blocker | null => {
  if (!held) return null;
  const involvement = involvementTable(snapshot);
  for (const [key, band] of Object.entries(exclusions)) {
    const type = key.slice('involvement_'.length);
    const share = involvement.byType.get(type)?.revenueSharePct;
    const pct = share ? fundInvolvementPct(held, share) : Number.NaN;
    if (!isAcceptedByBand(pct, band)) return { kind: 'excluded', type, sharePct: pct };
  }
  return null;
};

/** The facts of every fund matching may consider (embargoed funds withhold their holdings: left out). */
export const fundFacts = (
  snapshot: Snapshot,
  query: MatchingQuery,
  held: ReadonlyMap<number, FundCompanies>,
  day: number,
  year: number,
): FundFacts[] => {
  const index = snapshotIndex(snapshot);
  const { funds } = snapshot.data;
  const table = scoreTable(snapshot, 'fund', year);
  const out: FundFacts[] = [];
  for (let row = 0; row < funds.security.length; row++) {
    const s = funds.security[row]!;
    if (isEmbargoedFund(snapshot, index, s)) continue;
    const companies = held.get(s);
    const scores = companies ? fundSdgFit(snapshot, companies, query.sdgs) : query.sdgs.map(() => null);
    const fit = scores.some((x) => x === null)
      ? null
      : (scores as number[]).reduce((a, x) => a + x, 0) / scores.length;
    const volatility = fundVolatility(snapshot, s, day);
    const article = nullIfNaN(funds.sfdrArticle[row]) as 6 | 8 | 9 | null;
    const min = query.minSfdrArticle;
    const blocker: Blocker | null =
      exclusionBroken(snapshot, companies, query.exclusions ?? {}) ??
      (min === undefined
        ? null
        : article === null
          ? { kind: 'sfdrUnknown', minimum: min }
          : article < min
            ? { kind: 'sfdrBelowMinimum', article, minimum: min }
            : null) ??
      (fit === null ? { kind: 'noSdgData' } : volatility === null ? { kind: 'noVolatility' } : null);
    out.push({
      security: s,
      scores,
      fit,
      volatility,
      sustainability: sustainabilityOf(snapshot, s, companies, year),
      environmental: nullIfNaN(table.columns.environmental[s]),
      social: nullIfNaN(table.columns.social[s]),
      governance: nullIfNaN(table.columns.governance[s]),
      sfdrArticle: article,
      blocker,
    });
  }
  return out;
};
