import type { Store } from '../../store/db.ts';
import { newId } from '../../store/ids.ts';
import {
  deleteEndedChainLeases,
  dropChainLease,
  findChainLease,
  finishChainLease,
  takeChainLease,
} from '../../store/repositories/chain-leases.ts';

/**
 * How long a step's lease holds. A step computes in well under a second on a demo portfolio and a few seconds on a
 * large one; a holder that died (its process killed) keeps the waiting callers waiting this long at most, then one of
 * them runs the step itself. The step's CPU work blocks its event loop, so the lease is not renewed while it runs.
 */
export const STEP_LEASE_MS = 120_000;
/**
 * How long a finished step's answer stands for a call of the same step that arrives after it: two callers that start
 * a chain "at once" on two engines are milliseconds to a second apart, and the first may finish a quick step before
 * the second asks. Past this a call runs the step again, as one engine always did.
 */
export const STEP_ANSWER_KEPT_MS = 5_000;
/** How often a waiting caller looks at the lease. */
const POLL_MS = 25;
/** Ended leases are swept at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One chain step of one portfolio version computed once across every engine process on the store (issue 32): the
 * first caller takes a lease keyed by portfolio, version, snapshot and step (with its arguments), computes and stores
 * its answer; a caller arriving while it runs, or within STEP_ANSWER_KEPT_MS after it finished, answers the same (the
 * same computedAt). A caller arriving later runs the step again, as one engine always did. Leases use the machine's clock, not the engine's
 * (they measure how long a process has been at work, not business time).
 */
export const createStepLeases = (store: Store) => {
  let sweptAt = 0;
  return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const holder = newId();
    for (;;) {
      const at = Date.now();
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at;
        await deleteEndedChainLeases(store.db, new Date(at - STEP_LEASE_MS).toISOString());
      }
      const atIso = new Date(at).toISOString();
      if (await takeChainLease(store.db, key, holder, atIso, new Date(at + STEP_LEASE_MS).toISOString())) {
        let answer: T;
        try {
          answer = await compute();
        } catch (error) {
          await dropChainLease(store.db, key, holder);
          throw error;
        }
        const keepUntil = new Date(Date.now() + STEP_ANSWER_KEPT_MS).toISOString();
        await finishChainLease(store.db, key, holder, JSON.stringify(answer), keepUntil);
        return answer;
      }
      // Another caller ran or runs the step: its answer, or wait for it or for its lease to end without one.
      for (let polls = 0; ; polls++) {
        if (polls > 0) await sleep(POLL_MS);
        const lease = await findChainLease(store.db, key);
        if (lease?.answer_json) return JSON.parse(lease.answer_json) as T;
        if (!lease || lease.expires_at <= new Date().toISOString()) break;
      }
    }
  };
};
