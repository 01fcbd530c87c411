// The demo's calibration: sizes, and the factors that make a cap-weighted world fund show a world index's headline
// figures (docs/demo-data.md). Changing a value here changes the files: bump DEMO_GENERATOR_VERSION.
import { hashString } from './random.ts';

export type DemoSize = 'small' | 'full';

/** The demo's calculation date: fixed, so the files (and the snapshot version) never depend on today. */
export const DEMO_AS_OF = '2026-09-30';

/**
 * The industries' scope 1 + 2 intensities times this give a world index's weighted average carbon intensity of
 * ~100–150 t CO2e per € million of revenue (docs/demo-data.md D9); the sectors' scope 3 factors times
 * SCOPE3_CALIBRATION make scope 3 5–10 times scope 1 + 2 over the index (D10), as CDP and PCAF data show.
 */
export const SCOPE12_CALIBRATION = 0.6;
/**
 * Median market cap of a sector's companies relative to the others, so a cap-weighted world fund has a world
 * index's sector weights (docs/demo-data.md D4: IT ~25 %, utilities ~2.5 %, energy ~4 %), not a utility on top.
 */
export const sectorCapScale: Readonly<Record<string, number>> = {
  'Information Technology': 2.2,
  'Communication Services': 1.5,
  'Health Care': 1.1,
  'Consumer Discretionary': 1.1,
  Financials: 1,
  Industrials: 0.9,
  'Consumer Staples': 0.9,
  Energy: 1.1,
  Materials: 0.6,
  Utilities: 0.5,
  'Real Estate': 0.45,
};
export const SCOPE3_CALIBRATION = 1.2;
export const FISCAL_YEARS = [2021, 2022, 2023, 2024, 2025];

export interface Sizes {
  companies: number;
  corporateBonds: number;
  priceYears: number;
  /** funds besides URTH and IAGG */
  funds: number;
  urthHoldings: number;
  iaggCorporates: number;
  maxFundHoldings: number;
  /**
   * Years of NAV history, back from the as-of date, of the funds launched before the price window: a fund's track
   * record is longer than its holdings' prices, and the fund rating measures 3 years (docs/methodology.md part B).
   */
  navYears: number;
  /** Seasoned funds added to URTH's category, so that it is a peer group the fund rating ranks (at least 5). */
  ratingPeers: number;
}
export const sizes: Record<DemoSize, Sizes> = {
  full: {
    companies: 3200,
    corporateBonds: 240,
    priceYears: 10,
    funds: 108,
    urthHoldings: 1400,
    iaggCorporates: 220,
    maxFundHoldings: 3000,
    navYears: 10,
    ratingPeers: 0,
  },
  small: {
    companies: 300,
    corporateBonds: 40,
    priceYears: 2,
    funds: 10,
    urthHoldings: 150,
    iaggCorporates: 30,
    maxFundHoldings: 250,
    navYears: 4,
    ratingPeers: 5,
  },
};

/** Missing-data rate of a field, 5–30 %, fixed per field name. */
export const missingRate = (field: string): number => 0.05 + (hashString(field) % 1000) / 4000;

/** Per-code centres of percentage indicators a reader checks first (docs/demo-data.md); others are spread. */
export const percentCentres: Readonly<Record<string, number>> = {
  PHY_WOMEN_WORKFORCE_SHARE: 38,
  PHY_WOMEN_MANAGEMENT_SHARE: 30,
  PHY_WOMEN_SENIOR_MANAGEMENT_SHARE: 24,
  PHY_WOMEN_EXECUTIVE_COMMITTEE_SHARE: 20,
  PHY_WOMEN_STEM_SHARE: 25,
  PHY_WOMEN_NEW_HIRES_SHARE: 40,
  PHY_BOARD_ATTENDANCE: 92,
  PHY_SAY_ON_PAY_SUPPORT: 88,
  PHY_FREE_FLOAT: 80,
  PHY_STATE_OWNERSHIP: 3,
  PHY_LARGEST_SHAREHOLDER_STAKE: 12,
  PHY_EFFECTIVE_TAX_RATE: 21,
  PHY_EMPLOYEE_TURNOVER: 13,
  PHY_VOLUNTARY_TURNOVER: 8,
  PHY_NEW_HIRE_RATE: 14,
  PHY_BOARD_LONG_TENURE_SHARE: 15,
  PHY_NON_AUDIT_FEES_SHARE: 10,
};

/** Headcounts scale with the workforce; incidents are rare events, mostly none (docs/demo-data.md D12). */
export const headcounts: Readonly<Record<string, [number, number]>> = {
  PHY_NON_EMPLOYEE_WORKERS: [0.05, 0.3],
  PHY_NEW_HIRES: [0.08, 0.2],
};
