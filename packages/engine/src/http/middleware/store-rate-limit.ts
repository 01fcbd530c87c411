import type { Store as RateLimitStore } from 'express-rate-limit';
import type { Store } from '../../store/db.ts';
import {
  decrementRateLimit,
  deleteEndedRateLimits,
  deleteRateLimit,
  findRateLimit,
  incrementRateLimit,
} from '../../store/repositories/rate-limits.ts';

/** Ended counters are swept at most this often by each process (a counter past its window counts as zero anyway). */
const SWEEP_EVERY_MS = 60_000;

/**
 * An express-rate-limit store on the engine's database (issue 32): every engine process on one store counts the
 * same requests, so N engines behind a load balancer allow a caller the budget once, not N times, and a restart
 * forgets nothing. `prefix` names the limit (a family of routes, an auth route): limits never share a counter.
 */
export const createStoreRateLimit = (options: {
  store: Store;
  prefix: string;
  now: () => Date;
}): RateLimitStore => {
  const { store, prefix, now } = options;
  let windowMs = 60_000;
  let sweptAt = 0;
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    prefix,
    localKeys: false,
    init(limitOptions) {
      windowMs = limitOptions.windowMs;
    },
    async get(key) {
      const row = await findRateLimit(store.db, keyOf(key), now().toISOString());
      return row ? { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) } : undefined;
    },
    async increment(key) {
      const at = now();
      if (at.getTime() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at.getTime();
        await deleteEndedRateLimits(store.db, at.toISOString());
      }
      const resetAt = new Date(at.getTime() + windowMs).toISOString();
      const counted = await incrementRateLimit(store.db, keyOf(key), at.toISOString(), resetAt);
      return { totalHits: counted.hits, resetTime: new Date(counted.resetAt) };
    },
    decrement: (key) => decrementRateLimit(store.db, keyOf(key)),
    resetKey: (key) => deleteRateLimit(store.db, keyOf(key)),
  };
};
