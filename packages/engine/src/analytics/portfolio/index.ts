export { countryAllocation, holdingsPage, portfolioAggregates } from './portfolio.ts';
