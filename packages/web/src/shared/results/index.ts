export { ResultsProvider, type ResultsSubject, useResults, useViewQuery } from './context.tsx';
export { ResultsViews } from './ResultsViews.tsx';
