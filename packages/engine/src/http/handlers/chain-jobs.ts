import { accessFor, accessScopeOf, requireAccess } from '../../services/access.ts';
import type { ChainJobs } from '../../services/chain-jobs.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped, signedIn } from './access.ts';

/** A client's chain as a job (issue 32): 202 with the job, then its state for whoever may open the portfolio. */
export const chainJobHandlers = (chainJobs: ChainJobs): Pick<RouteHandlers, 'chain.start' | 'chain.job'> => ({
  'chain.start': async ({ principal, scope, user, locale, body }) => {
    const row = scoped(scope, 'portfolio');
    const from = body.from ?? 'client';
    // PAI alone is refused as the chain.pai routes refuse it, for a caller who may not see PAI (doc 1 §6)
    if (from === 'pai') requireAccess(callerOf(principal), ['performance.sfdrPai'], accessScopeOf(row));
    // PAI runs only for a caller who may see it (capability 7 may not, doc 1 §6): the job then ends after impact
    const pai = accessFor(callerOf(principal), 'performance.sfdrPai', accessScopeOf(row)).allowed;
    const request = { userId: signedIn(user).id, locale, pai, from };
    return { data: await chainJobs.start(row, request), status: 202 };
  },
  'chain.job': async ({ params, scope }) => ({
    data: await chainJobs.status(scoped(scope, 'portfolio'), params.jobId),
  }),
});
