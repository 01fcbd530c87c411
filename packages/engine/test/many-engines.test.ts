import { join, resolve } from 'node:path';
import {
  type ApiClient,
  clientTestChain,
  contract,
  createClient,
  type PortfolioInput,
  paiChain,
  runChain,
} from '@esgkit/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { type EngineProcess, roundRobinProxy, spawnEngine } from './helpers/engine-process.ts';

// Issue 32, many engines: two engine PROCESSES on different ports, one PostgreSQL and one dataset folder (the small
// demo), behind a round-robin proxy, need nothing else: what one engine made works through the other, the
// expensive routes' budgets count on both together, and one chain step started on both at once computes once.

const repo = resolve(import.meta.dirname, '../../..');
// the small demo universe, generated once for the test runs (as the CLI tests share it)
const sharedCacheDir = join(repo, '.esgkit-test/cache');

const holdings: PortfolioInput = {
  investmentDay: '2025-01-02',
  investmentAmount: 100_000,
  portfolio: {
    items: [
      { input: 'URTH', weight: 60 },
      { input: 'IAGG', weight: 40 },
    ],
    cash: 0,
  },
};

const waitForDataset = async (url: string): Promise<void> => {
  const until = Date.now() + 120_000;
  for (;;) {
    const health = await fetch(`${url}${contract['system.health'].path}`).then((r) => r.json());
    if ((health as { data?: { status?: string } }).data?.status === 'ok') return;
    if (Date.now() > until) throw new Error(`the engine at ${url} did not load its dataset`);
    await new Promise((done) => setTimeout(done, 250));
  }
};

if (isPgMissing) {
  it('PostgreSQL suite', () => {
    throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
  });
} else if (!storeTargets.some((target) => target.name === 'postgres')) {
  it.skip('needs PostgreSQL (ESGKIT_TEST_DATABASE_URL)', () => {});
}

describe.each(storeTargets.filter((target) => target.name === 'postgres'))(
  'two engine processes on $name',
  (target) => {
    const engines: EngineProcess[] = [];
    let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
    let drop: () => Promise<void>;
    let databaseUrl = '';
    let api: ApiClient;
    let token = '';

    beforeAll(async () => {
      const place = await target.create();
      drop = place.drop;
      databaseUrl = place.databaseUrl!;
      const env = {
        DATABASE_URL: databaseUrl,
        ESGKIT_DATA_DIR: place.dataDir,
        ESGKIT_CACHE_DIR: sharedCacheDir,
        ESGKIT_DEMO_SIZE: 'small',
        ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
        ESGKIT_RATE_LIMIT_LOOKUP: '3',
      };
      // one after the other: the first generates the demo into the shared cache when it is not there yet
      for (let k = 0; k < 2; k++) {
        const engine = await spawnEngine(env);
        engines.push(engine);
        await waitForDataset(engine.url);
      }
      proxy = await roundRobinProxy(engines.map((e) => e.url));
      // the demo users are seeded once per store, by whichever engine loaded first, and their passwords printed once
      const printed = engines.map((e) => e.stderr()).join('\n');
      const password = /demo-advisor@esgkit\.local\s+(\S+)/.exec(printed)?.[1];
      expect(password).toBeDefined();
      const anonymous = createClient({ baseUrl: proxy.url });
      token = (
        await anonymous.call('auth.login', {
          body: { email: 'demo-advisor@esgkit.local', password: password! },
        })
      ).data.token;
      api = createClient({ baseUrl: proxy.url, auth: { token } });
    }, 240_000);
    afterAll(async () => {
      await proxy?.close();
      for (const engine of engines) await engine.stop();
      await drop?.();
    });

    it('serves a session, a client and a share link made through one engine through the other', async () => {
      const first = proxy.served.length;
      const created = await api.call('clients.create', {
        body: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', portfolio: holdings },
      });
      const read = await api.call('clients.get', { params: { clientId: created.data.id } });
      expect(read.data).toMatchObject({ id: created.data.id, firstname: 'Grace', lastname: 'Hopper' });
      // the proxy alternated: the client was made on one engine and read on the other
      expect(proxy.served[first]).not.toBe(proxy.served[first + 1]);

      const portfolioId = created.data.portfolio!.id;
      expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
      expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
      const share = await api.call('shares.create', { params: { clientId: created.data.id }, body: {} });
      const anonymous = createClient({ baseUrl: proxy.url });
      const opened = await Promise.all(
        [0, 1].map(() => anonymous.call('shares.get', { params: { token: share.data.token } })),
      );
      const openers = proxy.served.slice(-2);
      expect(new Set(openers)).toEqual(new Set([0, 1]));
      for (const answer of opened) expect(answer.data).toMatchObject({ firstname: 'Grace', portfolioId });
    }, 120_000);

    it('counts a caller’s lookups on both engines together: three a minute, the fourth is 429', async () => {
      const statuses: number[] = [];
      for (let k = 0; k < 4; k++) {
        const response = await fetch(`${proxy.url}${contract['lookups.create'].path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(holdings),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    }, 60_000);

    it('computes one chain step started on both engines at once once', async () => {
      const created = await api.call('clients.create', {
        body: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', portfolio: holdings },
      });
      const portfolioId = created.data.portfolio!.id;
      const [onA, onB] = engines.map((e) => createClient({ baseUrl: e.url, auth: { token } }));
      const [first, second] = await Promise.all([
        onA!.call('chain.recalculate', { params: { portfolioId } }),
        onB!.call('chain.recalculate', { params: { portfolioId } }),
      ]);
      // one computation: both engines answer its time, which is the one stored result's
      expect(second.data.computedAt).toBe(first.data.computedAt);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const stored = await client.query<{ computed_at: string }>(
          "select computed_at from results where portfolio_id = $1 and kind = 'recalculate'",
          [portfolioId],
        );
        expect(stored.rows.map((r) => r.computed_at)).toEqual([`${first.data.computedAt}Z`]);
      } finally {
        await client.end();
      }
    }, 60_000);
  },
);
