import { paths } from '../../app/paths.ts';

/** Where the matching results hang (doc 1 §2 datahub/matching/results); the proposal's lookup portfolio rides in `?p=`. */
export const MATCHING_RESULTS_BASE = `${paths.matching}/results`;

export const matchingResultsPath = (portfolioId: string, view: string) =>
  `${MATCHING_RESULTS_BASE}/${view}?p=${encodeURIComponent(portfolioId)}`;
