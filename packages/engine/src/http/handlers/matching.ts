import type { MatchingService } from '../../services/matching.ts';
import type { RouteHandlers } from '../context.ts';

/** Matching (doc 1 §6 "Matching: level 100 only": the capability middleware refuses everyone else first). */
export const matchingHandlers = (deps: {
  matching: MatchingService;
}): Pick<RouteHandlers, 'matching.run'> => ({
  'matching.run': async ({ locale, body }) => ({ data: deps.matching.run(body, locale) }),
});
