import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, test } from 'vitest';

// `esgkit report --all-clients` through the real CLI on real demo clients (issue 24, "Reports at batch speed"; target
// ≥ 4 reports/s for 200 clients on 2 cores). The clients are imported as `esgkit clients import` does, one to five of
// the demo's funds each, so their reports have the demo's real price histories, look-through and PAI (17–24 pages),
// not the recorded fixture of bench/report.bench.ts. Numbers are printed, never asserted (docs/benchmarks.md, Part 5:
// reports). ESGKIT_BENCH_REPORT_CLIENTS (default 200) and ESGKIT_DEMO_SIZE (default small) change the run.
const repo = resolve(import.meta.dirname, '..');
const node = join(repo, 'node_modules/.bin/node');
const bin = join(repo, 'packages/cli/bin/esgkit.js');
const root = mkdtempSync(join(tmpdir(), 'esgkit-bench-report-cli-'));
// the demo universe is generated and imported once per machine into this cache (shared with bench/cli.bench.ts)
const cacheDir = join(tmpdir(), 'esgkit-bench-cli-cache');
const size = process.env.ESGKIT_DEMO_SIZE === 'full' ? 'full' : 'small';
const count = Number(process.env.ESGKIT_BENCH_REPORT_CLIENTS ?? 200);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = {
  ...process.env,
  ESGKIT_DATA_DIR: join(root, 'data'),
  ESGKIT_CACHE_DIR: cacheDir,
  ESGKIT_CONFIG_DIR: join(root, 'config'),
  ESGKIT_DEMO_SIZE: size,
  NO_COLOR: '1',
};

/** Wall and CPU seconds of a whole process and its threads (bash's `time`), as a user's shell would see them. */
const timed = (command: string): { wall: number; cpu: number; stderr: string } => {
  const run = spawnSync(
    'bash',
    ['-c', `TIMEFORMAT='%R %U %S'; time ${command} >/dev/null 2>${root}/stderr`],
    {
      cwd: repo,
      env,
      encoding: 'utf8',
    },
  );
  const [wall = Number.NaN, user = 0, sys = 0] = run.stderr.trim().split(/\s+/).slice(-3).map(Number);
  const stderr = readFileSync(join(root, 'stderr'), 'utf8');
  if (run.status !== 0 || Number.isNaN(wall)) throw new Error(`failed: ${command}\n${stderr}${run.stderr}`);
  return { wall, cpu: user + sys, stderr };
};

const esgkit = (args: string) => `${node} ${bin} ${args}`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

/** `count` clients over the demo's funds: client n holds 1 + n mod 5 of them, the first weighted most. */
const clientsCsv = (): string => {
  const demo = readdirSync(join(cacheDir, 'demo')).find((d) => d.endsWith(`-${size}`));
  if (!demo) throw new Error(`no ${size} demo in ${cacheDir}`);
  const [header = '', ...rows] = readFileSync(join(cacheDir, 'demo', demo, 'securities.csv'), 'utf8')
    .trim()
    .split('\n');
  const columns = header.split(',');
  const isins = rows
    .map((row) => row.split(','))
    // a quoted name with a comma shifts its row (only some companies have one): such rows are no fund and drop out
    .filter((cells) => cells[columns.indexOf('type')] === 'fund')
    .map((cells) => cells[columns.indexOf('isin')]!);
  const lines = ['portfolio,isin,weight'];
  for (let n = 0; n < count; n++) {
    const funds = 1 + (n % 5);
    for (let j = 0; j < funds; j++)
      lines.push(
        `Client${String(n).padStart(3, '0')} Demo,${isins[(n * 7 + j * 3) % isins.length]},${j === 0 ? 100 - 10 * (funds - 1) : 10}`,
      );
  }
  return `${lines.join('\n')}\n`;
};

test(`report --all-clients: ${count} demo clients through the CLI, 2 render threads`, async () => {
  mkdirSync(join(root, 'data'), { recursive: true });
  // the demo dataset and its embedded engine, generated and imported once
  timed(esgkit('clients list'));
  writeFileSync(join(root, 'clients.csv'), clientsCsv());
  timed(esgkit(`clients import ${root}/clients.csv --since 2025-01-02`));
  const reference = timed(`${node} -e 0`);
  const out = join(root, 'reports');
  // the demo's own client (Demo World) is one of the advisor's clients too
  const reports = count + 1;
  const batch = `report --all-clients --out ${out} --now 2026-11-01 --concurrency 2 --json`;
  console.log(`${load()}; node -e 0: ${(reference.wall * 1000).toFixed(0)} ms`);
  // the first run computes every client's PAI too (--calculate), as a first nightly run would
  const first = timed(esgkit(`${batch} --calculate`));
  console.log(
    `first run (PAI computed): ${reports} reports in ${first.wall.toFixed(1)} s = ${(reports / first.wall).toFixed(2)} reports/s, ` +
      `${((first.cpu / reports) * 1000).toFixed(0)} ms CPU per report; ${load()}`,
  );
  const again = timed(esgkit(`${batch} --force`));
  console.log(
    `--force (every report again): ${reports} reports in ${again.wall.toFixed(1)} s = ${(reports / again.wall).toFixed(2)} reports/s, ` +
      `${((again.cpu / reports) * 1000).toFixed(0)} ms CPU per report, ${((2 * reports) / again.cpu).toFixed(2)} reports/s on two idle cores; ${load()}`,
  );
}, 1_800_000);
