import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { clientTestChain, contract, createClient, paiChain, runChain } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import pg from 'pg';
import { pino } from 'pino';
import { test } from 'vitest';
import { autocannon as runAutocannon } from './autocannon.ts';

// PDF reports as jobs on PostgreSQL (issue 32, "Measured"; docs/benchmarks.md "PDF jobs on workers"). An API-only
// engine (ESGKIT_WORKER=0) runs in this process and takes the enqueue calls (exports.reportJob) and the reads;
// `esgkit worker` processes (the real binary, one render thread each) drain the queue.
// 1. a COUNT-client batch drained by 1 worker, then by 2 (wall time; CPU and peak RSS of the workers from /proc);
// 2. the per-report cost (CPU seconds per report, RSS per worker) that docs/deploy.md "Sizing" multiplies out;
// 3. the read path (holdings + ESG page 1 under autocannon, in its own processes) idle, then while 2 workers drain
//    another batch. Reference in the same run: `node -e 0`. Numbers, never asserts.
// PostgreSQL: ESGKIT_BENCH_DATABASE_URL (a server; a scratch database is made on it), else one started here as
// .ci/run starts CI's. ESGKIT_BENCH_JOBS_CLIENTS (default 60, so `npm run bench` stays within its 15 minutes; 200 for
// the issue's batch), ESGKIT_BENCH_SECONDS (reads, default 20),
// ESGKIT_BENCH_WORKER_NICE (the workers' nice levels in step 3, default 0,19: a pair at each in turn),
// ESGKIT_BENCH_WORKER_CPUS (e.g. `1`: step 3's workers run under `taskset -c` on those CPUs, one worker per CPU; start
// the bench itself under `taskset -c 0` so the API and autocannon keep the other core — "workers on other cores"),
// ESGKIT_BENCH_JOBS_STEPS (default `1,2,3`; `3` measures the read path alone).

const repo = resolve(import.meta.dirname, '..');
const node = join(repo, 'node_modules/.bin/node');
const bin = join(repo, 'packages/cli/bin/esgkit.js');
const COUNT = Number(process.env.ESGKIT_BENCH_JOBS_CLIENTS ?? 60);
const SECONDS = Number(process.env.ESGKIT_BENCH_SECONDS ?? 20);
const NICE = (process.env.ESGKIT_BENCH_WORKER_NICE ?? '0,19').split(',').map(Number);
const WORKER_CPUS = process.env.ESGKIT_BENCH_WORKER_CPUS?.trim() || undefined;
const STEPS = new Set((process.env.ESGKIT_BENCH_JOBS_STEPS ?? '1,2,3').split(',').map((x) => x.trim()));
const CONNECTIONS = 8;
const CLK_TCK = 100; // Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s
const cacheDir = join(tmpdir(), 'esgkit-test-demo-cache');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** A PostgreSQL server: the given one, or one initialised and started here as .ci/run does (root runs it as postgres). */
const postgresServer = (): { url: string; stop: () => void } => {
  const given = process.env.ESGKIT_BENCH_DATABASE_URL?.trim();
  if (given) return { url: given, stop: () => undefined };
  const pgBin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'])
    .toString()
    .trim();
  const port = String(56_000 + (process.pid % 1000));
  const data = mkdtempSync(join(tmpdir(), 'esgkit-bench-pg-'));
  const asPostgres = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${pgBin}/${command}`, ...args])
      : execFileSync(`${pgBin}/${command}`, args);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', data]);
  asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres']);
  asPostgres('pg_ctl', [
    ...['-D', data, '-w', '-l', join(data, 'server.log'), 'start'],
    ...['-o', `-p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`],
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      rmSync(data, { recursive: true, force: true });
    },
  };
};

const adminQuery = async (serverUrl: string, sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
};

/** CPU seconds (all threads), current and peak RSS (MB) of a process, from /proc. */
const procStats = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLK_TCK; // utime, stime: fields 14 and 15
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { cpu, rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
};

interface Workers {
  pids: number[];
  kill: () => Promise<void>;
}

/** `n` `esgkit worker` processes on the database, one render thread each; resolves once each says it runs jobs. */
const startWorkers = async (
  n: number,
  env: NodeJS.ProcessEnv,
  nice = 0,
  cpus: string | undefined = undefined,
): Promise<Workers> => {
  const started: ChildProcess[] = [];
  await Promise.all(
    Array.from({ length: n }, async () => {
      const command = [
        ...(cpus ? ['taskset', '-c', cpus] : []),
        ...(nice > 0 ? ['nice', '-n', String(nice)] : []),
        node,
        bin,
        'worker',
      ];
      const child = spawn(command[0]!, command.slice(1), {
        cwd: repo,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      started.push(child);
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const until = Date.now() + 180_000;
      while (!stderr.includes('Worker running jobs')) {
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`a worker did not start:\n${stderr}`);
        await sleep(200);
      }
    }),
  );
  return {
    // `taskset` and `nice` exec node, so the child's pid is the worker's
    pids: started.map((c) => c.pid!),
    kill: async () => {
      for (const c of started) c.kill('SIGKILL');
      await sleep(500);
    },
  };
};

const autocannon = async (url: string, headers: Record<string, string>, seconds: number) => {
  const r = await runAutocannon(url, { headers, seconds, connections: CONNECTIONS });
  return { rps: r.requestsPerSecond, p99: r.p99, bad: r.non2xx + r.errors };
};
test(`jobs: ${COUNT} PDF jobs on 1 and 2 workers, reads during a batch`, async () => {
  const server = postgresServer();
  const dbName = `esgkit_bench_jobs_${process.pid}`;
  await adminQuery(server.url, `CREATE DATABASE ${dbName}`);
  const dbUrl = Object.assign(new URL(server.url), { pathname: `/${dbName}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-bench-jobs-'));
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    ESGKIT_DATA_DIR: dataDir,
    ESGKIT_CACHE_DIR: cacheDir,
    ESGKIT_CONFIG_DIR: join(dataDir, 'config'),
    ESGKIT_DEMO_SIZE: 'small',
    ESGKIT_REPORT_THREADS: '1',
    ESGKIT_LOG_LEVEL: 'info',
    ESGKIT_NOTIFY_INTERVAL_MINUTES: '0',
    NO_COLOR: '1',
  };
  const engine = await createEngine({
    config: loadEngineConfig({
      ...env,
      ESGKIT_WORKER: '0',
      ESGKIT_PORT: '0',
      ESGKIT_LOG_LEVEL: 'silent',
      ESGKIT_AUTH_RATE_LIMIT: '1000000',
      ESGKIT_RATE_LIMIT_PDF: '1000000',
      ESGKIT_RATE_LIMIT_CHAIN: '1000000',
      ESGKIT_RATE_LIMIT_PAI: '1000000',
    }),
    logger: pino({ level: 'silent' }),
    print: () => undefined,
  });
  const workers: Workers[] = [];
  try {
    await engine.ready;
    const { url } = await engine.listen(0, '127.0.0.1');
    await engine.accounts.createUser({
      ...{ email: 'jobs@example.com', password: 'Bench-Passw0rd', firstName: 'J', lastName: 'B' },
      ...{ plan: 'premium', isConfirmed: true },
    });
    const { token } = await engine.accounts.login('jobs@example.com', 'Bench-Passw0rd');
    const api = createClient({ baseUrl: url, auth: { token } });

    // the clients, 4 at a time through the API: each with its test chain and PAI, as a report needs (spec doc 1 §4)
    const seedStart = performance.now();
    const portfolioIds: string[] = [];
    const seedOne = async (n: number) => {
      const funds = [
        { input: 'URTH', weight: 60 },
        { input: 'IAGG', weight: 30 },
      ];
      const created = await api.call('clients.create', {
        body: {
          firstname: 'Batch',
          lastname: `Client ${n + 1}`,
          portfolio: {
            investmentDay: '2025-01-02',
            investmentAmount: 100_000 + 1_000 * n,
            portfolio: { items: n % 2 ? funds : funds.slice(0, 1), cash: n % 2 ? 10 : 40 },
            benchmark: { items: [{ input: 'URTH', weight: 100 }], cash: 0 },
          },
        },
      });
      const portfolioId = created.data.portfolio!.id;
      for (const chain of [clientTestChain, paiChain]) {
        const outcome = await runChain(chain, { client: api, portfolioId, clientId: created.data.id });
        if (outcome.status !== 'completed') throw new Error(`chain ${chain.id}: ${outcome.status}`);
      }
      portfolioIds.push(portfolioId);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < COUNT) await seedOne(next++);
      }),
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;

    /** Enqueues one report job per client; resolves when every render is ready or failed (the store's rows). */
    let enqueued = 0;
    const batch = async () => {
      enqueued += portfolioIds.length;
      const started = performance.now();
      const ids: string[] = [];
      for (const portfolioId of portfolioIds) {
        const job = await api.call('exports.reportJob', { params: { portfolioId }, body: {} });
        ids.push(job.data.jobId);
      }
      const enqueueSeconds = (performance.now() - started) / 1000;
      const drained = async () => {
        for (;;) {
          const rows = await engine.store.db
            .selectFrom('pdf_renders')
            .select(['pdf_base64', 'error_key'])
            .where('id', 'in', ids)
            .execute();
          const failed = rows.filter((r) => r.error_key !== null).length;
          const ready = rows.filter((r) => r.pdf_base64 !== null).length;
          if (ready + failed === ids.length)
            return { enqueueSeconds, seconds: (performance.now() - started) / 1000, ready, failed };
          await sleep(500);
        }
      };
      return { enqueueSeconds, drained };
    };

    const reference = performance.now();
    execFileSync(node, ['-e', '0']);
    const nodeMs = performance.now() - reference;
    console.log(
      `\njobs: ${COUNT} clients seeded (test + PAI chains) in ${seedSeconds.toFixed(0)} s; node -e 0 ${nodeMs.toFixed(0)} ms`,
    );

    // 1 and 2: the batch on 1 worker, then on 2
    const drains: Record<number, number> = {};
    for (const n of [1, 2].filter((k) => STEPS.has(String(k)))) {
      const w = await startWorkers(n, env);
      workers.push(w);
      await sleep(2_000);
      const before = w.pids.map(procStats);
      const loadBefore = load();
      const { enqueueSeconds, drained } = await batch();
      const done = await drained();
      const after = w.pids.map(procStats);
      const cpu = after.reduce((s, a, i) => s + a.cpu - before[i]!.cpu, 0);
      drains[n] = done.seconds;
      console.log(
        `${n} worker${n > 1 ? 's' : ''}: ${done.ready} ready, ${done.failed} failed in ${done.seconds.toFixed(1)} s ` +
          `(${(done.ready / done.seconds).toFixed(2)} reports/s; enqueue ${enqueueSeconds.toFixed(1)} s); ` +
          `workers' CPU ${cpu.toFixed(0)} s = ${(cpu / COUNT).toFixed(2)} s per report; ` +
          `RSS idle ${before.map((b) => b.rssMb.toFixed(0)).join('/')} MB, peak ${after.map((a) => a.peakMb.toFixed(0)).join('/')} MB; ` +
          `load ${loadBefore} → ${load()}`,
      );
      if (n === 2 && drains[1])
        console.log(`speed-up 2 vs 1 worker: ${(drains[1] / drains[2]!).toFixed(2)}×`);
      await w.kill();
    }

    // 3: the reads idle, then while 2 workers (another process each; or one per CPU of WORKER_CPUS) drain another batch
    if (!STEPS.has('3')) return;
    const readWorkers = WORKER_CPUS ? WORKER_CPUS.split(',').length : 2;
    const portfolioId = portfolioIds[0]!;
    const urls = [contract['views.holdings'].path, contract['views.esg'].path].map(
      (path) => `${url}${path.replace(':portfolioId', portfolioId)}?page=1`,
    );
    const auth = { authorization: `Bearer ${token}` };
    const renderedCount = async () =>
      Number(
        (
          await engine.store.db
            .selectFrom('pdf_renders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('pdf_base64', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const reads = async () => {
      const r = await Promise.all(urls.map((u) => autocannon(u, auth, SECONDS)));
      return { rps: r[0]!.rps + r[1]!.rps, p99: Math.max(r[0]!.p99, r[1]!.p99), bad: r[0]!.bad + r[1]!.bad };
    };
    await reads(); // warm-up
    const idleLoad = load();
    const idle = await reads(); // no worker runs: the API alone
    console.log(`reads idle: ${idle.rps.toFixed(0)} req/s p99 ${idle.p99} ms (load ${idleLoad})`);
    await batch(); // queued now; each pair of workers below takes from it
    for (const nice of NICE) {
      const w = await startWorkers(readWorkers, env, nice, WORKER_CPUS);
      workers.push(w);
      await sleep(5_000);
      const duringLoad = load();
      const during = await reads();
      console.log(
        `reads during the batch, ${readWorkers} worker(s)${WORKER_CPUS ? ` on CPU ${WORKER_CPUS}` : ''} at nice ${nice}: ${during.rps.toFixed(0)} req/s p99 ${during.p99} ms = ` +
          `${((100 * during.rps) / idle.rps).toFixed(0)} % of idle (load ${duringLoad}); non-2xx/errors ` +
          `${idle.bad}/${during.bad}; ${await renderedCount()} of ${enqueued} rendered so far`,
      );
      await w.kill(); // its running jobs lapse after the queue's expiry; the next pair takes the queued ones
    }
  } finally {
    for (const w of workers) await w.kill();
    await engine.close();
    await adminQuery(server.url, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 3_600_000);
