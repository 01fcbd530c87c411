import { paths } from '../../app/paths.ts';

/** Where the lookup results hang (doc 1 §2 datahub/lookup/results); the portfolio id rides in the query. */
export const LOOKUP_RESULTS_BASE = `${paths.lookup}/results`;

export const lookupResultsPath = (portfolioId: string, view: string) =>
  `${LOOKUP_RESULTS_BASE}/${view}?p=${encodeURIComponent(portfolioId)}`;
