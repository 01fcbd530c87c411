// The columnar input port of look-through (sfdr-pai-and-taxonomy.md §2 and §5.9; dataset-format.md, securities.csv
// and holdings.csv). A snapshot adapter fills it from the imported dataset; `buildUniverseInputs` fills it from plain
// records for tests and benchmarks. Everything is indexed by integer: security index, company index, country index.

import { dayFromIso } from '@esgkit/core';
import { securityTypes } from '../../provider/snapshot/snapshot-data.ts';

/** Security types: the snapshot's `securityTypes` (core's kinds in storage order), so an adapter copies the codes. */
export const exposureSecurityTypes = securityTypes;
export type ExposureSecurityType = (typeof exposureSecurityTypes)[number];

export const SECURITY_EQUITY = 0;
export const SECURITY_CORPORATE_BOND = 1;
export const SECURITY_SOVEREIGN_BOND = 2;
export const SECURITY_FUND = 3;
export const SECURITY_CASH = 4;
export const SECURITY_OTHER = 5;

/** `holdings.csv` `holding_id` `CASH` (the fund's cash), as a holding index; the snapshot uses the same code. */
export const HOLDING_CASH = -2;

/**
 * Fund compositions resolved for one calculation date, as CSR arrays over security indices: the rows of fund s are
 * `offsets[s] .. offsets[s + 1] - 1`. Weights are percent of the fund, already scaled down to 100 when they summed
 * to 100–100.5; `otherPct[s]` is the remainder below 100 ("other" value), and 100 for a fund with no composition
 * on or before the date (dataset-format.md, holdings.csv; sfdr-pai-and-taxonomy.md §5.9).
 */
export interface FundCompositions {
  offsets: Int32Array;
  /** security index, or HOLDING_CASH */
  holding: Int32Array;
  weightPct: Float64Array;
  otherPct: Float64Array;
}

/** What look-through needs to know about the universe at one calculation date. */
export interface UniverseInputs {
  /** per security: index into `exposureSecurityTypes` */
  securityType: Uint8Array;
  /** per security: issuer company index, -1 when none */
  securityCompany: Int32Array;
  /** per security: country index (the issuing country of a sovereign bond), -1 when none */
  securityCountry: Int32Array;
  /** per security: `eu_green_bond` 1 or 0, NaN when not given (never read as 0) */
  securityEuGreenBond: Float64Array;
  /** security_id, ISIN and ticker → security index */
  securityIndexById: ReadonlyMap<string, number>;
  companyCount: number;
  countryCount: number;
  funds: FundCompositions;
}

/** A composition as the snapshot stores it: every `as_of` version, rows of fund s at offsets[s] .. offsets[s+1]-1. */
export interface RawFundHoldings {
  offsets: Int32Array;
  /** day number of the version (days since 1970-01-01); `noDay` = undated, valid at every date */
  asOfDay: Int32Array;
  holding: Int32Array;
  weightPct: Float64Array;
}

/** A fund's weights above 100.5 %, a negative weight or a cycle: dataset errors the importer rejects first. */
export class LookThroughError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookThroughError';
  }
}

/** The snapshot's "no date" marker (Int32 minimum). */
export const NO_AS_OF_DAY = -2147483648;

/**
 * The composition of every fund at `day`: the latest `as_of` on or before it (an undated version counts as the
 * oldest), scaled to 100 % between 100 and 100.5, the remainder below 100 as "other" (dataset-format.md,
 * holdings.csv). A fund without a version on or before `day` is 100 % other.
 */
export const resolveFundCompositions = (
  securityCount: number,
  raw: RawFundHoldings,
  day: number,
): FundCompositions => {
  const offsets = new Int32Array(securityCount + 1);
  const chosenFrom = new Int32Array(securityCount);
  const chosenTo = new Int32Array(securityCount);
  const otherPct = new Float64Array(securityCount);
  const scale = new Float64Array(securityCount);
  let rows = 0;
  for (let s = 0; s < securityCount; s++) {
    offsets[s] = rows;
    const from = raw.offsets[s] ?? 0;
    const to = raw.offsets[s + 1] ?? from;
    if (to <= from) {
      otherPct[s] = 100; // no known composition: entirely "other" (sfdr-pai-and-taxonomy.md §5.9)
      continue;
    }
    // the latest version on or before `day`
    let best = NO_AS_OF_DAY - 1;
    for (let r = from; r < to; r++) {
      const d = raw.asOfDay[r]!;
      if (d <= day && d > best) best = d;
    }
    if (best < NO_AS_OF_DAY) {
      otherPct[s] = 100;
      continue;
    }
    let sum = 0;
    let first = -1;
    let last = -1;
    for (let r = from; r < to; r++) {
      if (raw.asOfDay[r] !== best) continue;
      const w = raw.weightPct[r]!;
      if (!(w >= 0)) throw new LookThroughError(`fund ${s}: negative or missing weight`);
      sum += w;
      if (first < 0) first = r;
      last = r;
    }
    if (sum > 100.5) throw new LookThroughError(`fund ${s}: weights sum to ${sum} % (above 100.5)`);
    scale[s] = sum > 100 ? 100 / sum : 1;
    otherPct[s] = sum < 100 ? 100 - sum : 0;
    chosenFrom[s] = first;
    chosenTo[s] = last + 1;
    for (let r = first; r <= last; r++) if (raw.asOfDay[r] === best) rows++;
  }
  offsets[securityCount] = rows;
  const holding = new Int32Array(rows);
  const weightPct = new Float64Array(rows);
  for (let s = 0; s < securityCount; s++) {
    let out = offsets[s]!;
    if (offsets[s + 1] === out) continue;
    const best = raw.asOfDay[chosenFrom[s]!]!;
    for (let r = chosenFrom[s]!; r < chosenTo[s]!; r++) {
      if (raw.asOfDay[r] !== best) continue;
      holding[out] = raw.holding[r]!;
      weightPct[out] = raw.weightPct[r]! * scale[s]!;
      out++;
    }
  }
  return { offsets, holding, weightPct, otherPct };
};

/** A security as plain data, for `buildUniverseInputs`. */
export interface UniverseSecurityRecord {
  id: string;
  isin?: string;
  ticker?: string;
  type: ExposureSecurityType;
  /** company_id of the issuer (equity, corporate bond) */
  companyId?: string;
  /** issuing country (sovereign bond) */
  country?: string;
  euGreenBond?: boolean;
}

/** A holdings.csv row as plain data. */
export interface UniverseHoldingRecord {
  fundId: string;
  /** a security_id, or `CASH` */
  holdingId: string;
  weightPct: number;
  /** yyyy-mm-dd; absent = valid at every date */
  asOf?: string;
}

/**
 * Builds the look-through port from plain records (tests, benchmarks, small adapters). Company and country indices
 * are positions in `companyIds` and `countries`, which must be the same lists the facts builders receive.
 */
export const buildUniverseInputs = (options: {
  companyIds: readonly string[];
  countries: readonly string[];
  securities: readonly UniverseSecurityRecord[];
  holdings?: readonly UniverseHoldingRecord[];
  /** calculation date, yyyy-mm-dd */
  date: string;
}): UniverseInputs => {
  const { securities } = options;
  const n = securities.length;
  const companyIndex = new Map(options.companyIds.map((id, i) => [id, i]));
  const countryIndex = new Map(options.countries.map((id, i) => [id, i]));
  const securityIndexById = new Map<string, number>();
  const securityType = new Uint8Array(n);
  const securityCompany = new Int32Array(n).fill(-1);
  const securityCountry = new Int32Array(n).fill(-1);
  const securityEuGreenBond = new Float64Array(n).fill(Number.NaN);
  securities.forEach((s, i) => {
    securityIndexById.set(s.id, i);
    if (s.isin) securityIndexById.set(s.isin, i);
    if (s.ticker) securityIndexById.set(s.ticker, i);
    securityType[i] = exposureSecurityTypes.indexOf(s.type);
    if (s.companyId !== undefined) securityCompany[i] = companyIndex.get(s.companyId) ?? -1;
    if (s.country !== undefined) securityCountry[i] = countryIndex.get(s.country) ?? -1;
    if (s.euGreenBond !== undefined) securityEuGreenBond[i] = s.euGreenBond ? 1 : 0;
  });
  const rows = [...(options.holdings ?? [])]
    .map((h) => {
      const fund = securityIndexById.get(h.fundId);
      if (fund === undefined) throw new LookThroughError(`unknown fund ${h.fundId}`);
      const holding = h.holdingId === 'CASH' ? HOLDING_CASH : securityIndexById.get(h.holdingId);
      if (holding === undefined) throw new LookThroughError(`unknown holding ${h.holdingId} of ${h.fundId}`);
      return { fund, holding, weightPct: h.weightPct, day: h.asOf ? dayFromIso(h.asOf) : NO_AS_OF_DAY };
    })
    .sort((a, b) => a.fund - b.fund || a.day - b.day);
  const raw: RawFundHoldings = {
    offsets: new Int32Array(n + 1),
    asOfDay: Int32Array.from(rows, (r) => r.day),
    holding: Int32Array.from(rows, (r) => r.holding),
    weightPct: Float64Array.from(rows, (r) => r.weightPct),
  };
  let r = 0;
  for (let s = 0; s <= n; s++) {
    while (r < rows.length && rows[r]!.fund < s) r++;
    raw.offsets[s] = r;
  }
  return {
    securityType,
    securityCompany,
    securityCountry,
    securityEuGreenBond,
    securityIndexById,
    companyCount: options.companyIds.length,
    countryCount: options.countries.length,
    funds: resolveFundCompositions(n, raw, dayFromIso(options.date)),
  };
};
