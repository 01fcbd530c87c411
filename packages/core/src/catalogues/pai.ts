import type { TaxonomyObjective } from '../schemas/taxonomy.ts';
import type {
  IndicatorUnitId,
  LocalizedLine,
  LocalizedTerm,
  LocalizedText,
  PaiAssetType,
  PaiCalculationClass,
  PaiCatalogueFigure,
  PaiCatalogueItem,
  PaiInput,
  PaiInputRole,
  PaiTableNumber,
  TaxonomyKpiEntry,
  TaxonomyObjectiveEntry,
} from './schema.ts';
import { t } from './text.ts';

// The SFDR principal adverse impact indicators of the RTS (Delegated Regulation (EU) 2022/1288, Annex I, as amended
// by (EU) 2023/363), with the calculation classes, units and dataset columns of sfdr-pai-and-taxonomy.md §3–§4 and
// dataset-format.md. Italian names follow the terminology of the Italian text of the RTS; they are unofficial until
// checked against the Official Journal (sfdr-pai-and-taxonomy.md §11).

const input =
  (file: PaiInput['file']) =>
  (column: string, role: PaiInputRole = 'required'): PaiInput => ({ file, column, role });
const facts = input('company_facts');
const company = input('companies');
const country = input('countries');
const security = input('securities');
const realEstate = (column: string, role: PaiInputRole = 'required'): PaiInput => ({
  file: 'real_estate_assets',
  column,
  role,
});
/** A real-estate column esgkit proposes: the reference says "asset-level" and names none. */
const proposedRealEstate = (column: string): PaiInput => ({
  file: 'real_estate_assets',
  column,
  role: 'required',
  isProposed: true,
});

const EVIC = facts('evic_eur');
const REVENUE = facts('revenue_eur');
const SCOPES = [facts('scope1_t'), facts('scope2_t'), facts('scope3_t')];

const figure = (
  id: string,
  name: LocalizedText,
  unit: IndicatorUnitId,
  inputs: PaiInput[],
  formula: string,
): PaiCatalogueFigure => ({ id, name, unit, inputs, formula });

interface ItemFields {
  name: LocalizedText;
  metric: LocalizedLine;
  theme: LocalizedTerm;
  assetType: PaiAssetType;
  calculationClass: PaiCalculationClass;
}

/** An indicator with several figures (PAI 1: scope 1, 2, 3, total). */
const multi = (
  table: PaiTableNumber,
  number: number,
  fields: ItemFields,
  figures: PaiCatalogueFigure[],
): PaiCatalogueItem => ({ id: `t${table}_${number}`, table, number, ...fields, figures });

/** An indicator with one figure, which shares the indicator's id and name. */
const single = (
  table: PaiTableNumber,
  number: number,
  fields: ItemFields,
  unit: IndicatorUnitId,
  inputs: PaiInput[],
  formula: string,
): PaiCatalogueItem =>
  multi(table, number, fields, [figure(`t${table}_${number}`, fields.name, unit, inputs, formula)]);

/** Class D: share of all investments held in investees where the adverse flag is 1 (§3). */
const shareFormula = (flag: string, over = 'investee companies') =>
  `100 · Σ_{C, ${flag}=1} v_i / V (C: ${over} reporting ${flag})`;
/** Class B: financed amount per € million invested (§3). */
const perMillionFormula = (column: string) =>
  `Σ_C AF_i · ${column}_i / (V / 10⁶), AF_i = min(v_i / evic_eur_i, 1)`;
/** Class E: value-weighted mean over the holdings that report the figure (§3). */
const averageFormula = (column: string) => `Σ_C v_i · ${column}_i / Σ_C v_i`;
/** Class G: value-weighted mean over sovereign holdings that have the score (§3). */
const countryAverageFormula = (column: string) => `Σ_C v_j · ${column}_j / Σ_C v_j (sovereign holdings j)`;

// RTS themes (the "adverse sustainability indicator" headings of Annex I).
const GHG = { 'en-US': 'Greenhouse gas emissions', 'it-IT': 'Emissioni di gas a effetto serra' };
const BIODIVERSITY = { 'en-US': 'Biodiversity', 'it-IT': 'Biodiversità' };
const WATER = { 'en-US': 'Water', 'it-IT': 'Acqua' };
const WASTE = { 'en-US': 'Waste', 'it-IT': 'Rifiuti' };
const SOCIAL_EMPLOYEE = {
  'en-US': 'Social and employee matters',
  'it-IT': 'Questioni sociali e concernenti il personale',
};
const ENVIRONMENTAL = { 'en-US': 'Environmental', 'it-IT': 'Ambientali' };
const SOCIAL = { 'en-US': 'Social', 'it-IT': 'Sociali' };
const FOSSIL_FUELS = { 'en-US': 'Fossil fuels', 'it-IT': 'Combustibili fossili' };
const ENERGY_EFFICIENCY = { 'en-US': 'Energy efficiency', 'it-IT': 'Efficienza energetica' };
const EMISSIONS = { 'en-US': 'Emissions', 'it-IT': 'Emissioni' };
const ENERGY_PERFORMANCE = { 'en-US': 'Energy performance', 'it-IT': 'Prestazioni energetiche' };
const WATER_WASTE_MATERIAL = {
  'en-US': 'Water, waste and material emissions',
  'it-IT': 'Acqua, rifiuti ed emissioni di materiali',
};
const GREEN_SECURITIES = { 'en-US': 'Green securities', 'it-IT': 'Titoli verdi' };
const ENERGY_CONSUMPTION = { 'en-US': 'Energy consumption', 'it-IT': 'Consumo di energia' };
const RESOURCE_CONSUMPTION = { 'en-US': 'Resource consumption', 'it-IT': 'Consumo di risorse' };
const HUMAN_RIGHTS = { 'en-US': 'Human rights', 'it-IT': 'Diritti umani' };
const ANTI_CORRUPTION = {
  'en-US': 'Anti-corruption and anti-bribery',
  'it-IT': 'Lotta alla corruzione attiva e passiva',
};
const GOVERNANCE = { 'en-US': 'Governance', 'it-IT': 'Governance' };

const company_ = 'investee_company' as const;

/** NACE sections of PAI 6, the high impact climate sectors (RTS Annex I, definition 6). */
const highImpactSectors: Array<[string, string, string]> = [
  ['A', 'agriculture, forestry and fishing', 'agricoltura, silvicoltura e pesca'],
  ['B', 'mining and quarrying', 'estrazione di minerali da cave e miniere'],
  ['C', 'manufacturing', 'attività manifatturiere'],
  [
    'D',
    'electricity, gas, steam and air conditioning supply',
    'fornitura di energia elettrica, gas, vapore e aria condizionata',
  ],
  [
    'E',
    'water supply, sewerage, waste management and remediation',
    'fornitura di acqua, reti fognarie, gestione dei rifiuti e risanamento',
  ],
  ['F', 'construction', 'costruzioni'],
  [
    'G',
    'wholesale and retail trade, repair of motor vehicles',
    "commercio all'ingrosso e al dettaglio, riparazione di autoveicoli",
  ],
  ['H', 'transportation and storage', 'trasporto e magazzinaggio'],
  ['L', 'real estate activities', 'attività immobiliari'],
];

/** Non-renewable sources of Table 2 indicator 5, with their `company_facts.csv` columns. */
const nonRenewableSources: Array<[string, string, string]> = [
  ['coal', 'coal', 'carbone'],
  ['lignite', 'lignite', 'lignite'],
  ['oil', 'oil', 'petrolio'],
  ['natural_gas', 'natural gas', 'gas naturale'],
  ['nuclear', 'nuclear', 'nucleare'],
  ['other', 'other non-renewable sources', 'altre fonti non rinnovabili'],
];

const table1: PaiCatalogueItem[] = [
  multi(
    1,
    1,
    {
      name: t('GHG emissions', 'Emissioni di GHG'),
      metric: t(
        'Financed scope 1, scope 2, scope 3 and total GHG emissions of investee companies.',
        'Emissioni di GHG di ambito 1, 2, 3 e totali finanziate delle imprese beneficiarie degli investimenti.',
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'A',
    },
    [
      figure(
        't1_1_scope1',
        t('Scope 1 GHG emissions', 'Emissioni di GHG di ambito 1'),
        't_co2e',
        [EVIC, facts('scope1_t')],
        'Σ_C AF_i · scope1_t_i, AF_i = min(v_i / evic_eur_i, 1)',
      ),
      figure(
        't1_1_scope2',
        t('Scope 2 GHG emissions', 'Emissioni di GHG di ambito 2'),
        't_co2e',
        [EVIC, facts('scope2_t')],
        'Σ_C AF_i · scope2_t_i, AF_i = min(v_i / evic_eur_i, 1)',
      ),
      figure(
        't1_1_scope3',
        t('Scope 3 GHG emissions', 'Emissioni di GHG di ambito 3'),
        't_co2e',
        [EVIC, facts('scope3_t')],
        'Σ_C AF_i · scope3_t_i, AF_i = min(v_i / evic_eur_i, 1)',
      ),
      figure(
        't1_1_total',
        t('Total GHG emissions', 'Emissioni totali di GHG'),
        't_co2e',
        [EVIC, ...SCOPES],
        'Σ_C AF_i · (scope1_t + scope2_t + scope3_t)_i (C: investees reporting all three scopes)',
      ),
    ],
  ),
  single(
    1,
    2,
    {
      name: t('Carbon footprint', 'Impronta di carbonio'),
      metric: t(
        'Financed scope 1, 2 and 3 emissions per million euros invested.',
        'Emissioni finanziate di ambito 1, 2 e 3 per milione di euro investito.',
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'B',
    },
    't_co2e_per_meur_invested',
    [EVIC, ...SCOPES],
    't1_1_total / (V / 10⁶)',
  ),
  single(
    1,
    3,
    {
      name: t(
        'GHG intensity of investee companies',
        'Intensità di GHG delle imprese beneficiarie degli investimenti',
      ),
      metric: t(
        "Each investee's scope 1, 2 and 3 emissions per million euros of its revenue, weighted by portfolio weight.",
        'Emissioni di ambito 1, 2 e 3 di ciascuna impresa per milione di euro di ricavi, ponderate per il peso in portafoglio.',
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'C',
    },
    't_co2e_per_meur_revenue',
    [...SCOPES, REVENUE],
    'Σ_C (v_i / V) · (scope1_t + scope2_t + scope3_t)_i / (revenue_eur_i / 10⁶) (C: all three scopes and revenue > 0)',
  ),
  single(
    1,
    4,
    {
      name: t(
        'Exposure to companies active in the fossil fuel sector',
        'Esposizione a imprese attive nel settore dei combustibili fossili',
      ),
      metric: t(
        'Share of investments in companies earning any revenue from exploring, extracting, refining, storing, transporting or trading fossil fuels.',
        'Quota di investimenti in imprese con ricavi, anche minimi, da esplorazione, estrazione, raffinazione, stoccaggio, trasporto o commercio di combustibili fossili.',
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('fossil_fuel_sector'), facts('fossil_fuel_revenue_pct', 'information')],
    shareFormula('fossil_fuel_sector'),
  ),
  multi(
    1,
    5,
    {
      name: t(
        'Share of non-renewable energy consumption and production',
        'Quota di consumo e produzione di energia non rinnovabile',
      ),
      metric: t(
        "Investees' share of non-renewable energy in the energy they consume and produce, with consumption and production also shown apart.",
        "Quota di energia non rinnovabile nell'energia consumata e prodotta dalle imprese, con consumo e produzione indicati anche separatamente.",
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'E',
    },
    [
      figure(
        't1_5',
        t(
          'Share of non-renewable energy consumption and production',
          'Quota di consumo e produzione di energia non rinnovabile',
        ),
        'percent',
        [
          facts('nonrenewable_energy_consumption_pct'),
          facts('nonrenewable_energy_production_pct', 'alternative'),
          facts('energy_consumption_gwh', 'optional'),
          facts('energy_production_gwh', 'optional'),
        ],
        'Σ_C v_i · r_i / Σ_C v_i, r_i = (cons% · energy_consumption_gwh + prod% · energy_production_gwh) / (energy_consumption_gwh + energy_production_gwh) when all four are present, else cons%, else prod%',
      ),
      figure(
        't1_5_consumption',
        t('Share of non-renewable energy consumption', 'Quota di consumo di energia non rinnovabile'),
        'percent',
        [facts('nonrenewable_energy_consumption_pct')],
        averageFormula('nonrenewable_energy_consumption_pct'),
      ),
      figure(
        't1_5_production',
        t('Share of non-renewable energy production', 'Quota di produzione di energia non rinnovabile'),
        'percent',
        [facts('nonrenewable_energy_production_pct')],
        averageFormula('nonrenewable_energy_production_pct'),
      ),
    ],
  ),
  multi(
    1,
    6,
    {
      name: t(
        'Energy consumption intensity per high impact climate sector',
        'Intensità di consumo energetico per settore ad alto impatto climatico',
      ),
      metric: t(
        'GWh consumed per million euros of revenue, one figure per NACE section A, B, C, D, E, F, G, H and L.',
        'GWh consumati per milione di euro di ricavi, un valore per ciascuna sezione NACE A, B, C, D, E, F, G, H e L.',
      ),
      theme: GHG,
      assetType: company_,
      calculationClass: 'E',
    },
    highImpactSectors.map(([section, en, it]) =>
      figure(
        `t1_6_${section.toLowerCase()}`,
        t(
          `Energy consumption intensity, NACE ${section} (${en})`,
          `Intensità di consumo energetico, NACE ${section} (${it})`,
        ),
        'gwh_per_meur_revenue',
        [company('nace'), facts('energy_consumption_gwh'), REVENUE],
        `Σ_C v_i · energy_consumption_gwh_i / (revenue_eur_i / 10⁶) ÷ Σ_C v_i (C: nace = ${section}, energy reported, revenue > 0)`,
      ),
    ),
  ),
  single(
    1,
    7,
    {
      name: t(
        'Activities negatively affecting biodiversity-sensitive areas',
        'Attività che incidono negativamente sulle aree sensibili sotto il profilo della biodiversità',
      ),
      metric: t(
        'Share of investments in investees with sites in or near biodiversity-sensitive areas whose activities harm those areas.',
        'Quota di investimenti in imprese con siti in aree sensibili sotto il profilo della biodiversità, o vicino a esse, le cui attività le danneggiano.',
      ),
      theme: BIODIVERSITY,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('biodiversity_sensitive_areas')],
    shareFormula('biodiversity_sensitive_areas'),
  ),
  single(
    1,
    8,
    {
      name: t('Emissions to water', 'Emissioni in acqua'),
      metric: t(
        'Tonnes of emissions to water (nitrates, phosphates, pesticides, priority substances) per million euros invested.',
        'Tonnellate di emissioni in acqua (nitrati, fosfati, pesticidi, sostanze prioritarie) per milione di euro investito.',
      ),
      theme: WATER,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('water_emissions_t')],
    perMillionFormula('water_emissions_t'),
  ),
  single(
    1,
    9,
    {
      name: t(
        'Hazardous waste and radioactive waste ratio',
        'Rapporto tra rifiuti pericolosi e rifiuti radioattivi',
      ),
      metric: t(
        'Tonnes of hazardous and radioactive waste per million euros invested.',
        'Tonnellate di rifiuti pericolosi e radioattivi per milione di euro investito.',
      ),
      theme: WASTE,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('hazardous_waste_t'), facts('radioactive_waste_t', 'optional')],
    'Σ_C AF_i · (hazardous_waste_t + radioactive_waste_t)_i / (V / 10⁶); a missing radioactive_waste_t counts as 0 only when hazardous_waste_t is reported',
  ),
  single(
    1,
    10,
    {
      name: t(
        'Violations of UN Global Compact principles and OECD Guidelines for Multinational Enterprises',
        'Violazioni dei principi del Global Compact delle Nazioni Unite e delle linee guida OCSE destinate alle imprese multinazionali',
      ),
      metric: t(
        'Share of investments in investees involved in violations of the UNGC principles or the OECD Guidelines.',
        'Quota di investimenti in imprese coinvolte in violazioni dei principi del Global Compact delle Nazioni Unite o delle linee guida OCSE.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('ungc_oecd_violations')],
    shareFormula('ungc_oecd_violations'),
  ),
  single(
    1,
    11,
    {
      name: t(
        'Lack of processes and compliance mechanisms to monitor compliance with UNGC principles and OECD Guidelines',
        'Mancanza di procedure e di meccanismi di conformità per monitorare il rispetto dei principi del Global Compact delle Nazioni Unite e delle linee guida OCSE',
      ),
      metric: t(
        'Share of investments in investees without policies to monitor compliance with, or grievance mechanisms for breaches of, the UNGC principles and OECD Guidelines.',
        'Quota di investimenti in imprese prive di politiche per monitorare il rispetto dei principi del Global Compact e delle linee guida OCSE, o di meccanismi di reclamo per le loro violazioni.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('ungc_oecd_no_compliance_process')],
    shareFormula('ungc_oecd_no_compliance_process'),
  ),
  single(
    1,
    12,
    {
      name: t('Unadjusted gender pay gap', 'Divario retributivo di genere non corretto'),
      metric: t(
        "Average gap between men's and women's average gross hourly pay, as a percentage of men's, over investees.",
        'Divario medio tra la retribuzione oraria lorda media di uomini e donne, in percentuale di quella degli uomini, tra le imprese.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'E',
    },
    'percent',
    [facts('gender_pay_gap_pct')],
    averageFormula('gender_pay_gap_pct'),
  ),
  single(
    1,
    13,
    {
      name: t('Board gender diversity', 'Diversità di genere nel consiglio'),
      metric: t(
        'Average share of women among all board members of investees (female ÷ all members, not female ÷ male).',
        'Quota media di donne sul totale dei membri del consiglio delle imprese (donne ÷ tutti i membri, non donne ÷ uomini).',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'E',
    },
    'percent',
    [
      facts('board_female_pct'),
      facts('board_female_count', 'alternative'),
      facts('board_member_count', 'alternative'),
    ],
    'Σ_C v_i · r_i / Σ_C v_i, r_i = board_female_pct_i, else 100 · board_female_count_i / board_member_count_i when both counts are present',
  ),
  single(
    1,
    14,
    {
      name: t(
        'Exposure to controversial weapons (anti-personnel mines, cluster munitions, chemical weapons and biological weapons)',
        'Esposizione ad armi controverse (mine antiuomo, munizioni a grappolo, armi chimiche e armi biologiche)',
      ),
      metric: t(
        'Share of investments in investees that manufacture or sell controversial weapons.',
        'Quota di investimenti in imprese che fabbricano o vendono armi controverse.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('controversial_weapons')],
    shareFormula('controversial_weapons'),
  ),
  single(
    1,
    15,
    {
      name: t('GHG intensity', 'Intensità di GHG'),
      metric: t(
        "Investee countries' scope 1, 2 and 3 emissions per million euros of GDP, weighted by portfolio weight.",
        'Emissioni di ambito 1, 2 e 3 dei paesi beneficiari degli investimenti per milione di euro di PIL, ponderate per il peso in portafoglio.',
      ),
      theme: ENVIRONMENTAL,
      assetType: 'sovereign',
      calculationClass: 'C',
    },
    't_co2e_per_meur_gdp',
    [
      country('ghg_intensity_t_per_meur_gdp'),
      country('ghg_t', 'alternative'),
      country('gdp_eur', 'alternative'),
    ],
    'Σ_C (v_j / V) · intensity_j, intensity_j = ghg_intensity_t_per_meur_gdp_j, else ghg_t_j / (gdp_eur_j / 10⁶) (sovereign holdings j)',
  ),
  multi(
    1,
    16,
    {
      name: t(
        'Investee countries subject to social violations',
        'Paesi che beneficiano degli investimenti soggetti a violazioni sociali',
      ),
      metric: t(
        'Number of investee countries subject to social violations under treaties, UN principles or national law, and their share of all investee countries.',
        'Numero di paesi beneficiari degli investimenti soggetti a violazioni sociali secondo trattati, principi delle Nazioni Unite o diritto nazionale, e loro quota sul totale.',
      ),
      theme: SOCIAL,
      assetType: 'sovereign',
      calculationClass: 'F',
    },
    [
      figure(
        't1_16_count',
        t(
          'Number of investee countries subject to social violations',
          'Numero di paesi beneficiari degli investimenti soggetti a violazioni sociali',
        ),
        'count',
        [country('social_violations')],
        'number of investee countries j with social_violations_j = 1',
      ),
      figure(
        't1_16_pct',
        t(
          'Share of investee countries subject to social violations',
          'Quota di paesi beneficiari degli investimenti soggetti a violazioni sociali',
        ),
        'percent',
        [country('social_violations')],
        '100 · (investee countries with social_violations = 1) / (investee countries reporting social_violations)',
      ),
    ],
  ),
  single(
    1,
    17,
    {
      name: t(
        'Exposure to fossil fuels through real estate assets',
        'Esposizione a combustibili fossili tramite attivi immobiliari',
      ),
      metric: t(
        'Share of investments in real estate assets used to extract, store, transport or manufacture fossil fuels.',
        'Quota di investimenti in attivi immobiliari usati per estrarre, stoccare, trasportare o produrre combustibili fossili.',
      ),
      theme: FOSSIL_FUELS,
      assetType: 'real_estate',
      calculationClass: 'D',
    },
    'percent',
    [realEstate('re_fossil_fuel_use')],
    '100 · Σ_{C, re_fossil_fuel_use=1} v_a / Σ_C v_a (real estate assets a)',
  ),
  single(
    1,
    18,
    {
      name: t(
        'Exposure to energy-inefficient real estate assets',
        'Esposizione ad attivi immobiliari inefficienti dal punto di vista energetico',
      ),
      metric: t(
        'Value of assets built before 2021 with EPC C or worse, plus newer assets missing the NZEB level, over assets subject to EPC or NZEB rules.',
        'Valore degli attivi costruiti prima del 2021 con APE di classe C o inferiore, più quelli più recenti che non raggiungono il livello NZEB, sugli attivi soggetti alle regole APE o NZEB.',
      ),
      theme: ENERGY_EFFICIENCY,
      assetType: 'real_estate',
      calculationClass: 'own',
    },
    'percent',
    [
      realEstate('re_value_eur'),
      realEstate('re_built_date'),
      realEstate('re_epc_class'),
      realEstate('re_ped_kwh_m2'),
      realEstate('re_nzeb_ped_kwh_m2'),
      realEstate('re_epc_rules_apply'),
    ],
    '100 · (Σ_{re_built_date ≤ 2020-12-31, re_epc_class C–G} re_value_eur + Σ_{re_built_date ≥ 2021-01-01, re_ped_kwh_m2 > re_nzeb_ped_kwh_m2} re_value_eur) / Σ_{re_epc_rules_apply=1} re_value_eur',
  ),
];

const table2: PaiCatalogueItem[] = [
  single(
    2,
    1,
    {
      name: t('Emissions of inorganic pollutants', 'Emissioni di inquinanti inorganici'),
      metric: t(
        'Tonnes of inorganic pollutants (equivalent) per million euros invested.',
        'Tonnellate di inquinanti inorganici (equivalenti) per milione di euro investito.',
      ),
      theme: EMISSIONS,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('inorganic_pollutants_t')],
    perMillionFormula('inorganic_pollutants_t'),
  ),
  single(
    2,
    2,
    {
      name: t('Emissions of air pollutants', 'Emissioni di inquinanti atmosferici'),
      metric: t(
        'Tonnes of SO2, NOx, NMVOC, PM2.5, NH3 and heavy metals per million euros invested.',
        'Tonnellate di SO2, NOx, COVNM, PM2,5, NH3 e metalli pesanti per milione di euro investito.',
      ),
      theme: EMISSIONS,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('air_pollutants_t')],
    perMillionFormula('air_pollutants_t'),
  ),
  single(
    2,
    3,
    {
      name: t(
        'Emissions of ozone-depleting substances',
        'Emissioni di sostanze che riducono lo strato di ozono',
      ),
      metric: t(
        'Tonnes of ozone-depleting substances (equivalent) per million euros invested.',
        'Tonnellate di sostanze che riducono lo strato di ozono (equivalenti) per milione di euro investito.',
      ),
      theme: EMISSIONS,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('ozone_depleting_t')],
    perMillionFormula('ozone_depleting_t'),
  ),
  single(
    2,
    4,
    {
      name: t(
        'Investments in companies without carbon emission reduction initiatives',
        'Investimenti in imprese senza iniziative di riduzione delle emissioni di carbonio',
      ),
      metric: t(
        'Share of investments in investees with no initiative to reduce emissions in line with the Paris Agreement.',
        "Quota di investimenti in imprese prive di iniziative di riduzione delle emissioni in linea con l'accordo di Parigi.",
      ),
      theme: EMISSIONS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_carbon_reduction_initiative')],
    shareFormula('no_carbon_reduction_initiative'),
  ),
  multi(
    2,
    5,
    {
      name: t(
        'Breakdown of energy consumption by type of non-renewable sources',
        'Ripartizione del consumo di energia per tipo di fonti non rinnovabili',
      ),
      metric: t(
        "Share of investees' energy consumption from each non-renewable source: coal, lignite, oil, natural gas, nuclear and other.",
        'Quota del consumo di energia delle imprese proveniente da ciascuna fonte non rinnovabile: carbone, lignite, petrolio, gas naturale, nucleare e altre.',
      ),
      theme: ENERGY_PERFORMANCE,
      assetType: company_,
      calculationClass: 'E',
    },
    nonRenewableSources.map(([source, en, it]) => {
      const column = `nonrenewable_consumption_${source}_gwh`;
      return figure(
        `t2_5_${source}`,
        t(`Share of energy consumption from ${en}`, `Quota del consumo di energia da ${it}`),
        'percent',
        [facts(column), facts('energy_consumption_gwh')],
        `Σ_C v_i · (100 · ${column} / energy_consumption_gwh)_i / Σ_C v_i (C: energy_consumption_gwh > 0)`,
      );
    }),
  ),
  multi(
    2,
    6,
    {
      name: t('Water usage and recycling', "Utilizzo e riciclo dell'acqua"),
      metric: t(
        'Cubic metres of water consumed per million euros of revenue, and the share of water recycled and reused, both averaged over investees.',
        "Metri cubi d'acqua consumati per milione di euro di ricavi e quota di acqua riciclata e riutilizzata, entrambi in media tra le imprese.",
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'E',
    },
    [
      figure(
        't2_6_consumption',
        t('Water consumption per million euros of revenue', "Consumo d'acqua per milione di euro di ricavi"),
        'm3_per_meur_revenue',
        [facts('water_consumption_m3'), REVENUE],
        'Σ_C v_i · water_consumption_m3_i / (revenue_eur_i / 10⁶) ÷ Σ_C v_i (C: revenue > 0)',
      ),
      figure(
        't2_6_recycled',
        t('Share of water recycled and reused', 'Quota di acqua riciclata e riutilizzata'),
        'percent',
        [facts('water_recycled_pct')],
        averageFormula('water_recycled_pct'),
      ),
    ],
  ),
  single(
    2,
    7,
    {
      name: t(
        'Investments in companies without water management policies',
        'Investimenti in imprese prive di politiche di gestione delle acque',
      ),
      metric: t(
        'Share of investments in investees without a water management policy.',
        'Quota di investimenti in imprese prive di una politica di gestione delle acque.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_water_management_policy')],
    shareFormula('no_water_management_policy'),
  ),
  single(
    2,
    8,
    {
      name: t('Exposure to areas of high water stress', 'Esposizione a zone ad elevato stress idrico'),
      metric: t(
        'Share of investments in investees with sites in areas of high water stress and no water management policy.',
        'Quota di investimenti in imprese con siti in zone ad elevato stress idrico e prive di una politica di gestione delle acque.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('high_water_stress_no_policy')],
    shareFormula('high_water_stress_no_policy'),
  ),
  single(
    2,
    9,
    {
      name: t(
        'Investments in companies producing chemicals',
        'Investimenti in imprese che producono sostanze chimiche',
      ),
      metric: t(
        'Share of investments in investees active in NACE 20.2, manufacture of pesticides and other agrochemical products.',
        "Quota di investimenti in imprese attive nella divisione NACE 20.2, fabbricazione di pesticidi e altri prodotti chimici per l'agricoltura.",
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [company('nace_code'), facts('chemicals_nace_20_2', 'alternative')],
    '100 · Σ_{C, flag=1} v_i / V, flag_i = 1 when nace_code_i starts with "20.2", else chemicals_nace_20_2_i',
  ),
  single(
    2,
    10,
    {
      name: t(
        'Land degradation, desertification, soil sealing',
        'Degrado del suolo, desertificazione, impermeabilizzazione del suolo',
      ),
      metric: t(
        'Share of investments in investees whose activities cause land degradation, desertification or soil sealing.',
        'Quota di investimenti in imprese le cui attività causano degrado del suolo, desertificazione o impermeabilizzazione del suolo.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('land_degradation')],
    shareFormula('land_degradation'),
  ),
  single(
    2,
    11,
    {
      name: t(
        'Investments in companies without sustainable land/agriculture practices',
        'Investimenti in imprese che non adottano pratiche agricole o del suolo sostenibili',
      ),
      metric: t(
        'Share of investments in investees without sustainable land or agriculture practices or policies.',
        "Quota di investimenti in imprese prive di pratiche o politiche sostenibili per il suolo o l'agricoltura.",
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_sustainable_land_practices')],
    shareFormula('no_sustainable_land_practices'),
  ),
  single(
    2,
    12,
    {
      name: t(
        'Investments in companies without sustainable oceans/seas practices',
        'Investimenti in imprese che non adottano pratiche sostenibili per gli oceani e i mari',
      ),
      metric: t(
        'Share of investments in investees without sustainable oceans or seas practices or policies.',
        'Quota di investimenti in imprese prive di pratiche o politiche sostenibili per gli oceani o i mari.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_sustainable_ocean_practices')],
    shareFormula('no_sustainable_ocean_practices'),
  ),
  single(
    2,
    13,
    {
      name: t('Non-recycled waste ratio', 'Rapporto tra rifiuti non riciclati'),
      metric: t(
        'Tonnes of non-recycled waste per million euros invested.',
        'Tonnellate di rifiuti non riciclati per milione di euro investito.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'B',
    },
    't_per_meur_invested',
    [EVIC, facts('non_recycled_waste_t')],
    perMillionFormula('non_recycled_waste_t'),
  ),
  multi(
    2,
    14,
    {
      name: t('Natural species and protected areas', 'Specie naturali e zone protette'),
      metric: t(
        'Share of investments in investees whose operations affect threatened species, and in investees without a biodiversity protection policy for sites in or next to protected areas.',
        'Quota di investimenti in imprese le cui attività incidono su specie minacciate, e in imprese prive di una politica di tutela della biodiversità per siti in zone protette o adiacenti.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    [
      figure(
        't2_14_threatened_species',
        t(
          'Share of investments in investees affecting threatened species',
          'Quota di investimenti in imprese che incidono su specie minacciate',
        ),
        'percent',
        [facts('affects_threatened_species')],
        shareFormula('affects_threatened_species'),
      ),
      figure(
        't2_14_no_policy',
        t(
          'Share of investments in investees without a biodiversity protection policy',
          'Quota di investimenti in imprese prive di una politica di tutela della biodiversità',
        ),
        'percent',
        [facts('no_biodiversity_protection_policy')],
        shareFormula('no_biodiversity_protection_policy'),
      ),
    ],
  ),
  single(
    2,
    15,
    {
      name: t('Deforestation', 'Deforestazione'),
      metric: t(
        'Share of investments in companies without a policy to address deforestation.',
        'Quota di investimenti in imprese prive di una politica per contrastare la deforestazione.',
      ),
      theme: WATER_WASTE_MATERIAL,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_deforestation_policy')],
    shareFormula('no_deforestation_policy'),
  ),
  single(
    2,
    16,
    {
      name: t('Share of securities not certified as green', 'Quota di titoli non certificati come verdi'),
      metric: t(
        'Share of the investee-company securities held that are not issued under the EU Green Bond Standard.',
        'Quota dei titoli di imprese detenuti che non sono emessi secondo lo standard europeo per le obbligazioni verdi.',
      ),
      theme: GREEN_SECURITIES,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [security('eu_green_bond')],
    '100 · Σ_{C, eu_green_bond=0} v_s / V (C: securities of investee companies reporting eu_green_bond)',
  ),
  single(
    2,
    17,
    {
      name: t('Share of bonds not certified as green', 'Quota di obbligazioni non certificate come verdi'),
      metric: t(
        'Share of the sovereign bonds held that are not issued under the EU Green Bond Standard.',
        'Quota delle obbligazioni sovrane detenute che non sono emesse secondo lo standard europeo per le obbligazioni verdi.',
      ),
      theme: GREEN_SECURITIES,
      assetType: 'sovereign',
      calculationClass: 'D',
    },
    'percent',
    [security('eu_green_bond')],
    '100 · Σ_{C, eu_green_bond=0} v_s / V (C: sovereign bonds reporting eu_green_bond)',
  ),
  multi(
    2,
    18,
    {
      name: t('GHG emissions (real estate)', 'Emissioni di GHG (attivi immobiliari)'),
      metric: t(
        'Scope 1, 2, 3 and total GHG emissions of the real estate assets, by ownership share.',
        'Emissioni di GHG di ambito 1, 2, 3 e totali degli attivi immobiliari, in proporzione alla quota di proprietà.',
      ),
      theme: GHG,
      assetType: 'real_estate',
      calculationClass: 'A',
    },
    [
      ...(['1', '2', '3'] as const).map((scope) =>
        figure(
          `t2_18_scope${scope}`,
          t(
            `Scope ${scope} GHG emissions of real estate assets`,
            `Emissioni di GHG di ambito ${scope} degli attivi immobiliari`,
          ),
          't_co2e',
          [proposedRealEstate('re_ownership_pct'), proposedRealEstate(`re_scope${scope}_t`)],
          `Σ_a (re_ownership_pct_a / 100) · re_scope${scope}_t_a`,
        ),
      ),
      figure(
        't2_18_total',
        t('Total GHG emissions of real estate assets', 'Emissioni totali di GHG degli attivi immobiliari'),
        't_co2e',
        [
          proposedRealEstate('re_ownership_pct'),
          proposedRealEstate('re_scope1_t'),
          proposedRealEstate('re_scope2_t'),
          proposedRealEstate('re_scope3_t'),
        ],
        'Σ_a (re_ownership_pct_a / 100) · (re_scope1_t + re_scope2_t + re_scope3_t)_a (assets reporting all three scopes)',
      ),
    ],
  ),
  single(
    2,
    19,
    {
      name: t(
        'Energy consumption intensity (real estate)',
        'Intensità di consumo energetico (attivi immobiliari)',
      ),
      metric: t(
        'GWh of energy consumed by owned real estate assets per square metre.',
        'GWh di energia consumata dagli attivi immobiliari posseduti per metro quadrato.',
      ),
      theme: ENERGY_CONSUMPTION,
      assetType: 'real_estate',
      calculationClass: 'E',
    },
    'gwh_per_m2',
    [proposedRealEstate('re_energy_consumption_gwh'), proposedRealEstate('re_floor_area_m2')],
    "Σ_a re_energy_consumption_gwh_a / Σ_a re_floor_area_m2_a (the area-weighted mean of each asset's intensity)",
  ),
  single(
    2,
    20,
    {
      name: t('Waste production in operations', 'Produzione di rifiuti durante le operazioni'),
      metric: t(
        'Share of real estate assets with no waste-sorting facilities and no waste recovery or recycling contract.',
        'Quota di attivi immobiliari privi di strutture per la raccolta differenziata e di contratti di recupero o riciclo dei rifiuti.',
      ),
      theme: WASTE,
      assetType: 'real_estate',
      calculationClass: 'D',
    },
    'percent',
    [proposedRealEstate('re_no_waste_sorting_or_recovery')],
    '100 · Σ_{C, re_no_waste_sorting_or_recovery=1} v_a / Σ_C v_a (real estate assets a)',
  ),
  single(
    2,
    21,
    {
      name: t(
        'Raw materials consumption for new construction and major renovations',
        'Consumo di materie prime per nuove costruzioni e ristrutturazioni importanti',
      ),
      metric: t(
        'Share of raw building materials (not recovered, recycled or bio-sourced) in the total weight of building materials used.',
        'Quota di materiali da costruzione grezzi (non recuperati, riciclati o di origine biologica) sul peso totale dei materiali usati.',
      ),
      theme: RESOURCE_CONSUMPTION,
      assetType: 'real_estate',
      calculationClass: 'E',
    },
    'percent',
    [proposedRealEstate('re_raw_materials_t'), proposedRealEstate('re_building_materials_t')],
    '100 · Σ_a re_raw_materials_t_a / Σ_a re_building_materials_t_a (the weight-weighted mean)',
  ),
  single(
    2,
    22,
    {
      name: t('Land artificialisation', 'Artificializzazione del suolo'),
      metric: t(
        'Share of non-vegetated surface (ground, roofs, terraces, walls) in the total plot area of all assets.',
        'Quota di superficie non vegetata (suolo, tetti, terrazze, pareti) sulla superficie totale dei lotti di tutti gli attivi.',
      ),
      theme: BIODIVERSITY,
      assetType: 'real_estate',
      calculationClass: 'E',
    },
    'percent',
    [proposedRealEstate('re_non_vegetated_area_m2'), proposedRealEstate('re_plot_area_m2')],
    '100 · Σ_a re_non_vegetated_area_m2_a / Σ_a re_plot_area_m2_a (the area-weighted mean)',
  ),
];

const table3: PaiCatalogueItem[] = [
  single(
    3,
    1,
    {
      name: t(
        'Investments in companies without workplace accident prevention policies',
        'Investimenti in imprese prive di politiche di prevenzione degli infortuni sul lavoro',
      ),
      metric: t(
        'Share of investments in investees without a workplace accident prevention policy.',
        'Quota di investimenti in imprese prive di una politica di prevenzione degli infortuni sul lavoro.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_accident_prevention_policy')],
    shareFormula('no_accident_prevention_policy'),
  ),
  single(
    3,
    2,
    {
      name: t('Rate of accidents', 'Tasso di infortuni'),
      metric: t(
        'Investees\' rate of recordable work-related accidents per million hours worked, averaged (the RTS says "weighted average").',
        'Tasso di infortuni sul lavoro registrabili per milione di ore lavorate delle imprese, in media (l\'RTS parla di "media ponderata").',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'E',
    },
    'rate_per_1m_hours',
    [facts('accident_rate')],
    averageFormula('accident_rate'),
  ),
  single(
    3,
    3,
    {
      name: t(
        'Number of days lost to injuries, accidents, fatalities or illness',
        'Numero di giornate perse a causa di lesioni, infortuni, incidenti mortali o malattie',
      ),
      metric: t(
        "Workdays lost to injuries, accidents, fatalities or illness per million euros invested (ESAs' Q&A).",
        'Giornate di lavoro perse per lesioni, infortuni, incidenti mortali o malattie per milione di euro investito (Q&A delle AEV).',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'B',
    },
    'days_per_meur_invested',
    [EVIC, facts('days_lost')],
    perMillionFormula('days_lost'),
  ),
  single(
    3,
    4,
    {
      name: t('Lack of a supplier code of conduct', 'Mancanza di un codice di condotta per i fornitori'),
      metric: t(
        'Share of investments in investees with no supplier code of conduct against unsafe working conditions, precarious work, child labour and forced labour.',
        'Quota di investimenti in imprese prive di un codice di condotta per i fornitori contro condizioni di lavoro non sicure, lavoro precario, lavoro minorile e lavoro forzato.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_supplier_code_of_conduct')],
    shareFormula('no_supplier_code_of_conduct'),
  ),
  single(
    3,
    5,
    {
      name: t(
        'Lack of grievance/complaints handling mechanism related to employee matters',
        'Mancanza di un meccanismo di trattamento dei reclami relativi alle questioni concernenti il personale',
      ),
      metric: t(
        'Share of investments in investees without a grievance or complaints handling mechanism for employee matters.',
        'Quota di investimenti in imprese prive di un meccanismo di trattamento dei reclami sulle questioni concernenti il personale.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_employee_grievance_mechanism')],
    shareFormula('no_employee_grievance_mechanism'),
  ),
  single(
    3,
    6,
    {
      name: t('Insufficient whistleblower protection', 'Protezione insufficiente degli informatori'),
      metric: t(
        'Share of investments in entities without policies on the protection of whistleblowers.',
        'Quota di investimenti in soggetti privi di politiche di protezione degli informatori (whistleblower).',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_whistleblower_protection')],
    shareFormula('no_whistleblower_protection'),
  ),
  multi(
    3,
    7,
    {
      name: t('Incidents of discrimination', 'Casi di discriminazione'),
      metric: t(
        'Incidents of discrimination reported, and incidents leading to sanctions, each per million euros invested.',
        'Casi di discriminazione segnalati e casi che hanno portato a sanzioni, ciascuno per milione di euro investito.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'B',
    },
    [
      figure(
        't3_7_incidents',
        t('Incidents of discrimination reported', 'Casi di discriminazione segnalati'),
        'count_per_meur_invested',
        [EVIC, facts('discrimination_incidents')],
        perMillionFormula('discrimination_incidents'),
      ),
      figure(
        't3_7_sanctions',
        t(
          'Incidents of discrimination leading to sanctions',
          'Casi di discriminazione che hanno portato a sanzioni',
        ),
        'count_per_meur_invested',
        [EVIC, facts('discrimination_sanctions')],
        perMillionFormula('discrimination_sanctions'),
      ),
    ],
  ),
  single(
    3,
    8,
    {
      name: t('Excessive CEO pay ratio', "Rapporto eccessivo di remunerazione dell'amministratore delegato"),
      metric: t(
        'Total annual pay of the highest-paid person divided by the median pay of all other employees, averaged over investees.',
        'Remunerazione annua totale della persona più pagata divisa per la remunerazione mediana di tutti gli altri dipendenti, in media tra le imprese.',
      ),
      theme: SOCIAL_EMPLOYEE,
      assetType: company_,
      calculationClass: 'E',
    },
    'ratio',
    [facts('ceo_pay_ratio')],
    averageFormula('ceo_pay_ratio'),
  ),
  single(
    3,
    9,
    {
      name: t('Lack of a human rights policy', 'Mancanza di una politica in materia di diritti umani'),
      metric: t(
        'Share of investments in entities without a human rights policy.',
        'Quota di investimenti in soggetti privi di una politica in materia di diritti umani.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_human_rights_policy')],
    shareFormula('no_human_rights_policy'),
  ),
  single(
    3,
    10,
    {
      name: t('Lack of due diligence', 'Mancanza di dovuta diligenza'),
      metric: t(
        'Share of investments in entities without a due diligence process to identify, prevent, mitigate and address adverse human rights impacts.',
        'Quota di investimenti in soggetti privi di un processo di dovuta diligenza per individuare, prevenire, attenuare e affrontare gli impatti negativi sui diritti umani.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_human_rights_due_diligence')],
    shareFormula('no_human_rights_due_diligence'),
  ),
  single(
    3,
    11,
    {
      name: t(
        'Lack of processes and measures for preventing trafficking in human beings',
        'Mancanza di procedure e misure per prevenire la tratta di esseri umani',
      ),
      metric: t(
        'Share of investments in investees without policies against trafficking in human beings.',
        'Quota di investimenti in imprese prive di politiche contro la tratta di esseri umani.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_anti_trafficking_policy')],
    shareFormula('no_anti_trafficking_policy'),
  ),
  single(
    3,
    12,
    {
      name: t(
        'Operations and suppliers at significant risk of incidents of child labour',
        'Operazioni e fornitori esposti a un rischio significativo di episodi di lavoro minorile',
      ),
      metric: t(
        'Share of investments in investees exposed, by geography or type of operation, to a significant risk of child labour.',
        'Quota di investimenti in imprese esposte, per area geografica o tipo di operazione, a un rischio significativo di lavoro minorile.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('child_labour_risk')],
    shareFormula('child_labour_risk'),
  ),
  single(
    3,
    13,
    {
      name: t(
        'Operations and suppliers at significant risk of incidents of forced or compulsory labour',
        'Operazioni e fornitori esposti a un rischio significativo di episodi di lavoro forzato o obbligatorio',
      ),
      metric: t(
        'Share of investments in investees exposed, by geography or type of operation, to a significant risk of forced or compulsory labour.',
        'Quota di investimenti in imprese esposte, per area geografica o tipo di operazione, a un rischio significativo di lavoro forzato o obbligatorio.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('forced_labour_risk')],
    shareFormula('forced_labour_risk'),
  ),
  single(
    3,
    14,
    {
      name: t(
        'Number of identified cases of severe human rights issues and incidents',
        'Numero di casi individuati di gravi problemi e incidenti in materia di diritti umani',
      ),
      metric: t(
        'Cases of severe human rights issues and incidents connected to investees, per million euros invested.',
        'Casi di gravi problemi e incidenti in materia di diritti umani legati alle imprese, per milione di euro investito.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: company_,
      calculationClass: 'B',
    },
    'count_per_meur_invested',
    [EVIC, facts('severe_human_rights_cases')],
    perMillionFormula('severe_human_rights_cases'),
  ),
  single(
    3,
    15,
    {
      name: t(
        'Lack of anti-corruption and anti-bribery policies',
        'Mancanza di politiche contro la corruzione attiva e passiva',
      ),
      metric: t(
        'Share of investments in entities without anti-corruption and anti-bribery policies consistent with the UN Convention against Corruption.',
        'Quota di investimenti in soggetti privi di politiche contro la corruzione attiva e passiva coerenti con la Convenzione delle Nazioni Unite contro la corruzione.',
      ),
      theme: ANTI_CORRUPTION,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('no_anti_corruption_policy')],
    shareFormula('no_anti_corruption_policy'),
  ),
  single(
    3,
    16,
    {
      name: t(
        'Cases of insufficient action taken to address breaches of standards of anti-corruption and anti-bribery',
        'Casi di azioni insufficienti intraprese per far fronte alle violazioni delle norme contro la corruzione attiva e passiva',
      ),
      metric: t(
        'Share of investments in investees with identified shortcomings in actions to address breaches of anti-corruption and anti-bribery procedures and standards.',
        'Quota di investimenti in imprese con carenze accertate nelle azioni intraprese contro le violazioni delle procedure e delle norme anticorruzione.',
      ),
      theme: ANTI_CORRUPTION,
      assetType: company_,
      calculationClass: 'D',
    },
    'percent',
    [facts('anti_corruption_insufficient_action')],
    shareFormula('anti_corruption_insufficient_action'),
  ),
  multi(
    3,
    17,
    {
      name: t(
        'Number of convictions and amount of fines for violation of anti-corruption and anti-bribery laws',
        'Numero di condanne e importo delle ammende per violazione delle leggi contro la corruzione attiva e passiva',
      ),
      metric: t(
        'Convictions and the amount of fines of investees for violating anti-corruption and anti-bribery laws, summed.',
        'Condanne e importo delle ammende delle imprese per violazione delle leggi contro la corruzione attiva e passiva, sommati.',
      ),
      theme: ANTI_CORRUPTION,
      assetType: company_,
      calculationClass: 'F',
    },
    [
      figure(
        't3_17_convictions',
        t(
          'Convictions for violation of anti-corruption and anti-bribery laws',
          'Condanne per violazione delle leggi contro la corruzione attiva e passiva',
        ),
        'count',
        [facts('anti_corruption_convictions')],
        'Σ_C anti_corruption_convictions_i (plain sum over investees)',
      ),
      figure(
        't3_17_fines',
        t(
          'Fines for violation of anti-corruption and anti-bribery laws',
          'Ammende per violazione delle leggi contro la corruzione attiva e passiva',
        ),
        'eur',
        [facts('anti_corruption_fines_eur')],
        'Σ_C anti_corruption_fines_eur_i (plain sum over investees)',
      ),
    ],
  ),
  single(
    3,
    18,
    {
      name: t('Average income inequality score', 'Punteggio medio della disuguaglianza di reddito'),
      metric: t(
        'Income inequality of investee countries (e.g. the Gini index), averaged by the value held.',
        'Disuguaglianza di reddito dei paesi beneficiari degli investimenti (ad es. indice di Gini), in media ponderata per il valore detenuto.',
      ),
      theme: SOCIAL,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('income_inequality_score')],
    countryAverageFormula('income_inequality_score'),
  ),
  single(
    3,
    19,
    {
      name: t('Average freedom of expression score', 'Punteggio medio della libertà di espressione'),
      metric: t(
        'Freedom of political and civil-society organisations to operate in investee countries, averaged.',
        'Libertà di azione delle organizzazioni politiche e della società civile nei paesi beneficiari degli investimenti, in media.',
      ),
      theme: SOCIAL,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('freedom_of_expression_score')],
    countryAverageFormula('freedom_of_expression_score'),
  ),
  single(
    3,
    20,
    {
      name: t('Average human rights performance', 'Risultati medi in materia di diritti umani'),
      metric: t(
        'Human rights performance of investee countries on a quantitative indicator, averaged.',
        'Risultati dei paesi beneficiari degli investimenti in materia di diritti umani secondo un indicatore quantitativo, in media.',
      ),
      theme: HUMAN_RIGHTS,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('human_rights_score')],
    countryAverageFormula('human_rights_score'),
  ),
  single(
    3,
    21,
    {
      name: t('Average corruption score', 'Punteggio medio della corruzione'),
      metric: t(
        'Perceived corruption in the public sector of investee countries, averaged.',
        'Corruzione percepita nel settore pubblico dei paesi beneficiari degli investimenti, in media.',
      ),
      theme: GOVERNANCE,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('corruption_score')],
    countryAverageFormula('corruption_score'),
  ),
  single(
    3,
    22,
    {
      name: t('Non-cooperative tax jurisdictions', 'Giurisdizioni fiscali non cooperative'),
      metric: t(
        'Share of investments in jurisdictions on the EU list of non-cooperative jurisdictions for tax purposes.',
        "Quota di investimenti in giurisdizioni incluse nell'elenco UE delle giurisdizioni non cooperative a fini fiscali.",
      ),
      theme: GOVERNANCE,
      assetType: 'sovereign',
      calculationClass: 'D',
    },
    'percent',
    [country('eu_non_cooperative_tax')],
    '100 · Σ_{C, eu_non_cooperative_tax=1} v_j / V (sovereign holdings j)',
  ),
  single(
    3,
    23,
    {
      name: t('Average political stability score', 'Punteggio medio della stabilità politica'),
      metric: t(
        'Likelihood that the regime of investee countries is overthrown by force, averaged.',
        'Probabilità che il governo dei paesi beneficiari degli investimenti sia rovesciato con la forza, in media.',
      ),
      theme: GOVERNANCE,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('political_stability_score')],
    countryAverageFormula('political_stability_score'),
  ),
  single(
    3,
    24,
    {
      name: t('Average rule of law score', 'Punteggio medio dello Stato di diritto'),
      metric: t(
        'Level of corruption, lack of fundamental rights and deficiencies in civil and criminal justice in investee countries, averaged.',
        'Livello di corruzione, carenza di diritti fondamentali e disfunzioni della giustizia civile e penale nei paesi beneficiari degli investimenti, in media.',
      ),
      theme: GOVERNANCE,
      assetType: 'sovereign',
      calculationClass: 'G',
    },
    'score',
    [country('rule_of_law_score')],
    countryAverageFormula('rule_of_law_score'),
  ),
];

/** The 64 PAI indicators of RTS Annex I: Table 1 (18), Table 2 (22), Table 3 (24). */
export const paiItems: readonly PaiCatalogueItem[] = [...table1, ...table2, ...table3];

/** Every figure of every PAI indicator, in table order. */
export const paiFigures: readonly PaiCatalogueFigure[] = paiItems.flatMap((item) => item.figures);

const itemsById = new Map(paiItems.map((item) => [item.id, item]));
const figuresById = new Map(paiFigures.map((f) => [f.id, f]));

/** The PAI indicator with this id, e.g. `t1_1`. */
export const paiItemById = (id: string): PaiCatalogueItem | undefined => itemsById.get(id);

/** The PAI figure with this id, e.g. `t1_1_scope1` or `t2_7`. */
export const paiFigureById = (id: string): PaiCatalogueFigure | undefined => figuresById.get(id);

/** The indicators of one table (1 mandatory, 2 environmental, 3 social). */
export const paiItemsByTable = (table: PaiTableNumber): readonly PaiCatalogueItem[] =>
  paiItems.filter((item) => item.table === table);

/** Every dataset column an indicator reads, once each in order of first use, with its most demanding role. */
export const paiItemInputs = (item: PaiCatalogueItem): PaiInput[] => {
  const rank: Record<PaiInputRole, number> = { required: 0, alternative: 1, optional: 2, information: 3 };
  const seen = new Map<string, PaiInput>();
  for (const f of item.figures) {
    for (const i of f.inputs) {
      const key = `${i.file}.${i.column}`;
      const previous = seen.get(key);
      if (!previous || rank[i.role] < rank[previous.role]) seen.set(key, i);
    }
  }
  return [...seen.values()];
};

/** The six environmental objectives (Taxonomy Regulation Art. 9; sfdr-pai-and-taxonomy.md §7). */
export const taxonomyObjectiveCatalogue: readonly TaxonomyObjectiveEntry[] = [
  {
    code: 'CCM',
    article: 'Art. 9(a)',
    name: t('Climate change mitigation', 'Mitigazione dei cambiamenti climatici'),
    delegatedAct: '(EU) 2021/2139',
  },
  {
    code: 'CCA',
    article: 'Art. 9(b)',
    name: t('Climate change adaptation', 'Adattamento ai cambiamenti climatici'),
    delegatedAct: '(EU) 2021/2139',
  },
  {
    code: 'WTR',
    article: 'Art. 9(c)',
    name: t(
      'Sustainable use and protection of water and marine resources',
      'Uso sostenibile e protezione delle acque e delle risorse marine',
    ),
    delegatedAct: '(EU) 2023/2486',
  },
  {
    code: 'CE',
    article: 'Art. 9(d)',
    name: t('Transition to a circular economy', "Transizione verso un'economia circolare"),
    delegatedAct: '(EU) 2023/2486',
  },
  {
    code: 'PPC',
    article: 'Art. 9(e)',
    name: t('Pollution prevention and control', "Prevenzione e riduzione dell'inquinamento"),
    delegatedAct: '(EU) 2023/2486',
  },
  {
    code: 'BIO',
    article: 'Art. 9(f)',
    name: t(
      'Protection and restoration of biodiversity and ecosystems',
      'Protezione e ripristino della biodiversità e degli ecosistemi',
    ),
    delegatedAct: '(EU) 2023/2486',
  },
];

/** The taxonomy objective with this code. */
export const taxonomyObjectiveByCode = (code: TaxonomyObjective): TaxonomyObjectiveEntry =>
  taxonomyObjectiveCatalogue.find((o) => o.code === code)!;

/** Companies' taxonomy KPIs of Delegated Regulation (EU) 2021/2178; turnover is the headline. */
export const taxonomyKpiCatalogue: readonly TaxonomyKpiEntry[] = [
  {
    id: 'turnover',
    name: t('Turnover', 'Fatturato'),
    definition: t(
      'Share of net turnover from products or services of taxonomy-eligible or taxonomy-aligned activities.',
      'Quota del fatturato netto derivante da prodotti o servizi di attività ammissibili o allineate alla tassonomia.',
    ),
  },
  {
    id: 'capex',
    name: t('Capital expenditure (CapEx)', 'Spese in conto capitale (CapEx)'),
    definition: t(
      'Share of capital expenditure on assets or processes of eligible or aligned activities, or on a plan to make them aligned.',
      'Quota delle spese in conto capitale per attivi o processi di attività ammissibili o allineate, o per un piano che le renda allineate.',
    ),
  },
  {
    id: 'opex',
    name: t('Operating expenditure (OpEx)', 'Spese operative (OpEx)'),
    definition: t(
      'Share of direct non-capitalised costs (research, renovation, maintenance, short-term leases) of eligible or aligned activities.',
      'Quota dei costi diretti non capitalizzati (ricerca, ristrutturazione, manutenzione, locazioni a breve) di attività ammissibili o allineate.',
    ),
  },
];
