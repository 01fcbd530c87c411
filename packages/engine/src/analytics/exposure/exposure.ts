import {
  HOLDING_CASH,
  LookThroughError,
  SECURITY_CASH,
  SECURITY_CORPORATE_BOND,
  SECURITY_EQUITY,
  SECURITY_FUND,
  SECURITY_SOVEREIGN_BOND,
  type UniverseInputs,
} from './universe.ts';

/** One line of a client portfolio: an ISIN, ticker or security_id and its weight in percent. */
export interface ExposureItem {
  id: string;
  weightPct: number;
}

/** A client portfolio (or a benchmark): an amount in EUR split by weights (sfdr-pai-and-taxonomy.md §2). */
export interface ExposurePortfolio {
  investmentAmountEur: number;
  items: readonly ExposureItem[];
}

/** Values per entity after look-through, as parallel arrays sorted by entity index. */
export interface ExposureByEntity {
  index: Int32Array;
  valueEur: Float64Array;
  /** the part of the value held in EU green bonds (securities.csv `eu_green_bond` = 1) */
  euGreenBondValueEur: Float64Array;
}

/**
 * A portfolio after fund look-through (sfdr-pai-and-taxonomy.md §2, §5.9–§5.10): V = V_corp + V_sov + cash + other,
 * per-issuer values summed over every route (equity and bonds, direct and through funds) before any attribution.
 */
export interface Exposure {
  /** V, all investments */
  totalValueEur: number;
  /** V_corp, investee companies (equities and corporate bonds) */
  corporateValueEur: number;
  /** V_sov, sovereign bonds */
  sovereignValueEur: number;
  cashValueEur: number;
  /** value that cannot be looked through: fund remainders below 100 %, funds without composition, type `other` */
  otherValueEur: number;
  /** (V − other) / V, 0–100; null when V = 0 */
  lookThroughCoveragePct: number | null;
  companies: ExposureByEntity;
  countries: ExposureByEntity;
  /** leaf instruments (equities, corporate and sovereign bonds) */
  securities: { index: Int32Array; valueEur: Float64Array };
  /** value of company securities whose green-bond status is known (equities always; bonds with the flag) */
  corporateGreenStatusKnownEur: number;
  /** value of sovereign bonds with the `eu_green_bond` flag */
  sovereignGreenStatusKnownEur: number;
  sovereignEuGreenBondValueEur: number;
  /** item ids not found in the universe; their value is "other" */
  unmatchedIds: string[];
}

/** Deepest fund-of-funds nesting followed; a deeper chain is a cycle in practice. */
const MAX_DEPTH = 64;

/**
 * Values a portfolio at `amount × weight / 100` per item and looks funds through recursively
 * (sfdr-pai-and-taxonomy.md §2 "value of an investment", §5.9 look-through, §5.10 sovereigns, §5.11 no shorts).
 */
export const computeExposure = (universe: UniverseInputs, portfolio: ExposurePortfolio): Exposure => {
  const { securityType: type, securityCompany: company, securityCountry: country } = universe;
  const green = universe.securityEuGreenBond;
  const { offsets, holding, weightPct, otherPct } = universe.funds;
  const securityCount = type.length;
  // local copies: imported bindings can be getters under a module runner (vitest), too slow in `add`
  const EQUITY = SECURITY_EQUITY;
  const CORPORATE_BOND = SECURITY_CORPORATE_BOND;
  const SOVEREIGN_BOND = SECURITY_SOVEREIGN_BOND;
  const FUND = SECURITY_FUND;
  const CASH = SECURITY_CASH;
  const CASH_HOLDING = HOLDING_CASH;

  const companyValue = new Float64Array(universe.companyCount);
  const companyGreen = new Float64Array(universe.companyCount);
  const companySeen = new Uint8Array(universe.companyCount);
  const touchedCompanies: number[] = [];
  const countryValue = new Float64Array(universe.countryCount);
  const countryGreen = new Float64Array(universe.countryCount);
  const countrySeen = new Uint8Array(universe.countryCount);
  const touchedCountries: number[] = [];
  const securityValue = new Float64Array(securityCount);
  const securitySeen = new Uint8Array(securityCount);
  const touchedSecurities: number[] = [];
  const onPath = new Uint8Array(securityCount);

  let corporate = 0;
  let sovereign = 0;
  let cash = 0;
  let other = 0;
  let corporateGreenKnown = 0;
  let sovereignGreenKnown = 0;
  let sovereignGreen = 0;

  const add = (s: number, v: number, depth: number): void => {
    // a line (or a fund's row) of weight 0 holds nothing: its issuer is no investee, so it enters no count, plain
    // sum or fiscal-year range (docs/methodology.md A §1, "weight 0")
    if (v === 0) return;
    const t = type[s]!;
    if (t === EQUITY || t === CORPORATE_BOND) {
      const c = company[s]!;
      if (c < 0) {
        other += v;
        return;
      }
      corporate += v;
      if (companySeen[c] === 0) {
        companySeen[c] = 1;
        touchedCompanies.push(c);
      }
      companyValue[c]! += v;
      // An equity is never an EU green bond; a bond's status is known only when the flag is given.
      if (t === EQUITY) corporateGreenKnown += v;
      else {
        const g = green[s]!;
        if (g === 1) companyGreen[c]! += v;
        if (!Number.isNaN(g)) corporateGreenKnown += v;
      }
    } else if (t === SOVEREIGN_BOND) {
      sovereign += v;
      const g = green[s]!;
      if (g === 1) sovereignGreen += v;
      if (!Number.isNaN(g)) sovereignGreenKnown += v;
      const k = country[s]!;
      if (k >= 0) {
        if (countrySeen[k] === 0) {
          countrySeen[k] = 1;
          touchedCountries.push(k);
        }
        countryValue[k]! += v;
        if (g === 1) countryGreen[k]! += v;
      }
    } else if (t === FUND) {
      if (onPath[s] === 1 || depth > MAX_DEPTH)
        throw new LookThroughError(`fund ${s} holds itself (a cycle)`);
      onPath[s] = 1;
      const to = offsets[s + 1]!;
      for (let r = offsets[s]!; r < to; r++) {
        const h = holding[r]!;
        const hv = (v * weightPct[r]!) / 100;
        if (h === CASH_HOLDING) cash += hv;
        else add(h, hv, depth + 1);
      }
      other += (v * otherPct[s]!) / 100;
      onPath[s] = 0;
      return;
    } else if (t === CASH) {
      cash += v;
      return;
    } else {
      other += v;
      return;
    }
    if (securitySeen[s] === 0) {
      securitySeen[s] = 1;
      touchedSecurities.push(s);
    }
    securityValue[s]! += v;
  };

  const unmatchedIds: string[] = [];
  const amount = portfolio.investmentAmountEur;
  for (const item of portfolio.items) {
    // sfdr-pai-and-taxonomy.md §5.11: short positions are out of scope
    if (!(item.weightPct >= 0)) throw new LookThroughError(`item ${item.id}: negative or missing weight`);
    const v = (amount * item.weightPct) / 100;
    const s = universe.securityIndexById.get(item.id);
    if (s === undefined) {
      unmatchedIds.push(item.id);
      other += v;
    } else add(s, v, 0);
  }

  const total = corporate + sovereign + cash + other;
  return {
    totalValueEur: total,
    corporateValueEur: corporate,
    sovereignValueEur: sovereign,
    cashValueEur: cash,
    otherValueEur: other,
    lookThroughCoveragePct: total > 0 ? (100 * (total - other)) / total : null,
    companies: gather(touchedCompanies, companyValue, companyGreen),
    countries: gather(touchedCountries, countryValue, countryGreen),
    securities: (() => {
      const index = Int32Array.from(touchedSecurities).sort();
      return { index, valueEur: Float64Array.from(index, (s) => securityValue[s]!) };
    })(),
    corporateGreenStatusKnownEur: corporateGreenKnown,
    sovereignGreenStatusKnownEur: sovereignGreenKnown,
    sovereignEuGreenBondValueEur: sovereignGreen,
    unmatchedIds,
  };
};

const gather = (touched: number[], value: Float64Array, greenValue: Float64Array): ExposureByEntity => {
  const index = Int32Array.from(touched).sort();
  const valueEur = new Float64Array(index.length);
  const euGreenBondValueEur = new Float64Array(index.length);
  for (let i = 0; i < index.length; i++) {
    valueEur[i] = value[index[i]!]!;
    euGreenBondValueEur[i] = greenValue[index[i]!]!;
  }
  return { index, valueEur, euGreenBondValueEur };
};
