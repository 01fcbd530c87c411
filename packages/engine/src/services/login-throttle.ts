import { DomainError } from '@esgkit/core';
import type { LoginThrottleConfig } from '../config/env.ts';
import type { Store } from '../store/db.ts';
import { hashToken } from '../store/ids.ts';
import {
  addThrottleFailure,
  claimThrottleFailure,
  deleteForgottenThrottleRows,
  deleteThrottleRows,
  findThrottleRows,
  type LoginThrottleRow,
} from '../store/repositories/login-throttle.ts';
import { normalizeEmail } from '../store/repositories/users.ts';

// A compare-and-set lost to a parallel attempt is read again this many times before the attempt is told to wait.
const CLAIM_TRIES = 4;

/** The wait after `failures` failures on a counter with `free` free ones: none, then the first delay, doubling. */
export const loginDelayMs = (config: LoginThrottleConfig, failures: number, free: number): number =>
  failures < free ? 0 : Math.min(config.maxDelayMs, config.firstDelayMs * 2 ** (failures - free));

/**
 * The login throttle (issue 20, OWASP ASVS V2.2.1; the design and its reasons: docs/decisions.md "Login throttle").
 * Three counters in the store, so every engine process shares them and a restart keeps them:
 * - (account, address): the attacker's own address slows down first;
 * - the account from any address, fed only by each address's free failures: many addresses guessing one password;
 * - the address over all accounts, fed the same way: credential stuffing.
 * Past a counter's free failures the next attempt waits a growing delay (429 tooManyRequests with Retry-After)
 * instead of a lock, and nothing is verified while it waits. Counters are keyed on the e-mail as typed
 * (normalised), never on whether an account exists, so an unknown e-mail is answered exactly like a known one.
 */
export const createLoginThrottle = (options: {
  store: Store;
  now: () => Date;
  config: LoginThrottleConfig;
}) => {
  const { store, now, config } = options;
  const keysOf = (email: string, address: string) => {
    const account = normalizeEmail(email);
    return {
      pair: hashToken(`login-pair\n${account}\n${address}`),
      account: hashToken(`login-account\n${account}`),
      address: hashToken(`login-address\n${address}`),
    };
  };
  const forgetBefore = (at: number) => new Date(at - config.forgetAfterMs).toISOString();
  /** A counter's failures at `at`: zero once its last failure is older than forgetAfterMs. */
  const liveFailures = (row: LoginThrottleRow | undefined, at: number) =>
    row && row.last_failure_at >= forgetBefore(at) ? row.failures : 0;
  /** When the counter lets the next attempt through (ms since the epoch). */
  const openAt = (row: LoginThrottleRow | undefined, free: number, at: number) =>
    row ? Date.parse(row.last_failure_at) + loginDelayMs(config, liveFailures(row, at), free) : 0;
  const slowDown = (until: number, at: number) =>
    new DomainError('tooManyRequests', { retryAfterSeconds: Math.ceil((until - at) / 1000) });

  return {
    /**
     * Runs one sign-in attempt from `address` under the throttle. `verify` answers the signed-in value when the
     * password is right, undefined when not; a waiting attempt throws tooManyRequests and `verify` never runs.
     */
    async attempt<T>(
      email: string,
      address: string,
      verify: () => Promise<T | undefined>,
    ): Promise<T | undefined> {
      const keys = keysOf(email, address);
      let pairFailures = 0;
      for (let tries = 1; ; tries++) {
        const at = now().getTime();
        const rows = await findThrottleRows(store.db, [keys.pair, keys.account, keys.address]);
        const row = (key: string) => rows.find((r) => r.key === key);
        const pair = row(keys.pair);
        const until = Math.max(
          openAt(pair, config.freeFailures, at),
          openAt(row(keys.account), config.accountFreeFailures, at),
          openAt(row(keys.address), config.addressFreeFailures, at),
        );
        if (until > at) throw slowDown(until, at);
        // The attempt counts as a failure before the password is checked (a success removes it), so parallel
        // attempts on one reading cannot all pass: only one wins the compare-and-set.
        pairFailures = liveFailures(pair, at) + 1;
        if (await claimThrottleFailure(store.db, keys.pair, pair, pairFailures, new Date(at).toISOString()))
          break;
        if (tries >= CLAIM_TRIES) throw slowDown(at + config.firstDelayMs, at);
      }

      const signedIn = await verify();
      const at = now().getTime();
      if (signedIn !== undefined) {
        await deleteThrottleRows(store.db, [keys.pair, keys.account]);
        await deleteForgottenThrottleRows(store.db, forgetBefore(at));
        return signedIn;
      }
      // One address counts towards the account and the address only within its own free failures: past them its
      // own delay slows it, and it must not slow the owner signing in elsewhere.
      if (pairFailures <= config.freeFailures) {
        const iso = new Date(at).toISOString();
        await addThrottleFailure(store.db, keys.account, iso, forgetBefore(at));
        await addThrottleFailure(store.db, keys.address, iso, forgetBefore(at));
      }
      return undefined;
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
