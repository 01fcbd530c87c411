export {
  buildTaxonomyInputs,
  type TaxonomyColumns,
  TaxonomyInputError,
  type TaxonomyInputs,
  type TaxonomyRecord,
  taxonomyFromColumns,
} from './inputs.ts';
export {
  computeTaxonomy,
  TaxonomyInvariantError,
  type TaxonomyKpiDetails,
  type TaxonomyResult,
  toTaxonomySummary,
} from './taxonomy.ts';
