export { CompanyScreeningPage } from './CompanyScreeningPage.tsx';
export { CountryScreeningPage } from './CountryScreeningPage.tsx';
export { FundScreeningPage } from './FundScreeningPage.tsx';
