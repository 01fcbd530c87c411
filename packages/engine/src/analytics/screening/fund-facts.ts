import { dayFromIso, type ScreeningQuery } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { NO_DAY } from '../../provider/snapshot/snapshot-data.ts';

// The fund-fact filters of fund screening that the issue 26 (part 7) added: domicile, provider, AUM, inception,
// fund rating and taxonomy alignment (spec doc 1 §3 fund facts). Missing data is never zero: a fund without an AUM,
// an inception date, a rating or a taxonomy figure passes no bound on it.

/** What the filters read besides funds.csv: the fund rating (1–5, null unrated) and the taxonomy alignment (%). */
export interface FundFactSources {
  ratingOf?: ((securityId: string) => number | null) | undefined;
  taxonomyAlignedPctOf?: ((securityId: string) => number | null) | undefined;
}

/** `lo ≤ x ≤ hi` for the bounds given; a NaN figure meets no bound. */
const within = (x: number, lo: number | undefined, hi: number | undefined): boolean =>
  (lo === undefined || x >= lo) && (hi === undefined || x <= hi);

const nanIfNull = (x: number | null | undefined): number => (x === null || x === undefined ? Number.NaN : x);

/** Whether the query sets one of these filters (the service computes the taxonomy figures only then). */
export const hasFundFactFilter = (query: ScreeningQuery): boolean =>
  query.domiciles.length > 0 ||
  query.providers.length > 0 ||
  query.minAumEur !== undefined ||
  query.maxAumEur !== undefined ||
  query.inceptionFrom !== undefined ||
  query.inceptionTo !== undefined ||
  query.minRating !== undefined ||
  query.minTaxonomyAlignedPct !== undefined;

/** The test a fund row must pass for the query's fund-fact filters. */
export const fundFactFilter = (
  snapshot: Snapshot,
  query: ScreeningQuery,
  sources: FundFactSources,
): ((row: number) => boolean) => {
  if (!hasFundFactFilter(query)) return () => true;
  const { funds, securities } = snapshot.data;
  const domiciles = query.domiciles.length > 0 ? new Set(query.domiciles) : null;
  const providers = query.providers.length > 0 ? new Set(query.providers) : null;
  const from = query.inceptionFrom === undefined ? undefined : dayFromIso(query.inceptionFrom);
  const to = query.inceptionTo === undefined ? undefined : dayFromIso(query.inceptionTo);
  const { minRating, minTaxonomyAlignedPct } = query;
  return (row) => {
    if (domiciles && !domiciles.has(funds.domicile[row] ?? '')) return false;
    if (providers && !providers.has(funds.provider[row] ?? '')) return false;
    if (!within(funds.aumEur[row]!, query.minAumEur, query.maxAumEur)) return false;
    if (from !== undefined || to !== undefined) {
      const day = funds.inceptionDay[row]!;
      if (day === NO_DAY || !within(day, from, to)) return false;
    }
    const id = securities.id[funds.security[row]!]!;
    if (minRating !== undefined && !(nanIfNull(sources.ratingOf?.(id)) >= minRating)) return false;
    if (
      minTaxonomyAlignedPct !== undefined &&
      !(nanIfNull(sources.taxonomyAlignedPctOf?.(id)) >= minTaxonomyAlignedPct)
    )
      return false;
    return true;
  };
};
