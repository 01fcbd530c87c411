import { describe, expect, it } from 'vitest';
import { RiskWindowId } from '../schemas/performance.ts';
import { InvolvementKey, involvementKey } from '../schemas/screening.ts';
import { impactCategories } from './categories.ts';
import {
  comparisonConstants,
  comparisonMultiple,
  comparisonUnits,
  scaleWithUnitWord,
  unitScaleWords,
} from './comparisons.ts';
import { exclusionTypeById, exclusionTypes } from './exclusion-types.ts';
import { phyIndicators } from './indicators.ts';
import { phyMetrics } from './metrics.ts';
import { performanceRanges, riskMeasures, scorePillars } from './performance.ts';
import { productCategories, productCategoryById } from './product-categories.ts';
import {
  ComparisonConstant,
  ExclusionTypeEntry,
  ExclusionTypeId,
  ImpactCategoryId,
  IndicatorUnit,
  IndicatorUnitId,
  ProductCategoryEntry,
  ProductCategoryId,
  SdgEntry,
  SourceFramework,
  SourceFrameworkId,
} from './schema.ts';
import { sdgByNumber, sdgs } from './sdgs.ts';
import { sourceFrameworks } from './sources.ts';
import { indicatorUnits } from './units.ts';

describe('the 17 SDGs', () => {
  // sfdr-pai-and-taxonomy.md §11
  const reference: Array<[string, string]> = [
    ['No Poverty', 'Sconfiggere la povertà'],
    ['Zero Hunger', 'Sconfiggere la fame'],
    ['Good Health and Well-being', 'Salute e benessere'],
    ['Quality Education', 'Istruzione di qualità'],
    ['Gender Equality', 'Parità di genere'],
    ['Clean Water and Sanitation', 'Acqua pulita e servizi igienico-sanitari'],
    ['Affordable and Clean Energy', 'Energia pulita e accessibile'],
    ['Decent Work and Economic Growth', 'Lavoro dignitoso e crescita economica'],
    ['Industry, Innovation and Infrastructure', 'Imprese, innovazione e infrastrutture'],
    ['Reduced Inequalities', 'Ridurre le disuguaglianze'],
    ['Sustainable Cities and Communities', 'Città e comunità sostenibili'],
    ['Responsible Consumption and Production', 'Consumo e produzione responsabili'],
    ['Climate Action', 'Lotta contro il cambiamento climatico'],
    ['Life Below Water', "Vita sott'acqua"],
    ['Life on Land', 'Vita sulla Terra'],
    ['Peace, Justice and Strong Institutions', 'Pace, giustizia e istituzioni solide'],
    ['Partnerships for the Goals', 'Partnership per gli obiettivi'],
  ];

  it('are numbered 1 to 17 with the reference names in English and Italian', () => {
    expect(sdgs.map((s) => s.number)).toEqual(reference.map((_, i) => i + 1));
    expect(sdgs.map((s) => [s.name['en-US'], s.name['it-IT']])).toEqual(reference);
    for (const sdg of sdgs) expect(SdgEntry.safeParse(sdg).success, sdg.id).toBe(true);
  });

  it('have unique ids and colours, and can be found by number', () => {
    expect(new Set(sdgs.map((s) => s.id)).size).toBe(17);
    expect(new Set(sdgs.map((s) => s.color)).size).toBe(17);
    expect(sdgByNumber(13)?.name['en-US']).toBe('Climate Action');
    expect(sdgByNumber(18)).toBeUndefined();
  });
});

describe('the 29 product categories', () => {
  it('has one valid entry per id, 29 in all', () => {
    expect(productCategories).toHaveLength(29);
    expect(productCategories.map((c) => c.id).sort()).toEqual([...ProductCategoryId.options].sort());
    for (const c of productCategories) {
      const parsed = ProductCategoryEntry.safeParse(c);
      expect(parsed.success, `${c.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has the categories an analyst expects, both sustainable and harmful', () => {
    for (const id of [
      'renewable_energy',
      'energy_efficiency',
      'clean_transport',
      'green_buildings',
      'sustainable_water',
      'sustainable_agriculture',
      'healthcare',
      'education',
      'financial_inclusion',
    ] as const) {
      expect(productCategoryById(id).impact, id).toBe('positive');
    }
    for (const id of ['fossil_fuels', 'weapons', 'tobacco', 'alcohol', 'gambling'] as const) {
      expect(productCategoryById(id).impact, id).toBe('negative');
    }
  });

  it('names and defines each category in both languages, uniquely', () => {
    for (const locale of ['en-US', 'it-IT'] as const) {
      const names = productCategories.map((c) => c.name[locale].toLowerCase());
      expect(new Set(names).size, locale).toBe(29);
    }
    for (const c of productCategories) {
      expect(c.definition['it-IT'], c.id).not.toBe(c.definition['en-US']);
      expect(c.sdgs.length, c.id).toBeGreaterThanOrEqual(1);
      expect(new Set(c.sdgs).size, c.id).toBe(c.sdgs.length);
    }
  });
});

describe('the exclusion and controversy types', () => {
  it('use the ids of involvement.csv (dataset-format.md), each once', () => {
    const ids = exclusionTypes.map((e) => e.id);
    expect(ids.sort()).toEqual([...ExclusionTypeId.options].sort());
    for (const id of [
      'adult_entertainment',
      'alcohol',
      'contraceptives',
      'gambling',
      'military_weapons',
      'nuclear_energy',
      'stem_cells',
      'tobacco',
      'environmental_controversy',
      'social_controversy',
      'governance_controversy',
    ] as const) {
      expect(exclusionTypeById(id).isInSpec, id).toBe(true);
    }
    expect(exclusionTypes.filter((e) => e.isInSpec)).toHaveLength(11);
  });

  it('are valid, with controversies by pillar and the norms-based screen apart', () => {
    for (const e of exclusionTypes) expect(ExclusionTypeEntry.safeParse(e).success, e.id).toBe(true);
    expect(exclusionTypes.filter((e) => e.kind === 'controversy').map((e) => e.id)).toEqual([
      'environmental_controversy',
      'social_controversy',
      'governance_controversy',
    ]);
    expect(exclusionTypeById('ungc_violations').kind).toBe('norms');
  });

  it('give valid screening parameters involvement_{type} (doc 2 §3)', () => {
    for (const e of exclusionTypes)
      expect(InvolvementKey.safeParse(involvementKey(e.id)).success, e.id).toBe(true);
    expect(involvementKey(exclusionTypeById('tobacco').id)).toBe('involvement_tobacco');
  });
});

describe('the comparison constants', () => {
  it('equal the table of spec doc 2 §3 exactly', () => {
    const table = comparisonConstants.map((c) => [c.id, c.value, c.unit, c.per]);
    expect(table).toEqual([
      ['household_energy', 284, 'gj', 'year'],
      ['airplane', 96.453, 't_co2e', 'event'],
      ['american_emissions', 14.24, 't_co2e', 'year'],
      ['swimming_pool', 2500, 'm3', 'event'],
      ['nfl_injuries', 161, 'count', 'season'],
      ['work_week', 40, 'hours', 'week'],
      ['us_salary', 60575, 'usd', 'year'],
      ['waste_per_person', 0.74, 't', 'year'],
    ]);
    for (const c of comparisonConstants) expect(ComparisonConstant.safeParse(c).success, c.id).toBe(true);
  });

  it("count in the spec's units: planes, families, pools, weeks and seasons", () => {
    const units = comparisonUnits.map((u) => u.id);
    for (const id of ['planes', 'families', 'pools', 'weeks', 'seasons']) expect(units).toContain(id);
    for (const c of comparisonConstants) expect(units).toContain(c.comparisonUnit);
    expect(comparisonConstants.find((c) => c.id === 'airplane')!.comparisonUnit).toBe('planes');
    expect(comparisonConstants.find((c) => c.id === 'household_energy')!.comparisonUnit).toBe('families');
    expect(comparisonConstants.find((c) => c.id === 'swimming_pool')!.comparisonUnit).toBe('pools');
    expect(comparisonConstants.find((c) => c.id === 'work_week')!.comparisonUnit).toBe('weeks');
    expect(comparisonConstants.find((c) => c.id === 'nfl_injuries')!.comparisonUnit).toBe('seasons');
  });

  it('put the count into every phrase, in both languages', () => {
    for (const c of comparisonConstants) {
      expect(c.phrase['en-US'], c.id).toContain('{{count}}');
      expect(c.phrase['it-IT'], c.id).toContain('{{count}}');
    }
  });

  it('convert figures into comparison units', () => {
    // 964.53 t CO2e = 10 × 96.453
    expect(comparisonMultiple({ value: 964.53, unit: 't_co2e', comparison: 'airplane' })).toBeCloseTo(10, 10);
    // 2.84 GWh = 10,224 GJ = 36 × 284
    expect(comparisonMultiple({ value: 2.84, unit: 'gwh', comparison: 'household_energy' })).toBeCloseTo(
      36,
      10,
    );
    expect(comparisonMultiple({ value: 25_000, unit: 'm3', comparison: 'swimming_pool' })).toBe(10);
    expect(comparisonMultiple({ value: 322, unit: 'count', comparison: 'nfl_injuries' })).toBe(2);
    expect(comparisonMultiple({ value: 80, unit: 'hours', comparison: 'work_week' })).toBe(2);
    expect(
      comparisonMultiple({ value: 142.4, unit: 't_co2e', comparison: 'american_emissions' }),
    ).toBeCloseTo(10, 10);
    expect(comparisonMultiple({ value: 7.4, unit: 't', comparison: 'waste_per_person' })).toBeCloseTo(10, 10);
    // € 121,150 / 1.2 at 1.2 $/€ is $121,150 = 2 × 60,575
    expect(
      comparisonMultiple({ value: 121_150 / 1.2, unit: 'eur', comparison: 'us_salary', usdPerEur: 1.2 }),
    ).toBeCloseTo(2, 10);
  });

  it('refuse comparisons across dimensions, and euros to dollars without a rate', () => {
    expect(comparisonMultiple({ value: 1000, unit: 'eur', comparison: 'us_salary' })).toBeNull();
    expect(comparisonMultiple({ value: 1000, unit: 'm3', comparison: 'airplane' })).toBeNull();
    expect(comparisonMultiple({ value: Number.NaN, unit: 't_co2e', comparison: 'airplane' })).toBeNull();
  });

  it('shorten large figures with thousand, million and billion (mila, milioni, miliardi)', () => {
    expect(unitScaleWords.map((w) => [w.id, w.factor, w.other['en-US'], w.other['it-IT']])).toEqual([
      ['thousand', 1e3, 'thousand', 'mila'],
      ['million', 1e6, 'million', 'milioni'],
      ['billion', 1e9, 'billion', 'miliardi'],
    ]);
    expect(unitScaleWords.find((w) => w.id === 'billion')!.one['it-IT']).toBe('miliardo');
    const scaled = scaleWithUnitWord(1_250_000);
    expect(scaled.value).toBe(1.25);
    expect(scaled.word?.id).toBe('million');
    expect(scaleWithUnitWord(-3_000_000_000).word?.id).toBe('billion');
    expect(scaleWithUnitWord(999)).toEqual({ value: 999, word: null });
  });
});

describe('risk measures, performance ranges and score pillars', () => {
  it('list the six risk measures of the spec in English and Italian', () => {
    expect(riskMeasures.map((r) => [r.id, r.name['en-US'], r.name['it-IT']])).toEqual([
      ['alpha', 'Alpha', 'Alfa'],
      ['beta', 'Beta', 'Beta'],
      ['r_squared', 'R-squared', 'R quadro'],
      ['sharpe_ratio', 'Sharpe ratio', 'Indice di Sharpe'],
      ['sortino_ratio', 'Sortino ratio', 'Indice di Sortino'],
      ['standard_deviation', 'Standard deviation', 'Deviazione standard'],
    ]);
    expect(riskMeasures.filter((r) => r.needsBenchmark).map((r) => r.id)).toEqual([
      'alpha',
      'beta',
      'r_squared',
    ]);
  });

  it("list the ranges YTD, 1, 3 and 5 years, with the risk windows' ids, annualising 3 and 5 years only", () => {
    expect(performanceRanges.map((r) => r.id)).toEqual(RiskWindowId.options.filter((id) => id !== 'custom'));
    expect(performanceRanges.map((r) => [r.name['en-US'], r.name['it-IT'], r.years, r.isAnnualised])).toEqual(
      [
        ['Year to date', 'Da inizio anno', null, false],
        ['1 year', '1 anno', 1, false],
        ['3 years', '3 anni', 3, true],
        ['5 years', '5 anni', 5, true],
      ],
    );
  });

  it('give the sustainability score five pillars, fund scores six and the fund rating four (doc 2 §3)', () => {
    const of = (score: string) => scorePillars.filter((p) => p.score === score).map((p) => p.id);
    expect(of('sustainability')).toEqual(['environmental', 'social', 'governance', 'impact', 'products']);
    expect(of('fund')).toEqual([
      'environmental',
      'social',
      'governance',
      'impact',
      'product',
      'sustainability',
    ]);
    expect(of('fund_rating')).toEqual(['returns', 'risk', 'persistence', 'expenses']);
  });
});

describe('units, sources and categories', () => {
  it('describe every unit id once', () => {
    expect(indicatorUnits.map((u) => u.id).sort()).toEqual([...IndicatorUnitId.options].sort());
    for (const u of indicatorUnits) expect(IndicatorUnit.safeParse(u).success, u.id).toBe(true);
  });

  it('describe every source framework once, and every one is cited', () => {
    expect(sourceFrameworks.map((s) => s.id).sort()).toEqual([...SourceFrameworkId.options].sort());
    for (const s of sourceFrameworks) expect(SourceFramework.safeParse(s).success, s.id).toBe(true);
    const cited = new Set([...phyIndicators, ...phyMetrics].map((i) => i.source.framework));
    expect(SourceFrameworkId.options.filter((id) => !cited.has(id))).toEqual([]);
  });

  it('describe every impact category once, in both languages', () => {
    expect(impactCategories.map((c) => c.id).sort()).toEqual([...ImpactCategoryId.options].sort());
    const names = impactCategories.map((c) => c.name['it-IT']);
    expect(new Set(names).size).toBe(names.length);
  });
});
