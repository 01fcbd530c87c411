import { DomainError } from '@esgkit/core';
import { createPaiStatementService } from '../../services/pai-statement.ts';
import type { SecurityService, SnapshotSource } from '../../services/securities.ts';
import type { RouteHandlers } from '../context.ts';

/**
 * `POST /api/v1/lookup/pai-statement`: the reference year's PAI statement from four quarter-end portfolios.
 * The snapshot source comes from createEngine; without it (an engine not yet wired for it) the route answers 501.
 */
export const paiStatementHandlers = (deps: {
  securities: SecurityService;
  source?: SnapshotSource | undefined;
}): Pick<RouteHandlers, 'lookups.paiStatement'> => {
  const service = deps.source
    ? createPaiStatementService({ source: deps.source, securities: deps.securities })
    : null;
  return {
    'lookups.paiStatement': async ({ user, body, locale }) => {
      if (!service) throw new DomainError('notImplemented');
      if (!user) throw new DomainError('sessionExpired');
      return { data: service.statement(user, body, locale) };
    },
  };
};
