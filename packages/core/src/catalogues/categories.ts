import type {
  ImpactCategoryEntry,
  ImpactCategoryId,
  IndicatorPillar,
  IndicatorPillarEntry,
} from './schema.ts';
import { t } from './text.ts';

/** The five groups of PHY_ indicators (spec doc 2 §3). */
export const indicatorPillars: readonly IndicatorPillarEntry[] = [
  { id: 'environmental', name: t('Environmental', 'Ambientale') },
  { id: 'social', name: t('Social', 'Sociale') },
  { id: 'governance', name: { 'en-US': 'Governance', 'it-IT': 'Governance' } },
  { id: 'controversies', name: t('Controversies', 'Controversie') },
  { id: 'exclusions', name: t('Exclusions', 'Esclusioni') },
];

/** Impact categories of doc 2 §3, then esgkit's additions (`origin: 'esgkit'`). */
export const impactCategories: readonly ImpactCategoryEntry[] = [
  {
    id: 'emissions',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Emissions', 'Emissioni'),
    description: t(
      'Greenhouse gases across scopes 1, 2 and 3, climate targets, and air and water pollutants.',
      'Gas serra di Scope 1, 2 e 3, obiettivi climatici e inquinanti emessi in aria e in acqua.',
    ),
  },
  {
    id: 'energy',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Energy', 'Energia'),
    description: t(
      'How much energy a company consumes and produces, and how much of it is renewable.',
      "Quanta energia un'impresa consuma e produce, e quanta parte è rinnovabile.",
    ),
  },
  {
    id: 'energy_management',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Energy management', "Gestione dell'energia"),
    description: t(
      'Policies, targets, certifications and programmes that reduce energy use or shift it to renewables.',
      'Politiche, obiettivi, certificazioni e programmi che riducono i consumi o li spostano sulle rinnovabili.',
    ),
  },
  {
    id: 'water',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Water', 'Acqua'),
    description: t(
      'Water withdrawn, discharged, consumed and recycled, and how water risks are managed.',
      'Acqua prelevata, scaricata, consumata e riciclata, e gestione dei rischi idrici.',
    ),
  },
  {
    id: 'waste',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Waste', 'Rifiuti'),
    description: t(
      'Hazardous, radioactive and other waste, how much is recycled, and circular use of materials.',
      'Rifiuti pericolosi, radioattivi e non, quota riciclata e uso circolare dei materiali.',
    ),
  },
  {
    id: 'green_real_estate',
    origin: 'spec',
    pillar: 'environmental',
    name: t('Green real estate', 'Immobili sostenibili'),
    description: t(
      'Energy performance and green certification of the buildings a company owns or occupies.',
      "Prestazione energetica e certificazioni ambientali degli edifici posseduti od occupati dall'impresa.",
    ),
  },
  {
    id: 'biodiversity',
    origin: 'esgkit',
    pillar: 'environmental',
    name: t('Biodiversity and land use', 'Biodiversità e uso del suolo'),
    description: t(
      'Impacts on protected areas, threatened species, forests, soils and oceans.',
      'Impatti su aree protette, specie minacciate, foreste, suoli e oceani.',
    ),
  },
  {
    id: 'labor',
    origin: 'spec',
    pillar: 'social',
    name: t('Labor', 'Lavoro'),
    description: t(
      'Workforce size and make-up, turnover, training, pay, and health and safety outcomes.',
      'Dimensione e composizione della forza lavoro, turnover, formazione, retribuzioni, salute e sicurezza.',
    ),
  },
  {
    id: 'labor_management',
    origin: 'spec',
    pillar: 'social',
    name: t('Labor management', 'Gestione del personale'),
    description: t(
      'Policies and mechanisms that protect workers: safety systems, grievance channels, collective bargaining.',
      'Politiche e meccanismi a tutela dei lavoratori: sistemi di sicurezza, canali di reclamo, contrattazione collettiva.',
    ),
  },
  {
    id: 'gender_equality',
    origin: 'spec',
    pillar: 'social',
    name: t('Gender equality', 'Parità di genere'),
    description: t(
      'Representation of women in the workforce and management, pay gaps and family leave.',
      'Presenza delle donne nella forza lavoro e nel management, divari retributivi e congedi familiari.',
    ),
  },
  {
    id: 'community_engagement',
    origin: 'spec',
    pillar: 'social',
    name: t('Community engagement', 'Coinvolgimento delle comunità'),
    description: t(
      'Donations, volunteering, local sourcing and the relationship with local and indigenous communities.',
      'Donazioni, volontariato, acquisti locali e rapporti con le comunità locali e indigene.',
    ),
  },
  {
    id: 'human_rights',
    origin: 'esgkit',
    pillar: 'social',
    name: t('Human rights', 'Diritti umani'),
    description: t(
      'Human-rights policies, due diligence and the risk of child or forced labour in operations and suppliers.',
      'Politiche e dovuta diligenza sui diritti umani, rischio di lavoro minorile o forzato in attività e fornitori.',
    ),
  },
  {
    id: 'product_responsibility',
    origin: 'esgkit',
    pillar: 'social',
    name: t('Product responsibility', 'Responsabilità di prodotto'),
    description: t(
      'Safety, quality and marketing of products, and the protection of customer data.',
      'Sicurezza, qualità e marketing dei prodotti, e protezione dei dati dei clienti.',
    ),
  },
  {
    id: 'governance_transparency',
    origin: 'spec',
    pillar: 'governance',
    name: t('Governance and transparency', 'Governance e trasparenza'),
    description: t(
      'Board composition and independence, executive pay, shareholder rights and audit.',
      'Composizione e indipendenza del consiglio, remunerazione dei dirigenti, diritti degli azionisti e revisione.',
    ),
  },
  {
    id: 'reporting_transparency',
    origin: 'spec',
    pillar: 'governance',
    name: t('Reporting transparency', "Trasparenza dell'informativa"),
    description: t(
      'Whether and how a company reports on sustainability, and whether the report is assured.',
      "Se e come un'impresa rendiconta la sostenibilità, e se il rendiconto è sottoposto a verifica esterna.",
    ),
  },
  {
    id: 'business_ethics',
    origin: 'esgkit',
    pillar: 'governance',
    name: t('Business ethics', "Etica d'impresa"),
    description: t(
      'Anti-corruption, fair competition, tax conduct, lobbying and compliance with global norms.',
      'Anticorruzione, concorrenza leale, condotta fiscale, attività di lobbying e rispetto delle norme internazionali.',
    ),
  },
  {
    id: 'controversies',
    origin: 'esgkit',
    pillar: 'controversies',
    name: t('Controversies', 'Controversie'),
    description: t(
      'Incidents and allegations involving the company, and breaches of global norms.',
      "Incidenti e accuse che coinvolgono l'impresa, e violazioni delle norme internazionali.",
    ),
  },
  {
    id: 'business_involvement',
    origin: 'esgkit',
    pillar: 'exclusions',
    name: t('Business involvement', 'Coinvolgimento in attività controverse'),
    description: t(
      'Involvement in activities that investors commonly exclude, by role and share of revenue.',
      'Coinvolgimento in attività che gli investitori escludono di frequente, per ruolo e quota di ricavi.',
    ),
  },
];

const categoriesById = new Map(impactCategories.map((c) => [c.id, c]));

/** The impact category with this id. */
export const impactCategoryById = (id: ImpactCategoryId): ImpactCategoryEntry | undefined =>
  categoriesById.get(id);

/** The pillar's name entry. */
export const indicatorPillarById = (id: IndicatorPillar): IndicatorPillarEntry | undefined =>
  indicatorPillars.find((p) => p.id === id);
