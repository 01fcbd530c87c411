import type { ExclusionBand, TrafficLight } from '@esgkit/core';

// The bands of spec doc 1 §5 and §9, doc 2 §9. Shares are percentages as the dataset gives them
// (involvement.csv `revenue_share_pct`, `ownership_pct`).

/** Revenue shares from this value up are "involved" (doc 1 §9: yellow 0.01 to 5 %). */
export const TRAFFIC_YELLOW_FROM_PCT = 0.01;
/** Revenue shares above this value are red (doc 1 §9: red above 5 %). */
export const TRAFFIC_RED_ABOVE_PCT = 5;
/** Ownership by an involved company from 20 to 49.99 % is minor involvement (doc 2 §9). */
export const OWNERSHIP_MINOR_FROM_PCT = 20;
/** From 50 % the company is controlled by an involved company: red, like the involved company (docs/decisions.md). */
export const OWNERSHIP_CONTROL_FROM_PCT = 50;

const worst = (a: TrafficLight | null, b: TrafficLight | null): TrafficLight | null => {
  const rank = { green: 0, yellow: 1, red: 2 } as const;
  if (a === null) return b;
  if (b === null) return a;
  return rank[a] >= rank[b] ? a : b;
};

/**
 * Traffic light of one involvement: green 0 %, yellow 0.01–5 %, red above 5 % of revenue (doc 1 §9); minor
 * (yellow) for 20–49.99 % ownership by an involved company (doc 2 §9), red from 50 %. A share below 0.01 % shows as
 * 0.00 % and is green. Both figures missing: null (no data), never green.
 * @example trafficLight(5) // 'yellow'; trafficLight(5.01) // 'red'; trafficLight(Number.NaN, 35) // 'yellow'
 */
export const trafficLight = (
  revenueSharePct: number | null,
  ownershipPct: number | null = null,
): TrafficLight | null => {
  const r = revenueSharePct ?? Number.NaN;
  const o = ownershipPct ?? Number.NaN;
  const byRevenue: TrafficLight | null = Number.isNaN(r)
    ? null
    : r > TRAFFIC_RED_ABOVE_PCT
      ? 'red'
      : r >= TRAFFIC_YELLOW_FROM_PCT
        ? 'yellow'
        : 'green';
  const byOwnership: TrafficLight | null = Number.isNaN(o)
    ? null
    : o >= OWNERSHIP_CONTROL_FROM_PCT
      ? 'red'
      : o >= OWNERSHIP_MINOR_FROM_PCT
        ? 'yellow'
        : 'green';
  return worst(byRevenue, byOwnership);
};

/** The upper bound of each company exclusion option (doc 1 §5: None 0–5 %, Minor 5.1–10 %, Serious 10.1–20 %). */
export const EXCLUSION_BAND_MAX_PCT: Readonly<Record<ExclusionBand, number>> = {
  none: 5,
  minor: 10,
  serious: 20,
};
const bandOrder: readonly ExclusionBand[] = ['none', 'minor', 'serious'];

/**
 * The exclusion band of an involvement share: none ≤ 5 %, minor ≤ 10 %, serious ≤ 20 %; null above 20 % (beyond
 * every option). The spec's gaps (5–5.1, 10–10.1) belong to the higher band: 5.05 % is minor.
 * @example exclusionBand(5) // 'none'; exclusionBand(5.1) // 'minor'; exclusionBand(20.5) // null
 */
export const exclusionBand = (pct: number): ExclusionBand | null => {
  for (const band of bandOrder) if (pct <= EXCLUSION_BAND_MAX_PCT[band]) return band;
  return null;
};

/**
 * Whether a screening that accepts involvement up to `accepted` keeps a company with this share. No involvement row
 * (share NaN) passes: involvement.csv lists the involved companies only (dataset-format.md).
 */
export const isAcceptedByBand = (pct: number, accepted: ExclusionBand): boolean =>
  Number.isNaN(pct) || pct <= EXCLUSION_BAND_MAX_PCT[accepted];
