import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { newId } from './ids.ts';
import { readAppState } from './repositories/app-state.ts';
import type { Database } from './schema.ts';

/**
 * Who a bearer credential (session token or API key) belongs to, kept per token hash for a few seconds: the session
 * and user reads were two of the five queries of every authenticated request (docs/benchmarks.md, "Part 5: API").
 *
 * One cache per process. Every write that can change what a credential resolves to goes through a repository that
 * calls `forgetCredentialsOf` (sessions and API keys deleted, the user updated or deleted), so on this process a
 * logout, a password reset, a revoked key or a plan change takes effect on the next request. Another process (a
 * second engine on the same database, the operator's CLI) does not see this cache; a change of what a user may do
 * (plan, access level, capability, password, deletion) also writes a new credential epoch to the store, which every
 * process reads at most every CREDENTIAL_EPOCH_CHECK_MS and, when it moved, forgets every cached credential. Other
 * writes of another process (a session ended there) may be honoured here for at most CREDENTIAL_CACHE_MS
 * (docs/security.md, "Credential cache").
 */
export const CREDENTIAL_CACHE_MS = 5_000;
const MAX_CACHED_CREDENTIALS = 10_000;

interface Entry {
  userId: string;
  /** The session's or API key's id. */
  credentialId: string;
  /** The engine's clock (ms) after which the entry is not used: now + CREDENTIAL_CACHE_MS, or the session's end. */
  until: number;
  value: unknown;
}

const entries = new LRUCache<string, Entry>({ max: MAX_CACHED_CREDENTIALS });
/** Bumped by every forget: a lookup that raced a write does not cache what it read before the write. */
let generation = 0;
/** Ids forgotten inside a transaction: forgotten again once it commits, when its writes become visible. */
const pendingInTransaction = new WeakMap<Kysely<unknown>, Set<string>>();

export const credentialGeneration = (): number => generation;

export const cachedCredential = <T>(tokenHash: string, nowMs: number): T | undefined => {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (nowMs >= entry.until) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry.value as T;
};

/** Caches what the lookup found, unless a credential was forgotten since the lookup began (`startedAt`). */
export const cacheCredential = (tokenHash: string, entry: Entry, startedAt: number): void => {
  if (startedAt === generation) entries.set(tokenHash, entry);
};

/** Forgets every cached credential of the user; in a transaction, once more after it commits. */
const forget = (id: string): void => {
  generation += 1;
  for (const [hash, entry] of entries.entries())
    if (entry.userId === id || entry.credentialId === id) entries.delete(hash);
};

/**
 * Forgets the cached credentials of a user (a user id) or one credential (a session's or API key's id; ids are
 * unique across tables); in a transaction, once more after it commits.
 */
export const forgetCredentialsOf = <DB>(db: Kysely<DB>, id: string): void => {
  forget(id);
  if (!db.isTransaction) return;
  const trx = db as Kysely<unknown>;
  const pending = pendingInTransaction.get(trx) ?? new Set<string>();
  pending.add(id);
  pendingInTransaction.set(trx, pending);
};

/** Called by Store.transaction after a commit: a concurrent lookup may have cached the rows from before it. */
export const forgetAfterCommit = <DB>(trx: Kysely<DB>): void => {
  const pending = pendingInTransaction.get(trx as Kysely<unknown>);
  if (!pending) return;
  pendingInTransaction.delete(trx as Kysely<unknown>);
  for (const id of pending) forget(id);
};

/** The app_state key of the credential epoch: a new value whenever a user's access changes on any process. */
const CREDENTIAL_EPOCH_KEY = 'credentials.epoch';
/**
 * How often a process reads the epoch: `esgkit users set-plan` run beside a server is seen by that server's sessions
 * within this long (issue 25), for one indexed read per process per interval, not per request.
 */
export const CREDENTIAL_EPOCH_CHECK_MS = 200;

/** Called where a user's access changes, in the same transaction: other processes forget their cached credentials. */
export const markCredentialsChanged = async (db: Kysely<Database>, nowIso: string): Promise<void> => {
  await db
    .insertInto('app_state')
    .values({ key: CREDENTIAL_EPOCH_KEY, value: newId(), updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: newId(), updated_at: nowIso }))
    .execute();
};

interface EpochWatch {
  epoch: string | undefined;
  /** performance.now() of the last read: a cache timer, not the engine's (possibly fixed) business clock. */
  readAt: number;
  pending: Promise<void> | undefined;
}
const watches = new WeakMap<object, EpochWatch>();

/**
 * Before a cached credential is used: reads the store's credential epoch when the last read is older than
 * CREDENTIAL_EPOCH_CHECK_MS, and forgets every cached credential when another process moved it.
 */
export const followCredentialEpoch = (db: Kysely<Database>): Promise<void> | undefined => {
  let watch = watches.get(db);
  if (!watch) {
    watch = { epoch: undefined, readAt: Number.NEGATIVE_INFINITY, pending: undefined };
    watches.set(db, watch);
  }
  if (watch.pending) return watch.pending;
  const at = performance.now();
  if (at - watch.readAt < CREDENTIAL_EPOCH_CHECK_MS) return undefined;
  const w = watch;
  w.pending = (async () => {
    try {
      const epoch = await readAppState(db, CREDENTIAL_EPOCH_KEY);
      if (epoch !== w.epoch) {
        generation += 1;
        entries.clear();
      }
      w.epoch = epoch;
      w.readAt = at;
    } finally {
      w.pending = undefined;
    }
  })();
  return w.pending;
};
