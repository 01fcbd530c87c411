import { paiItemById } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { companyPaiValue } from './company-value.ts';

// One investee: EVIC €200m, revenue €50m, scopes 1/2/3 of 1,000 / 500 / 2,500 t CO2e, NACE section C; the
// portfolio holds €10m of it (AF = 10 / 200 = 0.05).
const reported: Record<string, number> = {
  evic_eur: 200e6,
  revenue_eur: 50e6,
  scope1_t: 1000,
  scope2_t: 500,
  scope3_t: 2500,
  energy_consumption_gwh: 25,
  ungc_oecd_violations: 1,
  hazardous_waste_t: 30,
};
const company = (facts: Record<string, number>, holdingValueEur = 10e6) => ({
  facts: (column: string) => facts[column] ?? Number.NaN,
  holdingValueEur,
  naceSection: 'C',
});
const companyFigure = (itemId: string, figureId: string, c = company(reported)) => {
  const item = paiItemById(itemId)!;
  return companyPaiValue(item, item.figures.find((f) => f.id === figureId)!, c);
};

describe('a company row of the PAI detail, in the indicator unit', () => {
  it('class A: the financed share AF · x, so the rows add up to the portfolio figure', () => {
    expect(companyFigure('t1_1', 't1_1_scope1')).toBeCloseTo(50, 9); // 0.05 × 1,000
    expect(companyFigure('t1_1', 't1_1_total')).toBeCloseTo(200, 9); // 0.05 × 4,000
    // a holding worth more than the EVIC attributes the whole (AF capped at 1)
    expect(companyFigure('t1_1', 't1_1_scope1', company(reported, 300e6))).toBeCloseTo(1000, 9);
  });

  it('class B: what each million invested finances, x / EVIC · 10⁶', () => {
    expect(companyFigure('t1_2', 't1_2')).toBeCloseTo(20, 9); // 4,000 / 200
    expect(companyFigure('t1_9', 't1_9')).toBeCloseTo(0.15, 9); // 30 / 200
    // a holding worth more than the EVIC finances the whole company (AF capped at 1): 4,000 t over 300 M€ invested,
    // as the portfolio's figure on the covered basis, not 4,000 / 200
    expect(companyFigure('t1_2', 't1_2', company(reported, 300e6))).toBeCloseTo(4000 / 300, 9);
    // radioactive waste counts once reported
    expect(companyFigure('t1_9', 't1_9', company({ ...reported, radioactive_waste_t: 10 }))).toBeCloseTo(
      0.2,
      9,
    );
  });

  it('per revenue: the company intensity, and PAI 6 only in its own NACE section', () => {
    expect(companyFigure('t1_3', 't1_3')).toBeCloseTo(80, 9); // 4,000 / 50
    expect(companyFigure('t1_6', 't1_6_c')).toBeCloseTo(0.5, 9); // 25 GWh / 50
    expect(companyFigure('t1_6', 't1_6_a')).toBeNaN();
  });

  it('flags read as the share of the holding in such companies; missing inputs are no data, never 0', () => {
    expect(companyFigure('t1_10', 't1_10')).toBe(100);
    expect(companyFigure('t1_10', 't1_10', company({ ...reported, ungc_oecd_violations: 0 }))).toBe(0);
    expect(companyFigure('t1_14', 't1_14')).toBeNaN();
    const { evic_eur: _, ...withoutEvic } = reported;
    expect(companyFigure('t1_1', 't1_1_scope1', company(withoutEvic))).toBeNaN();
    expect(companyFigure('t1_3', 't1_3', company({ ...reported, revenue_eur: 0 }))).toBeNaN();
  });
});
