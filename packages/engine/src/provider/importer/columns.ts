import {
  AssetClass,
  CountryCode,
  ExclusionTypeId,
  FundType,
  indicatorByCode,
  isValidIsin,
  metricByCode,
  ProductCategoryId,
  paiItemInputs,
  paiItems,
  phyIndicators,
  SecurityKind,
  TaxonomyKpi,
  TaxonomyObjective,
} from '@esgkit/core';
import { z } from 'zod';
import {
  assetClasses,
  fundTypes,
  scoreEntityTypes,
  securityTypes,
  taxonomyKpiCodes,
  taxonomyObjectiveCodes,
} from '../snapshot/snapshot-data.ts';
import type { ColumnSpec } from './table.ts';

// The column lists of dataset-format.md, one spec per column. Cross-row rules live in import-dataset.ts.

const currencies = new Set(Intl.supportedValuesOf('currency'));
export const checkCountry = (v: string): string | undefined =>
  CountryCode.safeParse(v).success ? undefined : `"${v}" is not an ISO 3166-1 alpha-2 code`;
export const checkCurrency = (v: string): string | undefined =>
  currencies.has(v) ? undefined : `"${v}" is not an ISO 4217 currency code`;
export const checkIsin = (v: string): string | undefined =>
  isValidIsin(v) && v === v.toUpperCase() ? undefined : `"${v}" is not an ISIN with a valid check digit`;
const checkNace = (v: string): string | undefined =>
  /^[A-U]$/.test(v) ? undefined : `"${v}" is not a NACE section letter A–U`;
const checkNaceCode = (v: string): string | undefined =>
  /^\d{2}(\.\d{1,2})?$/.test(v) ? undefined : `"${v}" is not a NACE code such as 20.20`;
const checkCountryList = (v: string): string | undefined => {
  const bad = v.split(';').find((c) => checkCountry(c.trim()));
  return bad === undefined ? undefined : `"${bad}" is not an ISO 3166-1 alpha-2 code`;
};
const knownCodes = new Map<string, boolean>();
const checkCode = (v: string): string | undefined => {
  let isKnown = knownCodes.get(v);
  if (isKnown === undefined) {
    isKnown = indicatorByCode(v) !== undefined || metricByCode(v) !== undefined;
    knownCodes.set(v, isKnown);
  }
  return isKnown ? undefined : `"${v}" is not a PHY_ or PHY_M_ code of the catalogue`;
};

const pct = (name: string, need?: 'cell' | 'column'): ColumnSpec => ({
  name,
  kind: 'number',
  min: 0,
  max: 100,
  need,
});
const year = (): ColumnSpec => ({
  name: 'year',
  kind: 'number',
  isInteger: true,
  min: 1900,
  max: 2200,
  need: 'cell',
});
const enumOf = (name: string, schema: z.ZodType, values: readonly string[], need?: 'cell'): ColumnSpec => ({
  name,
  kind: 'enum',
  schema,
  values,
  need,
});

export const companiesColumns: ColumnSpec[] = [
  { name: 'company_id', kind: 'text', need: 'cell' },
  { name: 'name', kind: 'text', need: 'cell' },
  { name: 'country', kind: 'text', check: checkCountry, need: 'cell' },
  { name: 'sector', kind: 'text', need: 'cell' },
  { name: 'industry', kind: 'text' },
  { name: 'nace', kind: 'text', check: checkNace },
  { name: 'nace_code', kind: 'text', check: checkNaceCode },
  { name: 'market_cap_eur', kind: 'number', min: 0 },
];

export const securitiesColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'security_id', kind: 'text', need: 'cell' },
  { name: 'isin', kind: 'text', check: checkIsin },
  { name: 'ticker', kind: 'text' },
  { name: 'name', kind: 'text', need: 'cell' },
  enumOf('type', SecurityKind, securityTypes, 'cell'),
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company' },
  { name: 'country', kind: 'text', check: checkCountry },
  { name: 'currency', kind: 'text', check: checkCurrency, need: 'cell' },
  enumOf('asset_class', AssetClass, assetClasses),
  { name: 'eu_green_bond', kind: 'flag' },
];

// company_facts.csv: the columns of dataset-format.md plus every company_facts input the PAI catalogue names
// (sfdr-pai-and-taxonomy.md §4, §8), so Table 2 and 3 columns follow core's catalogue.
const factFlagColumns = new Set([
  'fossil_fuel_sector',
  'biodiversity_sensitive_areas',
  'ungc_oecd_violations',
  'ungc_oecd_no_compliance_process',
  'controversial_weapons',
  'ghg_estimated',
  ...phyIndicators.filter((i) => i.kind === 'flag' && i.datasetColumn).map((i) => i.datasetColumn!.column),
]);
const factNumberColumnNames = [
  ...new Set([
    'evic_eur',
    'revenue_eur',
    'scope1_t',
    'scope2_t',
    'scope3_t',
    'fossil_fuel_sector',
    'nonrenewable_energy_consumption_pct',
    'nonrenewable_energy_production_pct',
    'energy_consumption_gwh',
    'biodiversity_sensitive_areas',
    'water_emissions_t',
    'hazardous_waste_t',
    'ungc_oecd_violations',
    'ungc_oecd_no_compliance_process',
    'gender_pay_gap_pct',
    'board_female_pct',
    'controversial_weapons',
    'employees',
    'ghg_data_quality',
    'ghg_estimated',
    'fossil_fuel_revenue_pct',
    'energy_production_gwh',
    'radioactive_waste_t',
    'board_female_count',
    'board_member_count',
    ...paiItems.flatMap((item) =>
      paiItemInputs(item)
        .filter((i) => i.file === 'company_facts')
        .map((i) => i.column),
    ),
  ]),
];

const factColumnSpec = (name: string): ColumnSpec => {
  if (factFlagColumns.has(name)) return { name, kind: 'flag' };
  if (name === 'evic_eur' || name === 'revenue_eur') return { name, kind: 'number' };
  if (name === 'gender_pay_gap_pct') return { name, kind: 'number', min: -100, max: 100 };
  if (name === 'ghg_data_quality') return { name, kind: 'number', isInteger: true, min: 1, max: 5 };
  if (name.endsWith('_pct')) return pct(name);
  return { name, kind: 'number', min: 0 };
};

/** The numeric (and 0/1) columns company_facts.csv may carry, besides `<column>_estimated`. */
export const factNumberColumns: readonly string[] = factNumberColumnNames;
export const factTextColumns = ['scope2_method', 'evic_date'] as const;

export const companyFactsColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  year(),
  ...factNumberColumnNames.map(factColumnSpec),
  {
    name: 'scope2_method',
    kind: 'text',
    check: (v) => (v === 'location' || v === 'market' ? undefined : `"${v}" is not location or market`),
  },
  {
    name: 'evic_date',
    kind: 'text',
    check: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? undefined : `"${v}" is not a yyyy-mm-dd date`),
  },
];

/** `<column>_estimated` beside any company_facts column marks an estimate (dataset-format.md). */
export const companyFactsExtraColumn = (name: string): ColumnSpec | undefined => {
  if (!name.endsWith('_estimated')) return undefined;
  const base = name.slice(0, -'_estimated'.length);
  return factNumberColumnNames.includes(base) || base === 'scope2_method' || base === 'evic_date'
    ? { name, kind: 'flag' }
    : undefined;
};

export const indicatorsColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  year(),
  { name: 'code', kind: 'text', check: checkCode, need: 'cell' },
  { name: 'value', kind: 'number', need: 'column' },
];

export const scoresColumns: ColumnSpec[] = [
  enumOf('entity_type', z.enum(scoreEntityTypes), scoreEntityTypes, 'cell'),
  { name: 'entity_id', kind: 'text', need: 'cell' },
  year(),
  ...['environmental', 'social', 'governance', 'impact', 'product', 'sustainability'].map((n) => pct(n)),
];

export const involvementColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  enumOf('type', ExclusionTypeId, ExclusionTypeId.options, 'cell'),
  pct('revenue_share_pct', 'column'),
  pct('ownership_pct', 'column'),
];

export const taxonomyColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  year(),
  enumOf('objective', z.union([TaxonomyObjective, z.literal('ALL')]), taxonomyObjectiveCodes, 'cell'),
  enumOf('kpi', TaxonomyKpi, taxonomyKpiCodes, 'cell'),
  pct('eligible_pct', 'column'),
  pct('aligned_pct', 'column'),
  pct('aligned_enabling_pct'),
  pct('aligned_transitional_pct'),
  pct('aligned_fossil_gas_pct'),
  pct('aligned_nuclear_pct'),
];

export const productsColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  enumOf('category', ProductCategoryId, ProductCategoryId.options, 'cell'),
  pct('revenue_share_pct', 'column'),
  pct('sustainable_score', 'column'),
];

export const sdgColumns = (resolveCompany: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'company_id', kind: 'ref', resolve: resolveCompany, what: 'company', need: 'cell' },
  { name: 'sdg', kind: 'number', isInteger: true, min: 1, max: 17, need: 'cell' },
  { name: 'score', kind: 'number', min: -100, max: 100, need: 'column' },
];

export const fundsColumns = (resolveSecurity: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'security_id', kind: 'ref', resolve: resolveSecurity, what: 'security', need: 'cell' },
  { name: 'category', kind: 'text' },
  { name: 'global_category', kind: 'text' },
  enumOf('fund_type', FundType, fundTypes),
  { name: 'aum_eur', kind: 'number', min: 0 },
  { name: 'inception_date', kind: 'date' },
  { name: 'ter_pct', kind: 'number', min: 0, max: 100 },
  { name: 'domicile', kind: 'text', check: checkCountry },
  { name: 'provider', kind: 'text' },
  { name: 'advisor', kind: 'text' },
  { name: 'sfdr_article', kind: 'number', isInteger: true, min: 6, max: 9 },
  { name: 'registered_countries', kind: 'text', check: checkCountryList },
  { name: 'holdings_as_of', kind: 'date' },
  { name: 'embargoed', kind: 'flag' },
];

export const holdingsColumns = (
  resolveSecurity: (id: string) => number | undefined,
  resolveHolding: (id: string) => number | undefined,
): ColumnSpec[] => [
  { name: 'fund_id', kind: 'ref', resolve: resolveSecurity, what: 'security', need: 'cell' },
  { name: 'holding_id', kind: 'ref', resolve: resolveHolding, what: 'security', need: 'cell' },
  { name: 'weight_pct', kind: 'number', need: 'cell' },
  { name: 'as_of', kind: 'date' },
];

export const pricesColumns = (resolveSecurity: (id: string) => number | undefined): ColumnSpec[] => [
  { name: 'security_id', kind: 'ref', resolve: resolveSecurity, what: 'security', need: 'cell' },
  { name: 'date', kind: 'date', need: 'cell' },
  { name: 'value', kind: 'number', isPositive: true, need: 'cell' },
];

export const fxColumns: ColumnSpec[] = [
  { name: 'date', kind: 'date', need: 'cell' },
  { name: 'currency', kind: 'text', check: checkCurrency, need: 'cell' },
  { name: 'eur_per_unit', kind: 'number', isPositive: true, need: 'cell' },
];

export const countryScoreColumns = [
  'environmental',
  'social',
  'governance',
  'ghg_intensity_t_per_meur_gdp',
  'ghg_t',
  'gdp_eur',
  'social_violations',
  'income_inequality_score',
  'freedom_of_expression_score',
  'human_rights_score',
  'corruption_score',
  'eu_non_cooperative_tax',
  'political_stability_score',
  'rule_of_law_score',
] as const;

export const countriesColumns: ColumnSpec[] = [
  { name: 'country', kind: 'text', check: checkCountry, need: 'cell' },
  { name: 'name', kind: 'text' },
  { name: 'region', kind: 'text' },
  pct('environmental'),
  pct('social'),
  pct('governance'),
  { name: 'ghg_intensity_t_per_meur_gdp', kind: 'number', min: 0 },
  { name: 'ghg_t', kind: 'number', min: 0 },
  { name: 'gdp_eur', kind: 'number', isPositive: true },
  { name: 'social_violations', kind: 'flag' },
  { name: 'income_inequality_score', kind: 'number' },
  { name: 'freedom_of_expression_score', kind: 'number' },
  { name: 'human_rights_score', kind: 'number' },
  { name: 'corruption_score', kind: 'number' },
  { name: 'eu_non_cooperative_tax', kind: 'flag' },
  { name: 'political_stability_score', kind: 'number' },
  { name: 'rule_of_law_score', kind: 'number' },
];

export const ratesColumns: ColumnSpec[] = [
  { name: 'date', kind: 'date', need: 'cell' },
  { name: 'rate_annual_pct', kind: 'number', min: -100, max: 100, need: 'cell' },
];
