// The narrow inputs of the performance measures. The snapshot adapter fills them from the snapshot's columns
// (prices and fx are stored per security / currency as day numbers plus values, see provider/snapshot).

/**
 * A value series: a total-return index, a NAV, or a computed portfolio value path. `days` are day numbers (whole
 * days since 1970-01-01, UTC), strictly ascending; `values` are > 0 and finite, one per day. Missing days are
 * simply absent (never NaN, never 0).
 */
export interface PerformanceSeries {
  days: Int32Array;
  values: Float64Array;
}

/** An fx series of one currency: EUR per unit of the currency (dataset-format.md fx.csv `eur_per_unit`). */
export interface PerformanceFxSeries {
  days: Int32Array;
  eurPerUnit: Float64Array;
}

/** One line of a portfolio or a benchmark. */
export interface PerformanceItem {
  /** The security's prices in its own currency; null when the dataset has no price for it. */
  series: PerformanceSeries | null;
  /** Weight at the first-investment day, percent of the invested amount. */
  weightPct: number;
  /** ISO 4217 currency of `series`. */
  currency: string;
  /** An id for warnings (security id); optional. */
  id?: string;
}

/** A buy-and-hold portfolio or benchmark (metrics.md §0). */
export interface PerformancePortfolio {
  items: PerformanceItem[];
  /** Cash weight, percent; cash earns 0 %. */
  cashWeightPct: number;
  /** First-investment day (day number). */
  investmentDay: number;
  investmentAmountEur: number;
}

/** fx series by currency code; EUR needs none. */
export type PerformanceFxTable = ReadonlyMap<string, PerformanceFxSeries>;

/**
 * The risk-free rate (metrics.md §5, dataset-format.md rates.csv): a constant annual percentage (default 0), or
 * a series of annual percentages carried forward from each date to the next.
 */
export type RiskFreeRate =
  /** `source`: the request asked for it, or the engine's setting (the default when absent). */
  | { kind: 'constant'; annualPct: number; source?: 'request' | 'setting' }
  | { kind: 'series'; days: Int32Array; annualPct: Float64Array };

/** Something the value path could not do as asked; the report shows each one. */
export type PerformanceWarning =
  /** The item has no price at all: the path cannot be valued. */
  | { kind: 'no_prices'; item: number; id?: string }
  /** The currency has no fx series: the item's prices are used unconverted (dataset-format.md fx.csv). */
  | { kind: 'fx_missing'; item: number; id?: string; currency: string }
  /** Not every item had a price on the first-investment day: the path starts on `day` instead. */
  | { kind: 'start_moved'; requestedDay: number; day: number }
  /** No day from the first-investment day on has a price for every item: no path. */
  | { kind: 'no_common_start'; requestedDay: number }
  /**
   * The item's price (or its fx rate) was older than 5 business days on `days` days of the calendar, from
   * `firstDay`: the portfolio has no value on those days (dataset-format.md prices.csv).
   */
  | { kind: 'stale_price'; item: number; id?: string; days: number; firstDay: number };

/** A portfolio's value path in EUR on its own calendar, with what went wrong. */
export interface ValuePath extends PerformanceSeries {
  warnings: PerformanceWarning[];
}
