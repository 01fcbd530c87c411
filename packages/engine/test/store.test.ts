import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  deleteUserEverywhere,
  findResult,
  findUserByEmail,
  insertClient,
  insertPortfolio,
  insertUser,
  listPortfolioItems,
  newId,
  purgeResultsOfOtherSnapshots,
  type Store,
  saveResult,
  tableNames,
  type UserRow,
} from '../src/store/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { userRow } from './helpers/store.ts';
import { rowsMentioning, snapshotTables } from './helpers/tables.ts';

const at = '2025-01-01T00:00:00.000Z';
const aUser = (email: string): UserRow =>
  userRow(email, at, {
    profile_json: JSON.stringify({ city: 'Milano', socialUrls: { web: 'https://example.com' } }),
  });

failWhenPostgresMissing('store suite');

describe.each(storeTargets)('the store on $name', (target) => {
  let place: Awaited<ReturnType<typeof target.create>>;
  let store: Store;

  beforeAll(async () => {
    place = await target.create();
    store = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
  });
  afterAll(async () => {
    await store?.close();
    await place?.drop();
  });

  it('creates every table and migrates idempotently on the next start', async () => {
    expect(store.dialect).toBe(target.name);
    const again = await createStore({ dataDir: place.dataDir, databaseUrl: place.databaseUrl });
    await again.close();
    const snapshot = await snapshotTables(store.db);
    expect(Object.keys(snapshot).sort()).toEqual([...tableNames].sort());
  });

  it('round-trips JSON text, 0/1 flags and doubles the same way on both dialects', async () => {
    const user = aUser('roundtrip@example.com');
    await insertUser(store.db, user);
    const read = await findUserByEmail(store.db, 'roundtrip@example.com');
    expect(read).toEqual(user);
    expect(JSON.parse(read!.profile_json).socialUrls.web).toBe('https://example.com');
    const clientId = newId();
    const portfolioId = newId();
    await store.transaction(async (trx) => {
      await insertClient(trx, {
        id: clientId,
        owner_id: user.id,
        first_name: 'C',
        last_name: 'D',
        data_json: '{}',
        image_id: null,
        is_demo: 0,
        created_at: at,
        updated_at: at,
      });
      await insertPortfolio(
        trx,
        {
          id: portfolioId,
          owner_id: user.id,
          client_id: clientId,
          kind: 'client',
          name: 'P',
          investment_day: '2019-09-10',
          investment_amount: 1234.5,
          currency: 'EUR',
          cash: 2.25,
          is_demo: 0,
          data_json: '{}',
          pai_calculated_at: null,
          created_at: at,
          updated_at: at,
        },
        [
          {
            id: newId(),
            portfolio_id: portfolioId,
            is_benchmark: 0,
            position: 0,
            security: 'URTH',
            weight: 97.75,
          },
          {
            id: newId(),
            portfolio_id: portfolioId,
            is_benchmark: 1,
            position: 0,
            security: 'ACWI',
            weight: 100,
          },
        ],
      );
    });
    const items = await listPortfolioItems(store.db, portfolioId);
    expect(items.map((i) => [i.is_benchmark, i.security, i.weight])).toEqual([
      [0, 'URTH', 97.75],
      [1, 'ACWI', 100],
    ]);
  });

  it('keeps one result per portfolio, snapshot version and kind; a new computation replaces it', async () => {
    const owner = aUser('results@example.com');
    await insertUser(store.db, owner);
    const portfolioId = newId();
    await store.transaction((trx) =>
      insertPortfolio(
        trx,
        {
          id: portfolioId,
          owner_id: owner.id,
          client_id: null,
          kind: 'lookup',
          name: 'L',
          investment_day: null,
          investment_amount: null,
          currency: 'EUR',
          cash: 0,
          is_demo: 0,
          data_json: '{}',
          pai_calculated_at: null,
          created_at: at,
          updated_at: at,
        },
        [],
      ),
    );
    await saveResult(store.db, {
      portfolio_id: portfolioId,
      snapshot_version: 'v1',
      kind: 'esg',
      data_json: '{"score":1}',
      computed_at: at,
    });
    await saveResult(store.db, {
      portfolio_id: portfolioId,
      snapshot_version: 'v1',
      kind: 'esg',
      data_json: '{"score":2}',
      computed_at: at,
    });
    await saveResult(store.db, {
      portfolio_id: portfolioId,
      snapshot_version: 'v2',
      kind: 'esg',
      data_json: '{"score":3}',
      computed_at: at,
    });
    expect((await findResult(store.db, portfolioId, 'v1', 'esg'))?.data_json).toBe('{"score":2}');
    expect((await findResult(store.db, portfolioId, 'v2', 'esg'))?.data_json).toBe('{"score":3}');
    expect(await findResult(store.db, portfolioId, 'v3', 'esg')).toBeUndefined();

    // serving v3: v1 and v2 results older than the grace period go, a recent one of another snapshot stays
    const recent = '2025-01-09T00:00:00.000Z';
    await saveResult(store.db, {
      portfolio_id: portfolioId,
      snapshot_version: 'v2',
      kind: 'pai-1',
      data_json: '{}',
      computed_at: recent,
    });
    await saveResult(store.db, {
      portfolio_id: portfolioId,
      snapshot_version: 'v3',
      kind: 'esg',
      data_json: '{"score":4}',
      computed_at: at,
    });
    const graceStart = new Date('2025-01-03T00:00:00.000Z');
    expect(await purgeResultsOfOtherSnapshots(store.db, 'v3', graceStart)).toBe(2);
    expect(await findResult(store.db, portfolioId, 'v1', 'esg')).toBeUndefined();
    expect(await findResult(store.db, portfolioId, 'v2', 'esg')).toBeUndefined();
    expect(await findResult(store.db, portfolioId, 'v2', 'pai-1')).toBeDefined();
    expect((await findResult(store.db, portfolioId, 'v3', 'esg'))?.data_json).toBe('{"score":4}');
  });

  it('rolls a multi-row write back as a whole when one row fails', async () => {
    const before = await snapshotTables(store.db);
    const owner = aUser('rollback@example.com');
    await expect(
      store.transaction(async (trx) => {
        await insertUser(trx, owner);
        await insertUser(trx, aUser('rollback@example.com')); // unique email: fails
      }),
    ).rejects.toThrow();
    expect(await snapshotTables(store.db)).toEqual(before);
  });

  it('refuses rows that point at nothing (foreign keys on)', async () => {
    await expect(
      insertClient(store.db, {
        id: newId(),
        owner_id: 'no-such-user',
        first_name: 'x',
        last_name: 'y',
        data_json: '{}',
        image_id: null,
        is_demo: 0,
        created_at: at,
        updated_at: at,
      }),
    ).rejects.toThrow();
  });

  it('deletes a user with every row they own and nobody else’s', async () => {
    const gone = aUser('gone@example.com');
    const kept = aUser('kept@example.com');
    await insertUser(store.db, gone);
    await insertUser(store.db, kept);
    for (const owner of [gone, kept]) {
      const clientId = newId();
      const portfolioId = newId();
      await store.transaction(async (trx) => {
        await insertClient(trx, {
          id: clientId,
          owner_id: owner.id,
          first_name: 'C',
          last_name: 'D',
          data_json: '{}',
          image_id: null,
          is_demo: 0,
          created_at: at,
          updated_at: at,
        });
        await insertPortfolio(
          trx,
          {
            id: portfolioId,
            owner_id: owner.id,
            client_id: clientId,
            kind: 'client',
            name: 'P',
            investment_day: null,
            investment_amount: null,
            currency: 'EUR',
            cash: 0,
            is_demo: 0,
            data_json: '{}',
            pai_calculated_at: null,
            created_at: at,
            updated_at: at,
          },
          [
            {
              id: newId(),
              portfolio_id: portfolioId,
              is_benchmark: 0,
              position: 0,
              security: 'URTH',
              weight: 100,
            },
          ],
        );
        await trx
          .insertInto('results')
          .values({
            portfolio_id: portfolioId,
            snapshot_version: 'v1',
            kind: 'esg',
            data_json: '{}',
            computed_at: at,
          })
          .execute();
        await trx
          .insertInto('chat_messages')
          .values({ id: newId(), user_id: owner.id, role: 'user', content_json: '"hi"', created_at: at })
          .execute();
        await trx
          .insertInto('user_settings')
          .values({ user_id: owner.id, name: 'impact', data_json: '[]', updated_at: at })
          .execute();
      });
    }
    const keptBefore = await rowsMentioning(store.db, kept.id);
    const resultsBefore = (await store.db.selectFrom('results').select('kind').execute()).length;
    await store.transaction((trx) => deleteUserEverywhere(trx, gone.id));
    expect(await rowsMentioning(store.db, gone.id)).toEqual([]);
    expect(await rowsMentioning(store.db, kept.id)).toEqual(keptBefore);
    // the results of the deleted user's portfolio went too; the other user's stay
    expect(await store.db.selectFrom('results').select('kind').execute()).toHaveLength(resultsBefore - 1);
  });
});

describe.each(storeTargets.filter((target) => target.name === 'postgres'))(
  'the store on $name, its connections ended by the server',
  (target) => {
    it('keeps serving when the server ends its idle connections, and reports each one', async () => {
      const place = await target.create();
      const failures: Error[] = [];
      const store = await createStore({
        dataDir: place.dataDir,
        databaseUrl: place.databaseUrl,
        onConnectionError: (error) => failures.push(error),
      });
      try {
        await insertUser(store.db, aUser('before@example.com'));
        const admin = new pg.Client({ connectionString: place.databaseUrl });
        await admin.connect();
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
        await admin.end();
        expect(rowCount).toBeGreaterThan(0);
        await expect.poll(() => failures.length).toBe(rowCount);
        expect(failures[0]!.message).toMatch(/terminating connection/);
        // the pool replaces the ended connection on the next query
        await insertUser(store.db, aUser('after@example.com'));
        expect(await findUserByEmail(store.db, 'after@example.com')).toBeDefined();
      } finally {
        await store.close();
        await place.drop();
      }
    });
  },
);
