import { describe, expect, it } from 'vitest';
import { impactCategories } from './categories.ts';
import { resolveIndicatorCode } from './codes.ts';
import { comparisonMultiple } from './comparisons.ts';
import { exclusionTypes } from './exclusion-types.ts';
import {
  indicatorByCode,
  indicatorByDatasetColumn,
  indicatorsByCategory,
  indicatorsByPillar,
  phyIndicators,
} from './indicators.ts';
import { phyMetrics } from './metrics.ts';
import { paiFigures, paiItems } from './pai.ts';
import {
  type ExclusionTypeId,
  ImpactCategoryId,
  IndicatorPillar,
  type IndicatorUnitId,
  LocalizedLine,
  LocalizedText,
  PhyIndicator,
  type PhyIndicatorKind,
} from './schema.ts';
import { sourceFrameworks } from './sources.ts';
import { unitById } from './units.ts';

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

describe('the PHY_ indicator catalogue', () => {
  it('has at least 300 indicators, every one valid against the schema', () => {
    expect(phyIndicators.length).toBeGreaterThanOrEqual(300);
    for (const indicator of phyIndicators) {
      const parsed = PhyIndicator.safeParse(indicator);
      expect(parsed.success, `${indicator.code}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('gives every indicator a unique PHY_ code (PHY_M_ is reserved for metrics)', () => {
    const codes = phyIndicators.map((i) => i.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^PHY_(?!M_)[A-Z0-9_]+$/);
    for (const metric of phyMetrics) expect(codes).not.toContain(metric.code);
  });

  it('names every indicator uniquely in English and in Italian, and the Italian is not a copy', () => {
    for (const locale of ['en-US', 'it-IT'] as const) {
      const names = [...phyIndicators, ...phyMetrics].map((i) => normalise(i.name[locale]));
      const duplicates = names.filter((n, index) => names.indexOf(n) !== index);
      expect(duplicates, locale).toEqual([]);
    }
    for (const i of phyIndicators) {
      expect(i.name['it-IT'], i.code).not.toBe(i.name['en-US']);
      expect(i.definition['it-IT'], i.code).not.toBe(i.definition['en-US']);
    }
  });

  it('uses specific names, never numbered or generic ones ("Water indicator 17")', () => {
    for (const i of phyIndicators) {
      for (const name of [i.name['en-US'], i.name['it-IT']]) {
        expect(name, i.code).not.toMatch(/\b(indicator|indicatore|metric|metrica|item|voce)\s*#?\d+/i);
        // "Scope 1" or "Scope 1 and 2" is a name, not a number
        expect(name.replace(/scope \d( (and|e) \d)?/i, 'scope'), i.code).not.toMatch(/\s#?\d+$/);
        expect(name.length, i.code).toBeGreaterThanOrEqual(4);
      }
      // a definition says more than the name
      expect(i.definition['en-US'].length, i.code).toBeGreaterThan(i.name['en-US'].length);
    }
  });

  it('covers the five pillars, and every category sits in its pillar', () => {
    for (const pillar of IndicatorPillar.options)
      expect(indicatorsByPillar(pillar).length, pillar).toBeGreaterThanOrEqual(40);
    for (const i of phyIndicators) {
      const category = impactCategories.find((c) => c.id === i.category)!;
      expect(category.pillar, i.code).toBe(i.pillar);
    }
  });

  it('fills every impact category of the spec (doc 2 §3) with indicators', () => {
    const specCategories = impactCategories.filter((c) => c.origin === 'spec').map((c) => c.id);
    expect(specCategories.sort()).toEqual(
      [
        'governance_transparency',
        'water',
        'emissions',
        'labor',
        'energy',
        'green_real_estate',
        'community_engagement',
        'waste',
        'gender_equality',
        'energy_management',
        'labor_management',
        'reporting_transparency',
      ].sort(),
    );
    for (const id of ImpactCategoryId.options)
      expect(indicatorsByCategory(id).length, id).toBeGreaterThanOrEqual(5);
  });

  it('keeps kind and unit consistent: flags in 1/0, percentages in %, counts as numbers, quantities in a unit', () => {
    const unitOfKind: Record<Exclude<PhyIndicatorKind, 'quantity'>, IndicatorUnitId> = {
      flag: 'flag',
      percent: 'percent',
      count: 'count',
    };
    for (const i of phyIndicators) {
      if (i.kind === 'quantity') expect(['flag', 'percent', 'count'], i.code).not.toContain(i.unit);
      else expect(i.unit, i.code).toBe(unitOfKind[i.kind]);
    }
    // spec doc 2 §3: most PHY_ company indicators are flags
    const flags = phyIndicators.filter((i) => i.kind === 'flag').length;
    expect(flags).toBeGreaterThan(phyIndicators.length * 0.4);
  });

  it('cites a known framework and an exact reference for every indicator', () => {
    const known = new Set(sourceFrameworks.map((s) => s.id));
    for (const i of phyIndicators) {
      expect(known.has(i.source.framework), i.code).toBe(true);
      expect(i.source.reference.trim().length, i.code).toBeGreaterThan(2);
    }
  });

  it('only attaches a comparison whose unit the value can be converted to', () => {
    const compared = phyIndicators.filter((i) => i.comparison);
    expect(compared.length).toBeGreaterThanOrEqual(40);
    for (const i of compared) {
      const n = comparisonMultiple({ value: 1, unit: i.unit, comparison: i.comparison!, usdPerEur: 1.08 });
      expect(n, `${i.code} vs ${i.comparison}`).not.toBeNull();
    }
    // each constant of the spec's table explains at least one indicator or metric
    const used = new Set([...phyIndicators, ...phyMetrics].map((i) => i.comparison).filter(Boolean));
    expect([...used].sort()).toEqual(
      [
        'airplane',
        'american_emissions',
        'household_energy',
        'nfl_injuries',
        'swimming_pool',
        'us_salary',
        'waste_per_person',
        'work_week',
      ].sort(),
    );
  });
});

describe('the indicators the issue names', () => {
  // requirement, code, kind, unit, a word the English name must contain, one the Italian name must contain
  const mustHave: Array<[string, string, PhyIndicatorKind, IndicatorUnitId, RegExp, RegExp]> = [
    ['scope 1 emissions', 'PHY_GHG_SCOPE1', 'quantity', 't_co2e', /scope 1/i, /scope 1/i],
    ['scope 2 emissions', 'PHY_GHG_SCOPE2', 'quantity', 't_co2e', /scope 2/i, /scope 2/i],
    ['scope 3 emissions', 'PHY_GHG_SCOPE3', 'quantity', 't_co2e', /scope 3/i, /scope 3/i],
    ['total GHG', 'PHY_GHG_TOTAL', 'quantity', 't_co2e', /total ghg/i, /totali di gas serra/i],
    [
      'GHG intensity',
      'PHY_GHG_INTENSITY',
      'quantity',
      't_co2e_per_meur_revenue',
      /ghg intensity/i,
      /intensità di gas serra/i,
    ],
    [
      'energy consumption',
      'PHY_ENERGY_CONSUMPTION',
      'quantity',
      'gwh',
      /energy consumption/i,
      /consumo totale di energia/i,
    ],
    [
      'renewable share',
      'PHY_RENEWABLE_ENERGY_SHARE',
      'percent',
      'percent',
      /renewable share/i,
      /rinnovabile/i,
    ],
    ['water withdrawal', 'PHY_WATER_WITHDRAWAL', 'quantity', 'm3', /water withdrawal/i, /prelievo idrico/i],
    ['water discharge', 'PHY_WATER_DISCHARGE', 'quantity', 'm3', /water discharge/i, /scarichi idrici/i],
    ['hazardous waste', 'PHY_WASTE_HAZARDOUS', 'quantity', 't', /hazardous waste/i, /rifiuti pericolosi/i],
    ['total waste', 'PHY_WASTE_TOTAL', 'quantity', 't', /total waste/i, /rifiuti totali/i],
    ['NOx', 'PHY_NOX_EMISSIONS', 'quantity', 't', /nox/i, /nox/i],
    ['SOx', 'PHY_SOX_EMISSIONS', 'quantity', 't', /sox/i, /sox/i],
    [
      'board independence',
      'PHY_BOARD_INDEPENDENCE',
      'percent',
      'percent',
      /board independence/i,
      /indipendenza del consiglio/i,
    ],
    [
      'board gender diversity',
      'PHY_BOARD_GENDER_DIVERSITY',
      'percent',
      'percent',
      /board gender diversity/i,
      /diversità di genere/i,
    ],
    ['CEO pay ratio', 'PHY_CEO_PAY_RATIO', 'quantity', 'ratio', /ceo pay ratio/i, /retribuzione del ceo/i],
    [
      'gender pay gap',
      'PHY_GENDER_PAY_GAP',
      'percent',
      'percent',
      /gender pay gap/i,
      /divario retributivo di genere/i,
    ],
    ['employee turnover', 'PHY_EMPLOYEE_TURNOVER', 'percent', 'percent', /turnover/i, /turnover/i],
    [
      'training hours',
      'PHY_TRAINING_HOURS',
      'quantity',
      'hours',
      /training hours/i,
      /ore totali di formazione/i,
    ],
    [
      'injury rate',
      'PHY_TOTAL_RECORDABLE_INJURY_RATE',
      'quantity',
      'rate_per_200k_hours',
      /injury rate/i,
      /tasso di infortuni/i,
    ],
    ['fatalities', 'PHY_FATALITIES_EMPLOYEES', 'count', 'count', /fatalities/i, /decessi/i],
    [
      'community donations',
      'PHY_COMMUNITY_DONATIONS',
      'quantity',
      'eur',
      /community donations/i,
      /donazioni/i,
    ],
    ['UNGC violations', 'PHY_UNGC_OECD_VIOLATION', 'flag', 'flag', /global compact/i, /global compact/i],
    [
      'controversial weapons',
      'PHY_CONTROVERSIAL_WEAPONS',
      'flag',
      'flag',
      /controversial weapons/i,
      /armi controverse/i,
    ],
    ['thermal coal', 'PHY_THERMAL_COAL_INVOLVEMENT', 'flag', 'flag', /thermal coal/i, /carbone termico/i],
    ['tobacco', 'PHY_TOBACCO_PRODUCER', 'flag', 'flag', /tobacco/i, /tabacco/i],
    ['alcohol', 'PHY_ALCOHOL_PRODUCER', 'flag', 'flag', /alcoholic/i, /alcoliche/i],
    ['gambling', 'PHY_GAMBLING_OPERATOR', 'flag', 'flag', /gambling/i, /azzardo/i],
    [
      'adult entertainment',
      'PHY_ADULT_ENTERTAINMENT_PRODUCER',
      'flag',
      'flag',
      /adult entertainment/i,
      /per adulti/i,
    ],
    ['nuclear', 'PHY_NUCLEAR_POWER_GENERATION', 'flag', 'flag', /nuclear/i, /nucleare/i],
    [
      'military weapons',
      'PHY_MILITARY_WEAPON_SYSTEMS',
      'flag',
      'flag',
      /military weapon/i,
      /d'arma militari/i,
    ],
    ['stem cells', 'PHY_EMBRYONIC_STEM_CELL_RESEARCH', 'flag', 'flag', /stem cell/i, /staminali/i],
    [
      'contraceptives',
      'PHY_CONTRACEPTIVES_MANUFACTURER',
      'flag',
      'flag',
      /contraceptive/i,
      /contraccettivi/i,
    ],
    [
      'environmental controversies',
      'PHY_ENVIRONMENTAL_CONTROVERSY',
      'flag',
      'flag',
      /environmental controversy/i,
      /controversia ambientale/i,
    ],
    [
      'social controversies',
      'PHY_SOCIAL_CONTROVERSY',
      'flag',
      'flag',
      /social controversy/i,
      /controversia sociale/i,
    ],
    [
      'governance controversies',
      'PHY_GOVERNANCE_CONTROVERSY',
      'flag',
      'flag',
      /governance controversy/i,
      /controversia di governance/i,
    ],
  ];

  it.each(mustHave)(
    'has %s (%s) with the right kind, unit and a recognisable name',
    (_, code, kind, unit, en, itPattern) => {
      const indicator = indicatorByCode(code);
      expect(indicator, code).toBeDefined();
      expect(indicator!.kind).toBe(kind);
      expect(indicator!.unit).toBe(unit);
      expect(indicator!.name['en-US']).toMatch(en);
      expect(indicator!.name['it-IT']).toMatch(itPattern);
    },
  );

  it('screens every activity of the spec by role, and by revenue share where revenue is the threshold', () => {
    const byRevenue: ExclusionTypeId[] = [
      'adult_entertainment',
      'alcohol',
      'contraceptives',
      'gambling',
      'military_weapons',
      'nuclear_energy',
      'tobacco',
      'thermal_coal',
    ];
    for (const type of [...byRevenue, 'stem_cells', 'controversial_weapons'] as ExclusionTypeId[]) {
      const screens = phyIndicators.filter((i) => i.exclusionType === type && i.pillar === 'exclusions');
      expect(screens.filter((i) => i.kind === 'flag').length, type).toBeGreaterThanOrEqual(1);
      if (byRevenue.includes(type)) {
        const share = screens.find((i) => i.kind === 'percent' && /revenue/i.test(i.name['en-US']));
        expect(share, `${type} revenue share`).toBeDefined();
      }
    }
  });
});

describe('exclusion and controversy links', () => {
  it('gives every exclusions and controversies indicator an exclusion type, and no other indicator one', () => {
    for (const i of phyIndicators) {
      if (i.pillar === 'exclusions' || i.pillar === 'controversies')
        expect(i.exclusionType, i.code).toBeDefined();
      else expect(i.exclusionType, i.code).toBeUndefined();
    }
  });

  it('screens every exclusion type with at least one indicator of the matching pillar', () => {
    for (const type of exclusionTypes) {
      const pillar = type.kind === 'activity' ? 'exclusions' : 'controversies';
      const screens = phyIndicators.filter((i) => i.exclusionType === type.id && i.pillar === pillar);
      expect(screens.length, type.id).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the link to company_facts.csv', () => {
  const financial = new Set(['evic_eur', 'revenue_eur']);
  const paiCompanyColumns = [
    ...new Set(
      paiFigures.flatMap((f) => f.inputs.filter((i) => i.file === 'company_facts').map((i) => i.column)),
    ),
  ].filter((c) => !financial.has(c));

  it('has an indicator for every company input of the PAI tables, so indicators.csv and company_facts agree', () => {
    expect(paiCompanyColumns.length).toBeGreaterThanOrEqual(50);
    const missing = paiCompanyColumns.filter((column) => !indicatorByDatasetColumn(column));
    expect(missing).toEqual([]);
  });

  it('maps each column once, and only to columns of the dataset format', () => {
    const mapped = phyIndicators.flatMap((i) => (i.datasetColumn ? [i.datasetColumn.column] : []));
    expect(new Set(mapped).size).toBe(mapped.length);
    for (const column of mapped) expect([...paiCompanyColumns, 'employees'], column).toContain(column);
  });

  it('inverts a PAI flag column exactly when the indicator states the favourable condition', () => {
    const classDColumns = new Set(
      paiItems
        .filter((item) => item.calculationClass === 'D')
        .flatMap((item) =>
          item.figures.flatMap((f) => f.inputs.filter((i) => i.role === 'required').map((i) => i.column)),
        ),
    );
    const flagged = phyIndicators.filter((i) => i.datasetColumn && classDColumns.has(i.datasetColumn.column));
    expect(flagged.length).toBeGreaterThanOrEqual(25);
    for (const i of flagged) {
      expect(i.kind, i.code).toBe('flag');
      // PAI flags are 1 when the adverse condition holds (sfdr-pai-and-taxonomy.md §4)
      expect(i.polarity, i.code).toBe(i.datasetColumn!.isInverted ? 'higher_is_better' : 'lower_is_better');
      if (i.datasetColumn!.isInverted) expect(i.datasetColumn!.column, i.code).toMatch(/(^|_)no_/);
    }
  });

  it('finds the indicator of a column: scope1_t is scope 1 emissions', () => {
    expect(indicatorByDatasetColumn('scope1_t')?.code).toBe('PHY_GHG_SCOPE1');
    expect(indicatorByDatasetColumn('no_human_rights_policy')?.code).toBe('PHY_HUMAN_RIGHTS_POLICY');
    expect(indicatorByDatasetColumn('no_such_column')).toBeUndefined();
  });
});

describe('look-ups', () => {
  it('finds an indicator by code in both languages', () => {
    const scope1 = indicatorByCode('PHY_GHG_SCOPE1')!;
    expect(scope1.name['en-US']).toBe('Scope 1 GHG emissions');
    expect(scope1.name['it-IT']).toBe('Emissioni di gas serra Scope 1');
    expect(unitById(scope1.unit).symbol['en-US']).toBe('t CO2e');
    expect(indicatorByCode('PHY_UNKNOWN')).toBeUndefined();
  });

  it('resolves older codes, PHY_ and PHY_M_ codes, and nothing else', () => {
    expect(resolveIndicatorCode('SCOPE1')).toBe('PHY_GHG_SCOPE1');
    expect(resolveIndicatorCode('NOx')).toBe('PHY_NOX_EMISSIONS');
    expect(resolveIndicatorCode('NOX')).toBe('PHY_NOX_EMISSIONS');
    expect(resolveIndicatorCode('Waste')).toBe('PHY_WASTE_TOTAL');
    expect(resolveIndicatorCode('PHY_WATER_WITHDRAWAL')).toBe('PHY_WATER_WITHDRAWAL');
    expect(resolveIndicatorCode('PHY_M_INJURY_RATE')).toBe('PHY_M_INJURY_RATE');
    expect(resolveIndicatorCode('WATER17')).toBeUndefined();
  });
});

describe('the text schemas', () => {
  it('reject an Italian text that copies the English one', () => {
    expect(LocalizedText.safeParse({ 'en-US': 'Water', 'it-IT': 'Water' }).success).toBe(false);
    expect(LocalizedText.safeParse({ 'en-US': 'Water', 'it-IT': 'Acqua' }).success).toBe(true);
  });

  it('keep definitions on one line, without table-breaking pipes', () => {
    expect(
      LocalizedLine.safeParse({ 'en-US': 'Two\nlines of text here', 'it-IT': 'Due righe di testo qui' })
        .success,
    ).toBe(false);
    expect(
      LocalizedLine.safeParse({ 'en-US': 'A | pipe in the text', 'it-IT': 'Una | barra nel testo' }).success,
    ).toBe(false);
  });
});
