import { type TaxonomyKpi, type TaxonomyObjective, taxonomyKpis, taxonomyObjectives } from '@esgkit/core';

// The columnar input port of the EU Taxonomy calculation: companies' KPIs for one calculation date, already
// resolved by the company rules of sfdr-pai-and-taxonomy.md §7 and dataset-format.md (taxonomy.csv).

export const TAXONOMY_KPI_COUNT = taxonomyKpis.length;
export const TAXONOMY_OBJECTIVE_COUNT = taxonomyObjectives.length;

/**
 * Company taxonomy KPIs, percent of the company's total, NaN = no figure. Company arrays are indexed
 * `c * 3 + k` (k: turnover, capex, opex); objective arrays `(c * 3 + k) * 6 + o` (o: CCM, CCA, WTR, CE, PPC, BIO).
 */
export interface TaxonomyInputs {
  companyCount: number;
  /** company total: the `ALL` row when given, else the sum over objectives */
  eligiblePct: Float64Array;
  alignedPct: Float64Array;
  enablingPct: Float64Array;
  transitionalPct: Float64Array;
  fossilGasPct: Float64Array;
  nuclearPct: Float64Array;
  objectiveEligiblePct: Float64Array;
  objectiveAlignedPct: Float64Array;
  /** 1 = the company's KPI rests on estimates */
  estimated: Uint8Array;
  /** fiscal year used per company, 0 = none */
  fiscalYear: Int16Array;
}

/** A taxonomy.csv row as plain data; `estimated` is the optional per-row estimate flag (§8 "estimated per file"). */
export interface TaxonomyRecord {
  company_id: string;
  year: number;
  objective: TaxonomyObjective | 'ALL';
  kpi: TaxonomyKpi;
  eligible_pct?: number | null;
  aligned_pct?: number | null;
  aligned_enabling_pct?: number | null;
  aligned_transitional_pct?: number | null;
  aligned_fossil_gas_pct?: number | null;
  aligned_nuclear_pct?: number | null;
  estimated?: boolean | number | null;
}

/** A taxonomy row the import should have rejected (aligned > eligible, a KPI summing above 100). */
export class TaxonomyInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaxonomyInputError';
  }
}

const num = (x: number | null | undefined): number => (typeof x === 'number' ? x : Number.NaN);
const plus = (a: number, b: number): number => (!Number.isNaN(a) ? (!Number.isNaN(b) ? a + b : a) : b);
const TOLERANCE = 1e-9;

/**
 * Builds the taxonomy port for a calculation year: per company the latest fiscal year ≤ `year` with rows, then the
 * rules of sfdr-pai-and-taxonomy.md §7: aligned without eligible → eligible = aligned; eligible without aligned →
 * aligned 0; company total = sum over objectives unless an `ALL` row gives it.
 */
export const buildTaxonomyInputs = (options: {
  companyIds: readonly string[];
  rows: readonly TaxonomyRecord[];
  year: number;
}): TaxonomyInputs => {
  const n = options.companyIds.length;
  const index = new Map(options.companyIds.map((id, i) => [id, i]));
  const fiscalYear = new Int16Array(n);
  for (const row of options.rows) {
    const c = index.get(row.company_id);
    if (c === undefined || row.year > options.year) continue;
    if (row.year > fiscalYear[c]!) fiscalYear[c] = row.year;
  }
  const kc = n * TAXONOMY_KPI_COUNT;
  const nan = () => new Float64Array(kc).fill(Number.NaN);
  const out: TaxonomyInputs = {
    companyCount: n,
    eligiblePct: nan(),
    alignedPct: nan(),
    enablingPct: nan(),
    transitionalPct: nan(),
    fossilGasPct: nan(),
    nuclearPct: nan(),
    objectiveEligiblePct: new Float64Array(kc * TAXONOMY_OBJECTIVE_COUNT).fill(Number.NaN),
    objectiveAlignedPct: new Float64Array(kc * TAXONOMY_OBJECTIVE_COUNT).fill(Number.NaN),
    estimated: new Uint8Array(kc),
    fiscalYear,
  };
  const hasAll = new Uint8Array(kc);
  const allRows = options.rows.filter((r) => {
    const c = index.get(r.company_id);
    return c !== undefined && r.year === fiscalYear[c];
  });
  // `ALL` rows first, so that objective rows do not add to a total an ALL row gives.
  allRows.sort((a, b) => (a.objective === 'ALL' ? 0 : 1) - (b.objective === 'ALL' ? 0 : 1));
  for (const row of allRows) {
    const c = index.get(row.company_id)!;
    const k = taxonomyKpis.indexOf(row.kpi);
    const ck = c * TAXONOMY_KPI_COUNT + k;
    let aligned = num(row.aligned_pct);
    let eligible = num(row.eligible_pct);
    if (Number.isNaN(aligned) && Number.isNaN(eligible)) continue;
    if (Number.isNaN(eligible)) eligible = aligned;
    if (Number.isNaN(aligned)) aligned = 0;
    if (aligned > eligible + TOLERANCE) {
      throw new TaxonomyInputError(
        `${row.company_id} ${row.year} ${row.objective} ${row.kpi}: aligned > eligible`,
      );
    }
    if (row.estimated === true || row.estimated === 1) out.estimated[ck] = 1;
    if (row.objective === 'ALL') {
      hasAll[ck] = 1;
    } else {
      const o = ck * TAXONOMY_OBJECTIVE_COUNT + taxonomyObjectives.indexOf(row.objective);
      out.objectiveEligiblePct[o] = plus(out.objectiveEligiblePct[o]!, eligible);
      out.objectiveAlignedPct[o] = plus(out.objectiveAlignedPct[o]!, aligned);
      if (hasAll[ck] === 1) continue;
    }
    out.eligiblePct[ck] = plus(out.eligiblePct[ck]!, eligible);
    out.alignedPct[ck] = plus(out.alignedPct[ck]!, aligned);
    out.enablingPct[ck] = plus(out.enablingPct[ck]!, num(row.aligned_enabling_pct));
    out.transitionalPct[ck] = plus(out.transitionalPct[ck]!, num(row.aligned_transitional_pct));
    out.fossilGasPct[ck] = plus(out.fossilGasPct[ck]!, num(row.aligned_fossil_gas_pct));
    out.nuclearPct[ck] = plus(out.nuclearPct[ck]!, num(row.aligned_nuclear_pct));
  }
  for (let ck = 0; ck < kc; ck++) {
    if (out.eligiblePct[ck]! > 100 + TOLERANCE || out.alignedPct[ck]! > 100 + TOLERANCE) {
      const c = Math.floor(ck / TAXONOMY_KPI_COUNT);
      throw new TaxonomyInputError(`${options.companyIds[c]}: a KPI sums above 100 %`);
    }
  }
  return out;
};

/** taxonomy.csv objective codes, in the order of the snapshot's `taxonomyObjectiveCodes`. */
const columnObjectives = [...taxonomyObjectives, 'ALL'] as const;

/**
 * taxonomy.csv as columns (the snapshot's layout): rows of company c at `offsets[c] .. offsets[c + 1] - 1`;
 * `objective` indexes CCM, CCA, WTR, CE, PPC, BIO, ALL; `kpi` indexes turnover, capex, opex; NaN = missing.
 */
export interface TaxonomyColumns {
  offsets: Int32Array;
  year: Int32Array;
  objective: Int32Array;
  kpi: Int32Array;
  columns: Readonly<Record<string, Float64Array>>;
}

/** Builds the taxonomy port from columns, through the same company rules as `buildTaxonomyInputs`. */
export const taxonomyFromColumns = (options: {
  companyIds: readonly string[];
  taxonomy: TaxonomyColumns;
  year: number;
}): TaxonomyInputs => {
  const { taxonomy: t } = options;
  const rows: TaxonomyRecord[] = [];
  const col = (name: string, r: number): number | null => {
    const x = t.columns[name]?.[r] ?? Number.NaN;
    return Number.isNaN(x) ? null : x;
  };
  options.companyIds.forEach((company_id, c) => {
    for (let r = t.offsets[c] ?? 0; r < (t.offsets[c + 1] ?? 0); r++) {
      const objective = columnObjectives[t.objective[r]!];
      const kpi = taxonomyKpis[t.kpi[r]!];
      if (!objective || !kpi) continue;
      rows.push({
        company_id,
        year: t.year[r]!,
        objective,
        kpi,
        eligible_pct: col('eligible_pct', r),
        aligned_pct: col('aligned_pct', r),
        aligned_enabling_pct: col('aligned_enabling_pct', r),
        aligned_transitional_pct: col('aligned_transitional_pct', r),
        aligned_fossil_gas_pct: col('aligned_fossil_gas_pct', r),
        aligned_nuclear_pct: col('aligned_nuclear_pct', r),
        estimated: col('estimated', r),
      });
    }
  });
  return buildTaxonomyInputs({ companyIds: options.companyIds, rows, year: options.year });
};
