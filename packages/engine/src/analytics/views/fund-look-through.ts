import type { Snapshot } from '../../provider/index.ts';
import { computeExposure } from '../exposure/exposure.ts';
import { snapshotUniverseInputs } from '../snapshot-inputs/snapshot-inputs.ts';

// Every fund of the snapshot looked through once per calculation date: fund screening (involvement and controversy
// exposure) and matching (SDG fit) read company weights per fund from here instead of walking holdings per query.

export interface FundCompanies {
  /** company indices held through the fund */
  company: Int32Array;
  /** their weight in the fund, percent of the fund's value */
  weightPct: Float64Array;
  /** the share of the fund that could be looked through to companies, sovereigns or cash, percent */
  lookThroughPct: number;
}

const caches = new WeakMap<Snapshot, Map<number, Map<number, FundCompanies>>>();
const MAX_DATES = 4;

/** The companies held by every fund (security index → companies) at a calculation date. */
export const fundCompanies = (snapshot: Snapshot, day: number): ReadonlyMap<number, FundCompanies> => {
  let byDay = caches.get(snapshot);
  if (!byDay) {
    byDay = new Map();
    caches.set(snapshot, byDay);
  }
  const hit = byDay.get(day);
  if (hit) return hit;
  const universe = snapshotUniverseInputs(snapshot, day);
  const out = new Map<number, FundCompanies>();
  for (const s of snapshot.data.funds.security) {
    const e = computeExposure(universe, {
      investmentAmountEur: 100,
      items: [{ id: snapshot.data.securities.id[s]!, weightPct: 100 }],
    });
    out.set(s, {
      company: e.companies.index,
      weightPct: e.companies.valueEur,
      lookThroughPct: e.lookThroughCoveragePct ?? 0,
    });
  }
  byDay.set(day, out);
  if (byDay.size > MAX_DATES) byDay.delete(byDay.keys().next().value as number);
  return out;
};
