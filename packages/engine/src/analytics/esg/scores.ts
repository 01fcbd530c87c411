import { DEFAULT_SCORING_WEIGHTS, type EntityScores, SCORE_PILLARS, type ScoringWeights } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
// the columns' own file, not the provider's door: that one also loads the importer (issue 24, start-up)
import { scoreColumns } from '../../provider/snapshot/snapshot-data.ts';
import { snapshotIndex } from '../snapshot-inputs/snapshot-inputs.ts';

// scores.csv (dataset-format.md: pillar scores 0–100 for companies, funds and countries) as columns per entity
// index at a calculation year: each entity's latest row with year ≤ the calculation year. Built once per snapshot and
// year. countries.csv pillar columns win over scores.csv rows for countries (dataset-format.md countries.csv).

export type ScoreColumn = (typeof scoreColumns)[number];

export interface ScoreTable {
  /** per entity index (company index, security index for funds, adapter country index): NaN = no score */
  columns: Readonly<Record<ScoreColumn, Float64Array>>;
  /** the year of the row used, 0 = none */
  year: Int16Array;
}

interface ScoreCache {
  company: Map<number, ScoreTable>;
  fund: Map<number, ScoreTable>;
  country: Map<number, ScoreTable>;
}
const caches = new WeakMap<Snapshot, ScoreCache>();

const build = (snapshot: Snapshot, entity: 'company' | 'fund' | 'country', year: number): ScoreTable => {
  const index = snapshotIndex(snapshot);
  const { data } = snapshot;
  const n =
    entity === 'company'
      ? data.companies.id.length
      : entity === 'fund'
        ? index.securityCount
        : index.countryCodes.length;
  const resolve =
    entity === 'company'
      ? (id: string) => snapshot.companyIndex(id)
      : entity === 'fund'
        ? (id: string) => snapshot.securityIndex(id)
        : (id: string) => index.countryIndexByCode.get(id) ?? -1;
  const t = ['company', 'fund', 'country'].indexOf(entity);
  const chosen = new Int32Array(n).fill(-1);
  const usedYear = new Int16Array(n);
  const s = data.scores;
  for (let r = 0; r < s.entityId.length; r++) {
    if (s.entityType[r] !== t || s.year[r]! > year) continue;
    const e = resolve(s.entityId[r]!);
    if (e < 0) continue;
    if (chosen[e]! < 0 || s.year[r]! > usedYear[e]!) {
      chosen[e] = r;
      usedYear[e] = s.year[r]!;
    }
  }
  const columns = {} as Record<ScoreColumn, Float64Array>;
  for (const c of scoreColumns) {
    const out = new Float64Array(n).fill(Number.NaN);
    const source = s.columns[c];
    for (let e = 0; e < n; e++) if (chosen[e]! >= 0) out[e] = source[chosen[e]!]!;
    columns[c] = out;
  }
  if (entity === 'country') {
    for (const p of ['environmental', 'social', 'governance'] as const) {
      const given = data.countries.numbers[p];
      if (!given) continue;
      for (let k = 0; k < given.length; k++) if (!Number.isNaN(given[k]!)) columns[p][k] = given[k]!;
    }
  }
  return { columns, year: usedYear };
};

/** Pillar scores of every company, fund or country at a calculation year (cached per snapshot and year). */
export const scoreTable = (
  snapshot: Snapshot,
  entity: 'company' | 'fund' | 'country',
  year: number,
): ScoreTable => {
  let cache = caches.get(snapshot);
  if (!cache) {
    cache = { company: new Map(), fund: new Map(), country: new Map() };
    caches.set(snapshot, cache);
  }
  const byYear = cache[entity];
  let table = byYear.get(year);
  if (!table) {
    table = build(snapshot, entity, year);
    byYear.set(year, table);
  }
  return table;
};

const orNull = (x: number | undefined): number | null => (x === undefined || Number.isNaN(x) ? null : x);

/** One entity's six scores, null where scores.csv has none (never 0). */
export const entityScoresAt = (table: ScoreTable, entity: number): EntityScores => ({
  environmental: orNull(table.columns.environmental[entity]),
  social: orNull(table.columns.social[entity]),
  governance: orNull(table.columns.governance[entity]),
  impact: orNull(table.columns.impact[entity]),
  product: orNull(table.columns.product[entity]),
  sustainability: orNull(table.columns.sustainability[entity]),
});

/** True when the weights are today's (nothing saved, or a profile that weighs the five pillars alike). */
export const isDefaultScoring = (weights: ScoringWeights | undefined): boolean =>
  weights === undefined || SCORE_PILLARS.every((p) => weights[p] === DEFAULT_SCORING_WEIGHTS[p]);

/**
 * Σ w_p · x_p / Σ w_p over the pillars with a weight above 0; NaN when one of them has no score (a missing pillar is
 * never 0) or none has a weight.
 */
const weightedPillars = (scores: readonly number[], weights: readonly number[]): number => {
  let num = 0;
  let den = 0;
  for (let i = 0; i < scores.length; i++) {
    const w = weights[i]!;
    if (!(w > 0)) continue;
    if (Number.isNaN(scores[i]!)) return Number.NaN;
    num += w * scores[i]!;
    den += w;
  }
  return den > 0 ? num / den : Number.NaN;
};

/**
 * A company's (or fund's) overall sustainability score (spec doc 2 §3, five pillars). With today's weights:
 * scores.csv `sustainability` when given, else the mean of the five pillars when all five are given. With an
 * advisor's scoring profile (issue 28): the weighted mean of the pillars with a weight, all of them needed; the
 * provider's `sustainability` blend is not used, it is not the profile's (docs/methodology.md "Sustainability score").
 * NaN otherwise.
 */
export const overallScore = (table: ScoreTable, entity: number, weights?: ScoringWeights): number => {
  const c = table.columns;
  const pillars = [c.environmental, c.social, c.governance, c.impact, c.product].map((col) => col[entity]!);
  if (!isDefaultScoring(weights))
    return weightedPillars(
      pillars,
      SCORE_PILLARS.map((p) => weights![p]),
    );
  const given = c.sustainability[entity]!;
  if (!Number.isNaN(given)) return given;
  return pillars.some(Number.isNaN) ? Number.NaN : pillars.reduce((a, b) => a + b, 0) / pillars.length;
};

/**
 * A country's overall score: `sustainability` when given, else the mean of E, S and G when all three are given.
 * With a scoring profile, the weighted mean of E, S and G by the profile's weights (countries have no impact or
 * product pillar, so those weights drop out and the rest count in proportion).
 */
export const countryOverallScore = (table: ScoreTable, country: number, weights?: ScoringWeights): number => {
  const c = table.columns;
  const pillars = [c.environmental[country]!, c.social[country]!, c.governance[country]!];
  if (!isDefaultScoring(weights))
    return weightedPillars(pillars, [weights!.environmental, weights!.social, weights!.governance]);
  const given = c.sustainability[country]!;
  if (!Number.isNaN(given)) return given;
  return pillars.some(Number.isNaN) ? Number.NaN : (pillars[0]! + pillars[1]! + pillars[2]!) / 3;
};
