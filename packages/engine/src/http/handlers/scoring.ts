import { DomainError } from '@esgkit/core';
import type { CalculationService } from '../../services/calculations/index.ts';
import { portfolioSustainability, type ScoringService } from '../../services/scoring.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

type ScoringRoutes =
  | 'scoring.get'
  | 'scoring.save'
  | 'scoring.preview'
  | 'scoring.export'
  | 'scoring.import'
  | 'views.sustainability';

/** The advisor's scoring profile (issue 28) and the sustainability score computed with it. */
export const scoringHandlers = (deps: {
  scoring: ScoringService;
  calculations: CalculationService;
}): Pick<RouteHandlers, ScoringRoutes> => {
  const { scoring, calculations } = deps;
  return {
    'scoring.get': async ({ user }) => ({ data: await scoring.profile(signedIn(user)) }),
    'scoring.save': async ({ user, body }) => ({ data: await scoring.save(signedIn(user), body) }),
    'scoring.preview': async ({ body }) => ({ data: scoring.preview(body) }),
    'scoring.export': async ({ user, query }) => ({
      data: await scoring.exportFile(signedIn(user), query.format),
    }),
    'scoring.import': async ({ user, body }) => ({
      data: await scoring.importFile(signedIn(user), body.text),
    }),
    // the portfolio owner's profile: a shared link's visitor sees the advisor's score (docs/decisions.md)
    'views.sustainability': async ({ scope }) => {
      if (!scope.portfolio) throw new DomainError('notFound');
      const data = await portfolioSustainability(scoring, calculations, scope.portfolio);
      return { data, meta: { coverage: data.overall.coverage } };
    },
  };
};
