export {
  controversyView,
  exclusionsWatchList,
  redCompanies,
} from './controversy/index.ts';
export {
  countryEsgView,
  esgView,
  sustainabilityScore,
} from './esg/index.ts';
export {
  buildUniverseInputs,
  computeExposure,
  type Exposure,
  type ExposurePortfolio,
  type UniverseHoldingRecord,
  type UniverseSecurityRecord,
} from './exposure/index.ts';
export {
  impactDetail,
  impactSummary,
} from './impact/index.ts';
export { matchFunds } from './matching/index.ts';
export {
  buildCompanyFactsInputs,
  buildCountryFactsInputs,
  type CompanyFactsRecord,
  computePai,
  type PaiResult,
} from './pai/index.ts';
export {
  buildValuePath,
  dailyPerformance,
  type FundRatingInput,
  fundRatings,
  type PerformanceFxSeries,
  type PerformanceItem,
  type PerformancePortfolio,
  type PerformanceSeries,
  performanceReturns,
  riskMeasures,
  rollingReturnSeries,
} from './performance/index.ts';
export {
  countryAllocation,
  holdingsPage,
  portfolioAggregates,
} from './portfolio/index.ts';
export { productsView } from './products/index.ts';
export {
  companyScreeningFilters,
  screenCompanies,
  screenFunds,
} from './screening/index.ts';
export { snapshotPaiInputs } from './snapshot-inputs/index.ts';
export {
  buildTaxonomyInputs,
  computeTaxonomy,
  type TaxonomyRecord,
} from './taxonomy/index.ts';
export {
  analyseSide,
  type PortfolioSide,
} from './views/index.ts';
