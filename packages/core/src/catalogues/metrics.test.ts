import { describe, expect, it } from 'vitest';
import { indicatorByCode } from './indicators.ts';
import { computeMetric, legacyImpactCodes, metricByCode, phyMetrics } from './metrics.ts';
import { type IndicatorUnitId, PhyMetric } from './schema.ts';

describe('the PHY_M_ metrics', () => {
  it('are valid, with unique PHY_M_ codes', () => {
    for (const metric of phyMetrics) {
      const parsed = PhyMetric.safeParse(metric);
      expect(parsed.success, `${metric.code}: ${parsed.error?.message}`).toBe(true);
    }
    const codes = phyMetrics.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('scale every family of the spec by revenue and by enterprise value (doc 2 §3)', () => {
    for (const family of [
      'emissions',
      'energy',
      'waste',
      'water',
      'donations',
      'compensation',
      'training',
      'injuries',
    ] as const) {
      const ofFamily = phyMetrics.filter((m) => m.family === family);
      expect(
        ofFamily.some((m) => m.basis === 'revenue'),
        `${family} by revenue`,
      ).toBe(true);
      expect(
        ofFamily.some((m) => m.basis === 'evic'),
        `${family} by EVIC`,
      ).toBe(true);
    }
  });

  it('define the injury rate and board and committee independence (doc 2 §3)', () => {
    for (const code of [
      'PHY_M_INJURY_RATE',
      'PHY_M_BOARD_INDEPENDENCE',
      'PHY_M_AUDIT_COMMITTEE_INDEPENDENCE',
      'PHY_M_REMUNERATION_COMMITTEE_INDEPENDENCE',
      'PHY_M_NOMINATION_COMMITTEE_INDEPENDENCE',
    ]) {
      expect(metricByCode(code), code).toBeDefined();
    }
    expect(metricByCode('PHY_M_INJURY_RATE')!.formula).toEqual({
      numerator: ['PHY_RECORDABLE_INJURIES'],
      denominator: ['PHY_HOURS_WORKED'],
      scale: 200_000,
    });
  });

  it('read only catalogue indicators and the revenue and EVIC columns, in compatible units', () => {
    const perMillion: Record<string, { revenue: IndicatorUnitId; evic: IndicatorUnitId }> = {
      t_co2e: { revenue: 't_co2e_per_meur_revenue', evic: 't_co2e_per_meur_evic' },
      t: { revenue: 't_per_meur_revenue', evic: 't_per_meur_evic' },
      gwh: { revenue: 'gwh_per_meur_revenue', evic: 'gwh_per_meur_evic' },
      m3: { revenue: 'm3_per_meur_revenue', evic: 'm3_per_meur_evic' },
      eur: { revenue: 'eur_per_meur_revenue', evic: 'eur_per_meur_evic' },
      hours: { revenue: 'hours_per_meur_revenue', evic: 'hours_per_meur_evic' },
      count: { revenue: 'count_per_meur_revenue', evic: 'count_per_meur_evic' },
    };
    for (const m of phyMetrics) {
      const numeratorUnits = new Set(m.formula.numerator.map((code) => indicatorByCode(code)?.unit));
      expect(numeratorUnits.has(undefined), `${m.code} numerator`).toBe(false);
      expect(numeratorUnits.size, `${m.code} numerator units`).toBe(1);
      const [unit] = [...numeratorUnits] as IndicatorUnitId[];
      if (m.basis === 'revenue' || m.basis === 'evic') {
        expect(m.formula.denominator).toEqual([m.basis === 'revenue' ? 'revenue_eur' : 'evic_eur']);
        expect(m.formula.scale, m.code).toBe(1e6);
        expect(m.unit, m.code).toBe(perMillion[unit!]![m.basis]);
      } else {
        for (const code of m.formula.denominator)
          expect(indicatorByCode(code), `${m.code} denominator ${code}`).toBeDefined();
        if (m.unit === 'percent') {
          const denominatorUnits = new Set(m.formula.denominator.map((code) => indicatorByCode(code)!.unit));
          expect([...denominatorUnits], m.code).toEqual([unit]);
          expect(m.formula.scale, m.code).toBe(100);
        }
      }
    }
  });

  it('are named apart from the PHY_ indicators in both languages', () => {
    for (const m of phyMetrics) {
      expect(m.name['it-IT'], m.code).not.toBe(m.name['en-US']);
      expect(m.definition['it-IT'], m.code).not.toBe(m.definition['en-US']);
    }
  });
});

describe('computeMetric', () => {
  it('divides scope 1 + 2 by revenue in € millions: (2,000 + 500) t / €100M = 25 t/€M', () => {
    const metric = metricByCode('PHY_M_GHG_SCOPE12_PER_REVENUE')!;
    expect(computeMetric(metric, { PHY_GHG_SCOPE1: 2000, PHY_GHG_SCOPE2: 500, revenue_eur: 100e6 })).toBe(25);
  });

  it('scales by EVIC: 10,000 t over an EVIC of €250M is 40 t/€M', () => {
    const metric = metricByCode('PHY_M_GHG_TOTAL_PER_EVIC')!;
    expect(
      computeMetric(metric, {
        PHY_GHG_SCOPE1: 2000,
        PHY_GHG_SCOPE2: 500,
        PHY_GHG_SCOPE3: 7500,
        evic_eur: 250e6,
      }),
    ).toBe(40);
  });

  it('gives the injury rate per 200,000 hours: 12 injuries over 1,200,000 hours is 2', () => {
    expect(
      computeMetric(metricByCode('PHY_M_INJURY_RATE')!, {
        PHY_RECORDABLE_INJURIES: 12,
        PHY_HOURS_WORKED: 1_200_000,
      }),
    ).toBe(2);
  });

  it('gives committee independence as a percentage: 3 of 4 members is 75 %', () => {
    const metric = metricByCode('PHY_M_AUDIT_COMMITTEE_INDEPENDENCE')!;
    expect(
      computeMetric(metric, { PHY_AUDIT_COMMITTEE_INDEPENDENT_MEMBERS: 3, PHY_AUDIT_COMMITTEE_MEMBERS: 4 }),
    ).toBe(75);
  });

  it('has no value, never 0, when a term is missing or the denominator is not positive', () => {
    const metric = metricByCode('PHY_M_GHG_SCOPE12_PER_REVENUE')!;
    expect(computeMetric(metric, { PHY_GHG_SCOPE1: 2000, revenue_eur: 100e6 })).toBeNull();
    expect(
      computeMetric(metric, { PHY_GHG_SCOPE1: 2000, PHY_GHG_SCOPE2: null, revenue_eur: 100e6 }),
    ).toBeNull();
    expect(computeMetric(metric, { PHY_GHG_SCOPE1: 2000, PHY_GHG_SCOPE2: 500, revenue_eur: 0 })).toBeNull();
    expect(computeMetric(metric, { PHY_GHG_SCOPE1: 2000, PHY_GHG_SCOPE2: 500, revenue_eur: -5 })).toBeNull();
    expect(computeMetric(metric, { PHY_GHG_SCOPE1: 0, PHY_GHG_SCOPE2: 0, revenue_eur: 100e6 })).toBe(0);
  });
});

describe('the older impact codes', () => {
  it("are the spec's SCOPE1, SCOPE2, SCOPE3, GHG, NOx, SOx and Waste, each mapped to a PHY_ indicator of the same unit", () => {
    expect(legacyImpactCodes.map((l) => l.code)).toEqual([
      'SCOPE1',
      'SCOPE2',
      'SCOPE3',
      'GHG',
      'NOx',
      'SOx',
      'Waste',
    ]);
    const expectedUnit: Record<string, IndicatorUnitId> = {
      SCOPE1: 't_co2e',
      SCOPE2: 't_co2e',
      SCOPE3: 't_co2e',
      GHG: 't_co2e',
      NOx: 't',
      SOx: 't',
      Waste: 't',
    };
    for (const legacy of legacyImpactCodes)
      expect(indicatorByCode(legacy.phyCode)?.unit, legacy.code).toBe(expectedUnit[legacy.code]);
  });
});
