import { dayFromIso } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { computeExposure } from './exposure.ts';
import {
  buildUniverseInputs,
  HOLDING_CASH,
  LookThroughError,
  NO_AS_OF_DAY,
  resolveFundCompositions,
  type UniverseHoldingRecord,
  type UniverseSecurityRecord,
} from './universe.ts';

const close = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};

const companyIds = ['K', 'L'];
const countries = ['IT', 'DE'];
const securities: UniverseSecurityRecord[] = [
  { id: 'K-EQ', isin: 'XS0000000001', type: 'equity', companyId: 'K' },
  { id: 'K-BD', ticker: 'KBD', type: 'corporate_bond', companyId: 'K', euGreenBond: false },
  { id: 'L-BD', type: 'corporate_bond', companyId: 'L' },
  { id: 'IT-BTP', type: 'sovereign_bond', country: 'IT', euGreenBond: false },
  { id: 'DE-GREEN', type: 'sovereign_bond', country: 'DE', euGreenBond: true },
  { id: 'FOF', type: 'fund' },
  { id: 'FA', type: 'fund' },
  { id: 'FB', type: 'fund' },
  { id: 'F-UNKNOWN', type: 'fund' },
  { id: 'EUR', type: 'cash' },
  { id: 'GOLD', type: 'other' },
];
const holdings: UniverseHoldingRecord[] = [
  { fundId: 'FOF', holdingId: 'FA', weightPct: 60 },
  { fundId: 'FOF', holdingId: 'CASH', weightPct: 10 },
  { fundId: 'FOF', holdingId: 'FB', weightPct: 20 },
  // FA: an old version, the one in force on 2026-09-30 (summing to 100.4: scaled to 100), and a later one
  { fundId: 'FA', holdingId: 'K-EQ', weightPct: 100, asOf: '2025-12-31' },
  { fundId: 'FA', holdingId: 'K-EQ', weightPct: 50.2, asOf: '2026-06-30' },
  { fundId: 'FA', holdingId: 'L-BD', weightPct: 30.12, asOf: '2026-06-30' },
  { fundId: 'FA', holdingId: 'CASH', weightPct: 20.08, asOf: '2026-06-30' },
  { fundId: 'FA', holdingId: 'L-BD', weightPct: 100, asOf: '2026-12-31' },
  // FB sums to 70: 30 % "other"
  { fundId: 'FB', holdingId: 'KBD', weightPct: 40 },
  { fundId: 'FB', holdingId: 'IT-BTP', weightPct: 30 },
];
const universe = buildUniverseInputs({ companyIds, countries, securities, holdings, date: '2026-09-30' });

describe('computeExposure', () => {
  it('values direct items at amount × weight / 100 and splits V into corporate, sovereign, cash and other', () => {
    // Given 10 M€: K equity 50 %, L bond 30 %, cash 20 % (sfdr-pai-and-taxonomy.md §10)
    const e = computeExposure(universe, {
      investmentAmountEur: 10e6,
      items: [
        { id: 'XS0000000001', weightPct: 50 },
        { id: 'L-BD', weightPct: 30 },
        { id: 'EUR', weightPct: 20 },
      ],
    });
    // Then V = 10 M€, V_corp = 8 M€, cash 2 M€, v_K = 5 M€, v_L = 3 M€
    close(e.totalValueEur, 10e6);
    close(e.corporateValueEur, 8e6);
    close(e.cashValueEur, 2e6);
    expect(e.sovereignValueEur).toBe(0);
    expect(e.otherValueEur).toBe(0);
    expect([...e.companies.index]).toEqual([0, 1]);
    close(e.companies.valueEur[0]!, 5e6);
    close(e.companies.valueEur[1]!, 3e6);
    close(e.lookThroughCoveragePct, 100);
  });

  it('looks a fund of funds through, with cash, scaled weights, "other" remainders and the same issuer summed', () => {
    // Given 1 M€ in FOF: FA 60 % (K eq 50, L bd 30, CASH 20 after scaling 100.4 → 100), CASH 10 %,
    // FB 20 % (K bond 40, IT sovereign 30, other 30), FOF's own remainder 10 % other
    const e = computeExposure(universe, { investmentAmountEur: 1e6, items: [{ id: 'FOF', weightPct: 100 }] });
    // Then K = 300,000 (equity via FA) + 80,000 (bond via FB) = 380,000; L = 180,000
    close(e.companies.valueEur[0]!, 380_000);
    close(e.companies.valueEur[1]!, 180_000);
    close(e.corporateValueEur, 560_000);
    // IT sovereign 200,000 × 30 % = 60,000
    close(e.sovereignValueEur, 60_000);
    expect([...e.countries.index]).toEqual([0]);
    close(e.countries.valueEur[0]!, 60_000);
    // cash: FA 600,000 × 20 % + FOF 100,000 = 220,000
    close(e.cashValueEur, 220_000);
    // other: FB 200,000 × 30 % + FOF 1 M€ × 10 % = 160,000
    close(e.otherValueEur, 160_000);
    close(e.totalValueEur, 1e6);
    close(e.lookThroughCoveragePct, 84);
    // securities: K-EQ, K-BD, L-BD, IT-BTP
    expect([...e.securities.index]).toEqual([0, 1, 2, 3]);
    // green status: equities known, K-BD flag 0 known, L-BD unknown → 300,000 + 80,000
    close(e.corporateGreenStatusKnownEur, 380_000);
    close(e.sovereignGreenStatusKnownEur, 60_000);
  });

  it('uses the latest composition on or before the date', () => {
    // Given the same universe on 2026-03-31, FA is still its 2025-12-31 version (K equity 100 %)
    const march = buildUniverseInputs({ companyIds, countries, securities, holdings, date: '2026-03-31' });
    const e = computeExposure(march, { investmentAmountEur: 100, items: [{ id: 'FA', weightPct: 100 }] });
    close(e.companies.valueEur[0]!, 100);
    expect(e.companies.index.length).toBe(1);
    // and on 2027-01-01 the 2026-12-31 version (L bond 100 %)
    const later = buildUniverseInputs({ companyIds, countries, securities, holdings, date: '2027-01-01' });
    const e2 = computeExposure(later, { investmentAmountEur: 100, items: [{ id: 'FA', weightPct: 100 }] });
    expect([...e2.companies.index]).toEqual([1]);
  });

  it('counts a fund without composition, an `other` security and an unknown id as "other"', () => {
    const e = computeExposure(universe, {
      investmentAmountEur: 1000,
      items: [
        { id: 'F-UNKNOWN', weightPct: 50 },
        { id: 'GOLD', weightPct: 30 },
        { id: 'NOPE', weightPct: 20 },
      ],
    });
    close(e.otherValueEur, 1000);
    close(e.lookThroughCoveragePct, 0);
    expect(e.unmatchedIds).toEqual(['NOPE']);
  });

  it('records EU green bonds per country and per company', () => {
    // Given 100 € split 50/50 between the IT bond and the DE green bond
    const e = computeExposure(universe, {
      investmentAmountEur: 100,
      items: [
        { id: 'IT-BTP', weightPct: 50 },
        { id: 'DE-GREEN', weightPct: 50 },
      ],
    });
    close(e.sovereignValueEur, 100);
    close(e.sovereignEuGreenBondValueEur, 50);
    expect([...e.countries.euGreenBondValueEur]).toEqual([0, 50]);
  });

  it('rejects a cycle, weights above 100.5 % and negative weights', () => {
    const cyc = buildUniverseInputs({
      companyIds,
      countries,
      securities: [
        { id: 'A', type: 'fund' },
        { id: 'B', type: 'fund' },
      ],
      holdings: [
        { fundId: 'A', holdingId: 'B', weightPct: 100 },
        { fundId: 'B', holdingId: 'A', weightPct: 100 },
      ],
      date: '2026-01-01',
    });
    expect(() =>
      computeExposure(cyc, { investmentAmountEur: 1, items: [{ id: 'A', weightPct: 100 }] }),
    ).toThrow(LookThroughError);
    expect(() =>
      buildUniverseInputs({
        companyIds,
        countries,
        securities: [{ id: 'A', type: 'fund' }, ...securities],
        holdings: [
          { fundId: 'A', holdingId: 'K-EQ', weightPct: 60 },
          { fundId: 'A', holdingId: 'L-BD', weightPct: 40.6 },
        ],
        date: '2026-01-01',
      }),
    ).toThrow(/100.5/);
    expect(() =>
      computeExposure(universe, { investmentAmountEur: 1, items: [{ id: 'K-EQ', weightPct: -5 }] }),
    ).toThrow(LookThroughError);
  });

  it('gives a zero portfolio no look-through coverage rather than a division by zero', () => {
    const e = computeExposure(universe, { investmentAmountEur: 0, items: [{ id: 'K-EQ', weightPct: 100 }] });
    expect(e.totalValueEur).toBe(0);
    expect(e.lookThroughCoveragePct).toBeNull();
  });
});

describe('resolveFundCompositions', () => {
  it('picks the latest version on or before the day, undated rows being the oldest, and scales or fills "other"', () => {
    // Given fund 0 with an undated version (security 1: 100 %) and a 2026-06-30 version (security 1: 60.3,
    // CASH 40.2 → sum 100.5, scaled by 100/100.5); fund 2 with only a 2027 version; security 1 is not a fund
    const june = dayFromIso('2026-06-30');
    const raw = {
      offsets: Int32Array.from([0, 3, 3, 4]),
      asOfDay: Int32Array.from([NO_AS_OF_DAY, june, june, dayFromIso('2027-01-01')]),
      holding: Int32Array.from([1, 1, HOLDING_CASH, 1]),
      weightPct: Float64Array.from([100, 60.3, 40.2, 100]),
    };
    const before = resolveFundCompositions(3, raw, dayFromIso('2026-01-01'));
    expect([...before.offsets]).toEqual([0, 1, 1, 1]);
    expect([...before.weightPct]).toEqual([100]);
    const after = resolveFundCompositions(3, raw, june);
    expect([...after.holding]).toEqual([1, HOLDING_CASH]);
    close(after.weightPct[0]!, 60);
    close(after.weightPct[1]!, 40);
    expect(after.otherPct[0]).toBe(0);
    // fund 2 has no version on or before the day: entirely "other"
    expect(after.otherPct[2]).toBe(100);
  });
});
