export { MatchingPage } from './MatchingPage.tsx';
export { MatchingResultsPage } from './MatchingResultsPage.tsx';
