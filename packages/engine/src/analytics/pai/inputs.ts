// The columnar input ports of the PAI calculation: company facts for one calculation date and country data
// (dataset-format.md, company_facts.csv, companies.csv and countries.csv; sfdr-pai-and-taxonomy.md §8). A snapshot
// adapter fills them; the builders below fill them from plain records for tests and benchmarks.

/**
 * Company facts at one calculation date, one row per company index (the latest fiscal year ≤ year(D),
 * dataset-format.md). Missing numbers are NaN, never 0; a missing flag is NaN, never "false".
 */
export interface CompanyFactsInputs {
  companyCount: number;
  /** the fiscal year whose facts are used; 0 when the company has no facts row */
  fiscalYear: Int16Array;
  /** numeric and 0/1 columns by their company_facts.csv name; an absent column means no company has it */
  columns: Readonly<Record<string, Float64Array>>;
  /**
   * 1 = the column's value is an estimate (`<column>_estimated`, `ghg_estimated` for scopes, or a row's
   * `estimated`); a column without any estimate may have no array
   */
  estimated: Readonly<Record<string, Uint8Array>>;
  /** companies.csv `nace` section as a char code ('A' = 65), 0 when missing */
  naceSection: Uint8Array;
  /** companies.csv `nace_code`, e.g. `20.20`; null when missing */
  naceCode: readonly (string | null)[];
}

/** countries.csv numbers by column name, one row per country index; NaN = missing. */
export interface CountryFactsInputs {
  countryCount: number;
  columns: Readonly<Record<string, Float64Array>>;
}

/** A company_facts.csv row as plain data: `company_id`, `year` and any numeric columns (null = missing). */
export type CompanyFactsRecord = { company_id: string; year: number } & Record<
  string,
  number | string | boolean | null | undefined
>;

/** The scope columns `ghg_estimated` marks (sfdr-pai-and-taxonomy.md §8). */
const GHG_COLUMNS = ['scope1_t', 'scope2_t', 'scope3_t'];

const toNumber = (v: unknown): number => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return Number.NaN;
};

/**
 * Builds company facts for a calculation year: per company, the latest fiscal year ≤ `year` (dataset-format.md,
 * company_facts.csv "Which year applies"). Estimate flags: `<column>_estimated`, else `ghg_estimated` for the
 * scopes, else the row's `estimated`.
 */
export const buildCompanyFactsInputs = (options: {
  companyIds: readonly string[];
  /** companies.csv `nace` and `nace_code` by company_id */
  companies?: readonly { id: string; nace?: string | null; naceCode?: string | null }[];
  facts: readonly CompanyFactsRecord[];
  year: number;
}): CompanyFactsInputs => {
  const n = options.companyIds.length;
  const index = new Map(options.companyIds.map((id, i) => [id, i]));
  const chosen: (CompanyFactsRecord | undefined)[] = new Array(n);
  for (const row of options.facts) {
    const c = index.get(row.company_id);
    if (c === undefined || row.year > options.year) continue;
    const previous = chosen[c];
    if (!previous || row.year > previous.year) chosen[c] = row;
  }
  const names = new Set<string>();
  for (const row of chosen) {
    if (!row) continue;
    for (const key of Object.keys(row)) {
      if (key === 'company_id' || key === 'year' || key === 'estimated' || key.endsWith('_estimated'))
        continue;
      names.add(key);
    }
  }
  const fiscalYear = new Int16Array(n);
  const columns: Record<string, Float64Array> = {};
  const estimated: Record<string, Uint8Array> = {};
  for (const name of names) columns[name] = new Float64Array(n).fill(Number.NaN);
  chosen.forEach((row, c) => {
    if (!row) return;
    fiscalYear[c] = row.year;
    for (const name of names) {
      columns[name]![c] = toNumber(row[name]);
      const own = row[`${name}_estimated`];
      const ghg = GHG_COLUMNS.includes(name) ? row.ghg_estimated : undefined;
      if (toNumber(own ?? ghg ?? row.estimated) === 1) {
        // a column gets an estimate array only when some company's value is an estimate
        estimated[name] ??= new Uint8Array(n);
        estimated[name][c] = 1;
      }
    }
  });
  const naceSection = new Uint8Array(n);
  const naceCode: (string | null)[] = new Array(n).fill(null);
  for (const co of options.companies ?? []) {
    const c = index.get(co.id);
    if (c === undefined) continue;
    if (co.nace) naceSection[c] = co.nace.charCodeAt(0);
    naceCode[c] = co.naceCode ?? null;
  }
  return { companyCount: n, fiscalYear, columns, estimated, naceSection, naceCode };
};

/** Builds country columns from countries.csv rows as plain data (`country` plus numeric columns). */
export const buildCountryFactsInputs = (options: {
  countries: readonly string[];
  rows: readonly ({ country: string } & Record<string, number | string | boolean | null | undefined>)[];
}): CountryFactsInputs => {
  const n = options.countries.length;
  const index = new Map(options.countries.map((id, i) => [id, i]));
  const columns: Record<string, Float64Array> = {};
  for (const row of options.rows) {
    const k = index.get(row.country);
    if (k === undefined) continue;
    for (const [key, value] of Object.entries(row)) {
      if (key === 'country') continue;
      columns[key] ??= new Float64Array(n).fill(Number.NaN);
      columns[key][k] = toNumber(value);
    }
  }
  return { countryCount: n, columns };
};

/**
 * company_facts.csv as columns (the snapshot's layout): rows sorted by company then year, the rows of company c at
 * `offsets[c] .. offsets[c + 1] - 1`; numeric columns (including `<column>_estimated`) by name, NaN = missing.
 */
export interface CompanyFactsColumns {
  offsets: Int32Array;
  year: Int32Array;
  numbers: Readonly<Record<string, Float64Array>>;
}

/**
 * Builds company facts for a calculation year straight from columns: per company the row of its latest fiscal year
 * ≤ `year` (dataset-format.md), with the same estimate rules as `buildCompanyFactsInputs`.
 */
export const companyFactsFromColumns = (options: {
  companyCount: number;
  facts: CompanyFactsColumns;
  /** companies.csv `nace` per company index (section letter), null when missing */
  nace?: readonly (string | null)[];
  naceCode?: readonly (string | null)[];
  year: number;
}): CompanyFactsInputs => {
  const { companyCount: n, facts } = options;
  const row = new Int32Array(n).fill(-1);
  const fiscalYear = new Int16Array(n);
  for (let c = 0; c < n; c++) {
    const from = facts.offsets[c] ?? 0;
    const to = facts.offsets[c + 1] ?? from;
    for (let r = from; r < to; r++) {
      const y = facts.year[r]!;
      if (y <= options.year && y > fiscalYear[c]!) {
        fiscalYear[c] = y;
        row[c] = r;
      }
    }
  }
  const columns: Record<string, Float64Array> = {};
  const estimated: Record<string, Uint8Array> = {};
  const names = Object.keys(facts.numbers).filter((k) => k !== 'estimated' && !k.endsWith('_estimated'));
  for (const name of names) {
    const source = facts.numbers[name]!;
    const own = facts.numbers[`${name}_estimated`];
    const ghg = GHG_COLUMNS.includes(name) ? facts.numbers.ghg_estimated : undefined;
    const whole = facts.numbers.estimated;
    const out = new Float64Array(n).fill(Number.NaN);
    for (let c = 0; c < n; c++) {
      const r = row[c]!;
      if (r < 0) continue;
      out[c] = source[r]!;
      const ownFlag = own?.[r] ?? Number.NaN;
      const flag = !Number.isNaN(ownFlag)
        ? ownFlag
        : !Number.isNaN(ghg?.[r] ?? Number.NaN)
          ? ghg![r]!
          : whole?.[r];
      if (flag === 1) {
        estimated[name] ??= new Uint8Array(n);
        estimated[name][c] = 1;
      }
    }
    columns[name] = out;
  }
  const naceSection = new Uint8Array(n);
  const naceCode: (string | null)[] = new Array(n).fill(null);
  for (let c = 0; c < n; c++) {
    const section = options.nace?.[c];
    if (section) naceSection[c] = section.charCodeAt(0);
    naceCode[c] = options.naceCode?.[c] ?? null;
  }
  return { companyCount: n, fiscalYear, columns, estimated, naceSection, naceCode };
};
