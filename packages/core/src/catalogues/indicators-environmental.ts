import {
  column,
  count,
  DOWN,
  flag,
  inCategory,
  invertedColumn,
  NEUTRAL,
  percent,
  quantity,
  src,
  UP,
} from './indicator-builders.ts';
import type { PhyIndicator } from './schema.ts';
import { t } from './text.ts';

/** The GHG Protocol's fifteen scope 3 categories: code suffix, English, Italian, one-line scope of each. */
const scope3Categories: Array<[string, string, string, string, string]> = [
  [
    'C01_PURCHASED_GOODS',
    'purchased goods and services',
    'beni e servizi acquistati',
    'cradle-to-gate emissions of the goods and services the company buys',
    "emissioni dalla culla al cancello dei beni e servizi acquistati dall'impresa",
  ],
  [
    'C02_CAPITAL_GOODS',
    'capital goods',
    'beni strumentali',
    'cradle-to-gate emissions of the machinery, buildings and equipment the company buys',
    "emissioni dalla culla al cancello di macchinari, edifici e attrezzature acquistati dall'impresa",
  ],
  [
    'C03_FUEL_ENERGY',
    'fuel- and energy-related activities',
    'attività legate a combustibili ed energia',
    'extraction, production and transport of the fuels and energy it buys, and grid losses, not counted in scopes 1 and 2',
    "estrazione, produzione e trasporto dei combustibili e dell'energia acquistati e perdite di rete, non conteggiati negli Scope 1 e 2",
  ],
  [
    'C04_UPSTREAM_TRANSPORT',
    'upstream transportation and distribution',
    'trasporto e distribuzione a monte',
    'transport and storage of purchased products in vehicles and facilities it does not own',
    'trasporto e stoccaggio dei prodotti acquistati con mezzi e strutture non di proprietà',
  ],
  [
    'C05_WASTE_OPERATIONS',
    'waste generated in operations',
    'rifiuti generati dalle attività',
    'third-party disposal and treatment of the waste its operations produce',
    'smaltimento e trattamento da parte di terzi dei rifiuti prodotti dalle attività',
  ],
  [
    'C06_BUSINESS_TRAVEL',
    'business travel',
    'viaggi di lavoro',
    "employees' business travel in vehicles the company does not own, including flights",
    "viaggi di lavoro dei dipendenti con mezzi non di proprietà dell'impresa, voli compresi",
  ],
  [
    'C07_EMPLOYEE_COMMUTING',
    'employee commuting',
    'spostamenti casa-lavoro',
    "employees' travel between home and work, and remote working",
    'spostamenti dei dipendenti tra casa e lavoro, e lavoro da remoto',
  ],
  [
    'C08_UPSTREAM_LEASED',
    'upstream leased assets',
    'beni in locazione a monte',
    'operation of assets the company leases that are not in its scopes 1 and 2',
    "funzionamento dei beni presi in locazione dall'impresa non inclusi negli Scope 1 e 2",
  ],
  [
    'C09_DOWNSTREAM_TRANSPORT',
    'downstream transportation and distribution',
    'trasporto e distribuzione a valle',
    'transport, storage and retail of sold products not paid for by the company',
    "trasporto, stoccaggio e vendita al dettaglio dei prodotti venduti non pagati dall'impresa",
  ],
  [
    'C10_PROCESSING_SOLD',
    'processing of sold products',
    'trasformazione dei prodotti venduti',
    'processing of its intermediate products by other companies',
    'lavorazione dei suoi prodotti intermedi da parte di altre imprese',
  ],
  [
    'C11_USE_SOLD',
    'use of sold products',
    'uso dei prodotti venduti',
    'lifetime emissions from customers using the products it sells, such as fuels and vehicles',
    'emissioni lungo la vita utile dei prodotti venduti quando sono usati dai clienti, come combustibili e veicoli',
  ],
  [
    'C12_END_OF_LIFE',
    'end-of-life treatment of sold products',
    'fine vita dei prodotti venduti',
    'disposal and treatment of its products at the end of their life',
    'smaltimento e trattamento dei prodotti a fine vita',
  ],
  [
    'C13_DOWNSTREAM_LEASED',
    'downstream leased assets',
    'beni in locazione a valle',
    'operation of assets it owns and leases to others',
    'funzionamento dei beni di proprietà dati in locazione a terzi',
  ],
  [
    'C14_FRANCHISES',
    'franchises',
    'franchising',
    'operation of franchises not in its scopes 1 and 2',
    'attività dei franchisee non incluse negli Scope 1 e 2',
  ],
  [
    'C15_INVESTMENTS',
    'investments',
    'investimenti',
    'emissions of its equity and debt investments and project finance',
    "emissioni delle partecipazioni, dei crediti e del project finance dell'impresa",
  ],
];

const scope3CategoryIndicators = scope3Categories.map(([suffix, en, it, scopeEn, scopeIt], index) =>
  quantity(
    `PHY_GHG_SCOPE3_${suffix}`,
    't_co2e',
    DOWN,
    t(
      `Scope 3 emissions: ${en} (category ${index + 1})`,
      `Emissioni Scope 3: ${it} (categoria ${index + 1})`,
    ),
    t(
      `Scope 3 category ${index + 1}: ${scopeEn}, in tonnes of CO2e.`,
      `Categoria ${index + 1} dello Scope 3: ${scopeIt}, in tonnellate di CO2e.`,
    ),
    src('ghg_protocol', `Scope 3 Standard, category ${index + 1}`),
    { comparison: 'american_emissions' },
  ),
);

/** Non-renewable sources of SFDR Table 2 indicator 5, with their company_facts.csv columns. */
const nonRenewableSources: Array<[string, string, string, string]> = [
  ['COAL', 'coal', 'carbone', 'nonrenewable_consumption_coal_gwh'],
  ['LIGNITE', 'lignite', 'lignite', 'nonrenewable_consumption_lignite_gwh'],
  [
    'OIL',
    'crude oil and petroleum products',
    'petrolio greggio e prodotti petroliferi',
    'nonrenewable_consumption_oil_gwh',
  ],
  ['NATURAL_GAS', 'natural gas', 'gas naturale', 'nonrenewable_consumption_natural_gas_gwh'],
  ['NUCLEAR', 'nuclear sources', 'fonti nucleari', 'nonrenewable_consumption_nuclear_gwh'],
  [
    'OTHER_NONRENEWABLE',
    'other non-renewable sources',
    'altre fonti non rinnovabili',
    'nonrenewable_consumption_other_gwh',
  ],
];

const energyBySourceIndicators = nonRenewableSources.map(([suffix, en, it, columnName]) =>
  quantity(
    `PHY_ENERGY_CONSUMPTION_${suffix}`,
    'gwh',
    DOWN,
    t(`Energy consumption from ${en}`, `Consumo di energia da ${it}`),
    t(
      `Energy the company consumed from ${en} in the year, in GWh.`,
      `Energia consumata dall'impresa nell'anno proveniente da ${it}, in GWh.`,
    ),
    src('sfdr_rts', 'Annex I, Table 2 #5; ESRS E1-5'),
    { datasetColumn: column(columnName), comparison: 'household_energy' },
  ),
);

const emissions = inCategory('environmental', 'emissions', [
  quantity(
    'PHY_GHG_SCOPE1',
    't_co2e',
    DOWN,
    t('Scope 1 GHG emissions', 'Emissioni di gas serra Scope 1'),
    t(
      'Direct greenhouse gas emissions from sources the company owns or controls (fuel combustion, processes, vehicles, fugitive leaks), in tonnes of CO2e.',
      "Emissioni dirette di gas serra da fonti possedute o controllate dall'impresa (combustione, processi, veicoli, perdite fuggitive), in tonnellate di CO2e.",
    ),
    src('ghg_protocol', 'Corporate Standard, ch. 4; GRI 305-1'),
    { datasetColumn: column('scope1_t'), comparison: 'american_emissions' },
  ),
  quantity(
    'PHY_GHG_SCOPE2',
    't_co2e',
    DOWN,
    t('Scope 2 GHG emissions', 'Emissioni di gas serra Scope 2'),
    t(
      'Indirect emissions from the electricity, steam, heat and cooling the company buys, as it reports them (market-based where given, else location-based).',
      "Emissioni indirette da elettricità, vapore, calore e raffrescamento acquistati, come rendicontate dall'impresa (metodo market-based se disponibile, altrimenti location-based).",
    ),
    src('ghg_protocol', 'Corporate Standard, ch. 4; GRI 305-2'),
    { datasetColumn: column('scope2_t'), comparison: 'american_emissions' },
  ),
  quantity(
    'PHY_GHG_SCOPE2_LOCATION',
    't_co2e',
    DOWN,
    t('Scope 2 GHG emissions, location-based', 'Emissioni di gas serra Scope 2, metodo location-based'),
    t(
      'Scope 2 emissions computed with the average emission factors of the grids where the energy is consumed.',
      "Emissioni Scope 2 calcolate con i fattori di emissione medi delle reti elettriche dove l'energia è consumata.",
    ),
    src('ghg_protocol', 'Scope 2 Guidance (2015), location-based method'),
    { comparison: 'american_emissions' },
  ),
  quantity(
    'PHY_GHG_SCOPE2_MARKET',
    't_co2e',
    DOWN,
    t('Scope 2 GHG emissions, market-based', 'Emissioni di gas serra Scope 2, metodo market-based'),
    t(
      'Scope 2 emissions computed from the contracts the company holds: renewable certificates, power purchase agreements, supplier-specific factors.',
      "Emissioni Scope 2 calcolate dai contratti dell'impresa: garanzie d'origine, contratti di acquisto di energia, fattori specifici del fornitore.",
    ),
    src('ghg_protocol', 'Scope 2 Guidance (2015), market-based method'),
    { comparison: 'american_emissions' },
  ),
  quantity(
    'PHY_GHG_SCOPE3',
    't_co2e',
    DOWN,
    t('Scope 3 GHG emissions', 'Emissioni di gas serra Scope 3'),
    t(
      'All other indirect emissions in the value chain, upstream and downstream, summed over the fifteen scope 3 categories reported.',
      'Tutte le altre emissioni indirette della catena del valore, a monte e a valle, sommate sulle quindici categorie Scope 3 rendicontate.',
    ),
    src('ghg_protocol', 'Scope 3 Standard; GRI 305-3'),
    { datasetColumn: column('scope3_t'), comparison: 'airplane' },
  ),
  ...scope3CategoryIndicators,
  quantity(
    'PHY_GHG_SCOPE12',
    't_co2e',
    DOWN,
    t('Scope 1 and 2 GHG emissions', 'Emissioni di gas serra Scope 1 e 2'),
    t(
      'Sum of scope 1 and scope 2 emissions, the operational footprint the company controls most directly.',
      "Somma delle emissioni Scope 1 e Scope 2, l'impronta operativa su cui l'impresa ha il controllo più diretto.",
    ),
    src('ghg_protocol', 'Corporate Standard, ch. 4; GRI 305-1, 305-2'),
    { comparison: 'airplane' },
  ),
  quantity(
    'PHY_GHG_TOTAL',
    't_co2e',
    DOWN,
    t('Total GHG emissions', 'Emissioni totali di gas serra'),
    t(
      'Scope 1, 2 and 3 emissions added together, only when all three are reported.',
      'Somma delle emissioni Scope 1, 2 e 3, solo quando sono rendicontati tutti e tre gli ambiti.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #1 (total GHG emissions)'),
    { comparison: 'airplane' },
  ),
  quantity(
    'PHY_GHG_INTENSITY',
    't_co2e_per_meur_revenue',
    DOWN,
    t('GHG intensity per million euros of revenue', 'Intensità di gas serra per milione di euro di ricavi'),
    t(
      'Scope 1, 2 and 3 emissions divided by revenue in millions of euros: the company-level figure behind SFDR PAI 3.',
      "Emissioni Scope 1, 2 e 3 divise per i ricavi in milioni di euro: il dato d'impresa alla base del PAI 3 della SFDR.",
    ),
    src('gri', 'GRI 305-4; SFDR RTS Annex I, Table 1 #3'),
  ),
  quantity(
    'PHY_BIOGENIC_CO2',
    't_co2e',
    NEUTRAL,
    t('Biogenic CO2 emissions', 'Emissioni di CO2 biogenica'),
    t(
      'CO2 released by burning or decomposing biomass, reported apart from scopes 1 to 3.',
      'CO2 rilasciata dalla combustione o decomposizione di biomassa, rendicontata separatamente dagli Scope da 1 a 3.',
    ),
    src('gri', 'GRI 305-1(c)'),
  ),
  quantity(
    'PHY_METHANE_EMISSIONS',
    't',
    DOWN,
    t('Methane emissions', 'Emissioni di metano'),
    t(
      'Tonnes of methane (CH4) released from operations, including venting, flaring and leaks.',
      'Tonnellate di metano (CH4) rilasciate dalle attività, comprese ventilazione, combustione in torcia e perdite.',
    ),
    src('gri', 'GRI 305-1(b)'),
  ),
  percent(
    'PHY_GHG_CHANGE_YOY',
    DOWN,
    t('Year-on-year change in scope 1 and 2 emissions', 'Variazione annua delle emissioni Scope 1 e 2'),
    t(
      'Percentage change of scope 1 and 2 emissions against the previous year; negative values are reductions.',
      "Variazione percentuale delle emissioni Scope 1 e 2 rispetto all'anno precedente; i valori negativi sono riduzioni.",
    ),
    src('gri', 'GRI 305-5'),
  ),
  quantity(
    'PHY_CARBON_CREDITS_RETIRED',
    't_co2e',
    NEUTRAL,
    t('Carbon credits retired', 'Crediti di carbonio annullati'),
    t(
      'Tonnes of CO2e of carbon credits the company cancelled in the year, reported apart from its emissions.',
      "Tonnellate di CO2e di crediti di carbonio annullati dall'impresa nell'anno, rendicontate separatamente dalle emissioni.",
    ),
    src('esrs', 'ESRS E1-7'),
  ),
  flag(
    'PHY_GHG_REDUCTION_TARGET',
    UP,
    t('GHG emission reduction target', 'Obiettivo di riduzione delle emissioni di gas serra'),
    t(
      'The company has a public, time-bound target to reduce its absolute or intensity GHG emissions.',
      "L'impresa ha un obiettivo pubblico e con scadenza di riduzione delle emissioni di gas serra, assolute o in intensità.",
    ),
    src('tcfd', 'Metrics and Targets (c); ESRS E1-4'),
  ),
  percent(
    'PHY_GHG_REDUCTION_TARGET_PCT',
    UP,
    t('Targeted GHG emission reduction', "Riduzione delle emissioni di gas serra prevista dall'obiettivo"),
    t(
      'Reduction of scope 1 and 2 emissions the main target commits to, as a percentage of the base year.',
      "Riduzione delle emissioni Scope 1 e 2 prevista dall'obiettivo principale, in percentuale dell'anno base.",
    ),
    src('esrs', 'ESRS E1-4'),
  ),
  flag(
    'PHY_CARBON_REDUCTION_INITIATIVE',
    UP,
    t(
      'Paris-aligned carbon reduction initiative',
      "Iniziativa di riduzione del carbonio allineata all'accordo di Parigi",
    ),
    t(
      'The company has initiatives to reduce its carbon emissions aimed at aligning with the Paris Agreement.',
      "L'impresa ha iniziative di riduzione delle emissioni di carbonio volte all'allineamento con l'accordo di Parigi.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #4'),
    { datasetColumn: invertedColumn('no_carbon_reduction_initiative') },
  ),
  flag(
    'PHY_SBTI_VALIDATED_TARGET',
    UP,
    t('Science-based target validated by the SBTi', 'Obiettivo basato sulla scienza convalidato dalla SBTi'),
    t(
      "The Science Based Targets initiative has validated the company's near-term emission reduction target.",
      "La Science Based Targets initiative ha convalidato l'obiettivo di riduzione delle emissioni a breve termine dell'impresa.",
    ),
    src('sbti', 'SBTi Corporate Net-Zero Standard; target dashboard'),
  ),
  flag(
    'PHY_NET_ZERO_COMMITMENT',
    UP,
    t('Net-zero commitment', 'Impegno a zero emissioni nette'),
    t(
      'The company has publicly committed to reach net-zero greenhouse gas emissions by a stated year.',
      "L'impresa si è impegnata pubblicamente a raggiungere zero emissioni nette di gas serra entro un anno stabilito.",
    ),
    src('sbti', 'SBTi Corporate Net-Zero Standard'),
  ),
  quantity(
    'PHY_NET_ZERO_TARGET_YEAR',
    'calendar_year',
    DOWN,
    t('Net-zero target year', 'Anno obiettivo per le zero emissioni nette'),
    t(
      'The year by which the company commits to reach net-zero emissions; earlier is more ambitious.',
      "L'anno entro cui l'impresa si impegna a raggiungere zero emissioni nette; prima è più ambizioso.",
    ),
    src('sbti', 'SBTi Corporate Net-Zero Standard'),
  ),
  flag(
    'PHY_CLIMATE_TRANSITION_PLAN',
    UP,
    t('Climate transition plan', 'Piano di transizione climatica'),
    t(
      'The company publishes a plan showing how its strategy and spending will keep it compatible with limiting warming to 1.5 °C.',
      "L'impresa pubblica un piano che mostra come strategia e investimenti la renderanno compatibile con il limite di 1,5 °C di riscaldamento.",
    ),
    src('esrs', 'ESRS E1-1'),
  ),
  flag(
    'PHY_INTERNAL_CARBON_PRICE',
    UP,
    t('Internal carbon price in use', 'Prezzo interno del carbonio adottato'),
    t(
      'The company applies an internal price on carbon to investment decisions or as an internal fee.',
      "L'impresa applica un prezzo interno del carbonio alle decisioni di investimento o come contributo interno.",
    ),
    src('esrs', 'ESRS E1-8'),
  ),
  quantity(
    'PHY_INTERNAL_CARBON_PRICE_LEVEL',
    'eur_per_t_co2e',
    UP,
    t('Internal carbon price level', 'Livello del prezzo interno del carbonio'),
    t(
      'The internal carbon price the company applies, in euros per tonne of CO2e.',
      "Il prezzo interno del carbonio applicato dall'impresa, in euro per tonnellata di CO2e.",
    ),
    src('esrs', 'ESRS E1-8'),
  ),
  flag(
    'PHY_CLIMATE_BOARD_OVERSIGHT',
    UP,
    t('Board oversight of climate-related risks', 'Supervisione del consiglio sui rischi climatici'),
    t(
      'The board or one of its committees formally oversees climate-related risks and opportunities.',
      'Il consiglio o un suo comitato supervisiona formalmente i rischi e le opportunità legati al clima.',
    ),
    src('tcfd', 'Governance (a)'),
  ),
  flag(
    'PHY_CLIMATE_SCENARIO_ANALYSIS',
    UP,
    t('Climate scenario analysis disclosed', 'Analisi di scenario climatico pubblicata'),
    t(
      'The company discloses how its strategy performs under different climate scenarios, including a 2 °C or lower one.',
      "L'impresa pubblica come la sua strategia regge in diversi scenari climatici, compreso uno di 2 °C o inferiore.",
    ),
    src('tcfd', 'Strategy (c)'),
  ),
  flag(
    'PHY_PHYSICAL_RISK_ASSESSMENT',
    UP,
    t('Physical climate risk assessment', 'Valutazione dei rischi climatici fisici'),
    t(
      'The company has assessed its sites and supply chain for acute and chronic physical climate hazards such as floods and heat.',
      "L'impresa ha valutato siti e catena di fornitura rispetto ai rischi climatici fisici acuti e cronici, come alluvioni e ondate di calore.",
    ),
    src('tcfd', 'Risk Management (a); ESRS E1 IRO-1'),
  ),
  quantity(
    'PHY_NOX_EMISSIONS',
    't',
    DOWN,
    t('NOx emissions', 'Emissioni di NOx'),
    t(
      'Tonnes of nitrogen oxides (NO and NO2) emitted to air, mostly from combustion.',
      "Tonnellate di ossidi di azoto (NO e NO2) emessi nell'aria, soprattutto da processi di combustione.",
    ),
    src('gri', 'GRI 305-7(a)(i)'),
  ),
  quantity(
    'PHY_SOX_EMISSIONS',
    't',
    DOWN,
    t('SOx emissions', 'Emissioni di SOx'),
    t(
      'Tonnes of sulphur oxides emitted to air, mostly from burning sulphur-bearing coal and oil.',
      "Tonnellate di ossidi di zolfo emessi nell'aria, soprattutto dalla combustione di carbone e petrolio contenenti zolfo.",
    ),
    src('gri', 'GRI 305-7(a)(ii)'),
  ),
  quantity(
    'PHY_VOC_EMISSIONS',
    't',
    DOWN,
    t('Volatile organic compound emissions', 'Emissioni di composti organici volatili'),
    t(
      'Tonnes of volatile organic compounds (VOC) emitted to air, precursors of ground-level ozone.',
      "Tonnellate di composti organici volatili (COV) emessi nell'aria, precursori dell'ozono troposferico.",
    ),
    src('gri', 'GRI 305-7(a)(iv)'),
  ),
  quantity(
    'PHY_PARTICULATE_EMISSIONS',
    't',
    DOWN,
    t('Particulate matter emissions', 'Emissioni di particolato'),
    t(
      'Tonnes of particulate matter (PM10 and PM2.5) emitted to air.',
      "Tonnellate di particolato (PM10 e PM2,5) emesso nell'aria.",
    ),
    src('gri', 'GRI 305-7(a)(vi)'),
  ),
  quantity(
    'PHY_HAZARDOUS_AIR_POLLUTANTS',
    't',
    DOWN,
    t('Hazardous air pollutant emissions', 'Emissioni di inquinanti atmosferici pericolosi'),
    t(
      'Tonnes of air pollutants known to cause cancer or other serious harm, such as benzene and mercury.',
      'Tonnellate di inquinanti atmosferici noti per causare cancro o altri danni gravi, come benzene e mercurio.',
    ),
    src('gri', 'GRI 305-7(a)(v)'),
  ),
  quantity(
    'PHY_AIR_POLLUTANTS',
    't',
    DOWN,
    t('Air pollutant emissions (SFDR basket)', 'Emissioni di inquinanti atmosferici (paniere SFDR)'),
    t(
      'Tonnes of SO2, NOx, NMVOC, PM2.5, ammonia and heavy metals emitted to air, added together.',
      "Tonnellate di SO2, NOx, COVNM, PM2,5, ammoniaca e metalli pesanti emesse nell'aria, sommate.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #2'),
    { datasetColumn: column('air_pollutants_t') },
  ),
  quantity(
    'PHY_INORGANIC_POLLUTANTS',
    't',
    DOWN,
    t('Inorganic pollutant emissions', 'Emissioni di inquinanti inorganici'),
    t(
      'Tonnes of inorganic pollutants emitted, such as heavy metals, cyanides and inorganic acids, in equivalent tonnes.',
      'Tonnellate di inquinanti inorganici emessi, come metalli pesanti, cianuri e acidi inorganici, in tonnellate equivalenti.',
    ),
    src('sfdr_rts', 'Annex I, Table 2 #1'),
    { datasetColumn: column('inorganic_pollutants_t') },
  ),
  quantity(
    'PHY_OZONE_DEPLETING_EMISSIONS',
    't_cfc11e',
    DOWN,
    t('Ozone-depleting substance emissions', 'Emissioni di sostanze che riducono lo strato di ozono'),
    t(
      'Emissions of substances that deplete the ozone layer (CFCs, HCFCs, halons), in tonnes of CFC-11 equivalent.',
      'Emissioni di sostanze che riducono lo strato di ozono (CFC, HCFC, halon), in tonnellate di CFC-11 equivalente.',
    ),
    src('gri', 'GRI 305-6; SFDR RTS Annex I, Table 2 #3'),
    { datasetColumn: column('ozone_depleting_t') },
  ),
]);

const energy = inCategory('environmental', 'energy', [
  quantity(
    'PHY_ENERGY_CONSUMPTION',
    'gwh',
    DOWN,
    t('Total energy consumption', 'Consumo totale di energia'),
    t(
      'All fuel, electricity, heat, cooling and steam consumed within the organisation in the year, in GWh.',
      "Tutti i combustibili, l'elettricità, il calore, il raffrescamento e il vapore consumati dall'organizzazione nell'anno, in GWh.",
    ),
    src('gri', 'GRI 302-1(e)'),
    { datasetColumn: column('energy_consumption_gwh'), comparison: 'household_energy' },
  ),
  quantity(
    'PHY_ENERGY_CONSUMPTION_RENEWABLE',
    'gwh',
    UP,
    t('Renewable energy consumption', 'Consumo di energia rinnovabile'),
    t(
      'Energy consumed from renewable sources: wind, solar, hydro, geothermal and sustainable biomass, in GWh.',
      'Energia consumata da fonti rinnovabili: eolico, solare, idroelettrico, geotermico e biomassa sostenibile, in GWh.',
    ),
    src('gri', 'GRI 302-1(b); ESRS E1-5'),
    { comparison: 'household_energy' },
  ),
  quantity(
    'PHY_ENERGY_CONSUMPTION_NONRENEWABLE',
    'gwh',
    DOWN,
    t('Non-renewable energy consumption', 'Consumo di energia non rinnovabile'),
    t(
      'Energy consumed from fossil and nuclear sources, in GWh.',
      'Energia consumata da fonti fossili e nucleari, in GWh.',
    ),
    src('gri', 'GRI 302-1(a); ESRS E1-5'),
    { comparison: 'household_energy' },
  ),
  ...energyBySourceIndicators,
  percent(
    'PHY_RENEWABLE_ENERGY_SHARE',
    UP,
    t('Renewable share of energy consumption', 'Quota rinnovabile del consumo di energia'),
    t(
      'Renewable energy consumed as a percentage of all energy consumed.',
      "Energia rinnovabile consumata in percentuale dell'energia totale consumata.",
    ),
    src('esrs', 'ESRS E1-5'),
  ),
  percent(
    'PHY_NONRENEWABLE_CONSUMPTION_SHARE',
    DOWN,
    t('Non-renewable share of energy consumption', 'Quota non rinnovabile del consumo di energia'),
    t(
      'Non-renewable energy consumed as a percentage of all energy consumed: the consumption input of SFDR PAI 5.',
      "Energia non rinnovabile consumata in percentuale dell'energia totale consumata: il dato sul consumo del PAI 5 della SFDR.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #5'),
    { datasetColumn: column('nonrenewable_energy_consumption_pct') },
  ),
  quantity(
    'PHY_ENERGY_PRODUCTION',
    'gwh',
    NEUTRAL,
    t('Energy production', 'Produzione di energia'),
    t(
      'Electricity, heat and fuels the company produces for sale or own use, in GWh.',
      "Elettricità, calore e combustibili prodotti dall'impresa per la vendita o per uso proprio, in GWh.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #5'),
    { datasetColumn: column('energy_production_gwh'), comparison: 'household_energy' },
  ),
  quantity(
    'PHY_ENERGY_PRODUCTION_RENEWABLE',
    'gwh',
    UP,
    t('Renewable energy production', 'Produzione di energia rinnovabile'),
    t(
      'Energy the company produces from renewable sources, in GWh.',
      "Energia prodotta dall'impresa da fonti rinnovabili, in GWh.",
    ),
    src('esrs', 'ESRS E1-5'),
    { comparison: 'household_energy' },
  ),
  percent(
    'PHY_NONRENEWABLE_PRODUCTION_SHARE',
    DOWN,
    t('Non-renewable share of energy production', 'Quota non rinnovabile della produzione di energia'),
    t(
      'Energy produced from non-renewable sources as a percentage of all energy produced: the production input of SFDR PAI 5.',
      "Energia prodotta da fonti non rinnovabili in percentuale dell'energia totale prodotta: il dato sulla produzione del PAI 5 della SFDR.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #5'),
    { datasetColumn: column('nonrenewable_energy_production_pct') },
  ),
  quantity(
    'PHY_ELECTRICITY_CONSUMPTION',
    'gwh',
    DOWN,
    t('Electricity consumption', 'Consumo di energia elettrica'),
    t(
      'Electricity consumed, purchased or self-generated, in GWh.',
      'Energia elettrica consumata, acquistata o autoprodotta, in GWh.',
    ),
    src('gri', 'GRI 302-1(c)(i)'),
    { comparison: 'household_energy' },
  ),
  percent(
    'PHY_RENEWABLE_ELECTRICITY_SHARE',
    UP,
    t('Renewable share of electricity', 'Quota di elettricità rinnovabile'),
    t(
      'Electricity from renewable sources, bought or self-generated, as a percentage of all electricity consumed.',
      "Elettricità da fonti rinnovabili, acquistata o autoprodotta, in percentuale di tutta l'elettricità consumata.",
    ),
    src('re100', 'RE100 technical criteria'),
  ),
  quantity(
    'PHY_SELF_GENERATED_RENEWABLE_ELECTRICITY',
    'gwh',
    UP,
    t('Self-generated renewable electricity', 'Elettricità rinnovabile autoprodotta'),
    t(
      'Renewable electricity generated on site or at owned installations and consumed by the company, in GWh.',
      "Elettricità rinnovabile prodotta in sito o da impianti di proprietà e consumata dall'impresa, in GWh.",
    ),
    src('esrs', 'ESRS E1-5'),
  ),
  quantity(
    'PHY_HEAT_COOLING_STEAM_CONSUMPTION',
    'gwh',
    DOWN,
    t('Purchased heating, cooling and steam', 'Calore, raffrescamento e vapore acquistati'),
    t(
      'District heating, cooling and steam bought from third parties and consumed, in GWh.',
      'Teleriscaldamento, teleraffrescamento e vapore acquistati da terzi e consumati, in GWh.',
    ),
    src('gri', 'GRI 302-1(c)(ii–iv)'),
  ),
  quantity(
    'PHY_ENERGY_SOLD',
    'gwh',
    NEUTRAL,
    t('Energy sold', 'Energia venduta'),
    t(
      'Electricity, heating, cooling and steam the company sold to others, in GWh.',
      "Elettricità, calore, raffrescamento e vapore venduti dall'impresa a terzi, in GWh.",
    ),
    src('gri', 'GRI 302-1(d)'),
  ),
  quantity(
    'PHY_ENERGY_CONSUMPTION_OUTSIDE',
    'gwh',
    DOWN,
    t('Energy consumption outside the organisation', "Consumo di energia al di fuori dell'organizzazione"),
    t(
      'Energy consumed upstream and downstream in the value chain, such as by suppliers and product users, in GWh.',
      'Energia consumata a monte e a valle nella catena del valore, ad esempio da fornitori e utilizzatori dei prodotti, in GWh.',
    ),
    src('gri', 'GRI 302-2'),
  ),
  quantity(
    'PHY_ENERGY_SAVINGS',
    'gwh',
    UP,
    t('Energy savings achieved', 'Risparmi energetici conseguiti'),
    t(
      'Reduction in energy consumption achieved in the year through conservation and efficiency measures, in GWh.',
      "Riduzione dei consumi di energia ottenuta nell'anno con misure di risparmio ed efficienza, in GWh.",
    ),
    src('gri', 'GRI 302-4'),
    { comparison: 'household_energy' },
  ),
]);

const energyManagement = inCategory('environmental', 'energy_management', [
  flag(
    'PHY_ENERGY_EFFICIENCY_POLICY',
    UP,
    t('Energy efficiency policy', 'Politica di efficienza energetica'),
    t(
      'The company has a policy committing it to use energy efficiently across its operations.',
      "L'impresa ha una politica che la impegna a usare l'energia in modo efficiente in tutte le attività.",
    ),
    src('esrs', 'ESRS E1-2'),
  ),
  flag(
    'PHY_ENERGY_REDUCTION_TARGET',
    UP,
    t('Energy consumption reduction target', 'Obiettivo di riduzione dei consumi energetici'),
    t(
      'The company has a quantified, time-bound target to reduce its energy consumption or energy intensity.',
      "L'impresa ha un obiettivo quantificato e con scadenza di riduzione dei consumi o dell'intensità energetica.",
    ),
    src('esrs', 'ESRS E1-4'),
  ),
  flag(
    'PHY_RENEWABLE_ENERGY_TARGET',
    UP,
    t('Renewable energy target', 'Obiettivo di energia rinnovabile'),
    t(
      'The company has a quantified, time-bound target for the renewable share of its energy or electricity.',
      "L'impresa ha un obiettivo quantificato e con scadenza per la quota rinnovabile della sua energia o elettricità.",
    ),
    src('cdp', 'CDP climate change questionnaire, targets module'),
  ),
  flag(
    'PHY_ISO50001_CERTIFIED',
    UP,
    t('ISO 50001 energy management certification', "Certificazione ISO 50001 della gestione dell'energia"),
    t(
      'Sites of the company hold ISO 50001 certification of their energy management system.',
      "Siti dell'impresa hanno la certificazione ISO 50001 del sistema di gestione dell'energia.",
    ),
    src('iso', 'ISO 50001:2018'),
  ),
  flag(
    'PHY_RE100_MEMBER',
    UP,
    t('RE100 membership', 'Adesione a RE100'),
    t(
      'The company has joined RE100, committing to 100 % renewable electricity by a set year.',
      "L'impresa ha aderito a RE100, impegnandosi al 100 % di elettricità rinnovabile entro un anno stabilito.",
    ),
    src('re100', 'RE100 members list'),
  ),
  flag(
    'PHY_RENEWABLE_PPA',
    UP,
    t('Renewable power purchase agreements', 'Contratti di acquisto di energia rinnovabile (PPA)'),
    t(
      'The company buys renewable electricity through long-term power purchase agreements with specific generators.',
      "L'impresa acquista elettricità rinnovabile tramite contratti di lungo termine con impianti di produzione specifici.",
    ),
    src('re100', 'RE100 technical criteria, sourcing methods'),
  ),
  flag(
    'PHY_ISO14001_CERTIFIED',
    UP,
    t(
      'ISO 14001 environmental management certification',
      'Certificazione ISO 14001 della gestione ambientale',
    ),
    t(
      'Sites of the company hold ISO 14001 certification of an environmental management system covering energy and emissions.',
      "Siti dell'impresa hanno la certificazione ISO 14001 di un sistema di gestione ambientale che comprende energia ed emissioni.",
    ),
    src('iso', 'ISO 14001:2015'),
  ),
]);

const water = inCategory('environmental', 'water', [
  quantity(
    'PHY_WATER_WITHDRAWAL',
    'm3',
    DOWN,
    t('Total water withdrawal', 'Prelievo idrico totale'),
    t(
      'All water drawn from surface water, groundwater, seawater, produced water and third parties in the year, in m³.',
      "Tutta l'acqua prelevata nell'anno da acque superficiali, sotterranee, marine, di produzione e da terzi, in m³.",
    ),
    src('gri', 'GRI 303-3(a)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_SURFACE',
    'm3',
    DOWN,
    t('Surface water withdrawal', 'Prelievo di acque superficiali'),
    t(
      'Water drawn from rivers, lakes and wetlands, in m³.',
      'Acqua prelevata da fiumi, laghi e zone umide, in m³.',
    ),
    src('gri', 'GRI 303-3(a)(i)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_GROUND',
    'm3',
    DOWN,
    t('Groundwater withdrawal', 'Prelievo di acque sotterranee'),
    t('Water pumped from aquifers and wells, in m³.', 'Acqua estratta da falde acquifere e pozzi, in m³.'),
    src('gri', 'GRI 303-3(a)(ii)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_SEA',
    'm3',
    NEUTRAL,
    t('Seawater withdrawal', 'Prelievo di acqua di mare'),
    t(
      'Water drawn from the sea or ocean, for cooling or desalination, in m³.',
      'Acqua prelevata dal mare, per raffreddamento o dissalazione, in m³.',
    ),
    src('gri', 'GRI 303-3(a)(iii)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_PRODUCED',
    'm3',
    NEUTRAL,
    t('Produced water withdrawal', 'Prelievo di acqua di produzione'),
    t(
      'Water brought to the surface with oil, gas or minerals during extraction, in m³.',
      "Acqua portata in superficie insieme a petrolio, gas o minerali durante l'estrazione, in m³.",
    ),
    src('gri', 'GRI 303-3(a)(iv)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_THIRD_PARTY',
    'm3',
    DOWN,
    t('Third-party water withdrawal', 'Prelievo di acqua da terzi'),
    t(
      'Water supplied by municipal utilities or other organisations, in m³.',
      'Acqua fornita da acquedotti pubblici o da altre organizzazioni, in m³.',
    ),
    src('gri', 'GRI 303-3(a)(v)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_WITHDRAWAL_STRESSED_AREAS',
    'm3',
    DOWN,
    t('Water withdrawal in water-stressed areas', 'Prelievo idrico in aree a stress idrico'),
    t(
      'Water drawn at sites in areas of high or extremely high baseline water stress, in m³.',
      'Acqua prelevata in siti situati in aree a stress idrico di base elevato o estremamente elevato, in m³.',
    ),
    src('gri', 'GRI 303-3(b)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_DISCHARGE',
    'm3',
    DOWN,
    t('Total water discharge', 'Scarichi idrici totali'),
    t(
      'All effluent and other water released to surface water, groundwater, seawater or third parties in the year, in m³.',
      "Tutti gli effluenti e le altre acque rilasciati nell'anno in acque superficiali, sotterranee, marine o a terzi, in m³.",
    ),
    src('gri', 'GRI 303-4(a)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_DISCHARGE_SURFACE',
    'm3',
    DOWN,
    t('Water discharge to surface water', 'Scarichi in acque superficiali'),
    t(
      'Water released to rivers, lakes and wetlands, in m³.',
      'Acqua rilasciata in fiumi, laghi e zone umide, in m³.',
    ),
    src('gri', 'GRI 303-4(a)(i)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_DISCHARGE_GROUND',
    'm3',
    DOWN,
    t('Water discharge to groundwater', 'Scarichi in acque sotterranee'),
    t('Water released into aquifers, in m³.', 'Acqua rilasciata nelle falde acquifere, in m³.'),
    src('gri', 'GRI 303-4(a)(ii)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_DISCHARGE_SEA',
    'm3',
    DOWN,
    t('Water discharge to the sea', 'Scarichi in mare'),
    t('Water released to the sea or ocean, in m³.', 'Acqua rilasciata in mare, in m³.'),
    src('gri', 'GRI 303-4(a)(iii)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_DISCHARGE_THIRD_PARTY',
    'm3',
    DOWN,
    t('Water discharge to third parties', 'Scarichi verso terzi'),
    t(
      'Water sent to municipal treatment plants or to other organisations, in m³.',
      'Acqua conferita a impianti di depurazione pubblici o ad altre organizzazioni, in m³.',
    ),
    src('gri', 'GRI 303-4(a)(iv)'),
    { comparison: 'swimming_pool' },
  ),
  percent(
    'PHY_WASTEWATER_TREATED_SHARE',
    UP,
    t('Share of wastewater treated before discharge', 'Quota di acque reflue trattate prima dello scarico'),
    t(
      'Wastewater treated to at least secondary level before release, as a percentage of all wastewater discharged.',
      'Acque reflue trattate almeno a livello secondario prima del rilascio, in percentuale di tutte le acque reflue scaricate.',
    ),
    src('gri', 'GRI 303-2'),
  ),
  quantity(
    'PHY_WATER_CONSUMPTION',
    'm3',
    DOWN,
    t('Water consumption', 'Consumo idrico'),
    t(
      'Water withdrawn and not returned (evaporated, embedded in products, consumed), i.e. withdrawal minus discharge, in m³.',
      'Acqua prelevata e non restituita (evaporata, incorporata nei prodotti, consumata), cioè prelievi meno scarichi, in m³.',
    ),
    src('gri', 'GRI 303-5(a); SFDR RTS Annex I, Table 2 #6'),
    { datasetColumn: column('water_consumption_m3'), comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_CONSUMPTION_STRESSED_AREAS',
    'm3',
    DOWN,
    t('Water consumption in water-stressed areas', 'Consumo idrico in aree a stress idrico'),
    t(
      'Water consumed at sites in areas of high water stress, in m³.',
      'Acqua consumata in siti situati in aree a elevato stress idrico, in m³.',
    ),
    src('gri', 'GRI 303-5(b)'),
    { comparison: 'swimming_pool' },
  ),
  quantity(
    'PHY_WATER_RECYCLED',
    'm3',
    UP,
    t('Water recycled and reused', 'Acqua riciclata e riutilizzata'),
    t(
      'Water treated and used again within operations, in m³.',
      "Acqua trattata e usata di nuovo all'interno delle attività, in m³.",
    ),
    src('esrs', 'ESRS E3-4'),
    { comparison: 'swimming_pool' },
  ),
  percent(
    'PHY_WATER_RECYCLED_SHARE',
    UP,
    t('Share of water recycled and reused', 'Quota di acqua riciclata e riutilizzata'),
    t(
      'Water recycled and reused as a percentage of the water the company uses.',
      "Acqua riciclata e riutilizzata in percentuale dell'acqua usata dall'impresa.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #6'),
    { datasetColumn: column('water_recycled_pct') },
  ),
  quantity(
    'PHY_WATER_EMISSIONS',
    't',
    DOWN,
    t('Emissions to water', 'Emissioni in acqua'),
    t(
      'Tonnes of pollutants released to water: nitrates, phosphates, pesticides and priority substances under the Water Framework Directive.',
      'Tonnellate di inquinanti rilasciati in acqua: nitrati, fosfati, pesticidi e sostanze prioritarie della direttiva quadro sulle acque.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #8'),
    { datasetColumn: column('water_emissions_t') },
  ),
  flag(
    'PHY_WATER_MANAGEMENT_POLICY',
    UP,
    t('Water management policy', 'Politica di gestione delle acque'),
    t(
      'The company has a policy on how it withdraws, uses and discharges water.',
      "L'impresa ha una politica su come preleva, usa e scarica l'acqua.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #7'),
    { datasetColumn: invertedColumn('no_water_management_policy') },
  ),
  flag(
    'PHY_WATER_STRESS_NO_POLICY',
    DOWN,
    t(
      'Sites in high water stress areas without a water policy',
      'Siti in zone ad elevato stress idrico senza politica idrica',
    ),
    t(
      'The company has sites in areas of high water stress and no water management policy.',
      "L'impresa ha siti in zone ad elevato stress idrico e nessuna politica di gestione delle acque.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #8'),
    { datasetColumn: column('high_water_stress_no_policy') },
  ),
  percent(
    'PHY_SITES_IN_WATER_STRESS_SHARE',
    DOWN,
    t('Share of sites in high water stress areas', 'Quota di siti in zone ad elevato stress idrico'),
    t(
      'Operating sites located in areas of high or extremely high baseline water stress, as a percentage of all sites.',
      'Siti operativi situati in aree a stress idrico di base elevato o estremamente elevato, in percentuale di tutti i siti.',
    ),
    src('cdp', 'CDP water security questionnaire, facility-level water accounting'),
  ),
  flag(
    'PHY_WATER_REDUCTION_TARGET',
    UP,
    t('Water use reduction target', "Obiettivo di riduzione dell'uso di acqua"),
    t(
      'The company has a quantified, time-bound target to reduce water withdrawal or consumption.',
      "L'impresa ha un obiettivo quantificato e con scadenza di riduzione dei prelievi o dei consumi idrici.",
    ),
    src('esrs', 'ESRS E3-3'),
  ),
  count(
    'PHY_WATER_PERMIT_VIOLATIONS',
    DOWN,
    t('Water permit non-compliance incidents', 'Casi di non conformità alle autorizzazioni idriche'),
    t(
      'Incidents of non-compliance with water quality permits, standards or regulations in the year.',
      "Casi di non conformità ad autorizzazioni, standard o norme sulla qualità delle acque nell'anno.",
    ),
    src('sasb', 'Water Management topic (e.g. EM-MM-140a.2)'),
  ),
]);

const waste = inCategory('environmental', 'waste', [
  quantity(
    'PHY_WASTE_TOTAL',
    't',
    DOWN,
    t('Total waste generated', 'Rifiuti totali prodotti'),
    t(
      'All hazardous and non-hazardous waste generated in the year, in tonnes.',
      "Tutti i rifiuti pericolosi e non pericolosi prodotti nell'anno, in tonnellate.",
    ),
    src('gri', 'GRI 306-3'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_HAZARDOUS',
    't',
    DOWN,
    t('Hazardous waste', 'Rifiuti pericolosi'),
    t(
      'Waste with hazardous properties (toxic, flammable, corrosive, infectious) as classified by law, in tonnes.',
      'Rifiuti con caratteristiche di pericolo (tossici, infiammabili, corrosivi, infettivi) secondo la classificazione di legge, in tonnellate.',
    ),
    src('gri', 'GRI 306-3; SFDR RTS Annex I, Table 1 #9'),
    { datasetColumn: column('hazardous_waste_t'), comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_NON_HAZARDOUS',
    't',
    DOWN,
    t('Non-hazardous waste', 'Rifiuti non pericolosi'),
    t(
      'Waste without hazardous properties, in tonnes.',
      'Rifiuti privi di caratteristiche di pericolo, in tonnellate.',
    ),
    src('gri', 'GRI 306-3'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_RADIOACTIVE',
    't',
    DOWN,
    t('Radioactive waste', 'Rifiuti radioattivi'),
    t(
      'Radioactive waste generated, mainly by nuclear power and medical or research activities, in tonnes.',
      'Rifiuti radioattivi prodotti, soprattutto da centrali nucleari e attività mediche o di ricerca, in tonnellate.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #9 as amended by (EU) 2023/363'),
    { datasetColumn: column('radioactive_waste_t') },
  ),
  quantity(
    'PHY_WASTE_DIVERTED',
    't',
    UP,
    t('Waste diverted from disposal', 'Rifiuti sottratti allo smaltimento'),
    t(
      'Waste prepared for reuse, recycled or otherwise recovered instead of being disposed of, in tonnes.',
      'Rifiuti preparati per il riutilizzo, riciclati o altrimenti recuperati anziché smaltiti, in tonnellate.',
    ),
    src('gri', 'GRI 306-4'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_DISPOSED',
    't',
    DOWN,
    t('Waste directed to disposal', 'Rifiuti destinati allo smaltimento'),
    t(
      'Waste sent to landfill, incineration or other disposal operations, in tonnes.',
      'Rifiuti avviati a discarica, incenerimento o altre operazioni di smaltimento, in tonnellate.',
    ),
    src('gri', 'GRI 306-5'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_RECYCLED',
    't',
    UP,
    t('Waste recycled', 'Rifiuti riciclati'),
    t(
      'Waste reprocessed into materials or products, in tonnes.',
      'Rifiuti ritrattati in materiali o prodotti, in tonnellate.',
    ),
    src('gri', 'GRI 306-4(b)(ii)'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_NON_RECYCLED',
    't',
    DOWN,
    t('Non-recycled waste', 'Rifiuti non riciclati'),
    t(
      'All waste generated that is not recycled, in tonnes: the input of SFDR Table 2 indicator 13.',
      "Tutti i rifiuti prodotti non riciclati, in tonnellate: il dato dell'indicatore 13 della Tabella 2 della SFDR.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #13'),
    { datasetColumn: column('non_recycled_waste_t'), comparison: 'waste_per_person' },
  ),
  percent(
    'PHY_WASTE_RECYCLING_RATE',
    UP,
    t('Waste recycling rate', 'Tasso di riciclo dei rifiuti'),
    t(
      'Waste recycled as a percentage of all waste generated.',
      'Rifiuti riciclati in percentuale dei rifiuti totali prodotti.',
    ),
    src('gri', 'GRI 306-3, 306-4'),
  ),
  quantity(
    'PHY_WASTE_LANDFILLED',
    't',
    DOWN,
    t('Waste sent to landfill', 'Rifiuti conferiti in discarica'),
    t('Waste disposed of in landfills, in tonnes.', 'Rifiuti smaltiti in discarica, in tonnellate.'),
    src('gri', 'GRI 306-5(b)(iii)'),
    { comparison: 'waste_per_person' },
  ),
  quantity(
    'PHY_WASTE_INCINERATED_WITH_RECOVERY',
    't',
    NEUTRAL,
    t('Waste incinerated with energy recovery', 'Rifiuti inceneriti con recupero di energia'),
    t(
      'Waste burnt in plants that recover its energy as power or heat, in tonnes.',
      "Rifiuti bruciati in impianti che ne recuperano l'energia come elettricità o calore, in tonnellate.",
    ),
    src('gri', 'GRI 306-5(b)(i)'),
  ),
  quantity(
    'PHY_WASTE_INCINERATED_WITHOUT_RECOVERY',
    't',
    DOWN,
    t('Waste incinerated without energy recovery', 'Rifiuti inceneriti senza recupero di energia'),
    t(
      'Waste burnt without recovering its energy, in tonnes.',
      "Rifiuti bruciati senza recuperarne l'energia, in tonnellate.",
    ),
    src('gri', 'GRI 306-5(b)(ii)'),
  ),
  flag(
    'PHY_ZERO_WASTE_TO_LANDFILL_TARGET',
    UP,
    t('Zero waste to landfill target', 'Obiettivo rifiuti zero in discarica'),
    t(
      'The company has a dated target to send no operational waste to landfill.',
      "L'impresa ha un obiettivo con scadenza di non conferire in discarica alcun rifiuto delle sue attività.",
    ),
    src('esrs', 'ESRS E5-3'),
  ),
  flag(
    'PHY_WASTE_REDUCTION_TARGET',
    UP,
    t('Waste reduction target', 'Obiettivo di riduzione dei rifiuti'),
    t(
      'The company has a quantified, time-bound target to reduce the waste it generates.',
      "L'impresa ha un obiettivo quantificato e con scadenza di riduzione dei rifiuti prodotti.",
    ),
    src('esrs', 'ESRS E5-3'),
  ),
  flag(
    'PHY_CIRCULAR_ECONOMY_POLICY',
    UP,
    t('Circular economy policy', "Politica per l'economia circolare"),
    t(
      'The company has a policy to move from virgin resources to reused, recycled and renewable materials.',
      "L'impresa ha una politica per passare dalle risorse vergini a materiali riutilizzati, riciclati e rinnovabili.",
    ),
    src('esrs', 'ESRS E5-1'),
  ),
  count(
    'PHY_SIGNIFICANT_SPILLS',
    DOWN,
    t('Significant spills', 'Sversamenti significativi'),
    t(
      'Significant spills of oil, fuel, chemicals or waste recorded in the year.',
      "Sversamenti significativi di petrolio, carburanti, sostanze chimiche o rifiuti registrati nell'anno.",
    ),
    src('gri', 'GRI 306-3 (2016)'),
  ),
  quantity(
    'PHY_SPILL_VOLUME',
    'm3',
    DOWN,
    t('Volume of significant spills', 'Volume degli sversamenti significativi'),
    t(
      'Total volume of the significant spills recorded in the year, in m³.',
      "Volume totale degli sversamenti significativi registrati nell'anno, in m³.",
    ),
    src('gri', 'GRI 306-3 (2016)'),
  ),
  quantity(
    'PHY_MATERIALS_USED',
    't',
    NEUTRAL,
    t('Materials used by weight', 'Materiali utilizzati in peso'),
    t(
      'Renewable and non-renewable materials used to make and package the products, in tonnes.',
      'Materiali rinnovabili e non rinnovabili usati per fabbricare e imballare i prodotti, in tonnellate.',
    ),
    src('gri', 'GRI 301-1'),
  ),
  percent(
    'PHY_RECYCLED_INPUT_SHARE',
    UP,
    t('Recycled input materials share', 'Quota di materiali in ingresso riciclati'),
    t(
      'Recycled materials as a percentage of all materials used to make the products.',
      'Materiali riciclati in percentuale di tutti i materiali usati per fabbricare i prodotti.',
    ),
    src('gri', 'GRI 301-2'),
  ),
  percent(
    'PHY_RECLAIMED_PRODUCTS_SHARE',
    UP,
    t('Reclaimed products and packaging share', 'Quota di prodotti e imballaggi recuperati'),
    t(
      'Products and their packaging reclaimed at end of life, as a percentage of products sold.',
      'Prodotti e relativi imballaggi recuperati a fine vita, in percentuale dei prodotti venduti.',
    ),
    src('gri', 'GRI 301-3'),
  ),
  quantity(
    'PHY_PACKAGING_MATERIAL',
    't',
    DOWN,
    t('Packaging material used', 'Materiale da imballaggio utilizzato'),
    t(
      'Weight of packaging put on the market with the products, in tonnes.',
      'Peso degli imballaggi immessi sul mercato con i prodotti, in tonnellate.',
    ),
    src('gri', 'GRI 301-1'),
  ),
  percent(
    'PHY_RECYCLABLE_PACKAGING_SHARE',
    UP,
    t('Recyclable or reusable packaging share', 'Quota di imballaggi riciclabili o riutilizzabili'),
    t(
      'Packaging designed to be reusable, recyclable or compostable, as a percentage of all packaging by weight.',
      'Imballaggi progettati per essere riutilizzabili, riciclabili o compostabili, in percentuale di tutti gli imballaggi in peso.',
    ),
    src('esrs', 'ESRS E5-5'),
  ),
]);

const biodiversity = inCategory('environmental', 'biodiversity', [
  flag(
    'PHY_BIODIVERSITY_SENSITIVE_AREAS',
    DOWN,
    t(
      'Operations harming biodiversity-sensitive areas',
      'Attività dannose per le aree sensibili alla biodiversità',
    ),
    t(
      'The company has sites in or near Natura 2000, UNESCO World Heritage, Key Biodiversity or other protected areas whose activities harm them.',
      "L'impresa ha siti in aree Natura 2000, patrimonio UNESCO, aree chiave per la biodiversità o altre aree protette, o vicino a esse, le cui attività le danneggiano.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #7; GRI 304-2'),
    { datasetColumn: column('biodiversity_sensitive_areas') },
  ),
  count(
    'PHY_SITES_NEAR_PROTECTED_AREAS',
    DOWN,
    t('Sites in or adjacent to protected areas', 'Siti in aree protette o adiacenti'),
    t(
      'Operational sites owned, leased or managed in or next to protected areas or areas of high biodiversity value.',
      'Siti operativi posseduti, in locazione o gestiti in aree protette o ad alto valore di biodiversità, o adiacenti a esse.',
    ),
    src('gri', 'GRI 304-1'),
  ),
  quantity(
    'PHY_LAND_IN_PROTECTED_AREAS',
    'ha',
    DOWN,
    t('Land in or adjacent to protected areas', 'Superficie in aree protette o adiacenti'),
    t(
      'Area of the sites in or next to protected areas or areas of high biodiversity value, in hectares.',
      'Superficie dei siti in aree protette o ad alto valore di biodiversità, o adiacenti a esse, in ettari.',
    ),
    src('gri', 'GRI 304-1(a)(v)'),
  ),
  quantity(
    'PHY_HABITATS_RESTORED',
    'ha',
    UP,
    t('Habitats protected or restored', 'Habitat protetti o ripristinati'),
    t(
      'Area of habitat the company protects or has restored, with restoration approved by independent experts, in hectares.',
      "Superficie di habitat che l'impresa protegge o ha ripristinato, con ripristino approvato da esperti indipendenti, in ettari.",
    ),
    src('gri', 'GRI 304-3'),
  ),
  flag(
    'PHY_AFFECTS_THREATENED_SPECIES',
    DOWN,
    t('Operations affecting threatened species', 'Attività che incidono su specie minacciate'),
    t(
      "The company's operations affect species on the IUCN Red List or national conservation lists.",
      "Le attività dell'impresa incidono su specie della Lista rossa IUCN o degli elenchi nazionali di conservazione.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #14; GRI 304-4'),
    { datasetColumn: column('affects_threatened_species') },
  ),
  count(
    'PHY_RED_LIST_SPECIES_AFFECTED',
    DOWN,
    t('IUCN Red List species in affected areas', 'Specie della Lista rossa IUCN nelle aree interessate'),
    t(
      "Number of IUCN Red List species with habitats in areas affected by the company's operations.",
      "Numero di specie della Lista rossa IUCN con habitat nelle aree interessate dalle attività dell'impresa.",
    ),
    src('iucn', 'GRI 304-4'),
  ),
  flag(
    'PHY_BIODIVERSITY_POLICY',
    UP,
    t('Biodiversity protection policy', 'Politica di tutela della biodiversità'),
    t(
      'The company has a policy to protect biodiversity at sites in or next to protected or high-biodiversity areas.',
      "L'impresa ha una politica di tutela della biodiversità per i siti in aree protette o ad alta biodiversità, o adiacenti a esse.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #14'),
    { datasetColumn: invertedColumn('no_biodiversity_protection_policy') },
  ),
  flag(
    'PHY_DEFORESTATION_POLICY',
    UP,
    t('Deforestation policy', 'Politica contro la deforestazione'),
    t(
      'The company has a policy to address deforestation in its operations and supply chain.',
      "L'impresa ha una politica per contrastare la deforestazione nelle sue attività e nella catena di fornitura.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #15'),
    { datasetColumn: invertedColumn('no_deforestation_policy') },
  ),
  flag(
    'PHY_ZERO_DEFORESTATION_COMMITMENT',
    UP,
    t('Time-bound zero-deforestation commitment', 'Impegno a deforestazione zero con scadenza'),
    t(
      'The company commits to deforestation-free supply chains for forest-risk commodities by a stated date, with a cut-off date.',
      "L'impresa si impegna a catene di fornitura senza deforestazione per le materie prime a rischio forestale entro una data stabilita, con data limite.",
    ),
    src('cdp', 'CDP forests questionnaire, commitments'),
  ),
  percent(
    'PHY_CERTIFIED_FOREST_COMMODITIES_SHARE',
    UP,
    t(
      'Certified share of forest-risk commodities',
      'Quota certificata delle materie prime a rischio forestale',
    ),
    t(
      'Timber, pulp, palm oil, soy and cattle products bought with sustainability certification (FSC, PEFC, RSPO), as a percentage of volume.',
      'Legname, cellulosa, olio di palma, soia e prodotti bovini acquistati con certificazione di sostenibilità (FSC, PEFC, RSPO), in percentuale del volume.',
    ),
    src('cdp', 'CDP forests questionnaire, certification'),
  ),
  flag(
    'PHY_LAND_DEGRADATION',
    DOWN,
    t('Activities causing land degradation', 'Attività che causano degrado del suolo'),
    t(
      "The company's activities cause land degradation, desertification or soil sealing.",
      "Le attività dell'impresa causano degrado del suolo, desertificazione o impermeabilizzazione del suolo.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #10'),
    { datasetColumn: column('land_degradation') },
  ),
  flag(
    'PHY_SUSTAINABLE_LAND_PRACTICES',
    UP,
    t('Sustainable land and agriculture practices', "Pratiche sostenibili per il suolo e l'agricoltura"),
    t(
      'The company has sustainable land or agriculture practices or policies.',
      "L'impresa adotta pratiche o politiche sostenibili per il suolo o l'agricoltura.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #11'),
    { datasetColumn: invertedColumn('no_sustainable_land_practices') },
  ),
  flag(
    'PHY_SUSTAINABLE_OCEAN_PRACTICES',
    UP,
    t('Sustainable oceans and seas practices', 'Pratiche sostenibili per gli oceani e i mari'),
    t(
      'The company has sustainable oceans or seas practices or policies.',
      "L'impresa adotta pratiche o politiche sostenibili per gli oceani o i mari.",
    ),
    src('sfdr_rts', 'Annex I, Table 2 #12'),
    { datasetColumn: invertedColumn('no_sustainable_ocean_practices') },
  ),
]);

const greenRealEstate = inCategory('environmental', 'green_real_estate', [
  percent(
    'PHY_GREEN_CERTIFIED_FLOOR_AREA_SHARE',
    UP,
    t('Green-certified floor area share', 'Quota di superficie con certificazione ambientale'),
    t(
      'Floor area with a green building certification (LEED, BREEAM, DGNB, HQE) as a percentage of the whole portfolio.',
      "Superficie con certificazione ambientale dell'edificio (LEED, BREEAM, DGNB, HQE) in percentuale dell'intero patrimonio.",
    ),
    src('sasb', 'Real Estate, Energy Management (IF-RE-130a)'),
  ),
  percent(
    'PHY_EPC_A_B_FLOOR_AREA_SHARE',
    UP,
    t('Floor area with an EPC rating of A or B', 'Superficie con attestato di prestazione energetica A o B'),
    t(
      'Floor area with an energy performance certificate of class A or B, as a percentage of the floor area with a certificate.',
      'Superficie con attestato di prestazione energetica di classe A o B, in percentuale della superficie dotata di attestato.',
    ),
    src('epbd', 'Art. 11–13 (energy performance certificates)'),
  ),
  percent(
    'PHY_NZEB_FLOOR_AREA_SHARE',
    UP,
    t('Nearly zero-energy building share', 'Quota di edifici a energia quasi zero'),
    t(
      'Floor area in buildings that meet the nearly zero-energy building (NZEB) standard, as a percentage of the portfolio.',
      'Superficie in edifici che rispettano lo standard a energia quasi zero (NZEB), in percentuale del patrimonio.',
    ),
    src('epbd', 'Art. 9 (nearly zero-energy buildings)'),
  ),
  quantity(
    'PHY_BUILDING_ENERGY_INTENSITY',
    'kwh_per_m2',
    DOWN,
    t('Building energy intensity', 'Intensità energetica degli edifici'),
    t(
      'Energy consumed by the buildings divided by their floor area, in kWh per square metre per year.',
      "Energia consumata dagli edifici divisa per la loro superficie, in kWh per metro quadrato all'anno.",
    ),
    src('sasb', 'Real Estate, Energy Management (IF-RE-130a.2)'),
  ),
  percent(
    'PHY_BUILDING_ENERGY_LIKE_FOR_LIKE_CHANGE',
    DOWN,
    t(
      'Like-for-like change in building energy use',
      'Variazione a perimetro costante dei consumi energetici degli edifici',
    ),
    t(
      'Change in energy consumed by the buildings held in both years, as a percentage; negative values are savings.',
      'Variazione dei consumi energetici degli edifici detenuti in entrambi gli anni, in percentuale; i valori negativi sono risparmi.',
    ),
    src('sasb', 'Real Estate, Energy Management (IF-RE-130a.3)'),
  ),
  percent(
    'PHY_BUILDING_ENERGY_DATA_COVERAGE',
    UP,
    t('Energy data coverage of floor area', 'Copertura dei dati energetici sulla superficie'),
    t(
      'Floor area with complete energy consumption data, as a percentage of the portfolio.',
      'Superficie con dati completi sui consumi energetici, in percentuale del patrimonio.',
    ),
    src('sasb', 'Real Estate, Energy Management (IF-RE-130a.1)'),
  ),
  flag(
    'PHY_GREEN_LEASE_CLAUSES',
    UP,
    t('Green lease clauses', 'Clausole di locazione verde'),
    t(
      "The company's leases include clauses on sharing energy data and costs of resource-efficiency upgrades with tenants.",
      "I contratti di locazione dell'impresa includono clausole sulla condivisione con gli inquilini dei dati energetici e dei costi degli interventi di efficienza.",
    ),
    src('sasb', 'Real Estate, Management of Tenant Sustainability Impacts (IF-RE-410a)'),
  ),
  flag(
    'PHY_REAL_ESTATE_FOSSIL_FUEL_USE',
    DOWN,
    t('Real estate used for fossil fuels', 'Immobili usati per i combustibili fossili'),
    t(
      'The company owns real estate assets used to extract, store, transport or manufacture fossil fuels.',
      "L'impresa possiede attivi immobiliari usati per estrarre, stoccare, trasportare o produrre combustibili fossili.",
    ),
    src('sfdr_rts', 'Annex I, Table 1 #17'),
  ),
  percent(
    'PHY_ENERGY_INEFFICIENT_REAL_ESTATE_SHARE',
    DOWN,
    t('Energy-inefficient real estate share', 'Quota di immobili inefficienti dal punto di vista energetico'),
    t(
      'Value of buildings before 2021 rated EPC C or worse, or newer ones missing the NZEB level, as a percentage of buildings subject to those rules.',
      'Valore degli edifici anteriori al 2021 con APE di classe C o inferiore, o più recenti sotto il livello NZEB, in percentuale degli edifici soggetti a tali regole.',
    ),
    src('sfdr_rts', 'Annex I, Table 1 #18'),
  ),
]);

/** Environmental PHY_ indicators: emissions, energy, water, waste, biodiversity, green real estate. */
export const environmentalIndicators: readonly PhyIndicator[] = [
  ...emissions,
  ...energy,
  ...energyManagement,
  ...water,
  ...waste,
  ...biodiversity,
  ...greenRealEstate,
];
