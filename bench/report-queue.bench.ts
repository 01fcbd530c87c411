import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { forEachPool, QUEUE_IN_FLIGHT as IN_FLIGHT, pdfJobStates } from '@esgkit/cli';
import { createClient } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import pg from 'pg';
import { pino } from 'pino';
import { test } from 'vitest';

// `esgkit report --all-clients --queue` following its jobs (issue 32, slice n1; docs/benchmarks.md "Following a
// queued batch"): one poll cycle over PENDING queued report jobs (exports.job each), one request after another as
// the run did before, then IN_FLIGHT at a time (slice n1), then through exports.jobs, one request per 500 jobs, as
// it does now (slice p1: the CLI's own pdfJobStates). An API-only engine (ESGKIT_WORKER=0, small demo) on
// PostgreSQL in this process, so the jobs stay queued; on loopback, then with a LAN round trip (ESGKIT_BENCH_RTT_MS,
// default 2) added before each request as for a CLI on another machine than the engine. PostgreSQL: ESGKIT_BENCH_DATABASE_URL or
// ESGKIT_TEST_DATABASE_URL (a scratch database is made there); skipped without one. Reference in the same run:
// `node -e 0`. Numbers, never asserts.

const PENDING = Number(process.env.ESGKIT_BENCH_PENDING ?? 200);
const CYCLES = 5;
/** A LAN round trip between the CLI and a remote engine (`--api`), added before each request. */
const RTT_MS = Number(process.env.ESGKIT_BENCH_RTT_MS ?? 2);
const serverUrl =
  process.env.ESGKIT_BENCH_DATABASE_URL?.trim() || process.env.ESGKIT_TEST_DATABASE_URL?.trim() || undefined;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const adminQuery = async (sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
};

test.skipIf(!serverUrl)(
  `report --queue: one poll cycle over ${PENDING} pending jobs`,
  async () => {
    const dbName = `esgkit_bench_poll_${process.pid}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-bench-poll-'));
    const engine = await createEngine({
      config: loadEngineConfig({
        ...process.env,
        DATABASE_URL: Object.assign(new URL(serverUrl!), { pathname: `/${dbName}` }).toString(),
        ESGKIT_DATA_DIR: dataDir,
        ESGKIT_CACHE_DIR: join(tmpdir(), 'esgkit-test-demo-cache'),
        ESGKIT_CONFIG_DIR: join(dataDir, 'config'),
        ESGKIT_DEMO_SIZE: 'small',
        ESGKIT_WORKER: '0',
        ESGKIT_PORT: '0',
        ESGKIT_LOG_LEVEL: 'silent',
        ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
        ESGKIT_AUTH_RATE_LIMIT: '1000000',
        ESGKIT_RATE_LIMIT_PDF: '1000000',
      }),
      logger: pino({ level: 'silent' }),
      print: () => undefined,
    });
    try {
      await engine.ready;
      const { url } = await engine.listen(0, '127.0.0.1');
      await engine.accounts.createUser({
        ...{ email: 'poll@example.com', password: 'Bench-Passw0rd', firstName: 'P', lastName: 'B' },
        ...{ plan: 'premium', isConfirmed: true },
      });
      const { token } = await engine.accounts.login('poll@example.com', 'Bench-Passw0rd');
      const api = createClient({ baseUrl: url, auth: { token } });
      // the CLI on another machine than the engine: each request waits a network round trip first
      const remote = createClient({
        baseUrl: url,
        auth: { token },
        fetch: async (input, init) => {
          await sleep(RTT_MS);
          return fetch(input, init);
        },
      });
      const client = await api.call('clients.create', {
        body: {
          firstname: 'Poll',
          lastname: 'Bench',
          portfolio: {
            investmentDay: '2025-01-02',
            investmentAmount: 100_000,
            portfolio: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
            benchmark: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
          },
        },
      });
      const portfolioId = client.data.portfolio!.id;
      const ids: string[] = [];
      await forEachPool(Array.from({ length: PENDING }), IN_FLIGHT, async () => {
        const { data } = await api.call('exports.reportJob', {
          params: { portfolioId },
          body: { sections: ['portfolio'], locale: 'en-US' },
        });
        ids.push(data.jobId);
      });
      const pollWith = (via: typeof api) => (jobId: string) => via.call('exports.job', { params: { jobId } });
      const poll = pollWith(api);
      const signal = new AbortController().signal;
      await forEachPool(ids, IN_FLIGHT, poll); // warm the routes and the pool of connections
      await pdfJobStates(api, ids, signal);
      const cycle = async (each: () => Promise<void>) => {
        const times: number[] = [];
        for (let c = 0; c < CYCLES; c++) {
          const started = performance.now();
          await each();
          times.push(performance.now() - started);
        }
        return median(times);
      };
      const loadBefore = load();
      const nodeStart = performance.now();
      execFileSync(process.execPath, ['-e', '0']);
      const nodeMs = performance.now() - nodeStart;
      const measure = async (label: string, via: typeof api) => {
        const one = pollWith(via);
        const sequential = await cycle(async () => {
          for (const id of ids) await one(id);
        });
        const bounded = await cycle(() => forEachPool(ids, IN_FLIGHT, one));
        const batched = await cycle(async () => {
          if ((await pdfJobStates(via, ids, signal)).size !== ids.length) throw new Error('a job is missing');
        });
        const tenThousand = (ms: number) => ((ms * 10_000) / PENDING / 1000).toFixed(0);
        console.log(
          `${label}: one at a time ${sequential.toFixed(0)} ms (${(sequential / PENDING).toFixed(2)} ms a job), ` +
            `${IN_FLIGHT} at a time ${bounded.toFixed(0)} ms (${(sequential / bounded).toFixed(2)}×); ` +
            `exports.jobs ${batched.toFixed(1)} ms (${(bounded / batched).toFixed(1)}× over ${IN_FLIGHT} at a time); ` +
            `10,000 jobs ≈ ${tenThousand(sequential)} s vs ${tenThousand(bounded)} s vs ${tenThousand(batched)} s a cycle`,
        );
      };
      console.log(
        `report --queue poll cycle over ${PENDING} queued jobs, median of ${CYCLES} (load ${loadBefore}; ` +
          `node -e 0 ${nodeMs.toFixed(0)} ms)`,
      );
      await measure('loopback', api);
      await measure(`+${RTT_MS} ms round trip`, remote);
      console.log(`load after: ${load()}`);
    } finally {
      await engine.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  600_000,
);
