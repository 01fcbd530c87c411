import type { Snapshot } from '../../provider/index.ts';

// indicators.csv at a calculation year as one dense column per code: per company the value of its latest year ≤ the
// calculation year (dataset-format.md). The full demo has ~5 million rows over 369 codes; the ESG and impact views
// read thousands of companies × hundreds of codes, so the rows are folded once per snapshot and year (one pass,
// ~9 MB for the full demo) instead of scanned per company per view.

export interface IndicatorTable {
  companyCount: number;
  /** code → column number */
  codeIndex: ReadonlyMap<string, number>;
  /** value of column k for company c at `k * companyCount + c`; NaN = the company has no value ≤ the year */
  values: Float64Array;
}

const caches = new WeakMap<Snapshot, Map<number, IndicatorTable>>();
const MAX_YEARS = 4;

export const indicatorTable = (snapshot: Snapshot, year: number): IndicatorTable => {
  let byYear = caches.get(snapshot);
  if (!byYear) {
    byYear = new Map();
    caches.set(snapshot, byYear);
  }
  const hit = byYear.get(year);
  if (hit) return hit;
  const ind = snapshot.data.indicators;
  const n = snapshot.data.companies.id.length;
  const values = new Float64Array(ind.codes.length * n).fill(Number.NaN);
  const best = new Int16Array(ind.codes.length * n);
  for (let r = 0; r < ind.value.length; r++) {
    const y = ind.year[r]!;
    const v = ind.value[r]!;
    if (y > year || Number.isNaN(v)) continue;
    const at = ind.code[r]! * n + ind.company[r]!;
    if (y >= best[at]!) {
      best[at] = y;
      values[at] = v;
    }
  }
  const table = { companyCount: n, codeIndex: new Map(ind.codes.map((c, k) => [c, k])), values };
  byYear.set(year, table);
  if (byYear.size > MAX_YEARS) byYear.delete(byYear.keys().next().value as number);
  return table;
};

/** The column of one code (a view into the table), or undefined when the dataset has no row with that code. */
export const indicatorColumn = (table: IndicatorTable, code: string): Float64Array | undefined => {
  const k = table.codeIndex.get(code);
  return k === undefined
    ? undefined
    : table.values.subarray(k * table.companyCount, (k + 1) * table.companyCount);
};
