import { accessFor, accessScopeOf } from '../../services/access.ts';
import type { ChainJobs } from '../../services/chain-jobs.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped, signedIn } from './access.ts';

/** A client's chain as a job (issue 32): 202 with the job, then its state for whoever may open the portfolio. */
export const chainJobHandlers = (chainJobs: ChainJobs): Pick<RouteHandlers, 'chain.start' | 'chain.job'> => ({
  'chain.start': async ({ principal, scope, user, locale }) => {
    const row = scoped(scope, 'portfolio');
    // PAI runs only for a caller who may see it (capability 7 may not, doc 1 §6): the job then ends after impact
    const pai = accessFor(callerOf(principal), 'performance.sfdrPai', accessScopeOf(row)).allowed;
    return { data: await chainJobs.start(row, { userId: signedIn(user).id, locale, pai }), status: 202 };
  },
  'chain.job': async ({ params, scope }) => ({
    data: await chainJobs.status(scoped(scope, 'portfolio'), params.jobId),
  }),
});
