import { PaiStatement } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { computeExposure, type ExposureItem } from '../exposure/exposure.ts';
import { buildUniverseInputs } from '../exposure/universe.ts';
import { buildTaxonomyInputs } from '../taxonomy/inputs.ts';
import { computeTaxonomy } from '../taxonomy/taxonomy.ts';
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
  countries: ['IT'],
  securities: [
    { id: 'K-EQ', type: 'equity', companyId: 'K' },
    { id: 'Z-EQ', type: 'equity', companyId: 'Z' },
    { id: 'IT-BTP', type: 'sovereign_bond', country: 'IT', euGreenBond: false },
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
// K: turnover 40 % eligible, 20 % aligned; capex 10 % / 10 %, estimated; Z and every opex: nothing reported
const taxonomy = buildTaxonomyInputs({
  companyIds,
  rows: [
    { company_id: 'K', year: 2025, objective: 'CCM', kpi: 'turnover', eligible_pct: 40, aligned_pct: 20 },
    {
      company_id: 'K',
      year: 2025,
      objective: 'CCM',
      kpi: 'capex',
      eligible_pct: 10,
      aligned_pct: 10,
      estimated: 1,
    },
  ],
  year: 2026,
});
const quarterOf = (date: string, investmentAmountEur: number, items: ExposureItem[]) => {
  const exposure = computeExposure(universe, { investmentAmountEur, items });
  return {
    date,
    result: computePai(exposure, { facts }, { table: 1 }),
    taxonomy: computeTaxonomy(exposure, taxonomy),
  };
};
const quarter = (date: string, id: string) => quarterOf(date, 25e6, [{ id, weightPct: 100 }]);
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
    close(line('t1_1_scope1').year.coverage.pct, 75);
    // covered value (25 + 25 + 0 + 25) / 4 M€ behind a V of 25 M€, in the figure's unit
    close(line('t1_1_scope1').year.coverage.coveredValueEur, 18.75e6);
    close(line('t1_1_scope1').year.totalValueEur, 25e6);
    expect(line('t1_1_scope1').year.unit).toBe('t_co2e');
    expect(line('t1_1_scope1').year.quartersCounted).toBe(4);
    expect(line('t1_1_scope1').year.fiscalYear).toBe(2025);
    // class D: PAI 4 = (100 + 100 + 0 + 0) / 4 = 50 %
    close(line('t1_4').year.value, 50);
  });

  it('skips the all-cash quarter for class E', () => {
    // PAI 13 = (40 + 40 + 20) / 3, coverage over the same three quarters: 100 %
    close(line('t1_13').year.value, 100 / 3);
    close(line('t1_13').year.coverage.pct, 100);
    expect(line('t1_13').year.quartersCounted).toBe(3);
    expect(line('t1_13').year.unit).toBe('percent');
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

describe('paiStatement: EU Taxonomy (sfdr-pai-and-taxonomy.md §7, §9)', () => {
  // Q1 10 M€: 60 % K, 40 % Italian BTP → V 10 M€, V − V_sov 6 M€; Q2 10 M€ all cash; Q3 10 M€ all BTP
  // (V − V_sov = 0); Q4 20 M€ all K.
  const taxonomyQuarters = [
    quarterOf(q1, 10e6, [
      { id: 'K-EQ', weightPct: 60 },
      { id: 'IT-BTP', weightPct: 40 },
    ]),
    quarterOf(q2, 10e6, [{ id: 'EUR', weightPct: 100 }]),
    quarterOf(q3, 10e6, [{ id: 'IT-BTP', weightPct: 100 }]),
    quarterOf(q4, 20e6, [{ id: 'K-EQ', weightPct: 100 }]),
  ];
  const statement = paiStatement({ referenceYear: 2026, quarters: taxonomyQuarters });
  const line = (code: string) => statement.taxonomy.find((l) => l.code === code)!;

  it('has the twelve lines: turnover, capex, opex × eligible, aligned × including, excluding sovereigns', () => {
    expect(PaiStatement.safeParse(statement).success).toBe(true);
    expect(statement.taxonomy.map((l) => l.code)).toEqual(
      ['turnover', 'capex', 'opex'].flatMap((kpi) =>
        ['eligible', 'aligned'].flatMap((m) =>
          ['including', 'excluding'].map((s) => `taxonomy_${kpi}_${m}_${s}`),
        ),
      ),
    );
    expect(line('taxonomy_turnover_aligned_including').label).toBe(
      'EU Taxonomy – Turnover: Aligned (Including sovereign bonds)',
    );
  });

  it('including sovereigns: shares of V, a quarter of cash or of sovereigns alone counting as 0', () => {
    const aligned = line('taxonomy_turnover_aligned_including');
    // quarters 6 · 20 % / 10 = 12 %, 0, 0, 20 % → year (12 + 0 + 0 + 20) / 4 = 8 %
    expect(aligned.quarters.map((q) => q.value)).toEqual([12, 0, 0, 20]);
    close(aligned.year.value, 8);
    // coverage (60 + 0 + 0 + 100) / 4 = 40 %; covered (6 + 0 + 0 + 20) / 4 = 6.5 M€; V (10 + 10 + 10 + 20) / 4
    close(aligned.year.coverage.pct, 40);
    close(aligned.year.coverage.coveredValueEur, 6.5e6);
    close(aligned.year.totalValueEur, 12.5e6);
    expect(aligned.year.unit).toBe('percent');
    expect(aligned.year.basis).toBe('all');
    expect(aligned.year.fiscalYear).toBe(2025);
    // eligible (24 + 0 + 0 + 40) / 4 = 16 %
    close(line('taxonomy_turnover_eligible_including').year.value, 16);
  });

  it('excluding sovereigns: shares of V − V_sov, a quarter without anything but sovereigns skipped', () => {
    const aligned = line('taxonomy_turnover_aligned_excluding');
    // Q1 1.2 / 6 = 20 %, Q2 0, Q3 not applicable (V − V_sov = 0), Q4 20 % → (20 + 0 + 20) / 3
    expect(aligned.quarters.map((q) => q.value)).toEqual([20, 0, null, 20]);
    expect(aligned.quarters[2]!.status).toBe('not_applicable');
    close(aligned.year.value, 40 / 3);
    expect(aligned.year.quartersCounted).toBe(3);
    // coverage (100 + 0 + 100) / 3; V − V_sov (6 + 10 + 20) / 3 = 12 M€
    close(aligned.year.coverage.pct, 200 / 3);
    close(aligned.year.eligibleValueEur, 12e6);
    close(line('taxonomy_turnover_eligible_excluding').year.value, 80 / 3);
  });

  it('counts a KPI nobody reports as 0 % aligned with 0 % coverage, and states the estimated share', () => {
    const opex = line('taxonomy_opex_aligned_including');
    expect(opex.year.status).toBe('ok');
    close(opex.year.value, 0);
    close(opex.year.coverage.pct, 0);
    expect(opex.year.fiscalYear).toBeNull();
    // capex rests on K's estimated figures only: 100 % of the covered value
    close(line('taxonomy_capex_aligned_including').year.coverage.estimatedPct, 100);
    // (6 + 0 + 0 + 20) · 10 % / V per quarter: (6 + 0 + 0 + 10) / 4 = 4 %
    close(line('taxonomy_capex_aligned_including').year.value, 4);
  });
});
