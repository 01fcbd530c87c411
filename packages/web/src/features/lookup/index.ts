export { LookupPage } from './LookupPage.tsx';
export { LookupResultsPage } from './LookupResultsPage.tsx';
