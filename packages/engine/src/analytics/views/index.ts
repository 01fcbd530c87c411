export { type FundCompanies, fundCompanies } from './fund-look-through.ts';
export { compareKeys, type PageOf, type PagingDefaults, type PagingQuery, pageRows } from './paging.ts';
export {
  analyseSide,
  countryLabel,
  coverageOf,
  currencyLabel,
  isEmbargoedFund,
  type LeafLine,
  type PortfolioSide,
  pctOfTotal,
  translatorFor,
  weightedMean,
} from './side.ts';
