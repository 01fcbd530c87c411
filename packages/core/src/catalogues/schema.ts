import { z } from 'zod';
import { TaxonomyKpi, TaxonomyObjective } from '../schemas/taxonomy.ts';
import { SdgNumber } from '../schemas/view.ts';

/** A label or text in both languages of the product (spec doc 1 §1, doc 2 §1); Italian is never a copy. */
export const LocalizedText = z
  .strictObject({ 'en-US': z.string().trim().min(1), 'it-IT': z.string().trim().min(1) })
  .refine((t) => t['en-US'] !== t['it-IT'], 'the Italian text must not be a copy of the English one');
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A proper name or term that Italian may keep unchanged ("Beta", "GHG Protocol"). */
export const LocalizedTerm = z.strictObject({
  'en-US': z.string().trim().min(1),
  'it-IT': z.string().trim().min(1),
});
export type LocalizedTerm = z.infer<typeof LocalizedTerm>;

/** One line of prose: no line breaks, short enough for a table cell. */
const OneLine = z
  .string()
  .trim()
  .min(12)
  .max(320)
  .regex(/^[^\n\r|]+$/, 'one line, no pipes');
export const LocalizedLine = z
  .strictObject({ 'en-US': OneLine, 'it-IT': OneLine })
  .refine((t) => t['en-US'] !== t['it-IT'], 'the Italian text must not be a copy of the English one');
export type LocalizedLine = z.infer<typeof LocalizedLine>;

const snakeId = z.string().regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'expected a snake_case id');

// ---------------------------------------------------------------------------------------------------------------
// Pillars, impact categories, units and sources

/** The five groups of PHY_ indicators (spec doc 2 §3). */
export const IndicatorPillar = z.enum([
  'environmental',
  'social',
  'governance',
  'controversies',
  'exclusions',
]);
export type IndicatorPillar = z.infer<typeof IndicatorPillar>;

/**
 * Impact categories. The first twelve are the spec's (doc 2 §3: nine categories, then "areas also include energy
 * management, labor management and reporting transparency"); the rest are esgkit's, for indicators the spec's list
 * has no home for (biodiversity, human rights, business ethics, product responsibility, controversies, business
 * involvement). See docs/decisions.md.
 */
export const ImpactCategoryId = z.enum([
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
  'biodiversity',
  'human_rights',
  'business_ethics',
  'product_responsibility',
  'controversies',
  'business_involvement',
]);
export type ImpactCategoryId = z.infer<typeof ImpactCategoryId>;

export const ImpactCategoryEntry = z.strictObject({
  id: ImpactCategoryId,
  /** `spec` when doc 2 §3 names it, `esgkit` when we added it. */
  origin: z.enum(['spec', 'esgkit']),
  pillar: IndicatorPillar,
  name: LocalizedText,
  description: LocalizedLine,
});
export type ImpactCategoryEntry = z.infer<typeof ImpactCategoryEntry>;

export const IndicatorPillarEntry = z.strictObject({ id: IndicatorPillar, name: LocalizedTerm });
export type IndicatorPillarEntry = z.infer<typeof IndicatorPillarEntry>;

/** What a unit measures; values convert within a dimension through `toBase`. */
export const UnitDimension = z.enum([
  'dimensionless',
  'count',
  'energy',
  'ghg_mass',
  'ozone_depleting_mass',
  'mass',
  'volume',
  'area',
  'power',
  'duration_hours',
  'duration_days',
  'duration_years',
  'calendar_year',
  'money_eur',
  'money_usd',
  'carbon_price',
  'intensity',
  'rate',
  'score',
]);
export type UnitDimension = z.infer<typeof UnitDimension>;

export const IndicatorUnitId = z.enum([
  'flag',
  'count',
  'percent',
  'ratio',
  't_co2e',
  't_cfc11e',
  't',
  'gj',
  'gwh',
  'mw',
  'm3',
  'ha',
  'hours',
  'days',
  'years',
  'calendar_year',
  'eur',
  'usd',
  'eur_per_t_co2e',
  'kwh_per_m2',
  'severity_1_5',
  'score_0_100',
  'score',
  'rate_per_200k_hours',
  'rate_per_1m_hours',
  // intensities of PHY_M_ metrics and PAI figures
  't_co2e_per_meur_revenue',
  't_co2e_per_meur_evic',
  't_co2e_per_meur_invested',
  't_co2e_per_meur_gdp',
  't_co2e_per_employee',
  'gwh_per_meur_revenue',
  'gwh_per_meur_evic',
  'gwh_per_m2',
  'm3_per_meur_revenue',
  'm3_per_meur_evic',
  't_per_meur_revenue',
  't_per_meur_evic',
  't_per_meur_invested',
  'eur_per_meur_revenue',
  'eur_per_meur_evic',
  'eur_per_employee',
  'hours_per_employee',
  'hours_per_meur_revenue',
  'hours_per_meur_evic',
  'count_per_meur_revenue',
  'count_per_meur_evic',
  'count_per_meur_invested',
  'days_per_meur_invested',
]);
export type IndicatorUnitId = z.infer<typeof IndicatorUnitId>;

export const IndicatorUnit = z.strictObject({
  id: IndicatorUnitId,
  /** What goes after a number: "t CO2e", "%", "GWh". */
  symbol: z.strictObject({ 'en-US': z.string(), 'it-IT': z.string() }),
  name: LocalizedTerm,
  dimension: UnitDimension,
  /** Multiply a value by this to get the dimension's base unit (energy → GJ, volume → m³, mass → t). */
  toBase: z.number().positive(),
});
export type IndicatorUnit = z.infer<typeof IndicatorUnit>;

export const SourceFrameworkId = z.enum([
  'ghg_protocol',
  'gri',
  'sasb',
  'tcfd',
  'cdp',
  'sbti',
  're100',
  'pcaf',
  'sfdr_rts',
  'eu_taxonomy',
  'esrs',
  'eu_climate_benchmarks',
  'epbd',
  'eu_pay_transparency',
  'srd2',
  'ungc',
  'oecd_mne',
  'ungp',
  'ilo',
  'uncac',
  'eu_tax_list',
  'sec_pay_ratio',
  'osha',
  'iso',
  'iucn',
  'rspo',
  'weapons_treaties',
  'who_fctc',
  'uk_corporate_governance_code',
  'italian_corporate_governance_code',
  'company_reports',
  'esgkit_methodology',
]);
export type SourceFrameworkId = z.infer<typeof SourceFrameworkId>;

export const SourceFramework = z.strictObject({
  id: SourceFrameworkId,
  name: LocalizedTerm,
  publisher: z.string().min(1),
  /** The framework's public page; absent for company reports and for esgkit's own methodology. */
  url: z.url({ protocol: /^https$/ }).optional(),
});
export type SourceFramework = z.infer<typeof SourceFramework>;

// ---------------------------------------------------------------------------------------------------------------
// Comparisons (spec doc 2 §3)

export const ComparisonId = z.enum([
  'household_energy',
  'airplane',
  'american_emissions',
  'swimming_pool',
  'nfl_injuries',
  'work_week',
  'us_salary',
  'waste_per_person',
]);
export type ComparisonId = z.infer<typeof ComparisonId>;

/** The word a comparison is counted in ("12 planes"); the spec names planes, families, pools, weeks, seasons. */
export const ComparisonUnitId = z.enum([
  'planes',
  'families',
  'pools',
  'weeks',
  'seasons',
  'people',
  'salaries',
]);
export type ComparisonUnitId = z.infer<typeof ComparisonUnitId>;

export const ComparisonUnitEntry = z.strictObject({
  id: ComparisonUnitId,
  /** Singular and plural word in each language. */
  one: LocalizedText,
  other: LocalizedText,
});
export type ComparisonUnitEntry = z.infer<typeof ComparisonUnitEntry>;

export const ComparisonConstant = z.strictObject({
  id: ComparisonId,
  name: LocalizedText,
  value: z.number().positive(),
  unit: IndicatorUnitId,
  /** What the value is measured over: a year, a season, a week, or one event. */
  per: z.enum(['year', 'season', 'week', 'event']),
  comparisonUnit: ComparisonUnitId,
  /** Sentence with `{{count}}` for the number of comparison units, e.g. "as much CO2 as {{count}} planes". */
  phrase: LocalizedText,
  /**
   * Where the value comes from and the year it describes (issue 30, the Library). The spec's table gives values
   * only; `year` is null where the publisher's year is not known (docs/decisions.md, Library).
   */
  source: z.strictObject({ name: LocalizedTerm, year: z.number().int().min(1900).max(2100).nullable() }),
});
export type ComparisonConstant = z.infer<typeof ComparisonConstant>;

/** Thousand, million, billion: the unit words used to shorten large figures (spec doc 2 §3). */
export const UnitScaleWord = z.strictObject({
  id: z.enum(['thousand', 'million', 'billion']),
  factor: z.number(),
  one: LocalizedText,
  other: LocalizedText,
});
export type UnitScaleWord = z.infer<typeof UnitScaleWord>;

// ---------------------------------------------------------------------------------------------------------------
// Exclusion and controversy types

/**
 * Stable ids of `involvement.csv` (dataset-format.md) and of the screening parameters `involvement_{type}`
 * (spec doc 2 §3).
 */
export const ExclusionTypeId = z.enum([
  'adult_entertainment',
  'alcohol',
  'animal_testing',
  'arctic_oil_and_gas',
  'cannabis',
  'civilian_firearms',
  'contraceptives',
  'controversial_weapons',
  'fur_and_specialty_leather',
  'gambling',
  'genetic_engineering',
  'military_weapons',
  'nuclear_energy',
  'nuclear_weapons',
  'oil_and_gas',
  'oil_sands',
  'palm_oil',
  'pesticides',
  'predatory_lending',
  'shale_energy',
  'stem_cells',
  'thermal_coal',
  'tobacco',
  'ungc_violations',
  'environmental_controversy',
  'social_controversy',
  'governance_controversy',
]);
export type ExclusionTypeId = z.infer<typeof ExclusionTypeId>;

export const ExclusionTypeEntry = z.strictObject({
  id: ExclusionTypeId,
  /** activity: revenue from a business line; controversy: incidents by pillar; norms: breach of global norms. */
  kind: z.enum(['activity', 'controversy', 'norms']),
  /** Whether the spec lists it (doc 2 §3 "Controversy and exclusion indicators"). */
  isInSpec: z.boolean(),
  name: LocalizedText,
  definition: LocalizedLine,
});
export type ExclusionTypeEntry = z.infer<typeof ExclusionTypeEntry>;

// ---------------------------------------------------------------------------------------------------------------
// PHY_ indicators and PHY_M_ metrics

/** Most PHY_ company indicators are flags (1/0); others are counts, percentages or quantities (doc 2 §3). */
export const PhyIndicatorKind = z.enum(['flag', 'count', 'percent', 'quantity']);
export type PhyIndicatorKind = z.infer<typeof PhyIndicatorKind>;

/** What a higher value (or a flag of 1) means for sustainability. */
export const IndicatorPolarity = z.enum(['higher_is_better', 'lower_is_better', 'neutral']);
export type IndicatorPolarity = z.infer<typeof IndicatorPolarity>;

export const PhyCode = z.string().regex(/^PHY_(?!M_)[A-Z0-9]+(_[A-Z0-9]+)*$/, 'expected PHY_UPPER_SNAKE');
export const PhyMetricCode = z.string().regex(/^PHY_M_[A-Z0-9]+(_[A-Z0-9]+)*$/, 'expected PHY_M_UPPER_SNAKE');

export const IndicatorSource = z.strictObject({
  framework: SourceFrameworkId,
  /** The exact disclosure, e.g. "GRI 305-1" or "SFDR RTS Annex I, Table 1 #10". */
  reference: z.string().trim().min(2).max(160),
});
export type IndicatorSource = z.infer<typeof IndicatorSource>;

export const PhyIndicator = z.strictObject({
  code: PhyCode,
  pillar: IndicatorPillar,
  category: ImpactCategoryId,
  kind: PhyIndicatorKind,
  unit: IndicatorUnitId,
  polarity: IndicatorPolarity,
  name: LocalizedText,
  definition: LocalizedLine,
  source: IndicatorSource,
  /** The plain-language comparison the value can be explained with (doc 2 §3 comparison table). */
  comparison: ComparisonId.optional(),
  /**
   * The `company_facts.csv` column that carries the same figure (dataset-format.md); `isInverted` when the
   * column states the opposite (the column flags the adverse condition, e.g. `no_water_management_policy`).
   */
  datasetColumn: z.strictObject({ column: snakeId, isInverted: z.boolean() }).optional(),
  /** For the exclusions and controversies pillars: the exclusion or controversy type the indicator screens. */
  exclusionType: ExclusionTypeId.optional(),
});
export type PhyIndicator = z.infer<typeof PhyIndicator>;

/** A term of a metric's formula: a PHY_ indicator, or a financial column of company_facts.csv. */
export const MetricOperand = z.union([PhyCode, z.enum(['revenue_eur', 'evic_eur'])]);
export type MetricOperand = z.infer<typeof MetricOperand>;

/** How a PHY_M_ metric scales its numerator: by revenue, by enterprise value (EVIC), per employee, or a ratio. */
export const MetricBasis = z.enum(['revenue', 'evic', 'employee', 'ratio', 'rate']);
export type MetricBasis = z.infer<typeof MetricBasis>;

export const PhyMetric = z.strictObject({
  code: PhyMetricCode,
  family: z.enum([
    'emissions',
    'energy',
    'waste',
    'water',
    'donations',
    'compensation',
    'training',
    'injuries',
    'board',
  ]),
  basis: MetricBasis,
  unit: IndicatorUnitId,
  polarity: IndicatorPolarity,
  name: LocalizedText,
  definition: LocalizedLine,
  /** value = scale × Σ numerator / Σ denominator; no value when a term is missing or the denominator is ≤ 0. */
  formula: z.strictObject({
    numerator: z.array(MetricOperand).min(1),
    denominator: z.array(MetricOperand).min(1),
    scale: z.number().positive(),
  }),
  source: IndicatorSource,
  comparison: ComparisonId.optional(),
});
export type PhyMetric = z.infer<typeof PhyMetric>;

/** An older impact code (SCOPE1, GHG, NOx …) and the PHY_ indicator that replaces it (doc 2 §3). */
export const LegacyImpactCode = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9]+$/),
  phyCode: PhyCode,
});
export type LegacyImpactCode = z.infer<typeof LegacyImpactCode>;

// ---------------------------------------------------------------------------------------------------------------
// SFDR PAI (sfdr-pai-and-taxonomy.md §3–§4) and the EU Taxonomy (§7)

/** The calculation classes of sfdr-pai-and-taxonomy.md §3; `own` is PAI 18's formula. */
export const PaiCalculationClass = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'own']);
export type PaiCalculationClass = z.infer<typeof PaiCalculationClass>;

export const PaiAssetType = z.enum(['investee_company', 'sovereign', 'real_estate']);
export type PaiAssetType = z.infer<typeof PaiAssetType>;

/** The dataset file a PAI input column sits in (dataset-format.md); real-estate assets have no file in version 1. */
export const PaiInputFile = z.enum([
  'company_facts',
  'companies',
  'countries',
  'securities',
  'real_estate_assets',
]);
export type PaiInputFile = z.infer<typeof PaiInputFile>;

/**
 * required: the figure cannot be computed for a holding without it; optional: used when present; alternative:
 * replaces another input when that one is absent; information: shown, never used in the value.
 */
export const PaiInputRole = z.enum(['required', 'optional', 'alternative', 'information']);
export type PaiInputRole = z.infer<typeof PaiInputRole>;

export const PaiInput = z.strictObject({
  file: PaiInputFile,
  column: snakeId,
  role: PaiInputRole,
  /** A column esgkit proposes because the reference names none (real-estate assets of Table 2). */
  isProposed: z.boolean().optional(),
});
export type PaiInput = z.infer<typeof PaiInput>;

export const PaiTableNumber = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PaiTableNumber = z.infer<typeof PaiTableNumber>;

/** One value an indicator reports (PAI 1 has four: scope 1, 2, 3 and total). */
export const PaiCatalogueFigure = z.strictObject({
  id: z.string().regex(/^t[123]_\d{1,2}(_[a-z0-9]+)*$/),
  name: LocalizedText,
  unit: IndicatorUnitId,
  inputs: z.array(PaiInput).min(1),
  /** The formula in the notation of sfdr-pai-and-taxonomy.md §2–§3 (AF_i, v_i, V, C). */
  formula: z.string().min(3),
});
export type PaiCatalogueFigure = z.infer<typeof PaiCatalogueFigure>;

export const PaiCatalogueItem = z.strictObject({
  /** `t{table}_{number}`, e.g. t1_1 for Table 1 indicator 1. */
  id: z.string().regex(/^t[123]_\d{1,2}$/),
  table: PaiTableNumber,
  number: z.number().int().min(1).max(24),
  name: LocalizedText,
  /** What is measured, in one line. */
  metric: LocalizedLine,
  /** The RTS's adverse sustainability theme ("Greenhouse gas emissions", "Social and employee matters" …). */
  theme: LocalizedTerm,
  assetType: PaiAssetType,
  calculationClass: PaiCalculationClass,
  figures: z.array(PaiCatalogueFigure).min(1),
});
export type PaiCatalogueItem = z.infer<typeof PaiCatalogueItem>;

export const TaxonomyObjectiveEntry = z.strictObject({
  code: TaxonomyObjective,
  /** Taxonomy Regulation Art. 9 letter (a)–(f). */
  article: z.string(),
  name: LocalizedText,
  /** The delegated act that describes its activities. */
  delegatedAct: z.enum(['(EU) 2021/2139', '(EU) 2023/2486']),
});
export type TaxonomyObjectiveEntry = z.infer<typeof TaxonomyObjectiveEntry>;

export const TaxonomyKpiEntry = z.strictObject({
  id: TaxonomyKpi,
  name: LocalizedText,
  definition: LocalizedLine,
});
export type TaxonomyKpiEntry = z.infer<typeof TaxonomyKpiEntry>;

// ---------------------------------------------------------------------------------------------------------------
// SDGs and product categories

export const SdgEntry = z.strictObject({
  number: SdgNumber,
  id: snakeId,
  name: LocalizedText,
  /** The goal's colour in the UN's SDG communication guidelines. */
  color: z.string().regex(/^#[0-9A-F]{6}$/),
});
export type SdgEntry = z.infer<typeof SdgEntry>;

/** The 29 product categories (doc 2 §3), referenced by id in `products.csv`. */
export const ProductCategoryId = z.enum([
  'renewable_energy',
  'energy_efficiency',
  'clean_transport',
  'green_buildings',
  'sustainable_water',
  'sanitation',
  'pollution_prevention',
  'circular_economy',
  'sustainable_agriculture',
  'sustainable_forestry',
  'biodiversity_conservation',
  'climate_adaptation',
  'healthcare',
  'nutrition',
  'education',
  'financial_inclusion',
  'affordable_housing',
  'digital_inclusion',
  'fossil_fuels',
  'nuclear_power',
  'weapons',
  'tobacco',
  'alcohol',
  'gambling',
  'adult_entertainment',
  'pesticides',
  'unsustainable_palm_oil',
  'predatory_lending',
  'fur_and_exotic_leather',
]);
export type ProductCategoryId = z.infer<typeof ProductCategoryId>;

export const ProductCategoryEntry = z.strictObject({
  id: ProductCategoryId,
  /** positive: a sustainable solution; negative: harmful; contested: views differ (nuclear power). */
  impact: z.enum(['positive', 'negative', 'contested']),
  name: LocalizedText,
  definition: LocalizedLine,
  sdgs: z.array(SdgNumber),
});
export type ProductCategoryEntry = z.infer<typeof ProductCategoryEntry>;

// ---------------------------------------------------------------------------------------------------------------
// Risk measures, performance ranges and score pillars

export const RiskMeasureId = z.enum([
  'alpha',
  'beta',
  'r_squared',
  'sharpe_ratio',
  'sortino_ratio',
  'standard_deviation',
]);
export type RiskMeasureId = z.infer<typeof RiskMeasureId>;

export const RiskMeasureEntry = z.strictObject({
  id: RiskMeasureId,
  name: LocalizedTerm,
  definition: LocalizedLine,
  /** How the value is shown: a percentage (alpha, std dev) or a plain number. */
  display: z.enum(['percent', 'number']),
  needsBenchmark: z.boolean(),
});
export type RiskMeasureEntry = z.infer<typeof RiskMeasureEntry>;

export const PerformanceRangeEntry = z.strictObject({
  /** Same ids as the performance schema's risk windows. */
  id: z.enum(['ytd', 'y1', 'y3', 'y5']),
  name: LocalizedText,
  shortName: LocalizedTerm,
  years: z.number().int().min(1).max(5).nullable(),
  /** metrics.md §3: 3Y and 5Y returns are annualised, shorter windows are not. */
  isAnnualised: z.boolean(),
});
export type PerformanceRangeEntry = z.infer<typeof PerformanceRangeEntry>;

export const ScorePillarEntry = z.strictObject({
  id: snakeId,
  /** Which score it belongs to (doc 2 §3). */
  score: z.enum(['sustainability', 'fund', 'fund_rating']),
  name: LocalizedTerm,
});
export type ScorePillarEntry = z.infer<typeof ScorePillarEntry>;
