import { PaiStatement } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { computeExposure } from '../exposure/exposure.ts';
import { buildUniverseInputs } from '../exposure/universe.ts';
import { buildCompanyFactsInputs } from './inputs.ts';
import { computePai } from './pai.ts';
import { paiQuarterEndDates, paiStatement } from './statement.ts';

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};

const companyIds = ['K', 'Z'];
const universe = buildUniverseInputs({
  companyIds,
  countries: [],
  securities: [
    { id: 'K-EQ', type: 'equity', companyId: 'K' },
    { id: 'Z-EQ', type: 'equity', companyId: 'Z' },
    { id: 'EUR', type: 'cash' },
  ],
  date: '2026-12-31',
});
// K: 5,000 t scope 1 (ESAs' example), EVIC 250 M€; Z: zero emissions, no water or pay-gap figures
const facts = buildCompanyFactsInputs({
  companyIds,
  facts: [
    {
      company_id: 'K',
      year: 2025,
      evic_eur: 250e6,
      scope1_t: 5000,
      water_emissions_t: 10,
      fossil_fuel_sector: 1,
      board_female_pct: 40,
      gender_pay_gap_pct: 10,
    },
    {
      company_id: 'Z',
      year: 2025,
      evic_eur: 100e6,
      scope1_t: 0,
      fossil_fuel_sector: 0,
      board_female_pct: 20,
    },
  ],
  year: 2026,
});
const quarter = (date: string, id: string) => ({
  date,
  result: computePai(
    computeExposure(universe, { investmentAmountEur: 25e6, items: [{ id, weightPct: 100 }] }),
    { facts },
    { table: 1 },
  ),
});
// 25 M€ = 10 % of K's EVIC in Q1 and Q2, all cash in Q3, Z in Q4
const [q1, q2, q3, q4] = paiQuarterEndDates(2026);
const quarters = [quarter(q1, 'K-EQ'), quarter(q2, 'K-EQ'), quarter(q3, 'EUR'), quarter(q4, 'Z-EQ')];

describe('paiStatement', () => {
  const statement = paiStatement({ referenceYear: 2026, quarters });
  const line = (code: string) => statement.lines.find((l) => l.code === code)!;

  it('parses with core PaiStatement and keeps the four quarter-end figures', () => {
    expect(PaiStatement.safeParse(statement).success).toBe(true);
    expect(line('t1_1_scope1').quarters.map((q) => q.value)).toEqual([500, 500, null, 0]);
    expect(line('t1_1_scope1').quarters[2]!.status).toBe('not_applicable');
    expect(line('t1_1_scope1').quarters.map((q) => q.date)).toEqual([
      '2026-03-31',
      '2026-06-30',
      '2026-09-30',
      '2026-12-31',
    ]);
  });

  it('averages class A over four quarters, an all-cash quarter counting as 0 (RTS Art. 6(3), §5.12)', () => {
    // (500 + 500 + 0 + 0) / 4 = 250 t, the ESAs' example; coverage (100 + 100 + 0 + 100) / 4 = 75 %
    close(line('t1_1_scope1').year.value, 250);
    close(line('t1_1_scope1').year.coveragePct, 75);
    expect(line('t1_1_scope1').year.fiscalYear).toBe(2025);
    // class D: PAI 4 = (100 + 100 + 0 + 0) / 4 = 50 %
    close(line('t1_4').year.value, 50);
  });

  it('skips the all-cash quarter for class E', () => {
    // PAI 13 = (40 + 40 + 20) / 3
    close(line('t1_13').year.value, 100 / 3);
  });

  it('skips a quarter with exposure but no data', () => {
    // PAI 8 (class B): Q1, Q2 = 10 · 10 % / 25 = 0.04 t/€M; Q3 all cash → 0; Q4 Z has no figure → skipped
    close(line('t1_8').year.value, (0.04 + 0.04 + 0) / 3);
    // PAI 12 (class E): Q1, Q2 = 10; Q3 skipped (no exposure); Q4 skipped (no data) → 10
    close(line('t1_12').year.value, 10);
  });

  it('is not applicable for a year without exposure, and no data for a year without data', () => {
    expect(line('t1_15').year.status).toBe('not_applicable');
    expect(line('t1_15').year.value).toBeNull();
    expect(line('t1_7').year.status).toBe('no_data');
    expect(line('t1_7').year.value).toBeNull();
  });

  it('averages on the covered basis as well, and rejects mixed bases or a wrong number of quarters', () => {
    const covered = quarters.map((q, i) => ({
      ...q,
      result: computePai(
        computeExposure(universe, {
          investmentAmountEur: 25e6,
          items: [{ id: ['K-EQ', 'K-EQ', 'EUR', 'Z-EQ'][i]!, weightPct: 100 }],
        }),
        { facts },
        { table: 1, basis: 'covered' },
      ),
    }));
    const s = paiStatement({ referenceYear: 2026, quarters: covered });
    expect(s.basis).toBe('covered');
    close(s.lines.find((l) => l.code === 't1_4')!.year.value, 50);
    expect(() =>
      paiStatement({ referenceYear: 2026, quarters: [quarters[0]!, ...covered.slice(1)] }),
    ).toThrow(/basis/);
    expect(() => paiStatement({ referenceYear: 2026, quarters: quarters.slice(0, 3) })).toThrow(/4 quarter/);
  });
});
