import {
  type Coverage,
  createTranslator,
  dayFromIso,
  type Holdings,
  isoFromDay,
  type Locale,
  type Translator,
  yearOfDay,
} from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { computeExposure, type Exposure } from '../exposure/exposure.ts';
import {
  HOLDING_CASH,
  SECURITY_CASH,
  SECURITY_CORPORATE_BOND,
  SECURITY_EQUITY,
  SECURITY_FUND,
  SECURITY_SOVEREIGN_BOND,
  type UniverseInputs,
} from '../exposure/universe.ts';
import {
  type CalculationDate,
  exposurePortfolioOf,
  type ResolvedHoldings,
  resolveHoldings,
  type SnapshotIndex,
  snapshotIndex,
  snapshotUniverseInputs,
} from '../snapshot-inputs/snapshot-inputs.ts';

// One side of a portfolio view (the portfolio or its benchmark) analysed once: items resolved against the snapshot,
// look-through exposure, and the leaf lines each view lists (with the portfolio funds they are reached through).
// Every view function of part 6 takes one or two of these.

/** A line after look-through: a leaf security, the side's cash, a fund's uncovered remainder, or an unknown input. */
export interface LeafLine {
  kind: 'security' | 'cash' | 'fund_remainder' | 'unknown';
  /** security index (security, fund_remainder), -1 otherwise */
  security: number;
  /** what the user typed, for direct items and unknown inputs */
  input: string | null;
  valueEur: number;
  /** the portfolio's funds (security indices) this line is reached through; empty for a direct item */
  viaFunds: number[];
  /** value not reached through an embargoed fund (holdings withheld: the line is not shown on its own) */
  visibleValueEur: number;
}

export interface PortfolioSide {
  snapshot: Snapshot;
  index: SnapshotIndex;
  universe: UniverseInputs;
  /** calculation date and its day number; facts of the latest fiscal year ≤ `year` apply */
  date: string;
  day: number;
  year: number;
  investmentAmountEur: number;
  isBenchmark: boolean;
  holdings: ResolvedHoldings;
  exposure: Exposure;
  /** leaf lines, one per leaf security (summed over routes), cash, fund remainder and unknown input */
  lines: LeafLine[];
  /** per company index: value in EUR after look-through (0 when not held) */
  companyValue: Float64Array;
  /** company indices held, by value descending */
  companies: Int32Array;
  /** true when some lines are reached only through embargoed funds */
  hasEmbargoedFunds: boolean;
}

/** Builds one side. `date` defaults to the dataset's `asOf`. */
export const analyseSide = (
  snapshot: Snapshot,
  holdings: Holdings,
  options: { investmentAmountEur: number; date?: CalculationDate; isBenchmark?: boolean },
): PortfolioSide => {
  const day = dayOf(options.date ?? snapshot.manifest.asOf);
  const index = snapshotIndex(snapshot);
  const universe = snapshotUniverseInputs(snapshot, day);
  const resolved = resolveHoldings(snapshot, holdings);
  const amount = options.investmentAmountEur;
  const exposure = computeExposure(universe, exposurePortfolioOf(snapshot, resolved, amount));
  const companyValue = new Float64Array(universe.companyCount);
  exposure.companies.index.forEach((c, i) => {
    companyValue[c] = exposure.companies.valueEur[i]!;
  });
  const companies = Int32Array.from(exposure.companies.index).sort(
    (a, b) => companyValue[b]! - companyValue[a]! || a - b,
  );
  const { lines, hasEmbargoedFunds } = walkLines(snapshot, index, universe, resolved, amount);
  return {
    snapshot,
    index,
    universe,
    date: isoFromDay(day),
    day,
    year: yearOfDay(day),
    investmentAmountEur: amount,
    isBenchmark: options.isBenchmark ?? false,
    holdings: resolved,
    exposure,
    lines,
    companyValue,
    companies,
    hasEmbargoedFunds,
  };
};

const dayOf = (date: CalculationDate): number => (typeof date === 'number' ? date : dayFromIso(date));

/** Whether a fund's holdings are withheld (funds.csv `embargoed` = 1). */
export const isEmbargoedFund = (snapshot: Snapshot, index: SnapshotIndex, security: number): boolean => {
  const row = index.securityFundRow[security] ?? -1;
  return row >= 0 && snapshot.data.funds.embargoed[row] === 1;
};

/**
 * The side's leaf lines. `itemAmount` overrides the amount of the i-th item (e.g. its current value for the holdings'
 * current values); a NaN amount leaves the lines it reaches out (unknown, never 0).
 */
export const walkLines = (
  snapshot: Snapshot,
  index: SnapshotIndex,
  universe: UniverseInputs,
  holdings: ResolvedHoldings,
  amount: number,
  itemAmount?: (item: number, amountEur: number) => number,
): { lines: LeafLine[]; hasEmbargoedFunds: boolean } => {
  const { offsets, holding, weightPct, otherPct } = universe.funds;
  const FUND = SECURITY_FUND;
  const CASH = SECURITY_CASH;
  const CASH_HOLDING = HOLDING_CASH;
  // lines in the order first reached; leaf securities found by index (a fund walk visits thousands of rows)
  const order: LeafLine[] = [];
  const byKey = new Map<string, LeafLine>();
  const bySecurity: (LeafLine | undefined)[] = new Array(universe.securityType.length);
  let hasEmbargoedFunds = false;
  const line = (key: string, make: () => LeafLine): LeafLine => {
    let l = byKey.get(key);
    if (!l) {
      l = make();
      byKey.set(key, l);
      order.push(l);
    }
    return l;
  };
  const addVia = (l: LeafLine, top: number) => {
    if (top >= 0 && !l.viaFunds.includes(top)) l.viaFunds.push(top);
  };
  const cash = () =>
    line('cash', () => ({
      kind: 'cash',
      security: -1,
      input: null,
      valueEur: 0,
      viaFunds: [],
      visibleValueEur: 0,
    }));
  const visit = (s: number, v: number, top: number, hidden: boolean, input: string | null, depth: number) => {
    const t = universe.securityType[s]!;
    if (t === FUND && depth < 64) {
      const embargoed = isEmbargoedFund(snapshot, index, s);
      if (embargoed) hasEmbargoedFunds = true;
      const topFund = top >= 0 ? top : s;
      for (let r = offsets[s]!; r < offsets[s + 1]!; r++) {
        const hv = (v * weightPct[r]!) / 100;
        const h = holding[r]!;
        if (h === CASH_HOLDING) {
          const l = cash();
          l.valueEur += hv;
          if (!(hidden || embargoed)) l.visibleValueEur += hv;
          addVia(l, topFund);
        } else visit(h, hv, topFund, hidden || embargoed, null, depth + 1);
      }
      const rest = (v * otherPct[s]!) / 100;
      if (rest > 0) {
        const l = line(`rest:${s}`, () => ({
          kind: 'fund_remainder',
          security: s,
          input: top < 0 ? input : null,
          valueEur: 0,
          viaFunds: [],
          visibleValueEur: 0,
        }));
        l.valueEur += rest;
        l.visibleValueEur += rest;
        if (top >= 0) addVia(l, top);
      }
      return;
    }
    if (t === CASH) {
      const l = cash();
      l.valueEur += v;
      if (!hidden) l.visibleValueEur += v;
      return;
    }
    let l = bySecurity[s];
    if (!l) {
      l = { kind: 'security', security: s, input, valueEur: 0, viaFunds: [], visibleValueEur: 0 };
      bySecurity[s] = l;
      order.push(l);
    }
    if (l.input === null && input !== null) l.input = input;
    l.valueEur += v;
    if (!hidden) l.visibleValueEur += v;
    addVia(l, top);
  };
  holdings.items.forEach((item, i) => {
    const bought = (amount * item.weightPct) / 100;
    const v = itemAmount ? itemAmount(i, bought) : bought;
    if (item.resolved.kind === 'security') visit(item.resolved.security, v, -1, false, item.input, 0);
    else if (item.resolved.kind === 'unknown') {
      const l = line(`u:${item.input}`, () => ({
        kind: 'unknown',
        security: -1,
        input: item.input,
        valueEur: 0,
        viaFunds: [],
        visibleValueEur: 0,
      }));
      l.valueEur += v;
      l.visibleValueEur += v;
    }
  });
  if (holdings.cashWeightPct > 0) {
    const l = cash();
    const v = (amount * holdings.cashWeightPct) / 100;
    l.valueEur += v;
    l.visibleValueEur += v;
  }
  return { lines: order.filter((l) => l.valueEur > 0), hasEmbargoedFunds };
};

/** Whether a security is a company security (equity or corporate bond). */
// local copies: imported bindings are getters under a module runner (vitest), slow in per-line loops
const EQUITY = SECURITY_EQUITY;
const CORPORATE_BOND = SECURITY_CORPORATE_BOND;
const SOVEREIGN_BOND = SECURITY_SOVEREIGN_BOND;
export const isCompanySecurity = (type: number): boolean => type === EQUITY || type === CORPORATE_BOND;
export const isSovereignSecurity = (type: number): boolean => type === SOVEREIGN_BOND;

/** A share of the side's value V, in percent; 0 when V is 0. */
export const pctOfTotal = (side: PortfolioSide, valueEur: number): number =>
  side.exposure.totalValueEur > 0 ? (100 * valueEur) / side.exposure.totalValueEur : 0;

/** Coverage: the covered value as a share of V (every aggregate carries one). */
export const coverageOf = (
  side: PortfolioSide,
  coveredValueEur: number,
  estimatedValueEur?: number,
): Coverage => {
  const pct = Math.min(100, pctOfTotal(side, coveredValueEur));
  const out: Coverage = { pct, coveredValueEur };
  if (estimatedValueEur !== undefined)
    out.estimatedPct = coveredValueEur > 0 ? Math.min(100, (100 * estimatedValueEur) / coveredValueEur) : 0;
  return out;
};

/** Country and currency names in the user's language (ISO codes stay as given when unknown to Intl). */
const regionNames = new Map<Locale, Intl.DisplayNames>();
export const countryLabel = (code: string, locale: Locale): string => {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};
const currencyNames = new Map<Locale, Intl.DisplayNames>();
export const currencyLabel = (code: string, locale: Locale): string => {
  let names = currencyNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
    currencyNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Value-weighted mean of x over the entities with a value: { mean, covered }; mean null without coverage. */
export const weightedMean = (
  entries: Iterable<{ value: number; weight: number }>,
): { mean: number | null; covered: number } => {
  let num = 0;
  let den = 0;
  for (const e of entries) {
    if (!Number.isFinite(e.value) || !(e.weight > 0)) continue;
    num += e.value * e.weight;
    den += e.weight;
  }
  return { mean: den > 0 ? num / den : null, covered: den };
};

const translators = new Map<Locale, Translator>();
/** A translator per locale, made once (an i18next instance each). */
export const translatorFor = (locale: Locale): Translator => {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale);
    translators.set(locale, t);
  }
  return t;
};
