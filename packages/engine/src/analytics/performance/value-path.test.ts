import { describe, expect, it } from 'vitest';
import { riskMeasures } from './risk.ts';
import type {
  PerformanceFxTable,
  PerformanceItem,
  PerformancePortfolio,
  PerformanceSeries,
} from './types.ts';
import { buildValuePath } from './value-path.ts';

const noFx: PerformanceFxTable = new Map();
const series = (days: number[], values: number[]): PerformanceSeries => ({
  days: Int32Array.from(days),
  values: Float64Array.from(values),
});
const eur = (s: PerformanceSeries | null, weightPct: number, id?: string): PerformanceItem => ({
  series: s,
  weightPct,
  currency: 'EUR',
  ...(id === undefined ? {} : { id }),
});
const portfolio = (
  items: PerformanceItem[],
  cashWeightPct = 0,
  investmentDay = 100,
): PerformancePortfolio => ({
  items,
  cashWeightPct,
  investmentDay,
  investmentAmountEur: 1000,
});

describe('buy-and-hold value path (metrics.md §0)', () => {
  it('a one-security portfolio reproduces that security returns exactly', () => {
    const s = series([100, 101, 102, 105, 106], [37.1, 38.27, 36.9, 41.03, 40.5]);
    const path = buildValuePath(portfolio([eur(s, 100)]), noFx);
    expect(Array.from(path.days)).toEqual(Array.from(s.days));
    for (let k = 1; k < s.days.length; k++) {
      const own = s.values[k]! / s.values[k - 1]! - 1;
      const fromPath = path.values[k]! / path.values[k - 1]! - 1;
      expect(Math.abs(fromPath - own)).toBeLessThanOrEqual(1e-15);
    }
    expect(path.values[0]).toBe(1000);
    expect(path.warnings).toEqual([]);
    // … and so the same risk measures
    const window = [{ window: 'custom' as const, fromDay: 100, toDay: 106 }];
    const own = riskMeasures(s, null, { windows: window }).windows[0]!.portfolio;
    const viaPath = riskMeasures(path, null, { windows: window }).windows[0]!.portfolio;
    for (const key of ['standardDeviation', 'sharpe', 'sortino', 'maxDrawdown'] as const) {
      expect(viaPath[key].value).toBeCloseTo(own[key].value!, 12);
    }
  });

  it('case 1: two items 60/40 hold their units', () => {
    // units A = 600/10 = 60, B = 400/20 = 20; values 1000, 60·11 + 20·18 = 1020, 60·12 + 20·22 = 1160
    const a = series([100, 101, 102], [10, 11, 12]);
    const b = series([100, 101, 102], [20, 18, 22]);
    const path = buildValuePath(portfolio([eur(a, 60), eur(b, 40)]), noFx);
    expect(Array.from(path.values)).toEqual([1000, 1020, 1160]);
  });

  it('case 2: cash earns 0 %', () => {
    // 80 % in A: 80 units; cash 200: 1000, 80·11 + 200 = 1080, 80·12 + 200 = 1160
    const a = series([100, 101, 102], [10, 11, 12]);
    const path = buildValuePath(portfolio([eur(a, 80)], 20), noFx);
    expect(Array.from(path.values)).toEqual([1000, 1080, 1160]);
  });

  it('case 3: converts with fx.csv (eur_per_unit), carrying the rate forward', () => {
    // USD 10, 10, 11; EUR per USD 0.9 (day 100), 0.8 (day 101), none on 102 → 0.8 carried
    // units = 1000 / (10 · 0.9); values 1000, units·10·0.8 = 888.9, units·11·0.8 = 977.8
    const usd = series([100, 101, 102], [10, 10, 11]);
    const fx: PerformanceFxTable = new Map([
      ['USD', { days: Int32Array.of(100, 101), eurPerUnit: Float64Array.of(0.9, 0.8) }],
    ]);
    const path = buildValuePath(portfolio([{ series: usd, weightPct: 100, currency: 'USD' }]), fx);
    const units = 1000 / 9;
    expect(path.values[1]).toBeCloseTo(units * 8, 10);
    expect(path.values[2]).toBeCloseTo(units * 8.8, 10);
    expect(path.warnings).toEqual([]);
  });

  it('case 4: the calendar is the union of business days; a gap is carried ≤ 5 days, then no value', () => {
    // A prices every day 100…108; B only on 100 and 108. B is carried on 101–105 (ages 1–5), stale on 106–107.
    const a = series([100, 101, 102, 103, 104, 105, 106, 107, 108], [10, 10, 10, 10, 10, 10, 10, 10, 12]);
    const b = series([100, 108], [5, 10]);
    const path = buildValuePath(portfolio([eur(a, 50, 'A'), eur(b, 50, 'B')]), noFx);
    expect(Array.from(path.days)).toEqual([100, 101, 102, 103, 104, 105, 108]);
    // day 108: 50·12 + 100·10 = 1600
    expect(path.values[6]).toBe(1600);
    expect(path.warnings).toEqual([{ kind: 'stale_price', item: 1, id: 'B', days: 2, firstDay: 106 }]);
  });

  it('uses a non-EUR series unconverted without fx and says so', () => {
    const usd = series([100, 101], [10, 12]);
    const path = buildValuePath(portfolio([{ series: usd, weightPct: 100, currency: 'USD', id: 'U' }]), noFx);
    expect(Array.from(path.values)).toEqual([1000, 1200]);
    expect(path.warnings).toEqual([{ kind: 'fx_missing', item: 0, id: 'U', currency: 'USD' }]);
  });

  it('has no path when an item has no price at all', () => {
    const path = buildValuePath(portfolio([eur(series([100], [1]), 50), eur(null, 50, 'X')]), noFx);
    expect(path.days).toHaveLength(0);
    expect(path.warnings).toEqual([{ kind: 'no_prices', item: 1, id: 'X' }]);
  });

  it('starts on the first day every item has a price, and says so', () => {
    const a = series([100, 101, 102], [10, 11, 12]);
    const b = series([101, 102], [20, 20]);
    const path = buildValuePath(portfolio([eur(a, 50), eur(b, 50)], 0, 99), noFx);
    // start 101: units A = 500/11, B = 25; day 102: 500·12/11 + 500
    expect(Array.from(path.days)).toEqual([101, 102]);
    expect(path.values[1]).toBeCloseTo((500 * 12) / 11 + 500, 10);
    expect(path.warnings).toEqual([{ kind: 'start_moved', requestedDay: 99, day: 101 }]);
  });

  it('ignores zero-weight items and treats a weekend investment day as the next business day', () => {
    const a = series([100, 103], [10, 11]);
    const path = buildValuePath(portfolio([eur(a, 100), eur(null, 0)], 0, 101), noFx);
    expect(Array.from(path.days)).toEqual([103]);
    expect(path.warnings).toEqual([]);
  });
});
