import type {
  PerformanceFxTable,
  PerformanceItem,
  PerformancePortfolio,
  PerformanceWarning,
  ValuePath,
} from './types.ts';

/** A missing price is carried forward for at most this many business days (dataset-format.md prices.csv). */
export const MAX_CARRY_FORWARD_BUSINESS_DAYS = 5;

const empty = (warnings: PerformanceWarning[]): ValuePath => ({
  days: new Int32Array(0),
  values: new Float64Array(0),
  warnings,
});

/**
 * The value in EUR of a buy-and-hold portfolio (or benchmark) on its own calendar (metrics.md §0):
 * units_i = amount × weight_i / 100 / priceEur_i(start); value(t) = Σ units_i × priceEur_i(t) + cash, cash at 0 %.
 *
 * - Calendar: the union of the business days of the items' price series. On a calendar day an item without its
 *   own price takes its latest price if that is at most 5 calendar positions old; older, the item has no price,
 *   the portfolio no value that day (the day is left out of the path) and a `stale_price` warning says so.
 * - fx: priceEur = price × eur_per_unit of the same day, carried forward the same way; a currency without an fx
 *   series is used unconverted with an `fx_missing` warning (dataset-format.md fx.csv). EUR needs none.
 * - Start: the first calendar day on or after `investmentDay` on which every item has a price
 *   (`start_moved` when that is not the first calendar day on or after it).
 * - Items with a weight of 0 are ignored. An item with no price at all leaves the path empty (`no_prices`).
 */
export function buildValuePath(
  portfolio: PerformancePortfolio,
  fx: PerformanceFxTable,
  maxCarryForwardDays: number = MAX_CARRY_FORWARD_BUSINESS_DAYS,
): ValuePath {
  const warnings: PerformanceWarning[] = [];
  const active: number[] = [];
  portfolio.items.forEach((item, i) => {
    if (!(item.weightPct > 0)) return;
    const id = item.id === undefined ? {} : { id: item.id };
    if (item.series === null || item.series.days.length === 0)
      warnings.push({ kind: 'no_prices', item: i, ...id });
    else active.push(i);
  });
  if (warnings.length > 0) return empty(warnings);
  const cashEur = (portfolio.investmentAmountEur * portfolio.cashWeightPct) / 100;

  // The calendar: the union of the items' days, through a bitmap over [minDay, maxDay].
  let minDay = Number.POSITIVE_INFINITY;
  let maxDay = Number.NEGATIVE_INFINITY;
  for (const i of active) {
    const days = portfolio.items[i]!.series!.days;
    minDay = Math.min(minDay, days[0]!);
    maxDay = Math.max(maxDay, days[days.length - 1]!);
  }
  if (active.length === 0) {
    // Cash only: flat from the investment day (a one-day path; its returns are all 0).
    return { days: Int32Array.of(portfolio.investmentDay), values: Float64Array.of(cashEur), warnings };
  }
  const seen = new Uint8Array(maxDay - minDay + 1);
  let calendarLength = 0;
  for (const i of active) {
    const days = portfolio.items[i]!.series!.days;
    for (let j = 0; j < days.length; j++) {
      const o = days[j]! - minDay;
      if (seen[o] === 0) {
        seen[o] = 1;
        calendarLength++;
      }
    }
  }
  const calendar = new Int32Array(calendarLength);
  for (let o = 0, k = 0; o < seen.length; o++) if (seen[o] === 1) calendar[k++] = o + minDay;

  // Prices in EUR aligned on the calendar (one row of `pricesEur` per active item), NaN where none is fresh
  // enough; fx aligned once per currency.
  const pricesEur = new Float64Array(active.length * calendarLength);
  const fxAligned = new Map<string, Float64Array | null>();
  active.forEach((i, a) => {
    const item = portfolio.items[i]!;
    const row = pricesEur.subarray(a * calendarLength, (a + 1) * calendarLength);
    alignPrices(row, calendar, item.series!.days, item.series!.values, maxCarryForwardDays);
    if (item.currency === 'EUR') return;
    let rates = fxAligned.get(item.currency);
    if (rates === undefined) {
      const fxSeries = fx.get(item.currency);
      rates =
        fxSeries === undefined
          ? null
          : alignFx(calendar, fxSeries.days, fxSeries.eurPerUnit, maxCarryForwardDays);
      fxAligned.set(item.currency, rates);
    }
    if (rates === null) {
      warnings.push({
        kind: 'fx_missing',
        item: i,
        currency: item.currency,
        ...(item.id === undefined ? {} : { id: item.id }),
      });
    } else {
      for (let k = 0; k < calendarLength; k++) row[k] = row[k]! * rates[k]!;
    }
  });

  // The start: the first calendar day on or after the investment day where every item has a price.
  let start = -1;
  let firstOnOrAfter = -1;
  for (let k = 0; k < calendarLength; k++) {
    if (calendar[k]! < portfolio.investmentDay) continue;
    if (firstOnOrAfter < 0) firstOnOrAfter = k;
    let all = true;
    for (let a = 0; a < active.length; a++) {
      if (Number.isNaN(pricesEur[a * calendarLength + k])) {
        all = false;
        break;
      }
    }
    if (all) {
      start = k;
      break;
    }
  }
  if (start < 0) {
    warnings.push({ kind: 'no_common_start', requestedDay: portfolio.investmentDay });
    return empty(warnings);
  }
  if (start !== firstOnOrAfter) {
    warnings.push({ kind: 'start_moved', requestedDay: portfolio.investmentDay, day: calendar[start]! });
  }

  const units = new Float64Array(active.length);
  for (let a = 0; a < active.length; a++) {
    const weightPct = portfolio.items[active[a]!]!.weightPct;
    units[a] = (portfolio.investmentAmountEur * weightPct) / 100 / pricesEur[a * calendarLength + start]!;
  }
  const staleDays = new Int32Array(active.length);
  const staleFirst = new Int32Array(active.length);
  const outDays = new Int32Array(calendarLength - start);
  const outValues = new Float64Array(calendarLength - start);
  let n = 0;
  for (let k = start; k < calendarLength; k++) {
    let value = cashEur;
    for (let a = 0; a < active.length; a++) {
      const price = pricesEur[a * calendarLength + k]!;
      if (Number.isNaN(price)) {
        if (staleDays[a] === 0) staleFirst[a] = calendar[k]!;
        staleDays[a]!++;
      }
      value += units[a]! * price;
    }
    if (!Number.isNaN(value)) {
      outDays[n] = calendar[k]!;
      outValues[n] = value;
      n++;
    }
  }
  for (let a = 0; a < active.length; a++) {
    if (staleDays[a]! > 0) {
      const item = portfolio.items[active[a]!]!;
      warnings.push({
        kind: 'stale_price',
        item: active[a]!,
        days: staleDays[a]!,
        firstDay: staleFirst[a]!,
        ...(item.id === undefined ? {} : { id: item.id }),
      });
    }
  }
  return { days: outDays.slice(0, n), values: outValues.slice(0, n), warnings };
}

/** Prices on the calendar (whose days include every day of `days`), carried forward ≤ `maxAge` positions. */
function alignPrices(
  out: Float64Array,
  calendar: Int32Array,
  days: Int32Array,
  values: Float64Array,
  maxAge: number,
): void {
  let j = 0;
  let lastK = -1;
  let last = Number.NaN;
  for (let k = 0; k < calendar.length; k++) {
    if (j < days.length && days[j] === calendar[k]) {
      last = values[j]!;
      lastK = k;
      j++;
    }
    out[k] = lastK >= 0 && k - lastK <= maxAge ? last : Number.NaN;
  }
}

/**
 * eur_per_unit on the calendar, carried forward ≤ `maxAge` calendar positions, NaN beyond. An fx day between two
 * calendar days counts as observed on the later one minus one position (rank = calendar days on or before it).
 */
function alignFx(
  calendar: Int32Array,
  days: Int32Array,
  eurPerUnit: Float64Array,
  maxAge: number,
): Float64Array {
  const out = new Float64Array(calendar.length);
  let j = 0;
  let lastRank = -1;
  let last = Number.NaN;
  for (let k = 0; k < calendar.length; k++) {
    const day = calendar[k]!;
    while (j < days.length && days[j]! <= day) {
      last = eurPerUnit[j]!;
      // Before the calendar's first day, a rate counts as fresh only within a week (7 calendar days).
      lastRank = days[j] === day ? k + 1 : k > 0 || day - days[j]! <= 7 ? k : -maxAge - 2;
      j++;
    }
    const age = k + 1 - lastRank;
    out[k] = j > 0 && age <= maxAge && last > 0 ? last : Number.NaN;
  }
  return out;
}

/**
 * How much one item has grown since it was bought (docs/methodology.md "Holdings: current value"): the one-item value
 * path under the rules above (its own start on or after `investmentDay`, fx, carry-forward), valued on its latest
 * day on or before `asOfDay`, over its value at the start. An item's current value is its amount × this growth
 * (= units × the latest price in EUR). NaN when the item has no price from the investment day to `asOfDay`.
 */
export function itemGrowth(
  item: PerformanceItem,
  investmentDay: number,
  asOfDay: number,
  fx: PerformanceFxTable,
): number {
  if (item.series === null) return Number.NaN;
  const path = buildValuePath(
    { items: [{ ...item, weightPct: 100 }], cashWeightPct: 0, investmentDay, investmentAmountEur: 1 },
    fx,
  );
  let k = path.days.length - 1;
  while (k >= 0 && path.days[k]! > asOfDay) k--;
  return k >= 0 ? path.values[k]! / path.values[0]! : Number.NaN;
}
