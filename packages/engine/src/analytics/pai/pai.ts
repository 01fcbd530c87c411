import {
  type Locale,
  type PaiAssetType,
  type PaiBasis,
  type PaiCalculationClass,
  type PaiCatalogueFigure,
  type PaiCatalogueItem,
  type PaiFigure,
  type PaiIndicator,
  type PaiTableNumber,
  paiItems,
} from '@esgkit/core';
import type { Exposure } from '../exposure/exposure.ts';
import type { CompanyFactsInputs, CountryFactsInputs } from './inputs.ts';

// SFDR principal adverse impacts over a looked-through exposure: RTS (Delegated Regulation (EU) 2022/1288) Annex I,
// Tables 1–3, computed by the calculation classes of sfdr-pai-and-taxonomy.md §3 with the rules of §5. The
// indicator list, classes and input columns come from core's PAI catalogue; this file only knows how each kind of
// per-holding value is formed (the "kernel") and how each class aggregates it.

/**
 * How a figure's per-holding value is formed. Derived from the catalogue (class, asset type, input columns and
 * roles); the six figures whose formula has its own shape (PAI 5 headline, 13, 15, 16, Table 2 #9) are named.
 */
export type PaiKernel =
  | { kind: 'attributed'; columns: string[]; optional: string[] }
  | { kind: 'perRevenue'; columns: string[]; section: number }
  | { kind: 'flag'; column: string }
  | { kind: 'chemicals' }
  | { kind: 'average'; column: string }
  | { kind: 'shareOfConsumption'; column: string }
  | { kind: 'energyMix' }
  | { kind: 'boardFemale' }
  | { kind: 'plainSum'; column: string }
  | { kind: 'countryIntensity' }
  | { kind: 'countryAverage'; column: string }
  | { kind: 'countryFlag'; column: string }
  | { kind: 'countryViolations'; part: 'count' | 'pct' }
  | { kind: 'euGreenBond'; side: 'corporate' | 'sovereign' }
  | { kind: 'notApplicable' };

const EVIC = 'evic_eur';
const REVENUE = 'revenue_eur';
const ENERGY = 'energy_consumption_gwh';

/** The kernel of one catalogue figure; throws for a figure whose shape this engine does not know. */
export const paiKernelFor = (item: PaiCatalogueItem, figure: PaiCatalogueFigure): PaiKernel => {
  // Real-estate assets have no dataset file in version 1 (dataset-format.md): always "not applicable".
  if (item.assetType === 'real_estate') return { kind: 'notApplicable' };
  switch (figure.id) {
    case 't1_5':
      return { kind: 'energyMix' };
    case 't1_13':
      return { kind: 'boardFemale' };
    case 't1_15':
      return { kind: 'countryIntensity' };
    case 't1_16_count':
      return { kind: 'countryViolations', part: 'count' };
    case 't1_16_pct':
      return { kind: 'countryViolations', part: 'pct' };
    case 't2_9':
      return { kind: 'chemicals' };
  }
  if (figure.inputs.some((i) => i.file === 'securities' && i.column === 'eu_green_bond')) {
    return { kind: 'euGreenBond', side: item.assetType === 'sovereign' ? 'sovereign' : 'corporate' };
  }
  const required = (file: string) =>
    figure.inputs.filter((i) => i.file === file && i.role === 'required').map((i) => i.column);
  const facts = required('company_facts');
  const country = required('countries');
  const cls = item.calculationClass;
  const fail = (): never => {
    throw new Error(`PAI figure ${figure.id}: no calculation for class ${cls} with these inputs`);
  };
  if (item.assetType === 'sovereign') {
    const column = country[0] ?? fail();
    if (cls === 'G') return { kind: 'countryAverage', column };
    if (cls === 'D') return { kind: 'countryFlag', column };
    return fail();
  }
  if (cls === 'A' || cls === 'B') {
    const optional = figure.inputs
      .filter((i) => i.file === 'company_facts' && i.role === 'optional')
      .map((i) => i.column);
    return { kind: 'attributed', columns: facts.filter((c) => c !== EVIC), optional };
  }
  const hasSection = figure.inputs.some((i) => i.file === 'companies' && i.column === 'nace');
  if ((cls === 'C' || cls === 'E') && facts.includes(REVENUE)) {
    const section = hasSection ? (figure.id.split('_').at(-1) ?? '').toUpperCase().charCodeAt(0) : 0;
    return { kind: 'perRevenue', columns: facts.filter((c) => c !== REVENUE), section };
  }
  const column = facts[0] ?? fail();
  if (cls === 'D') return { kind: 'flag', column };
  if (cls === 'E' && facts.length === 2 && facts[1] === ENERGY) return { kind: 'shareOfConsumption', column };
  if (cls === 'E' && facts.length === 1) return { kind: 'average', column };
  if (cls === 'F' && facts.length === 1) return { kind: 'plainSum', column };
  return fail();
};

interface Plan {
  item: PaiCatalogueItem;
  figure: PaiCatalogueFigure;
  kernel: PaiKernel;
}

const plans: readonly Plan[] = paiItems.flatMap((item) =>
  item.figures.map((figure) => ({ item, figure, kernel: paiKernelFor(item, figure) })),
);

/** What a kernel collects over the covered holdings C of one figure. */
interface Accumulator {
  /** the class's numerator: Σ AF·x (A, B), Σ v·r (C, E, G), Σ_{flag} v (D), Σ x (F) */
  num: number;
  /** Σ_C v */
  covered: number;
  /** Σ_C v over holdings whose inputs are estimates */
  estimated: number;
  fyMin: number;
  fyMax: number;
  /** the value of the figure's asset type when it is narrower than V_corp / V_sov (PAI 6: the NACE section) */
  eligible: number | null;
}

const empty = (): Accumulator => ({
  num: 0,
  covered: 0,
  estimated: 0,
  fyMin: 32767,
  fyMax: 0,
  eligible: null,
});

/** Extra facts about a figure that the core schema does not carry (see docs/methodology.md). */
export interface PaiFigureDetails {
  /** the class numerator before division (Σ AF·x, Σ v·r, Σ flagged v …) */
  numerator: number;
  /** the denominator in EUR (V, Σ_C v), or null for classes A and F */
  denominatorEur: number | null;
}

/** One computed PAI figure: the core schema's `PaiFigure` plus where it sits in the catalogue. */
export interface PaiFigureResult {
  /** catalogue figure id, e.g. `t1_1_scope1` */
  id: string;
  /** catalogue indicator id, e.g. `t1_1` */
  itemId: string;
  table: PaiTableNumber;
  number: number;
  calculationClass: PaiCalculationClass;
  assetType: PaiAssetType;
  figure: PaiFigure;
  details: PaiFigureDetails;
}

export interface PaiResult {
  basis: PaiBasis;
  /** calculation date, yyyy-mm-dd, when given */
  asOf: string | null;
  totalValueEur: number;
  figures: PaiFigureResult[];
}

export interface PaiInputs {
  facts: CompanyFactsInputs;
  /** countries.csv; without it, sovereign figures are "no data" when there is sovereign exposure */
  countries?: CountryFactsInputs;
}

export interface ComputePaiOptions {
  /** tables to compute; all three by default */
  table?: PaiTableNumber | readonly PaiTableNumber[];
  /** sfdr-pai-and-taxonomy.md §5.1: `all` (RTS literal, default) or `covered` (vendor convention) */
  basis?: PaiBasis;
  asOf?: string;
}

/**
 * Every PAI figure of the requested tables over one exposure (RTS Annex I; sfdr-pai-and-taxonomy.md §3–§5).
 * @example computePai(computeExposure(universe, portfolio), { facts, countries }, { table: 1, basis: 'all' })
 */
export const computePai = (
  exposure: Exposure,
  inputs: PaiInputs,
  options: ComputePaiOptions = {},
): PaiResult => {
  const basis = options.basis ?? 'all';
  const tables = options.table === undefined ? [1, 2, 3] : [options.table].flat();
  const figures: PaiFigureResult[] = [];
  const context: KernelContext = { sectionValueEur: null };
  for (const plan of plans) {
    if (!tables.includes(plan.item.table)) continue;
    const acc = runKernel(plan.kernel, exposure, inputs, context);
    figures.push(finish(plan, acc, exposure, basis));
  }
  return { basis, asOf: options.asOf ?? null, totalValueEur: exposure.totalValueEur, figures };
};

/** A figure by catalogue id, e.g. `t1_2`. */
export const paiFigureResultById = (result: PaiResult, id: string): PaiFigureResult | undefined =>
  result.figures.find((f) => f.id === id);

const clampPct = (x: number): number => (x > 100 ? 100 : x < 0 ? 0 : x);

const finish = (plan: Plan, acc: Accumulator, exposure: Exposure, basis: PaiBasis): PaiFigureResult => {
  const { item, figure } = plan;
  const V = exposure.totalValueEur;
  const assetValue =
    item.assetType === 'investee_company'
      ? exposure.corporateValueEur
      : item.assetType === 'sovereign'
        ? exposure.sovereignValueEur
        : 0;
  const eligible = acc.eligible ?? assetValue;
  // sfdr-pai-and-taxonomy.md §5.3: not_applicable without exposure of the asset type, no_data without coverage
  const status = !(eligible > 0) ? 'not_applicable' : !(acc.covered > 0) ? 'no_data' : 'ok';
  const cls = item.calculationClass;
  // §3: classes B, C and D divide by V, or by Σ_C v on the covered basis (§5.1); E and G always by Σ_C v
  const rebased = cls === 'B' || cls === 'C' || cls === 'D';
  const denominator = cls === 'A' || cls === 'F' ? null : rebased && basis === 'all' ? V : acc.covered;
  let value: number | null = null;
  if (status === 'ok') {
    if (denominator === null) value = acc.num;
    else if (cls === 'B') value = acc.num / (denominator / 1e6);
    else if (cls === 'D') value = (100 * acc.num) / denominator;
    else value = acc.num / denominator;
  }
  const hasYears = acc.fyMax > 0;
  return {
    id: figure.id,
    itemId: item.id,
    table: item.table,
    number: item.number,
    calculationClass: cls,
    assetType: item.assetType,
    figure: {
      value,
      status,
      unit: figure.unit,
      basis,
      coverage: {
        pct: V > 0 ? clampPct((100 * acc.covered) / V) : 0,
        coveredValueEur: acc.covered,
        estimatedPct: acc.covered > 0 ? clampPct((100 * acc.estimated) / acc.covered) : 0,
      },
      totalValueEur: V,
      eligibleValueEur: eligible,
      fiscalYear: hasYears ? acc.fyMax : null,
      fiscalYearFrom: hasYears ? acc.fyMin : null,
    },
    details: {
      numerator: acc.num,
      denominatorEur: denominator,
    },
  };
};

/** What the kernels of one `computePai` call share. */
interface KernelContext {
  /** value held per NACE section (by char code), computed on first use */
  sectionValueEur: Float64Array | null;
}

const runKernel = (
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
      return countryValues(exposure, inputs.countries, (k, cols) => {
        // RTS Annex I, PAI 15: intensity given, else ghg_t / (gdp_eur / 10⁶)
        const given = cols.ghg_intensity_t_per_meur_gdp?.[k] ?? Number.NaN;
        if (!Number.isNaN(given)) return given;
        const gdp = cols.gdp_eur?.[k] ?? Number.NaN;
        return gdp > 0 ? (cols.ghg_t?.[k] ?? Number.NaN) / (gdp / 1e6) : Number.NaN;
      });
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
    num += (v < e ? v / e : 1) * x;
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

/** Sovereign holdings j with a value r_j (NaN = not covered): Σ v_j · r_j over C (classes C, D, G). */
const countryValues = (
  exposure: Exposure,
  countries: CountryFactsInputs | undefined,
  value: (k: number, cols: Readonly<Record<string, Float64Array>>) => number,
): Accumulator => {
  const acc = empty();
  if (!countries) return acc;
  const { index, valueEur } = exposure.countries;
  for (let i = 0; i < index.length; i++) {
    const r = value(index[i]!, countries.columns);
    if (Number.isNaN(r)) continue;
    const v = valueEur[i]!;
    acc.num += v * r;
    acc.covered += v;
  }
  return acc;
};

/**
 * RTS Annex I, PAI 16 (class F): the number of investee countries with `social_violations` = 1, and that number
 * over the investee countries that report the flag, in percent.
 */
const countryViolations = (
  exposure: Exposure,
  countries: CountryFactsInputs | undefined,
  part: 'count' | 'pct',
): Accumulator => {
  const acc = empty();
  const col = countries?.columns.social_violations;
  if (!col) return acc;
  const { index, valueEur } = exposure.countries;
  let reporting = 0;
  let flagged = 0;
  for (let i = 0; i < index.length; i++) {
    const v = valueEur[i]!;
    const x = col[index[i]!]!;
    if (Number.isNaN(x) || !(v > 0)) continue;
    reporting++;
    if (x === 1) flagged++;
    acc.covered += v;
  }
  acc.num = part === 'count' ? flagged : reporting > 0 ? (100 * flagged) / reporting : 0;
  return acc;
};

/**
 * RTS Annex I Table 2 #16 and #17 (class D on instruments): value of securities not issued as EU green bonds over
 * those whose status is known. An equity is never a green bond; a bond without the flag is not covered.
 */
const euGreenBond = (exposure: Exposure, side: 'corporate' | 'sovereign'): Accumulator => {
  const acc = empty();
  if (side === 'corporate') {
    let green = 0;
    const g = exposure.companies.euGreenBondValueEur;
    for (let i = 0; i < g.length; i++) green += g[i]!;
    acc.covered = exposure.corporateGreenStatusKnownEur;
    acc.num = acc.covered - green;
  } else {
    acc.covered = exposure.sovereignGreenStatusKnownEur;
    acc.num = acc.covered - exposure.sovereignEuGreenBondValueEur;
  }
  return acc;
};

/**
 * The figures grouped as core's `PaiIndicator` list (one per catalogue item, one metric per figure), with the
 * benchmark's figure beside the portfolio's. Labels in `locale`.
 */
export const toPaiIndicators = (
  portfolio: PaiResult,
  benchmark: PaiResult | null,
  locale: Locale = 'en-US',
): PaiIndicator[] => {
  const out: PaiIndicator[] = [];
  const byItem = new Map<string, PaiIndicator>();
  for (const f of portfolio.figures) {
    const plan = plans.find((p) => p.figure.id === f.id)!;
    let indicator = byItem.get(f.itemId);
    if (!indicator) {
      indicator = {
        table: f.table,
        number: f.number,
        code: f.itemId,
        label: plan.item.name[locale],
        metrics: [],
      };
      byItem.set(f.itemId, indicator);
      out.push(indicator);
    }
    indicator.metrics.push({
      code: f.id,
      label: plan.figure.name[locale],
      portfolio: f.figure,
      benchmark: benchmark ? (paiFigureResultById(benchmark, f.id)?.figure ?? null) : null,
    });
  }
  return out;
};
