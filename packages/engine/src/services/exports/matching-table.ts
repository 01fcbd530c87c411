import type { MatchingResult } from '@esgkit/core';
import { translatorFor } from '../../analytics/views/side.ts';
import type { MatchingClaim } from './claims.ts';
import type { Table } from './sections.ts';

/**
 * A match as one table: the proposed funds (weight, SDG fit, volatility, scores, SFDR article, why), then the near
 * misses (why they were left out). Volatility in percent like every other percent column of the exports.
 */
export const matchingTable = (result: MatchingResult, claim: Pick<MatchingClaim, 'locale'>): Table => {
  const t = translatorFor(claim.locale);
  const c = (k: string) => t(`exports.columns.${k}` as 'exports.columns.name');
  const row = (k: 'proposed' | 'nearMiss') => t(`exports.matching.${k}` as 'exports.matching.proposed');
  const pct = (v: number | null) => (v === null ? null : v * 100);
  return {
    header: [
      'matchRow',
      'name',
      'isin',
      'ticker',
      'weightPct',
      'sdgFit',
      'volatilityPct',
      'sustainableScore',
      'environmental',
      'social',
      'governance',
      'sfdrArticle',
      'why',
    ].map(c),
    rows: [
      ...result.funds.map((f) => [
        row('proposed'),
        f.name,
        f.isin ?? null,
        f.ticker ?? null,
        f.weightPct,
        f.fit,
        pct(f.volatility),
        f.sustainabilityScore,
        f.environmentalScore,
        f.socialScore,
        f.governanceScore,
        f.sfdrArticle,
        f.reasons.map((r) => r.text).join('; '),
      ]),
      ...result.nearMisses.map((m) => [
        row('nearMiss'),
        m.name,
        m.isin ?? null,
        m.ticker ?? null,
        null,
        m.fit,
        pct(m.volatility),
        null,
        null,
        null,
        null,
        null,
        m.text,
      ]),
    ],
  };
};
