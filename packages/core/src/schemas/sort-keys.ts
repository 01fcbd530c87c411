import { z } from 'zod';
import { ExclusionTypeId } from '../catalogues/schema.ts';
import { FundScoreName } from './screening.ts';

// The columns each paged list may be ordered by (spec doc 2 §7 order_by), one enum per route. The contract's query
// schemas and the analytics that sort read the same enum: a sort key from the URL is never looked up on an object,
// so `orderBy=__proto__` is a 422, not a walk up the prototype chain (issue 20).

/** views.holdings (spec doc 2 §3: default value, descending). */
export const HoldingsSortKey = z.enum([
  'value',
  'weight',
  'name',
  'input',
  'isin',
  'ticker',
  'type',
  'country',
  'currency',
  'sector',
]);
export type HoldingsSortKey = z.infer<typeof HoldingsSortKey>;

/** views.esg: company rows. */
export const EsgSortKey = z.enum([
  'weight',
  'name',
  'country',
  'sector',
  'environmental',
  'social',
  'governance',
]);
export type EsgSortKey = z.infer<typeof EsgSortKey>;

/** views.esgCountries: issuing countries. */
export const CountryEsgSortKey = z.enum([
  'weight',
  'country',
  'label',
  'region',
  'environmental',
  'social',
  'governance',
  'score',
]);
export type CountryEsgSortKey = z.infer<typeof CountryEsgSortKey>;

/** views.impactDetail. */
export const ImpactDetailSortKey = z.enum(['weight', 'name']);
export type ImpactDetailSortKey = z.infer<typeof ImpactDetailSortKey>;

/** views.controversies: weight, name, or an exclusion type's column (its revenue share). */
export const ControversySortKey = z.enum(['weight', 'name', ...ExclusionTypeId.options]);
export type ControversySortKey = z.infer<typeof ControversySortKey>;

/** views.taxonomy: the aligned share of each KPI. */
export const TaxonomySortKey = z.enum(['weight', 'name', 'turnover', 'capex', 'opex']);
export type TaxonomySortKey = z.infer<typeof TaxonomySortKey>;

/** views.paiDetail. */
export const PaiDetailSortKey = z.enum(['value', 'weight', 'name']);
export type PaiDetailSortKey = z.infer<typeof PaiDetailSortKey>;

/** The columns an exclusion or controversy filter adds to a screening: `involvement_{type}` and `{type}`. */
const screeningFilterColumns = ExclusionTypeId.options.flatMap((type) => [
  `involvement_${type}` as const,
  type,
]);

/** Company scores a company screening shows (spec doc 2 §3). */
export const CompanyScreeningScore = z.enum(['environmental', 'social', 'governance', 'sustainability']);
export type CompanyScreeningScore = z.infer<typeof CompanyScreeningScore>;

/** screening.company: the facts, the scores, and the columns of the exclusion and controversy filters. */
export const CompanyScreeningSortKey = z.enum([
  'name',
  'country',
  'region',
  'sector',
  'industry',
  'marketCapEur',
  ...CompanyScreeningScore.options,
  ...screeningFilterColumns,
]);
export type CompanyScreeningSortKey = z.infer<typeof CompanyScreeningSortKey>;

/** screening.fund: the fund facts, the scores, the rating, and the columns of the filters. */
export const FundScreeningSortKey = z.enum([
  'name',
  'category',
  'globalCategory',
  'assetClass',
  'fundType',
  'sfdrArticle',
  'terPct',
  'aumEur',
  'domicile',
  'provider',
  ...FundScoreName.options,
  'rating',
  'ratingReturns',
  'ratingRisk',
  'ratingPersistence',
  'ratingExpenses',
  'globalCategoryRating',
  // shown while their filter is set
  'inceptionDate',
  'taxonomyAlignedPct',
  ...screeningFilterColumns,
]);
export type FundScreeningSortKey = z.infer<typeof FundScreeningSortKey>;

/**
 * The country table's sortable columns: the route answers every country unsorted, so the web table and the exports
 * sort them (core's `sortCountries`), by one of these.
 */
export const CountryScreeningSortKey = z.enum([
  'name',
  'region',
  'environmental',
  'social',
  'governance',
  'score',
  'ghgIntensityTPerMeurGdp',
]);
export type CountryScreeningSortKey = z.infer<typeof CountryScreeningSortKey>;
