import type { FilterOption, ScreeningQuery } from '@esgkit/core';

// Company screening's filter rules (spec doc 1 §5): "At least one region must be picked before the related filter
// is enabled" — the related filters are sectors and industries (doc 1 §3: regions → industries and sectors).

/** Whether the sector and industry filters can be used: only once a region is picked. */
export const relatedFiltersEnabled = (regions: readonly string[]): boolean => regions.length > 0;

/** The industries offered: those of the picked sectors (an industry's `parent` is its sector), else all. */
export const industriesFor = (
  industries: readonly FilterOption[],
  sectors: readonly string[],
): FilterOption[] =>
  sectors.length === 0
    ? [...industries]
    : industries.filter((i) => i.parent !== undefined && i.parent !== null && sectors.includes(i.parent));

/**
 * The query after a change of regions or sectors: without a region the related filters are cleared (a disabled
 * filter must not keep filtering), and industries outside the picked sectors are dropped.
 */
export const withRegionRule = (
  query: ScreeningQuery,
  industries: readonly FilterOption[],
): ScreeningQuery => {
  if (!relatedFiltersEnabled(query.regions)) return { ...query, sectors: [], industries: [] };
  const offered = new Set(industriesFor(industries, query.sectors).map((i) => i.value));
  return { ...query, industries: query.industries.filter((i) => offered.has(i)) };
};
