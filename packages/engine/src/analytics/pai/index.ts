export { companyPaiValue, type FactsOf } from './company-value.ts';
export {
  buildCompanyFactsInputs,
  buildCountryFactsInputs,
  type CompanyFactsColumns,
  type CompanyFactsInputs,
  type CompanyFactsRecord,
  type CountryFactsInputs,
  companyFactsFromColumns,
} from './inputs.ts';
export {
  type ComputePaiOptions,
  computePai,
  type PaiFigureDetails,
  type PaiFigureResult,
  type PaiInputs,
  type PaiKernel,
  type PaiResult,
  paiFigureResultById,
  paiKernelFor,
  toPaiIndicators,
} from './pai.ts';
export {
  type PaiQuarterEnd,
  paiQuarterEndDates,
  paiStatement,
  statementYearFigure,
} from './statement.ts';
