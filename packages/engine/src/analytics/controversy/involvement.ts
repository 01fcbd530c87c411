import { exclusionTypes, type TrafficLight } from '@esgkit/core';
import type { Snapshot } from '../../provider/index.ts';
import { trafficLight } from './bands.ts';

// local copies: imported bindings are getters under a module runner (vitest), slow in per-line loops
const lightOfShares = trafficLight;

// involvement.csv as columns per exclusion type (built once per snapshot): the analytics ask "how involved is
// company c in type k" millions of times in a screening, so this is a typed-array lookup, not a row scan.

export interface TypeInvolvement {
  type: string;
  kind: 'activity' | 'controversy' | 'norms';
  /** per company: revenue share, NaN without a figure */
  revenueSharePct: Float64Array;
  ownershipPct: Float64Array;
  /** per company: 1 when involvement.csv has a row for this type */
  hasRow: Uint8Array;
}

export interface InvolvementTable {
  /** whether the dataset had involvement.csv: without it every light is "no data" */
  hasFile: boolean;
  byType: ReadonlyMap<string, TypeInvolvement>;
}

const tables = new WeakMap<Snapshot, InvolvementTable>();
const kindOf = new Map(exclusionTypes.map((e) => [e.id as string, e.kind]));

/** The involvement table of a snapshot. */
export const involvementTable = (snapshot: Snapshot): InvolvementTable => {
  let table = tables.get(snapshot);
  if (table) return table;
  const v = snapshot.data.involvement;
  const n = snapshot.data.companies.id.length;
  const byType = new Map<string, TypeInvolvement>();
  const make = (type: string): TypeInvolvement => ({
    type,
    kind: kindOf.get(type) ?? 'activity',
    revenueSharePct: new Float64Array(n).fill(Number.NaN),
    ownershipPct: new Float64Array(n).fill(Number.NaN),
    hasRow: new Uint8Array(n),
  });
  for (const e of exclusionTypes) byType.set(e.id, make(e.id));
  for (let r = 0; r < v.type.length; r++) {
    const type = v.type[r]!;
    let t = byType.get(type);
    if (!t) {
      t = make(type);
      byType.set(type, t);
    }
    const c = v.company[r]!;
    t.hasRow[c] = 1;
    // several rows of one type: the largest figure counts
    const rs = v.revenueSharePct[r]!;
    if (!Number.isNaN(rs) && !(t.revenueSharePct[c]! >= rs)) t.revenueSharePct[c] = rs;
    const os = v.ownershipPct[r]!;
    if (!Number.isNaN(os) && !(t.ownershipPct[c]! >= os)) t.ownershipPct[c] = os;
  }
  table = { hasFile: snapshot.hasFile('involvement'), byType };
  tables.set(snapshot, table);
  return table;
};

/**
 * A company's light for one type. No row: green (involvement.csv lists involved companies only). A controversy row
 * without figures is red: the controversy is reported and nothing measures it smaller (docs/decisions.md). An
 * activity row without figures is no data. Without involvement.csv: no data.
 */
export const companyLight = (
  table: InvolvementTable,
  t: TypeInvolvement,
  company: number,
): TrafficLight | null => {
  if (!table.hasFile) return null;
  if (t.hasRow[company] !== 1) return 'green';
  const light = lightOfShares(t.revenueSharePct[company]!, t.ownershipPct[company]!);
  if (light === null && t.kind === 'controversy') return 'red';
  return light;
};

/**
 * A fund's look-through involvement in one type, percent of the fund: Σ_c w_c · share_c / 100 over the companies it
 * holds that report a share (screening's fund rule, spec doc 1 §3; matching's exclusions use it too).
 */
export const fundInvolvementPct = (
  weights: { company: Int32Array; weightPct: Float64Array },
  share: Float64Array,
): number => {
  let sum = 0;
  for (let i = 0; i < weights.company.length; i++) {
    const x = share[weights.company[i]!]!;
    if (!Number.isNaN(x)) sum += (weights.weightPct[i]! * x) / 100;
  }
  return sum;
};
