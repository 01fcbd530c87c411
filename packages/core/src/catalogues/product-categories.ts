import type { ProductCategoryEntry, ProductCategoryId } from './schema.ts';
import { t } from './text.ts';

/**
 * The 29 product categories (spec doc 2 §3): what a company's revenue comes from, referenced by id in
 * `products.csv`. Eighteen are sustainable solutions, ten are harmful, one (nuclear power) is contested.
 */
export const productCategories: readonly ProductCategoryEntry[] = [
  {
    id: 'renewable_energy',
    impact: 'positive',
    name: t('Renewable energy', 'Energie rinnovabili'),
    definition: t(
      'Electricity and heat from wind, solar, hydro, geothermal and sustainable bioenergy, and the equipment to produce them.',
      'Elettricità e calore da eolico, solare, idroelettrico, geotermico e bioenergia sostenibile, e le apparecchiature per produrli.',
    ),
    sdgs: [7, 13],
  },
  {
    id: 'energy_efficiency',
    impact: 'positive',
    name: t('Energy efficiency', 'Efficienza energetica'),
    definition: t(
      'Products that cut energy use: insulation, heat pumps, efficient lighting and motors, smart grids and storage.',
      'Prodotti che riducono i consumi di energia: isolamento, pompe di calore, illuminazione e motori efficienti, reti intelligenti e accumulo.',
    ),
    sdgs: [7, 12, 13],
  },
  {
    id: 'clean_transport',
    impact: 'positive',
    name: t('Clean transport', 'Trasporti puliti'),
    definition: t(
      'Electric and hydrogen vehicles, batteries, charging networks, rail and public transport.',
      'Veicoli elettrici e a idrogeno, batterie, reti di ricarica, trasporto ferroviario e pubblico.',
    ),
    sdgs: [9, 11, 13],
  },
  {
    id: 'green_buildings',
    impact: 'positive',
    name: t('Green buildings', 'Edilizia sostenibile'),
    definition: t(
      'Design, construction and ownership of certified low-energy buildings (LEED, BREEAM, nearly zero-energy).',
      'Progettazione, costruzione e proprietà di edifici certificati a basso consumo (LEED, BREEAM, a energia quasi zero).',
    ),
    sdgs: [7, 11, 13],
  },
  {
    id: 'sustainable_water',
    impact: 'positive',
    name: t('Sustainable water', 'Gestione sostenibile delle acque'),
    definition: t(
      'Water supply, treatment, desalination, leak reduction and water-efficient equipment.',
      'Fornitura, trattamento e dissalazione delle acque, riduzione delle perdite e apparecchiature a basso consumo idrico.',
    ),
    sdgs: [6, 14],
  },
  {
    id: 'sanitation',
    impact: 'positive',
    name: t('Sanitation', 'Servizi igienico-sanitari'),
    definition: t(
      'Sewerage, wastewater collection and treatment, and affordable hygiene and sanitary products.',
      'Reti fognarie, raccolta e depurazione delle acque reflue, prodotti igienici e sanitari accessibili.',
    ),
    sdgs: [3, 6],
  },
  {
    id: 'pollution_prevention',
    impact: 'positive',
    name: t('Pollution prevention', "Prevenzione dell'inquinamento"),
    definition: t(
      'Technologies that prevent or control air, water and soil pollution, such as filters, catalysts and remediation.',
      "Tecnologie che prevengono o riducono l'inquinamento di aria, acqua e suolo, come filtri, catalizzatori e bonifiche.",
    ),
    sdgs: [3, 12, 14, 15],
  },
  {
    id: 'circular_economy',
    impact: 'positive',
    name: t('Circular economy', 'Economia circolare'),
    definition: t(
      'Recycling, waste recovery, repair and remanufacturing, and products made from recycled materials.',
      'Riciclo, recupero dei rifiuti, riparazione e rigenerazione, e prodotti realizzati con materiali riciclati.',
    ),
    sdgs: [11, 12],
  },
  {
    id: 'sustainable_agriculture',
    impact: 'positive',
    name: t('Sustainable agriculture', 'Agricoltura sostenibile'),
    definition: t(
      'Certified organic and regenerative farming, precision agriculture and sustainable aquaculture.',
      'Agricoltura biologica certificata e rigenerativa, agricoltura di precisione e acquacoltura sostenibile.',
    ),
    sdgs: [2, 12, 15],
  },
  {
    id: 'sustainable_forestry',
    impact: 'positive',
    name: t('Sustainable forestry', 'Silvicoltura sostenibile'),
    definition: t(
      'Timber, pulp and paper from forests certified as sustainably managed (FSC, PEFC).',
      'Legname, cellulosa e carta da foreste certificate per la gestione sostenibile (FSC, PEFC).',
    ),
    sdgs: [12, 15],
  },
  {
    id: 'biodiversity_conservation',
    impact: 'positive',
    name: t('Biodiversity conservation', 'Tutela della biodiversità'),
    definition: t(
      'Services that protect or restore ecosystems: reforestation, habitat restoration, marine protection.',
      'Servizi che proteggono o ripristinano gli ecosistemi: riforestazione, ripristino degli habitat, tutela dei mari.',
    ),
    sdgs: [14, 15],
  },
  {
    id: 'climate_adaptation',
    impact: 'positive',
    name: t('Climate adaptation', 'Adattamento climatico'),
    definition: t(
      'Solutions that make people and assets resilient to climate change: flood defences, early warning, drought-resistant crops.',
      'Soluzioni che rendono persone e beni resilienti ai cambiamenti climatici: difese dalle alluvioni, allerta precoce, colture resistenti alla siccità.',
    ),
    sdgs: [11, 13],
  },
  {
    id: 'healthcare',
    impact: 'positive',
    name: t('Healthcare', 'Sanità'),
    definition: t(
      'Medicines, vaccines, diagnostics, medical devices and care services for major and neglected diseases.',
      'Farmaci, vaccini, diagnostica, dispositivi medici e servizi di cura per le malattie gravi e trascurate.',
    ),
    sdgs: [3],
  },
  {
    id: 'nutrition',
    impact: 'positive',
    name: t('Nutrition', 'Nutrizione'),
    definition: t(
      'Healthy and fortified foods and products that fight malnutrition and diet-related disease.',
      "Alimenti sani e fortificati e prodotti che contrastano la malnutrizione e le malattie legate all'alimentazione.",
    ),
    sdgs: [2, 3],
  },
  {
    id: 'education',
    impact: 'positive',
    name: t('Education', 'Istruzione'),
    definition: t(
      'Schools, universities, vocational training and educational content and technology.',
      'Scuole, università, formazione professionale, contenuti e tecnologie per la didattica.',
    ),
    sdgs: [4],
  },
  {
    id: 'financial_inclusion',
    impact: 'positive',
    name: t('Financial inclusion', 'Inclusione finanziaria'),
    definition: t(
      'Banking, microfinance, insurance and payment services for the unbanked and for small businesses.',
      'Servizi bancari, microcredito, assicurazioni e pagamenti per chi non ha accesso alle banche e per le piccole imprese.',
    ),
    sdgs: [1, 8, 10],
  },
  {
    id: 'affordable_housing',
    impact: 'positive',
    name: t('Affordable housing', 'Edilizia abitativa accessibile'),
    definition: t(
      'Building, financing or managing social and affordable housing.',
      'Costruzione, finanziamento o gestione di edilizia sociale e abitazioni a prezzi accessibili.',
    ),
    sdgs: [1, 11],
  },
  {
    id: 'digital_inclusion',
    impact: 'positive',
    name: t('Digital inclusion', 'Inclusione digitale'),
    definition: t(
      'Affordable internet and mobile access in underserved areas and digital services for people left out.',
      'Accesso a internet e alla telefonia mobile a prezzi accessibili nelle aree meno servite e servizi digitali per chi ne è escluso.',
    ),
    sdgs: [4, 9, 10],
  },
  {
    id: 'fossil_fuels',
    impact: 'negative',
    name: t('Fossil fuels', 'Combustibili fossili'),
    definition: t(
      'Extracting, refining, transporting or burning coal, oil and natural gas, including fossil power generation.',
      'Estrazione, raffinazione, trasporto o combustione di carbone, petrolio e gas naturale, compresa la produzione elettrica da fonti fossili.',
    ),
    sdgs: [7, 13],
  },
  {
    id: 'nuclear_power',
    impact: 'contested',
    name: t('Nuclear power', 'Energia nucleare'),
    definition: t(
      'Nuclear electricity generation and fuel: low-carbon, but with radioactive waste and accident risk.',
      'Produzione di elettricità e combustibile nucleare: a basse emissioni di carbonio, ma con scorie radioattive e rischio di incidenti.',
    ),
    sdgs: [7, 13],
  },
  {
    id: 'weapons',
    impact: 'negative',
    name: t('Weapons', 'Armi'),
    definition: t(
      'Military weapon systems, controversial weapons and civilian firearms and ammunition.',
      "Sistemi d'arma militari, armi controverse, armi da fuoco e munizioni per uso civile.",
    ),
    sdgs: [16],
  },
  {
    id: 'tobacco',
    impact: 'negative',
    name: t('Tobacco', 'Tabacco'),
    definition: t(
      'Cigarettes, cigars, heated tobacco, e-cigarettes and other nicotine products.',
      'Sigarette, sigari, tabacco riscaldato, sigarette elettroniche e altri prodotti a base di nicotina.',
    ),
    sdgs: [3],
  },
  {
    id: 'alcohol',
    impact: 'negative',
    name: t('Alcohol', 'Bevande alcoliche'),
    definition: t(
      'Beer, wine, spirits and other alcoholic beverages.',
      'Birra, vino, superalcolici e altre bevande alcoliche.',
    ),
    sdgs: [3],
  },
  {
    id: 'gambling',
    impact: 'negative',
    name: t('Gambling', "Gioco d'azzardo"),
    definition: t(
      'Casinos, betting, lotteries, gaming machines and online gambling.',
      "Casinò, scommesse, lotterie, apparecchi da gioco e gioco d'azzardo online.",
    ),
    sdgs: [3, 10],
  },
  {
    id: 'adult_entertainment',
    impact: 'negative',
    name: t('Adult entertainment', 'Intrattenimento per adulti'),
    definition: t(
      'Production and distribution of adult films, publications, websites and live entertainment.',
      'Produzione e distribuzione di film, pubblicazioni, siti e spettacoli per adulti.',
    ),
    sdgs: [5],
  },
  {
    id: 'pesticides',
    impact: 'negative',
    name: t('Hazardous pesticides', 'Pesticidi pericolosi'),
    definition: t(
      'Synthetic pesticides and agrochemicals harmful to health, pollinators, soils and water.',
      'Pesticidi di sintesi e prodotti agrochimici dannosi per la salute, gli impollinatori, i suoli e le acque.',
    ),
    sdgs: [3, 6, 15],
  },
  {
    id: 'unsustainable_palm_oil',
    impact: 'negative',
    name: t('Unsustainable palm oil', 'Olio di palma non sostenibile'),
    definition: t(
      'Palm oil not certified as sustainable (RSPO), linked to deforestation and peatland loss.',
      'Olio di palma non certificato come sostenibile (RSPO), legato alla deforestazione e alla distruzione delle torbiere.',
    ),
    sdgs: [13, 15],
  },
  {
    id: 'predatory_lending',
    impact: 'negative',
    name: t('Predatory lending', 'Credito predatorio'),
    definition: t(
      'Payday, pawn and rent-to-own loans that trap borrowers in debt through very high costs.',
      'Prestiti a brevissimo termine, su pegno o con riscatto che intrappolano i debitori con costi molto elevati.',
    ),
    sdgs: [1, 10],
  },
  {
    id: 'fur_and_exotic_leather',
    impact: 'negative',
    name: t('Fur and exotic leather', 'Pellicce e pelli esotiche'),
    definition: t(
      'Garments and accessories made of fur or of leather from exotic animals.',
      'Capi e accessori in pelliccia o in pelle di animali esotici.',
    ),
    sdgs: [12, 15],
  },
];

const categoriesById = new Map(productCategories.map((c) => [c.id, c]));

/** The product category with this id. */
export const productCategoryById = (id: ProductCategoryId): ProductCategoryEntry => categoriesById.get(id)!;
