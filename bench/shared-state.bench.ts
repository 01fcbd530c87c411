import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, test } from 'vitest';

const engineSrc = join(resolve(import.meta.dirname, '..'), 'packages/engine/src');
const load = (path: string) => import(pathToFileURL(join(engineSrc, path)).href);
const { createStoreRateLimit } = (await load(
  'http/middleware/store-rate-limit.ts',
)) as typeof import('../packages/engine/src/http/middleware/store-rate-limit.ts');
const { createStepLeases } = (await load(
  'services/calculations/step-lease.ts',
)) as typeof import('../packages/engine/src/services/calculations/step-lease.ts');
const { createStore, findResult } = (await load(
  'store/index.ts',
)) as typeof import('../packages/engine/src/store/index.ts');
type Store = Awaited<ReturnType<typeof createStore>>;

// Issue 32: what moving the rate limits and chain-step leases into the store costs per call, on SQLite and (when
// ESGKIT_TEST_DATABASE_URL is set, a scratch database on it) PostgreSQL. Reference in the same run: one indexed
// primary-key read of the results table (what every view does). Numbers: docs/benchmarks.md, "Many engines".

const pgUrl = process.env.ESGKIT_TEST_DATABASE_URL?.trim();
const targets = [
  { name: 'sqlite', databaseUrl: undefined as string | undefined },
  ...(pgUrl ? [{ name: 'postgres', databaseUrl: pgUrl }] : []),
];

for (const target of targets)
  describe(`shared state on ${target.name}`, () => {
    let store: Store;
    let limit: ReturnType<typeof createStoreRateLimit>;
    let once: ReturnType<typeof createStepLeases>;
    let k = 0;
    beforeAll(async () => {
      store = await createStore({
        dataDir: mkdtempSync(join(tmpdir(), 'esgkit-bench-shared-')),
        databaseUrl: target.databaseUrl,
      });
      limit = createStoreRateLimit({ store, prefix: `bench:${process.pid}`, now: () => new Date() });
      limit.init?.({ windowMs: 60_000 } as never);
      once = createStepLeases(store);
    });
    afterAll(async () => {
      await store.db.deleteFrom('rate_limits').where('key', 'like', `bench:${process.pid}:%`).execute();
      await store.db.deleteFrom('chain_leases').where('key', 'like', `bench-${process.pid}-%`).execute();
      await store.close();
    });

    test('one call each', async ({ bench }) => {
      await bench('reference: one results read by key', async () => {
        await findResult(store.db, 'none', 'none', 'recalculate');
      }).run();
      await bench('rate limit: one counted request', async () => {
        await limit.increment('user:bench');
      }).run();
      await bench('step lease: take, run nothing, finish', async () => {
        await once(`bench-${process.pid}-${k++}`, async () => ({ ok: true }));
      }).run();
    });
  });
