import { describe, expect, it } from 'vitest';
import { TaxonomyObjective } from '../schemas/taxonomy.ts';
import { paiSeedCountReadings } from './indicators-doc.ts';
import {
  paiFigureById,
  paiFigures,
  paiItemById,
  paiItemInputs,
  paiItems,
  paiItemsByTable,
  taxonomyKpiCatalogue,
  taxonomyObjectiveByCode,
  taxonomyObjectiveCatalogue,
} from './pai.ts';
import { type PaiCalculationClass, PaiCatalogueItem } from './schema.ts';

/** The classes of sfdr-pai-and-taxonomy.md §4, indicator by indicator. */
const expectedClasses: Record<1 | 2 | 3, string> = {
  1: 'A B C D E E D B B D D E E D C F D own',
  2: 'B B B D E E D D D D D D B D D D D A E D E E',
  3: 'D E B D D D B E D D D D D B D D F G G G G D G G',
};

/** The asset type of each indicator: c = investee company, s = sovereign, r = real estate. */
const expectedAssetTypes: Record<1 | 2 | 3, string> = {
  1: 'cccccccccccccc ss rr',
  2: 'cccccccccccccccc s rrrrr',
  3: 'ccccccccccccccccc sssssss',
};

const facts = (columns: string) => columns.split(' ').map((c) => `company_facts.${c}`);
const countries = (column: string) => [`countries.${column}`];

/** The required columns of each indicator, as sfdr-pai-and-taxonomy.md §4 and dataset-format.md name them. */
const expectedRequiredInputs: Record<string, string[]> = {
  t1_1: facts('evic_eur scope1_t scope2_t scope3_t'),
  t1_2: facts('evic_eur scope1_t scope2_t scope3_t'),
  t1_3: facts('scope1_t scope2_t scope3_t revenue_eur'),
  t1_4: facts('fossil_fuel_sector'),
  t1_5: facts('nonrenewable_energy_consumption_pct nonrenewable_energy_production_pct'),
  t1_6: ['companies.nace', ...facts('energy_consumption_gwh revenue_eur')],
  t1_7: facts('biodiversity_sensitive_areas'),
  t1_8: facts('evic_eur water_emissions_t'),
  t1_9: facts('evic_eur hazardous_waste_t'),
  t1_10: facts('ungc_oecd_violations'),
  t1_11: facts('ungc_oecd_no_compliance_process'),
  t1_12: facts('gender_pay_gap_pct'),
  t1_13: facts('board_female_pct'),
  t1_14: facts('controversial_weapons'),
  t1_15: countries('ghg_intensity_t_per_meur_gdp'),
  t1_16: countries('social_violations'),
  t1_17: ['real_estate_assets.re_fossil_fuel_use'],
  t1_18: 're_value_eur re_built_date re_epc_class re_ped_kwh_m2 re_nzeb_ped_kwh_m2 re_epc_rules_apply'
    .split(' ')
    .map((c) => `real_estate_assets.${c}`),
  t2_1: facts('evic_eur inorganic_pollutants_t'),
  t2_2: facts('evic_eur air_pollutants_t'),
  t2_3: facts('evic_eur ozone_depleting_t'),
  t2_4: facts('no_carbon_reduction_initiative'),
  t2_5: facts(
    'nonrenewable_consumption_coal_gwh energy_consumption_gwh nonrenewable_consumption_lignite_gwh nonrenewable_consumption_oil_gwh nonrenewable_consumption_natural_gas_gwh nonrenewable_consumption_nuclear_gwh nonrenewable_consumption_other_gwh',
  ),
  t2_6: facts('water_consumption_m3 revenue_eur water_recycled_pct'),
  t2_7: facts('no_water_management_policy'),
  t2_8: facts('high_water_stress_no_policy'),
  t2_9: ['companies.nace_code'],
  t2_10: facts('land_degradation'),
  t2_11: facts('no_sustainable_land_practices'),
  t2_12: facts('no_sustainable_ocean_practices'),
  t2_13: facts('evic_eur non_recycled_waste_t'),
  t2_14: facts('affects_threatened_species no_biodiversity_protection_policy'),
  t2_15: facts('no_deforestation_policy'),
  t2_16: ['securities.eu_green_bond'],
  t2_17: ['securities.eu_green_bond'],
  t3_1: facts('no_accident_prevention_policy'),
  t3_2: facts('accident_rate'),
  t3_3: facts('evic_eur days_lost'),
  t3_4: facts('no_supplier_code_of_conduct'),
  t3_5: facts('no_employee_grievance_mechanism'),
  t3_6: facts('no_whistleblower_protection'),
  t3_7: facts('evic_eur discrimination_incidents discrimination_sanctions'),
  t3_8: facts('ceo_pay_ratio'),
  t3_9: facts('no_human_rights_policy'),
  t3_10: facts('no_human_rights_due_diligence'),
  t3_11: facts('no_anti_trafficking_policy'),
  t3_12: facts('child_labour_risk'),
  t3_13: facts('forced_labour_risk'),
  t3_14: facts('evic_eur severe_human_rights_cases'),
  t3_15: facts('no_anti_corruption_policy'),
  t3_16: facts('anti_corruption_insufficient_action'),
  t3_17: facts('anti_corruption_convictions anti_corruption_fines_eur'),
  t3_18: countries('income_inequality_score'),
  t3_19: countries('freedom_of_expression_score'),
  t3_20: countries('human_rights_score'),
  t3_21: countries('corruption_score'),
  t3_22: countries('eu_non_cooperative_tax'),
  t3_23: countries('political_stability_score'),
  t3_24: countries('rule_of_law_score'),
};

const requiredInputs = (item: PaiCatalogueItem) =>
  paiItemInputs(item)
    .filter((i) => i.role === 'required')
    .map((i) => `${i.file}.${i.column}`);

describe('the SFDR PAI catalogue', () => {
  it('holds the 64 indicators of RTS Annex I: 18 in Table 1, 22 in Table 2, 24 in Table 3', () => {
    expect(paiItems).toHaveLength(64);
    expect(paiItemsByTable(1)).toHaveLength(18);
    expect(paiItemsByTable(2)).toHaveLength(22);
    expect(paiItemsByTable(3)).toHaveLength(24);
  });

  it('numbers each table 1..n and gives every indicator the id t{table}_{number}', () => {
    for (const table of [1, 2, 3] as const) {
      const items = paiItemsByTable(table);
      expect(items.map((i) => i.number)).toEqual(items.map((_, index) => index + 1));
      for (const item of items) expect(item.id).toBe(`t${table}_${item.number}`);
    }
  });

  it('validates every indicator against the schema', () => {
    for (const item of paiItems) {
      const parsed = PaiCatalogueItem.safeParse(item);
      expect(parsed.success, `${item.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('gives figures unique ids that start with their indicator id', () => {
    const ids = paiFigures.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of paiItems) for (const f of item.figures) expect(f.id.startsWith(item.id)).toBe(true);
    for (const item of paiItems.filter((i) => i.figures.length === 1))
      expect(item.figures[0]!.id).toBe(item.id);
  });

  it('names every indicator in English and Italian, uniquely within each language', () => {
    for (const locale of ['en-US', 'it-IT'] as const) {
      const names = paiItems.map((i) => i.name[locale].toLowerCase());
      expect(new Set(names).size, locale).toBe(names.length);
    }
    // the Italian terminology of the RTS (sfdr-pai-and-taxonomy.md §11)
    expect(paiItemById('t1_2')!.name['it-IT']).toBe('Impronta di carbonio');
    expect(paiItemById('t1_3')!.name['it-IT']).toBe(
      'Intensità di GHG delle imprese beneficiarie degli investimenti',
    );
    expect(paiItemById('t1_9')!.name['en-US']).toBe('Hazardous waste and radioactive waste ratio');
  });

  it('assigns the calculation classes of sfdr-pai-and-taxonomy.md §4', () => {
    for (const table of [1, 2, 3] as const) {
      expect(
        paiItemsByTable(table)
          .map((i) => i.calculationClass as PaiCalculationClass)
          .join(' '),
        `table ${table}`,
      ).toBe(expectedClasses[table]);
    }
  });

  it('assigns each indicator its asset type', () => {
    const letter = { investee_company: 'c', sovereign: 's', real_estate: 'r' } as const;
    for (const table of [1, 2, 3] as const) {
      const letters = paiItemsByTable(table)
        .map((i) => letter[i.assetType])
        .join('');
      expect(letters, `table ${table}`).toBe(expectedAssetTypes[table].replaceAll(' ', ''));
    }
  });

  it('reads exactly the dataset columns the reference names', () => {
    for (const item of paiItems.filter((i) => !(i.table === 2 && i.number >= 18))) {
      expect(requiredInputs(item).sort(), item.id).toEqual([...expectedRequiredInputs[item.id]!].sort());
    }
    // optional and alternative columns the reference names in italics
    const optional = (id: string) =>
      paiItemInputs(paiItemById(id)!)
        .filter((i) => i.role !== 'required')
        .map((i) => `${i.column}:${i.role}`);
    expect(optional('t1_4')).toEqual(['fossil_fuel_revenue_pct:information']);
    expect(optional('t1_9')).toEqual(['radioactive_waste_t:optional']);
    expect(optional('t1_13')).toEqual(['board_female_count:alternative', 'board_member_count:alternative']);
    expect(optional('t1_15')).toEqual(['ghg_t:alternative', 'gdp_eur:alternative']);
    expect(optional('t2_9')).toEqual(['chemicals_nace_20_2:alternative']);
  });

  it('proposes columns only for the real-estate indicators of Table 2, which the reference leaves unnamed', () => {
    for (const item of paiItems) {
      const proposed = paiItemInputs(item).filter((i) => i.isProposed);
      const expectProposed = item.table === 2 && item.number >= 18;
      expect(proposed.length > 0, item.id).toBe(expectProposed);
      for (const input of proposed) expect(input.file).toBe('real_estate_assets');
    }
  });

  it('attributes financed figures through EVIC and intensities through revenue', () => {
    for (const item of paiItems.filter((i) => i.assetType === 'investee_company')) {
      for (const f of item.figures) {
        const columns = f.inputs.map((i) => i.column);
        if (item.calculationClass === 'A' || item.calculationClass === 'B')
          expect(columns, f.id).toContain('evic_eur');
        if (f.unit.endsWith('_per_meur_revenue')) expect(columns, f.id).toContain('revenue_eur');
      }
    }
  });

  it('reports shares in percent, financed amounts in tonnes and class B per € million invested', () => {
    for (const item of paiItems) {
      for (const f of item.figures) {
        if (item.calculationClass === 'D') expect(f.unit, f.id).toBe('percent');
        if (item.calculationClass === 'B') expect(f.unit, f.id).toMatch(/_per_meur_invested$/);
        if (item.calculationClass === 'A') expect(f.unit, f.id).toBe('t_co2e');
      }
    }
  });

  it('splits the indicators that report several values (§9 output contract)', () => {
    const figureIds = (id: string) => paiItemById(id)!.figures.map((f) => f.id);
    expect(figureIds('t1_1')).toEqual(['t1_1_scope1', 't1_1_scope2', 't1_1_scope3', 't1_1_total']);
    expect(figureIds('t1_5')).toEqual(['t1_5', 't1_5_consumption', 't1_5_production']);
    expect(figureIds('t1_6')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'l'].map((s) => `t1_6_${s}`));
    expect(paiItemById('t1_16')!.figures.map((f) => f.unit)).toEqual(['count', 'percent']);
    expect(paiItemById('t2_5')!.figures).toHaveLength(6);
    expect(paiItemById('t2_6')!.figures.map((f) => f.unit)).toEqual(['m3_per_meur_revenue', 'percent']);
    expect(paiItemById('t3_7')!.figures).toHaveLength(2);
    expect(paiItemById('t3_17')!.figures.map((f) => f.unit)).toEqual(['count', 'eur']);
    expect(paiFigureById('t1_1_total')!.formula).toContain('all three scopes');
    expect(paiFigureById('t1_6_c')!.formula).toContain('nace = C');
  });

  it('maps onto the spec\'s "19, 15 and about 20" items (recorded in docs/decisions.md)', () => {
    expect(paiSeedCountReadings().map((r) => [r.table, r.seedCount, r.rtsIndicators, r.rows])).toEqual([
      [1, '19', 18, 19],
      [2, '15', 22, 15],
      [3, 'about 20', 24, 19],
    ]);
  });
});

describe('the EU Taxonomy catalogue', () => {
  it('names the six objectives of Art. 9 as sfdr-pai-and-taxonomy.md §7 does', () => {
    expect(taxonomyObjectiveCatalogue.map((o) => o.code)).toEqual([...TaxonomyObjective.options]);
    expect(taxonomyObjectiveCatalogue.map((o) => [o.code, o.name['en-US'], o.name['it-IT']])).toEqual([
      ['CCM', 'Climate change mitigation', 'Mitigazione dei cambiamenti climatici'],
      ['CCA', 'Climate change adaptation', 'Adattamento ai cambiamenti climatici'],
      [
        'WTR',
        'Sustainable use and protection of water and marine resources',
        'Uso sostenibile e protezione delle acque e delle risorse marine',
      ],
      ['CE', 'Transition to a circular economy', "Transizione verso un'economia circolare"],
      ['PPC', 'Pollution prevention and control', "Prevenzione e riduzione dell'inquinamento"],
      [
        'BIO',
        'Protection and restoration of biodiversity and ecosystems',
        'Protezione e ripristino della biodiversità e degli ecosistemi',
      ],
    ]);
    expect(taxonomyObjectiveByCode('CCA').delegatedAct).toBe('(EU) 2021/2139');
    expect(taxonomyObjectiveByCode('BIO').delegatedAct).toBe('(EU) 2023/2486');
  });

  it('defines the three company KPIs, turnover first', () => {
    expect(taxonomyKpiCatalogue.map((k) => k.id)).toEqual(['turnover', 'capex', 'opex']);
  });
});
