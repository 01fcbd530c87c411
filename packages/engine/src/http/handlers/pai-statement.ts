import type { PlansFile } from '@esgkit/core';
import { createPaiStatementService } from '../../services/pai-statement.ts';
import type { SecurityService, SnapshotSource } from '../../services/securities.ts';
import type { RouteHandlers } from '../context.ts';
import { signedIn } from './access.ts';

/** `POST /api/v1/lookup/pai-statement`: the reference year's PAI statement from four quarter-end portfolios. */
export const paiStatementHandlers = (deps: {
  securities: SecurityService;
  source: SnapshotSource;
  plans: PlansFile;
}): Pick<RouteHandlers, 'lookups.paiStatement'> => {
  const service = createPaiStatementService({
    source: deps.source,
    securities: deps.securities,
    plans: deps.plans,
  });
  return {
    'lookups.paiStatement': async ({ user, body, locale }) => {
      return { data: service.statement(signedIn(user), body, locale) };
    },
  };
};
