import {
  datasetLabel,
  dayFromIso,
  HOLDINGS_PAGE_SIZE,
  type HoldingRow,
  type HoldingsPage,
  type HoldingsSortKey,
  type Locale,
  type SecurityKind,
} from '@esgkit/core';
import { SECURITY_FUND } from '../exposure/universe.ts';
import { itemGrowth } from '../performance/value-path.ts';
import { performancePortfolioOf, snapshotFxTable } from '../snapshot-inputs/snapshot-inputs.ts';
import { type PagingQuery, pageRows } from '../views/paging.ts';
import { type LeafLine, type PortfolioSide, pctOfTotal, walkLines } from '../views/side.ts';
import { buildLineFacts, type LineFacts, lineFacts } from './portfolio.ts';

// The holdings page (spec doc 2 §3 "Holdings page"): one row per line after look-through, with its value at
// purchase and its current value.

// local copy: imported bindings are getters under a module runner (vitest), slow in per-line loops
const pctOf = pctOfTotal;

/** A holdings line before it becomes a row: its facts, value and (for a fund item in the limited list) type. */
interface HoldingEntry {
  line: LeafLine;
  f: LineFacts;
  valueEur: number;
  /** its current value; NaN when unknown */
  currentEur: number;
  type?: SecurityKind;
}

/**
 * Current values of a side (docs/methodology.md "Holdings: current value"): each item's amount × its growth since
 * the investment day (the value path's rules, `itemGrowth`); lines after look-through by the same walk over the
 * items' current amounts. Cash earns 0 %. NaN where a price is missing. Built once per side and investment day.
 */
interface CurrentValues {
  /** per item of `side.holdings.items` */
  items: Float64Array;
  lineOf: (line: LeafLine) => number;
}
const lineKey = (l: LeafLine) => `${l.kind}:${l.security}:${l.kind === 'unknown' ? l.input : ''}`;
const currentCache = new WeakMap<PortfolioSide, Map<string, CurrentValues>>();
const currentValues = (side: PortfolioSide, investmentDay: string): CurrentValues => {
  let byDay = currentCache.get(side);
  if (!byDay) {
    byDay = new Map();
    currentCache.set(side, byDay);
  }
  const hit = byDay.get(investmentDay);
  if (hit) return hit;
  const { snapshot, holdings } = side;
  const day = dayFromIso(investmentDay);
  const fx = snapshotFxTable(snapshot);
  // performancePortfolioOf lists the non-cash items in order
  const priced = performancePortfolioOf(snapshot, holdings, {
    investmentDay: day,
    investmentAmountEur: side.investmentAmountEur,
  }).items;
  const items = new Float64Array(holdings.items.length);
  let p = 0;
  holdings.items.forEach((item, i) => {
    const bought = (side.investmentAmountEur * item.weightPct) / 100;
    items[i] = item.resolved.kind === 'cash' ? bought : bought * itemGrowth(priced[p++]!, day, side.day, fx);
  });
  const now = new Map<string, number>();
  for (const l of walkLines(
    snapshot,
    side.index,
    side.universe,
    holdings,
    side.investmentAmountEur,
    (i) => items[i]!,
  ).lines)
    now.set(lineKey(l), l.valueEur);
  const out = { items, lineOf: (l: LeafLine) => now.get(lineKey(l)) ?? Number.NaN };
  byDay.set(investmentDay, out);
  return out;
};

// one sort key per column of core's HoldingsSortKey (the contract's enum for views.holdings)
const holdingOrderKeys: Record<HoldingsSortKey, (e: HoldingEntry) => string | number | null> = {
  value: (e) => e.valueEur,
  weight: (e) => e.valueEur,
  name: (e) => e.f.name,
  input: (e) => e.line.input ?? e.f.id,
  isin: (e) => e.f.isin,
  ticker: (e) => e.f.ticker,
  type: (e) => e.type ?? e.f.type,
  country: (e) => e.f.country,
  currency: (e) => e.f.currency,
  sector: (e) => e.f.sector,
};

/**
 * Holdings after look-through, 20 a page ordered by value descending by default (spec doc 2 §3), searchable by name,
 * ISIN, ticker or input. `limited` (capability 7, spec doc 2 §6) lists the items as entered, without look-through.
 * Lines reached only through embargoed funds are not listed (their fund's holdings are withheld) and set `limited`.
 */
export const holdingsPage = (
  side: PortfolioSide,
  query: PagingQuery & { limited?: boolean },
  options: { investmentDay: string; locale?: Locale },
): HoldingsPage => {
  const locale = options.locale ?? 'en-US';
  const names = side.snapshot.data.securities.name;
  const isLimited = query.limited === true;
  const current = currentValues(side, options.investmentDay);
  // entries are sorted and paged first; rows are built for the page only (thousands of lines per fund portfolio)
  const entries: HoldingEntry[] = [];
  if (isLimited) {
    side.holdings.items.forEach((item, i) => {
      if (item.resolved.kind === 'cash') return;
      const security = item.resolved.kind === 'security' ? item.resolved.security : -1;
      const isFund = security >= 0 && side.universe.securityType[security] === SECURITY_FUND;
      const valueEur = (side.investmentAmountEur * item.weightPct) / 100;
      const line: LeafLine = {
        kind: security >= 0 ? 'security' : 'unknown',
        security,
        input: item.input,
        valueEur,
        viaFunds: [],
        visibleValueEur: 0,
      };
      entries.push({
        line,
        f: buildLineFacts(side, line, locale),
        valueEur,
        currentEur: current.items[i]!,
        ...(isFund ? { type: 'fund' } : {}),
      });
    });
    if (side.holdings.cashWeightPct > 0) {
      const line: LeafLine = {
        kind: 'cash',
        security: -1,
        input: null,
        valueEur: 0,
        viaFunds: [],
        visibleValueEur: 0,
      };
      const valueEur = (side.investmentAmountEur * side.holdings.cashWeightPct) / 100;
      // cash earns 0 %: worth now what was put in
      entries.push({ line, f: buildLineFacts(side, line, locale), valueEur, currentEur: valueEur });
    }
  } else {
    for (const line of side.lines)
      if (line.visibleValueEur > 0)
        entries.push({
          line,
          f: lineFacts(side, line, locale),
          valueEur: line.valueEur,
          currentEur: current.lineOf(line),
        });
  }
  // the total and the current weights cover the holdings whose current value is known (lines reached only through
  // embargoed funds count: they are part of what the side is worth)
  let known = 0;
  let knownBought = 0;
  if (isLimited)
    for (const e of entries) {
      if (Number.isNaN(e.currentEur)) continue;
      known += e.currentEur;
      knownBought += e.valueEur;
    }
  else
    for (const line of side.lines) {
      const now = current.lineOf(line);
      if (Number.isNaN(now)) continue;
      known += now;
      knownBought += line.valueEur;
    }
  const { data, ...paging } = pageRows(entries, query, {
    perPage: HOLDINGS_PAGE_SIZE,
    orderBy: 'value',
    order: 'desc',
    // own keys only: `in` would take `__proto__` or `constructor` for a column
    orderable: (k) => Object.hasOwn(holdingOrderKeys, k),
    sortKey: (e, k) => holdingOrderKeys[k as HoldingsSortKey](e),
    findText: (e) => [e.f.name, e.f.isin, e.f.ticker, e.line.input, e.f.id],
  });
  const rows = data.map(({ line, f, valueEur, currentEur, type }) => {
    const isKnown = !Number.isNaN(currentEur);
    const row: HoldingRow = {
      id: f.id,
      name: f.name,
      input: line.input ?? f.id,
      type: type ?? f.type,
      weightPct: pctOf(side, valueEur),
      valueEur,
      currentValueEur: isKnown ? currentEur : null,
      currentWeightPct: isKnown && known > 0 ? (100 * currentEur) / known : null,
      country: f.country,
      currency: f.currency,
      sector: f.sector === null ? null : datasetLabel('sector', f.sector, locale),
      isBenchmark: side.isBenchmark,
      viaFunds: line.viaFunds.map((s) => names[s]!),
    };
    if (f.isin) row.isin = f.isin;
    if (f.ticker) row.ticker = f.ticker;
    return row;
  });
  return {
    ...paging,
    data: rows,
    limited: isLimited || side.hasEmbargoedFunds,
    currentValueEur: known,
    currentCoveragePct: Math.min(100, pctOf(side, knownBought)),
  };
};
