import { indicatorByCode } from '@esgkit/core';

// One rule for a company's PHY_ value, read by the impact view (its sums and columns) and the chat's figures.

/** The company_facts.csv column a PHY_ code falls back to when indicators.csv lacks it (the catalogue's). */
export const phyFallbackColumn = (code: string): { column: string; isInverted: boolean } | undefined =>
  indicatorByCode(code)?.datasetColumn;

/**
 * A company's PHY_ value: indicators.csv, else the catalogue's company_facts.csv column, inverted (1 − y) for a flag
 * column stating the opposite (e.g. `no_water_management_policy`). NaN when neither has it, never 0.
 */
export const phyValue = (fromIndicators: number, fromFacts: number, invert: boolean): number => {
  if (!Number.isNaN(fromIndicators)) return fromIndicators;
  return invert && !Number.isNaN(fromFacts) ? 1 - fromFacts : fromFacts;
};
