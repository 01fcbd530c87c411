import type { Locale, MatchingQuery, MatchingResult } from '@esgkit/core';
import { matchFunds } from '../analytics/matching/index.ts';
import { createResultCache } from './calculations/result-cache.ts';
import { fundTaxonomyAlignment, requireSnapshot, type SnapshotSource } from './securities.ts';

/** The query's fields in one order, so the same questionnaire is the same key however its JSON was written. */
const keyOf = (query: MatchingQuery): string =>
  JSON.stringify([
    query.sdgs,
    query.riskLevel,
    [
      query.goals.purpose,
      query.goals.horizonYears,
      query.goals.initialAmountEur,
      query.goals.monthlyAmountEur,
    ],
    Object.entries(query.exclusions ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    query.minSfdrArticle ?? null,
    [
      query.sustainabilityPreferences?.minTaxonomyAlignedPct ?? null,
      query.sustainabilityPreferences?.minSustainableInvestmentPct ?? null,
      query.sustainabilityPreferences?.considersPai ?? null,
    ],
  ]);

/**
 * Matching over the served snapshot (engine analytics/matching, docs/methodology.md §D.8). The answer depends only on
 * the snapshot, the query and the language, so it is kept per (snapshot version, locale, query) in the calculations'
 * LRU cache kind `answer` (an entry is never stale, only evicted). The fund-level taxonomy source is screening's, so a
 * fund shows the same alignment in both.
 */
export const createMatchingService = (source: SnapshotSource) => {
  const cache = createResultCache();
  return {
    run(query: MatchingQuery, locale: Locale): MatchingResult {
      const snapshot = requireSnapshot(source);
      return cache.remember('answer', `${snapshot.version}|${locale}|${keyOf(query)}`, () =>
        matchFunds(snapshot, query, {
          locale,
          sources: { taxonomyAlignedPctOf: fundTaxonomyAlignment(snapshot) },
        }),
      );
    },
  };
};

export type MatchingService = ReturnType<typeof createMatchingService>;
