import { DomainError } from '@esgkit/core';
import { createPaiStatementService } from '../../services/pai-statement.ts';
import type { SecurityService, SnapshotSource } from '../../services/securities.ts';
import type { RouteHandlers } from '../context.ts';

/** `POST /api/v1/lookup/pai-statement`: the reference year's PAI statement from four quarter-end portfolios. */
export const paiStatementHandlers = (deps: {
  securities: SecurityService;
  source: SnapshotSource;
}): Pick<RouteHandlers, 'lookups.paiStatement'> => {
  const service = createPaiStatementService({ source: deps.source, securities: deps.securities });
  return {
    'lookups.paiStatement': async ({ user, body, locale }) => {
      if (!user) throw new DomainError('sessionExpired');
      return { data: service.statement(user, body, locale) };
    },
  };
};
