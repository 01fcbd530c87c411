export {
  CONTROVERSY_NONE,
  type CompanyScreenTable,
  companyScreeningFilters,
  companyScreenTable,
  screenCompanies,
  sortIndices,
} from './company.ts';
export { type CountryFlag, countryFlags, countryScreeningFilters, screenCountries } from './country.ts';
export { fundScreeningFilters, screenFunds } from './fund.ts';
