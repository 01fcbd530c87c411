import { CASH_INDEX } from '../../snapshot/snapshot-data.ts';
import { holdingsColumns } from '../columns.ts';
import type { IssueLog } from '../issues.ts';
import { offsetsOf, reorder, sortOrder } from '../sort.ts';
import type { Table } from '../table.ts';
import { type DatasetFile, fundTypeIndex, type Lookups, resolverOf, round } from './shared.ts';

interface Sorted {
  fund: Int32Array;
  asOf: Int32Array;
  holding: Int32Array;
  weight: Float64Array;
  line: Int32Array;
}

/** Weights per fund and date: > 100.5 error; 100–100.5 scaled to 100; < 99.5 warning (dataset-format.md). */
const checkWeights = (ho: Table, f: string, log: IssueLog, s: Sorted, securityIds: readonly string[]) => {
  const colWeight = ho.position.get('weight_pct')!;
  for (let start = 0; start < ho.rows; ) {
    let end = start + 1;
    while (end < ho.rows && s.fund[end] === s.fund[start] && s.asOf[end] === s.asOf[start]) end++;
    let sum = 0;
    for (let r = start; r < end; r++) sum += Number.isNaN(s.weight[r]!) ? 0 : s.weight[r]!;
    const id = securityIds[s.fund[start]!] ?? '?';
    const lastLine = Math.max(...Array.from(s.line.subarray(start, end)));
    if (sum > 100.5 + 1e-9)
      log.error(f, lastLine, colWeight, `fund ${id}: weights sum to ${round(sum)} > 100.5`);
    else if (sum > 100) for (let r = start; r < end; r++) s.weight[r] = (s.weight[r]! * 100) / sum;
    else if (sum < 99.5)
      log.warn(
        f,
        lastLine,
        colWeight,
        `fund ${id}: weights sum to ${round(sum)}; the remaining ${round(100 - sum)} % is "other"`,
      );
    start = end;
  }
};

/** A fund that holds itself, directly or through other funds, is an error. */
const checkCycles = (ho: Table, f: string, log: IssueLog, s: Sorted, lookups: Lookups) => {
  const { securityIds, securityType } = lookups;
  const children = new Map<number, { child: number; line: number }[]>();
  for (let r = 0; r < ho.rows; r++) {
    const h = s.holding[r]!;
    if (h >= 0 && securityType[h] === fundTypeIndex && s.fund[r]! >= 0) {
      const list = children.get(s.fund[r]!) ?? [];
      list.push({ child: h, line: s.line[r]! });
      children.set(s.fund[r]!, list);
    }
  }
  const state = new Map<number, 1 | 2>();
  const visit = (node: number, path: number[]): void => {
    state.set(node, 1);
    for (const { child, line } of children.get(node) ?? []) {
      if (state.get(child) === 1) {
        const cycle = [...path.slice(path.indexOf(child)), child].map((c) => securityIds[c]).join(' → ');
        log.error(f, line, ho.position.get('holding_id')!, `fund holdings form a cycle: ${cycle}`);
      } else if (!state.has(child)) visit(child, [...path, child]);
    }
    state.set(node, 2);
  };
  for (const node of [...children.keys()].sort((a, b) => a - b)) if (!state.has(node)) visit(node, [node]);
};

/** holdings.csv: a fund's holdings by date (a fund's own security, another fund, or CASH), no short positions. */
export const holdingsFile: DatasetFile<'holdings'> = {
  part: 'holdings',
  columns: ({ securityIndex }) =>
    holdingsColumns(resolverOf(securityIndex), (id) => (id === 'CASH' ? CASH_INDEX : securityIndex.get(id))),
  build(ho, { log, file: f, lookups }) {
    const { securityIds, securityType } = lookups;
    const nSecurities = securityIds.length;
    if (!ho)
      return {
        fund: new Int32Array(0),
        asOf: new Int32Array(0),
        holding: new Int32Array(0),
        weightPct: new Float64Array(0),
        offsets: new Int32Array(nSecurities + 1),
      };
    const fund = ho.int('fund_id');
    const asOfRaw = ho.int('as_of');
    const weight = ho.num('weight_pct');
    const colWeight = ho.position.get('weight_pct')!;
    for (let r = 0; r < ho.rows; r++) {
      if (fund[r]! >= 0 && securityType[fund[r]!] !== fundTypeIndex)
        log.error(
          f,
          ho.line[r]!,
          ho.position.get('fund_id')!,
          `security ${securityIds[fund[r]!]} is not of type fund`,
        );
      // spec sfdr-pai-and-taxonomy.md §5.11: short positions are out of scope.
      if (weight[r]! < 0) log.error(f, ho.line[r]!, colWeight, `weight_pct ${weight[r]} is negative`);
    }
    const order = sortOrder(ho.rows, [fund, asOfRaw]);
    const sorted: Sorted = {
      fund: reorder(fund, order),
      asOf: reorder(asOfRaw, order),
      holding: reorder(ho.int('holding_id'), order),
      weight: reorder(weight, order),
      line: reorder(Int32Array.from(ho.line), order),
    };
    checkWeights(ho, f, log, sorted, securityIds);
    checkCycles(ho, f, log, sorted, lookups);
    return {
      fund: sorted.fund,
      asOf: sorted.asOf,
      holding: sorted.holding,
      weightPct: sorted.weight,
      offsets: offsetsOf(sorted.fund, nSecurities),
    };
  },
};
