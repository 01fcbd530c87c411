import type { Exposure } from '../exposure/exposure.ts';
import { type Accumulator, empty } from './accumulator.ts';
import { attributionFactor } from './attribution.ts';
import { countryGhgIntensity, countryValues, countryViolations, euGreenBond } from './country-kernels.ts';
import type { CompanyFactsInputs } from './inputs.ts';
import { ENERGY, EVIC, type PaiKernel, REVENUE } from './kernel-for.ts';
import type { PaiInputs } from './pai.ts';

// Each kernel's sum over the covered holdings of one figure; computePai (pai.ts) runs one per figure.

/** What the kernels of one `computePai` call share. */
export interface KernelContext {
  /** value held per NACE section (by char code), computed on first use */
  sectionValueEur: Float64Array | null;
}

export const runKernel = (
  kernel: PaiKernel,
  exposure: Exposure,
  inputs: PaiInputs,
  context: KernelContext,
): Accumulator => {
  switch (kernel.kind) {
    case 'attributed':
      return attributed(exposure, inputs.facts, kernel.columns, kernel.optional);
    case 'perRevenue':
      return perRevenue(exposure, inputs.facts, kernel.columns, kernel.section, context);
    case 'flag':
      // Class D: Σ_{C, flag = 1} v_i = Σ_C v_i · flag_i, flags being 0/1 (dataset-format.md, general rules); a
      // missing flag is not "false" (§5.2): it is left out of C like any missing value
      return weightedSum(exposure, inputs.facts, kernel.column);
    case 'chemicals':
      return chemicals(exposure, inputs.facts);
    case 'average':
      return weightedSum(exposure, inputs.facts, kernel.column);
    case 'shareOfConsumption':
      return shareOfConsumption(exposure, inputs.facts, kernel.column);
    case 'energyMix':
      return energyMix(exposure, inputs.facts);
    case 'boardFemale':
      return boardFemale(exposure, inputs.facts);
    case 'plainSum':
      return plainSum(exposure, inputs.facts, kernel.column);
    case 'countryIntensity':
      return countryValues(exposure, inputs.countries, countryGhgIntensity);
    case 'countryAverage': {
      const column = kernel.column;
      return countryValues(exposure, inputs.countries, (k, cols) => cols[column]?.[k] ?? Number.NaN);
    }
    case 'countryFlag': {
      const column = kernel.column;
      return countryValues(exposure, inputs.countries, (k, cols) => {
        const x = cols[column]?.[k] ?? Number.NaN;
        return Number.isNaN(x) ? Number.NaN : x === 1 ? 1 : 0;
      });
    }
    case 'countryViolations':
      return countryViolations(exposure, inputs.countries, kernel.part);
    case 'euGreenBond':
      return euGreenBond(exposure, kernel.side);
    case 'notApplicable': {
      const acc = empty();
      acc.eligible = 0;
      return acc;
    }
  }
};

/** The estimate flags of `columns` that mark at least one company (absent columns have none). */
const estimateFlags = (facts: CompanyFactsInputs, columns: readonly string[]): Uint8Array[] =>
  columns.map((c) => facts.estimated[c]).filter((e): e is Uint8Array => e !== undefined);

const isEstimated = (flags: readonly Uint8Array[], c: number): boolean => {
  for (let j = 0; j < flags.length; j++) if (flags[j]![c] === 1) return true;
  return false;
};

/** Adds one covered holding: numerator Σ v·r, covered value, estimated value, fiscal years. */
const add = (
  acc: Accumulator,
  v: number,
  r: number,
  c: number,
  flags: readonly Uint8Array[],
  fy: Int16Array,
): void => {
  acc.num += v * r;
  acc.covered += v;
  if (flags.length > 0 && isEstimated(flags, c)) acc.estimated += v;
  const y = fy[c]!;
  if (y < acc.fyMin) acc.fyMin = y;
  if (y > acc.fyMax) acc.fyMax = y;
};

/**
 * Classes A and B: Σ_C AF_i · x_i with AF_i = min(v_i / EVIC_i, 1); x is the sum of the required columns plus
 * the optional ones a company reports (PAI 9: radioactive waste counts only next to hazardous waste).
 * sfdr-pai-and-taxonomy.md §2, §5.5 (EVIC ≤ 0 or missing: unattributable), §5.6 (cap), §5.7 (scopes).
 */
const attributed = (
  exposure: Exposure,
  facts: CompanyFactsInputs,
  columns: readonly string[],
  optional: readonly string[],
): Accumulator => {
  const acc = empty();
  const evic = facts.columns[EVIC];
  const xs = columns.map((c) => facts.columns[c]);
  if (!evic || xs.some((x) => x === undefined)) return acc;
  const cols = xs as Float64Array[];
  const presentOptional = optional.filter((c) => facts.columns[c] !== undefined);
  const opts = presentOptional.map((c) => facts.columns[c]!);
  const flags = estimateFlags(facts, [EVIC, ...columns]);
  const optFlags = presentOptional.map((c) => facts.estimated[c]);
  const { index, valueEur } = exposure.companies;
  const fy = facts.fiscalYear;
  const single = cols.length === 1 && opts.length === 0 ? cols[0]! : null;
  let num = 0;
  let covered = 0;
  let estimated = 0;
  let fyMin = acc.fyMin;
  let fyMax = acc.fyMax;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const e = evic[c]!;
    if (!(e > 0)) continue;
    let x: number;
    let est = false;
    if (single) {
      x = single[c]!;
      if (Number.isNaN(x)) continue;
    } else {
      x = 0;
      for (let j = 0; j < cols.length; j++) x += cols[j]![c]!;
      if (Number.isNaN(x)) continue;
      for (let j = 0; j < opts.length; j++) {
        const o = opts[j]![c]!;
        if (!Number.isNaN(o)) {
          x += o;
          if (optFlags[j]?.[c] === 1) est = true;
        }
      }
    }
    const v = valueEur[i]!;
    num += attributionFactor(v, e) * x;
    covered += v;
    if (est || (flags.length > 0 && isEstimated(flags, c))) estimated += v;
    const y = fy[c]!;
    if (y < fyMin) fyMin = y;
    if (y > fyMax) fyMax = y;
  }
  acc.num = num;
  acc.covered = covered;
  acc.estimated = estimated;
  acc.fyMin = fyMin;
  acc.fyMax = fyMax;
  return acc;
};

/**
 * x_i / (revenue_i / 10⁶), revenue > 0 (§5.8), value-weighted: class C (PAI 3, numerator Σ v·r) and class E
 * within one NACE section (PAI 6) or over all (Table 2 #6). For a section, the section's value is the eligible
 * value, so a portfolio without companies of that section shows "not applicable".
 */
const perRevenue = (
  exposure: Exposure,
  facts: CompanyFactsInputs,
  columns: readonly string[],
  section: number,
  context: KernelContext,
): Accumulator => {
  const acc = empty();
  const { index, valueEur } = exposure.companies;
  const nace = facts.naceSection;
  if (section > 0) {
    if (!context.sectionValueEur) {
      const bySection = new Float64Array(256);
      for (let i = 0; i < index.length; i++) bySection[nace[index[i]!]!]! += valueEur[i]!;
      context.sectionValueEur = bySection;
    }
    acc.eligible = context.sectionValueEur[section]!;
    if (acc.eligible === 0) return acc;
  }
  const revenue = facts.columns[REVENUE];
  const xs = columns.map((c) => facts.columns[c]);
  if (!revenue || xs.some((x) => x === undefined)) return acc;
  const cols = xs as Float64Array[];
  const flags = estimateFlags(facts, [REVENUE, ...columns]);
  const fy = facts.fiscalYear;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    if (section > 0 && nace[c] !== section) continue;
    const rev = revenue[c]!;
    if (!(rev > 0)) continue;
    let x = 0;
    for (let j = 0; j < cols.length; j++) x += cols[j]![c]!;
    if (Number.isNaN(x)) continue;
    add(acc, valueEur[i]!, x / (rev / 1e6), c, flags, fy);
  }
  return acc;
};

/** Σ_C v_i · x_i over the holdings that report x: class D on a 0/1 flag, class E (÷ Σ_C v_i in `finish`). */
const weightedSum = (exposure: Exposure, facts: CompanyFactsInputs, column: string): Accumulator => {
  const acc = empty();
  const col = facts.columns[column];
  if (!col) return acc;
  const est = facts.estimated[column];
  const { index, valueEur } = exposure.companies;
  const fy = facts.fiscalYear;
  let num = 0;
  let covered = 0;
  let estimated = 0;
  let fyMin = acc.fyMin;
  let fyMax = acc.fyMax;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const x = col[c]!;
    if (Number.isNaN(x)) continue;
    const v = valueEur[i]!;
    num += v * x;
    covered += v;
    if (est !== undefined && est[c] === 1) estimated += v;
    const y = fy[c]!;
    if (y < fyMin) fyMin = y;
    if (y > fyMax) fyMax = y;
  }
  acc.num = num;
  acc.covered = covered;
  acc.estimated = estimated;
  acc.fyMin = fyMin;
  acc.fyMax = fyMax;
  return acc;
};

/** RTS Annex I Table 2 #5: each source's share of the energy consumed, 100 · source / consumption, consumption > 0. */
const shareOfConsumption = (exposure: Exposure, facts: CompanyFactsInputs, column: string): Accumulator => {
  const acc = empty();
  const col = facts.columns[column];
  const energy = facts.columns[ENERGY];
  if (!col || !energy) return acc;
  const flags = estimateFlags(facts, [column, ENERGY]);
  const { index, valueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const e = energy[c]!;
    const x = col[c]!;
    if (!(e > 0) || Number.isNaN(x)) continue;
    add(acc, valueEur[i]!, (100 * x) / e, c, flags, facts.fiscalYear);
  }
  return acc;
};

/** RTS Annex I Table 2 #9: NACE 20.2 from `nace_code` when given, else the `chemicals_nace_20_2` flag. */
const chemicals = (exposure: Exposure, facts: CompanyFactsInputs): Accumulator => {
  const acc = empty();
  const col = facts.columns.chemicals_nace_20_2;
  const flagFlags = estimateFlags(facts, ['chemicals_nace_20_2']);
  const none: Uint8Array[] = [];
  const { index, valueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const code = facts.naceCode[c];
    if (code) {
      add(acc, valueEur[i]!, code.startsWith('20.2') ? 1 : 0, c, none, facts.fiscalYear);
      continue;
    }
    const x = col?.[c] ?? Number.NaN;
    if (Number.isNaN(x)) continue;
    add(acc, valueEur[i]!, x === 1 ? 1 : 0, c, flagFlags, facts.fiscalYear);
  }
  return acc;
};

/**
 * RTS Annex I, PAI 5 headline, per company (sfdr-pai-and-taxonomy.md §8): (cons% · cons GWh + prod% · prod GWh) /
 * (cons GWh + prod GWh) when all four are present, else the consumption share, else the production share.
 */
const energyMix = (exposure: Exposure, facts: CompanyFactsInputs): Accumulator => {
  const acc = empty();
  const CONS = 'nonrenewable_energy_consumption_pct';
  const PROD = 'nonrenewable_energy_production_pct';
  const PROD_GWH = 'energy_production_gwh';
  const cp = facts.columns[CONS];
  const pp = facts.columns[PROD];
  if (!cp && !pp) return acc;
  const cg = facts.columns[ENERGY];
  const pg = facts.columns[PROD_GWH];
  const allFlags = estimateFlags(facts, [CONS, PROD, ENERGY, PROD_GWH]);
  const consFlags = estimateFlags(facts, [CONS]);
  const prodFlags = estimateFlags(facts, [PROD]);
  const { index, valueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const a = cp?.[c] ?? Number.NaN;
    const b = pp?.[c] ?? Number.NaN;
    const wa = cg?.[c] ?? Number.NaN;
    const wb = pg?.[c] ?? Number.NaN;
    const v = valueEur[i]!;
    if (!Number.isNaN(a) && !Number.isNaN(b) && wa >= 0 && wb >= 0 && wa + wb > 0) {
      add(acc, v, (a * wa + b * wb) / (wa + wb), c, allFlags, facts.fiscalYear);
    } else if (!Number.isNaN(a)) add(acc, v, a, c, consFlags, facts.fiscalYear);
    else if (!Number.isNaN(b)) add(acc, v, b, c, prodFlags, facts.fiscalYear);
  }
  return acc;
};

/** RTS Annex I, PAI 13: female board members ÷ all members; `board_female_pct`, else 100 · female / members. */
const boardFemale = (exposure: Exposure, facts: CompanyFactsInputs): Accumulator => {
  const acc = empty();
  const pct = facts.columns.board_female_pct;
  const female = facts.columns.board_female_count;
  const members = facts.columns.board_member_count;
  const pctFlags = estimateFlags(facts, ['board_female_pct']);
  const countFlags = estimateFlags(facts, ['board_female_count', 'board_member_count']);
  const { index, valueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const p = pct?.[c] ?? Number.NaN;
    if (!Number.isNaN(p)) {
      add(acc, valueEur[i]!, p, c, pctFlags, facts.fiscalYear);
      continue;
    }
    const f = female?.[c] ?? Number.NaN;
    const m = members?.[c] ?? Number.NaN;
    if (!(m > 0) || Number.isNaN(f)) continue;
    add(acc, valueEur[i]!, (100 * f) / m, c, countFlags, facts.fiscalYear);
  }
  return acc;
};

/** Class F, company side (Table 3 #17): a plain sum of the investees' figures, not attributed. */
const plainSum = (exposure: Exposure, facts: CompanyFactsInputs, column: string): Accumulator => {
  const acc = empty();
  const col = facts.columns[column];
  if (!col) return acc;
  const flags = estimateFlags(facts, [column]);
  const { index, valueEur } = exposure.companies;
  for (let i = 0; i < index.length; i++) {
    const c = index[i]!;
    const x = col[c]!;
    if (Number.isNaN(x)) continue;
    add(acc, valueEur[i]!, 0, c, flags, facts.fiscalYear);
    acc.num += x;
  }
  return acc;
};
