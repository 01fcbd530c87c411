/**
 * What a lookup is computed with when the user gives no first-investment day or amount: the web form, the CLI
 * (`esgkit lookup` without `--since` or `--amount`) and the API's `lookups.defaults` all read these, so that one
 * portfolio gives the same figures everywhere (issue 21, defect 6). The spec sets neither default: docs/decisions.md.
 */

/** The amount invested when none is given, in EUR. */
export const DEFAULT_INVESTMENT_AMOUNT_EUR = 100_000;

/** What the default first-investment day depends on: the served dataset's as-of date and first price day. */
export interface PriceHistory {
  /** The dataset's as-of date (yyyy-mm-dd); null when unknown. */
  asOf: string | null;
  /** The dataset's first price day (yyyy-mm-dd); null when it has no prices. */
  firstPriceDay: string | null;
}

/**
 * The first-investment day when none is given: 1 January of the year before the dataset's as-of date (or today, if
 * earlier), so that the year-to-date, the 1-year and the last calendar year's figures exist; but never before the
 * dataset's first price day, since a day outside the price history is refused (issue 20).
 *
 * @example defaultInvestmentDay({ asOf: '2026-09-30', firstPriceDay: '2024-09-30' }, '2026-11-26') // '2025-01-01'
 */
export const defaultInvestmentDay = (history: PriceHistory, today: string): string => {
  const last = history.asOf !== null && history.asOf < today ? history.asOf : today;
  const day = `${String(Number(last.slice(0, 4)) - 1).padStart(4, '0')}-01-01`;
  return history.firstPriceDay !== null && history.firstPriceDay > day ? history.firstPriceDay : day;
};
