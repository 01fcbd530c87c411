export { holdingsPage } from './holdings.ts';
export { countryAllocation, portfolioAggregates } from './portfolio.ts';
