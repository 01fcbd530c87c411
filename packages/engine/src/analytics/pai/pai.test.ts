import { PaiFigure, PaiIndicator, paiFigures } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { computeExposure, type ExposureItem } from '../exposure/exposure.ts';
import { buildUniverseInputs, type UniverseSecurityRecord } from '../exposure/universe.ts';
import { buildCompanyFactsInputs, buildCountryFactsInputs, type CompanyFactsRecord } from './inputs.ts';
import { computePai, type PaiResult, paiFigureResultById, toPaiIndicators } from './pai.ts';

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};
const fig = (r: PaiResult, id: string) => {
  const f = paiFigureResultById(r, id);
  if (!f) throw new Error(`no figure ${id}`);
  return f.figure;
};

const companyIds = ['K', 'L', 'M'];
const countries = ['IT', 'DE', 'FR'];
const securities: UniverseSecurityRecord[] = [
  { id: 'K-EQ', type: 'equity', companyId: 'K' },
  { id: 'K-BD', type: 'corporate_bond', companyId: 'K', euGreenBond: false },
  { id: 'L-EQ', type: 'equity', companyId: 'L' },
  { id: 'M-EQ', type: 'equity', companyId: 'M' },
  { id: 'IT-BTP', type: 'sovereign_bond', country: 'IT', euGreenBond: false },
  { id: 'DE-BUND', type: 'sovereign_bond', country: 'DE', euGreenBond: true },
  { id: 'FR-OAT', type: 'sovereign_bond', country: 'FR' },
  { id: 'EUR', type: 'cash' },
  { id: 'GOVFUND', type: 'fund' },
];
const holdings = [
  { fundId: 'GOVFUND', holdingId: 'IT-BTP', weightPct: 50 },
  { fundId: 'GOVFUND', holdingId: 'DE-BUND', weightPct: 30 },
  { fundId: 'GOVFUND', holdingId: 'CASH', weightPct: 20 },
];
const universe = buildUniverseInputs({ companyIds, countries, securities, holdings, date: '2026-09-30' });

/** K and L of the worked example, sfdr-pai-and-taxonomy.md §10 (M. EUR), with overrides per test. */
const kFacts: CompanyFactsRecord = {
  company_id: 'K',
  year: 2025,
  evic_eur: 250e6,
  revenue_eur: 100e6,
  scope1_t: 2000,
  scope2_t: 500,
  scope3_t: 7500,
  fossil_fuel_sector: 1,
  ungc_oecd_violations: 0,
  board_female_pct: 40,
};
const lFacts: CompanyFactsRecord = {
  company_id: 'L',
  year: 2025,
  evic_eur: 600e6,
  revenue_eur: 300e6,
  scope1_t: 600,
  scope2_t: 300,
  scope3_t: 2100,
  fossil_fuel_sector: 0,
  ungc_oecd_violations: 1,
  board_female_pct: 30,
};
const facts = (rows: CompanyFactsRecord[], companies?: { id: string; nace?: string; naceCode?: string }[]) =>
  buildCompanyFactsInputs({ companyIds, facts: rows, year: 2026, ...(companies ? { companies } : {}) });

const exposure = (amount: number, items: ExposureItem[]) =>
  computeExposure(universe, { investmentAmountEur: amount, items });
const worked = exposure(10e6, [
  { id: 'K-EQ', weightPct: 50 },
  { id: 'L-EQ', weightPct: 30 },
  { id: 'EUR', weightPct: 20 },
]);

describe('computePai', () => {
  it('sfdr-pai-and-taxonomy.md §10 worked example', () => {
    // Given 10 M€: K 50 %, L 30 %, cash 20 %; AF_K = 5/250 = 2 %, AF_L = 3/600 = 0.5 %
    const all = computePai(worked, { facts: facts([kFacts, lFacts]) }, { table: 1 });
    const covered = computePai(worked, { facts: facts([kFacts, lFacts]) }, { table: 1, basis: 'covered' });
    // PAI 1: S1 = 40 + 3 = 43; S2 = 10 + 1.5 = 11.5; S3 = 150 + 10.5 = 160.5; total 215 t
    close(fig(all, 't1_1_scope1').value, 43);
    close(fig(all, 't1_1_scope2').value, 11.5);
    close(fig(all, 't1_1_scope3').value, 160.5);
    close(fig(all, 't1_1_total').value, 215);
    // PAI 2 = 215 / 10 = 21.5 t/€M; covered basis 215 / 8 = 26.875
    close(fig(all, 't1_2').value, 21.5);
    close(fig(covered, 't1_2').value, 26.875);
    // PAI 3: K 10,000/100 = 100, L 3,000/300 = 10 → (5·100 + 3·10)/10 = 53; covered 530/8 = 66.25
    close(fig(all, 't1_3').value, 53);
    close(fig(covered, 't1_3').value, 66.25);
    // PAI 4 = 5/10 = 50 % (covered 62.5 %); PAI 10 = 30 %; PAI 13 = (5·40 + 3·30)/8 = 36.25 %
    close(fig(all, 't1_4').value, 50);
    close(fig(covered, 't1_4').value, 62.5);
    close(fig(all, 't1_10').value, 30);
    close(fig(all, 't1_13').value, 36.25);
    close(fig(covered, 't1_13').value, 36.25);
    // coverage 80 % of V on every figure K and L both report; V_corp = 8 M€ is the eligible value
    close(fig(all, 't1_2').coverage.pct, 80);
    close(fig(all, 't1_2').coverage.coveredValueEur, 8e6);
    close(fig(all, 't1_2').eligibleValueEur, 8e6);
    expect(fig(all, 't1_2').fiscalYear).toBe(2025);
    expect(fig(all, 't1_2').basis).toBe('all');
    expect(fig(covered, 't1_2').basis).toBe('covered');
    expect(fig(all, 't1_2').unit).toBe('t_co2e_per_meur_invested');
    // Every figure parses with core's PaiFigure schema
    for (const f of [...all.figures, ...covered.figures])
      expect(PaiFigure.safeParse(f.figure).success).toBe(true);
  });

  it('dilutes classes B, C and D with cash but not class E', () => {
    // Given the worked example's K and L with 10 M€ more cash (V = 20 M€)
    const diluted = exposure(20e6, [
      { id: 'K-EQ', weightPct: 25 },
      { id: 'L-EQ', weightPct: 15 },
      { id: 'EUR', weightPct: 60 },
    ]);
    const r = computePai(diluted, { facts: facts([kFacts, lFacts]) }, { table: 1 });
    // Then PAI 1 is unchanged (215 t), PAI 2 halves (215/20 = 10.75), PAI 3 halves (26.5), PAI 4 halves (25 %),
    // PAI 13 stays 36.25 %, coverage halves to 40 %
    close(fig(r, 't1_1_total').value, 215);
    close(fig(r, 't1_2').value, 10.75);
    close(fig(r, 't1_3').value, 26.5);
    close(fig(r, 't1_4').value, 25);
    close(fig(r, 't1_13').value, 36.25);
    close(fig(r, 't1_2').coverage.pct, 40);
  });

  it('leaves a holding with missing data (missing scope 3) out of the numerator and the coverage', () => {
    // Given L without scope 3 and without a board figure
    const l = { ...lFacts, scope3_t: null, board_female_pct: null };
    const r = computePai(worked, { facts: facts([kFacts, l]) }, { table: 1 });
    // Then scope 1 and 2 still sum both (43, 11.5); scope 3 and the total use K only (150; 200 t)
    close(fig(r, 't1_1_scope1').value, 43);
    close(fig(r, 't1_1_scope1').coverage.pct, 80);
    close(fig(r, 't1_1_scope3').value, 150);
    close(fig(r, 't1_1_scope3').coverage.pct, 50);
    close(fig(r, 't1_1_total').value, 200);
    // PAI 2 = 200 / 10 = 20; PAI 3 = 5·100/10 = 50 (covered basis 100); PAI 13 = K alone = 40 %
    close(fig(r, 't1_2').value, 20);
    close(fig(r, 't1_3').value, 50);
    const rc = computePai(worked, { facts: facts([kFacts, l]) }, { table: 1, basis: 'covered' });
    close(fig(rc, 't1_3').value, 100);
    close(fig(r, 't1_13').value, 40);
    close(fig(r, 't1_13').coverage.pct, 50);
  });

  it('shows "no data" (never 0) when there is exposure without coverage', () => {
    // Given K and L without any water emissions figure
    const r = computePai(worked, { facts: facts([kFacts, lFacts]) }, { table: 1 });
    const water = fig(r, 't1_8');
    expect(water.status).toBe('no_data');
    expect(water.value).toBeNull();
    expect(water.coverage.pct).toBe(0);
    expect(water.fiscalYear).toBeNull();
  });

  it('cannot attribute a holding with zero EVIC, but still counts it for other classes', () => {
    // Given K with EVIC 0
    const r = computePai(worked, { facts: facts([{ ...kFacts, evic_eur: 0 }, lFacts]) }, { table: 1 });
    // Then PAI 1 total = L alone = 15 t (coverage 30 %), PAI 2 = 1.5; PAI 4 still 50 %, PAI 3 still 53
    close(fig(r, 't1_1_total').value, 15);
    close(fig(r, 't1_1_total').coverage.pct, 30);
    close(fig(r, 't1_2').value, 1.5);
    close(fig(r, 't1_4').value, 50);
    close(fig(r, 't1_3').value, 53);
  });

  it('caps the attribution factor at 100 %', () => {
    // Given 5 M€ in K whose EVIC is only 2 M€: AF = min(5/2, 1) = 1
    const e = exposure(5e6, [{ id: 'K-EQ', weightPct: 100 }]);
    const r = computePai(e, { facts: facts([{ ...kFacts, evic_eur: 2e6 }]) }, { table: 1 });
    // Then the whole company's 10,000 t are financed, PAI 2 = 10,000 / 5 = 2,000 t/€M
    close(fig(r, 't1_1_total').value, 10_000);
    close(fig(r, 't1_2').value, 2000);
  });

  it('sums the same issuer held as equity and bond before the cap', () => {
    // Given 3 M€ of K equity and 3 M€ of K bonds, EVIC 5 M€: v_K = 6 M€, AF = min(6/5, 1) = 1
    // (capping per instrument would give 0.6 + 0.6 = 1.2 of K's emissions)
    const e = exposure(6e6, [
      { id: 'K-EQ', weightPct: 50 },
      { id: 'K-BD', weightPct: 50 },
    ]);
    const r = computePai(e, { facts: facts([{ ...kFacts, evic_eur: 5e6 }]) }, { table: 1 });
    close(fig(r, 't1_1_scope1').value, 2000);
    // and with EVIC 60 M€: AF = 6/60 = 10 % → scope 1 = 200 t
    const r2 = computePai(e, { facts: facts([{ ...kFacts, evic_eur: 60e6 }]) }, { table: 1 });
    close(fig(r2, 't1_1_scope1').value, 200);
  });

  it('gives a company with zero revenue no intensity but still attributes it', () => {
    // Given L with revenue 0
    const r = computePai(worked, { facts: facts([kFacts, { ...lFacts, revenue_eur: 0 }]) }, { table: 1 });
    // Then PAI 3 = K alone: 5·100/10 = 50 (coverage 50 %); PAI 1 total still 215
    close(fig(r, 't1_3').value, 50);
    close(fig(r, 't1_3').coverage.pct, 50);
    close(fig(r, 't1_1_total').value, 215);
  });

  it('computes sovereign PAI 15 and 16 (and Table 2 #17, Table 3 #22) from bonds held inside a fund', () => {
    // Given 10 M€: K 40 %, GOVFUND 50 % (IT 50 %, DE 30 % green, CASH 20 %), FR 10 % direct
    // → v_IT = 2.5 M€, v_DE = 1.5 M€, v_FR = 1 M€, V_sov = 5 M€, cash 1 M€, V = 10 M€
    const e = exposure(10e6, [
      { id: 'K-EQ', weightPct: 40 },
      { id: 'GOVFUND', weightPct: 50 },
      { id: 'FR-OAT', weightPct: 10 },
    ]);
    close(e.sovereignValueEur, 5e6);
    close(e.corporateValueEur, 4e6);
    const countriesInput = buildCountryFactsInputs({
      countries,
      rows: [
        {
          country: 'IT',
          ghg_intensity_t_per_meur_gdp: 200,
          social_violations: 0,
          eu_non_cooperative_tax: 0,
          income_inequality_score: 30,
        },
        {
          country: 'DE',
          ghg_t: 700e6,
          gdp_eur: 3500e9,
          social_violations: 1,
          eu_non_cooperative_tax: 0,
          income_inequality_score: 40,
        },
        { country: 'FR', social_violations: 0 },
      ],
    });
    const r = computePai(e, { facts: facts([kFacts]), countries: countriesInput });
    // PAI 15: IT 200, DE 700e6 / 3.5e6 = 200 t/€M GDP → (2.5·200 + 1.5·200)/10 = 80; FR has none (covered 4/10)
    close(fig(r, 't1_15').value, 80);
    close(fig(r, 't1_15').coverage.pct, 40);
    close(fig(r, 't1_15').eligibleValueEur, 5e6);
    const rc = computePai(e, { facts: facts([kFacts]), countries: countriesInput }, { basis: 'covered' });
    close(fig(rc, 't1_15').value, 200);
    // PAI 16: 1 of 3 reporting countries (DE) → count 1, 33.33… %
    close(fig(r, 't1_16_count').value, 1);
    close(fig(r, 't1_16_pct').value, 100 / 3);
    close(fig(r, 't1_16_pct').coverage.pct, 50);
    // Table 2 #17: sovereign bonds not green: IT 2.5 M€ of the 4 M€ whose status is known → 25 % of V
    close(fig(r, 't2_17').value, 25);
    close(fig(r, 't2_17').coverage.pct, 40);
    // Table 3 #18 (class G): (2.5·30 + 1.5·40) / 4 = 33.75, FR without a score left out; no_data for #19
    close(fig(r, 't3_18').value, 33.75);
    close(fig(r, 't3_18').coverage.pct, 40);
    expect(fig(r, 't3_19').status).toBe('no_data');
    // Table 3 #22: nobody on the list, IT and DE report → 0 %, coverage 40 %
    close(fig(r, 't3_22').value, 0);
    // PAI 4 (company): K is fossil: 4/10 = 40 % of all investments, sovereigns in the denominator
    close(fig(r, 't1_4').value, 40);
    // Table 2 #16: K equity is never a green bond: 4 M€ / 10 M€ = 40 %
    close(fig(r, 't2_16').value, 40);
  });

  it('marks sovereign figures not applicable without sovereigns, and company figures without companies', () => {
    const cashOnly = exposure(1e6, [{ id: 'EUR', weightPct: 100 }]);
    const r = computePai(cashOnly, { facts: facts([kFacts]) });
    for (const f of r.figures) {
      expect(f.figure.status).toBe('not_applicable');
      expect(f.figure.value).toBeNull();
    }
    const w = computePai(worked, { facts: facts([kFacts, lFacts]) });
    expect(fig(w, 't1_15').status).toBe('not_applicable');
    expect(fig(w, 't1_17').status).toBe('not_applicable');
  });

  it('computes the other calculation classes from the catalogue: PAI 5, 6, 9, Table 2 #5, #9, Table 3 #17', () => {
    // Given K (NACE C) and L (NACE B, code 20.20) with energy, waste, board counts and anti-corruption data
    const k = {
      ...kFacts,
      nonrenewable_energy_consumption_pct: 80,
      nonrenewable_energy_production_pct: 20,
      energy_consumption_gwh: 300,
      energy_production_gwh: 100,
      hazardous_waste_t: 50,
      radioactive_waste_t: 10,
      nonrenewable_consumption_coal_gwh: 150,
      anti_corruption_convictions: 2,
      board_female_pct: null,
      board_female_count: 3,
      board_member_count: 12,
    };
    const l = {
      ...lFacts,
      nonrenewable_energy_consumption_pct: 50,
      energy_consumption_gwh: 600,
      hazardous_waste_t: 100,
      nonrenewable_consumption_coal_gwh: 0,
      anti_corruption_convictions: 1,
      scope1_t_estimated: 1,
    };
    const inputs = facts(
      [k, l],
      [
        { id: 'K', nace: 'C', naceCode: '24.10' },
        { id: 'L', nace: 'B', naceCode: '20.20' },
      ],
    );
    const r = computePai(worked, { facts: inputs });
    // PAI 5 headline: K (80·300 + 20·100)/400 = 65, L consumption only 50 → (5·65 + 3·50)/8 = 59.375
    close(fig(r, 't1_5').value, 59.375);
    // consumption-only (5·80 + 3·50)/8 = 68.75; production-only K alone = 20 (coverage 50 %)
    close(fig(r, 't1_5_consumption').value, 68.75);
    close(fig(r, 't1_5_production').value, 20);
    close(fig(r, 't1_5_production').coverage.pct, 50);
    // PAI 6: C = K 300 / 100 = 3 GWh/€M; B = L 600 / 300 = 2; section A: no holding → not applicable
    close(fig(r, 't1_6_c').value, 3);
    close(fig(r, 't1_6_b').value, 2);
    close(fig(r, 't1_6_b').eligibleValueEur, 3e6);
    expect(fig(r, 't1_6_a').status).toBe('not_applicable');
    // PAI 9: K (50 + 10)·2 % = 1.2, L (100 + 0 radioactive)·0.5 % = 0.5 → 1.7 t / 10 M€ = 0.17
    close(fig(r, 't1_9').value, 0.17);
    // PAI 13 from counts: K 100·3/12 = 25, L 30 → (5·25 + 3·30)/8 = 26.875
    close(fig(r, 't1_13').value, 26.875);
    // Table 2 #5 coal: K 100·150/300 = 50 %, L 0 % → (5·50 + 0)/8 = 31.25
    close(fig(r, 't2_5_coal').value, 31.25);
    expect(fig(r, 't2_5_oil').status).toBe('no_data');
    // Table 2 #9: L's NACE 20.20 → 3 M€ / 10 M€ = 30 %, both covered via nace_code
    close(fig(r, 't2_9').value, 30);
    close(fig(r, 't2_9').coverage.pct, 80);
    // Table 3 #17: plain sum 2 + 1 = 3 convictions
    close(fig(r, 't3_17_convictions').value, 3);
    // estimated share: L's scope 1 is an estimate → 3/8 of covered value for scope 1 and total, none for scope 2
    close(fig(r, 't1_1_scope1').coverage.estimatedPct, 37.5);
    close(fig(r, 't1_1_total').coverage.estimatedPct, 37.5);
    close(fig(r, 't1_1_scope2').coverage.estimatedPct, 0);
  });

  it('leaves a line of weight 0 out of every figure: its company is not an investee', () => {
    // Given K 80 %, L 0 % (a line kept at zero weight), cash 20 %; K has 2 convictions, L has 5 and older facts
    const zero = exposure(10e6, [
      { id: 'K-EQ', weightPct: 80 },
      { id: 'L-EQ', weightPct: 0 },
      { id: 'EUR', weightPct: 20 },
    ]);
    const inputs = facts([
      { ...kFacts, anti_corruption_convictions: 2 },
      { ...lFacts, year: 2021, anti_corruption_convictions: 5 },
    ]);
    const r = computePai(zero, { facts: inputs });
    // Table 3 #17 is a plain sum over investees: K's 2, not 2 + 5
    close(fig(r, 't3_17_convictions').value, 2);
    // the fiscal years used are K's alone
    expect(fig(r, 't1_1_scope1').fiscalYearFrom).toBe(2025);
    expect(zero.companies.index.length).toBe(1);
  });

  it('takes each company’s latest fiscal year up to the calculation year and reports the latest used', () => {
    const inputs = buildCompanyFactsInputs({
      companyIds,
      facts: [
        { ...kFacts, year: 2023, scope1_t: 1 },
        { ...kFacts, year: 2024 },
        { ...kFacts, year: 2027, scope1_t: 999_999 },
        { ...lFacts, year: 2022 },
      ],
      year: 2026,
    });
    const r = computePai(worked, { facts: inputs }, { table: 1 });
    close(fig(r, 't1_1_scope1').value, 43);
    expect(fig(r, 't1_1_scope1').fiscalYear).toBe(2024);
    expect(fig(r, 't1_1_scope1').fiscalYearFrom).toBe(2022);
  });

  it('computes every catalogue figure and maps them to core PaiIndicator records with the benchmark beside', () => {
    const r = computePai(worked, { facts: facts([kFacts, lFacts]) });
    expect(r.figures.map((f) => f.id)).toEqual(paiFigures.map((f) => f.id));
    const indicators = toPaiIndicators(r, r, 'it-IT');
    for (const i of indicators) expect(PaiIndicator.safeParse(i).success).toBe(true);
    const ghg = indicators.find((i) => i.code === 't1_1')!;
    expect(ghg.metrics.map((m) => m.code)).toEqual([
      't1_1_scope1',
      't1_1_scope2',
      't1_1_scope3',
      't1_1_total',
    ]);
    expect(ghg.label).toBe('Emissioni di GHG');
    close(ghg.metrics[3]!.benchmark!.value, 215);
  });
});
