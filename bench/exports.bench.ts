import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@esgkit/core';
import { test } from 'vitest';
import { benchEngine, twentyThousandLinePortfolio } from './bench-engine.ts';

// Issue 32 (large exports as jobs): the largest CSVs the engine builds when a download link is opened — the company
// screening CSV over the whole universe of the default (full) demo, and the PAI section CSV and explain.figureCsv of
// the 20,000-look-through-line portfolio of bench/explain.bench.ts — each timed through the API (the build blocks the
// engine's event loop for about that long) with the growth of this process's RSS while it ran, next to a reference
// GET /api/v1/version in the same run. Results: docs/benchmarks.md "CSV exports". Numbers, no asserts.

const cacheDir = join(tmpdir(), 'esgkit-bench-screening-cache');
const lines: string[] = [];

/** Times `run` `times` times (ms, the median) and the highest RSS seen above the RSS before, sampled every 5 ms. */
const measure = async (label: string, run: () => Promise<number>, times = 5) => {
  const ms: number[] = [];
  let bytes = 0;
  let peak = 0;
  for (let i = 0; i < times; i++) {
    const before = process.memoryUsage().rss;
    let top = before;
    const sampler = setInterval(() => {
      top = Math.max(top, process.memoryUsage().rss);
    }, 5);
    const start = performance.now();
    bytes = await run();
    ms.push(performance.now() - start);
    clearInterval(sampler);
    peak = Math.max(peak, Math.max(top, process.memoryUsage().rss) - before);
  }
  ms.sort((a, b) => a - b);
  lines.push(
    `${label}: median ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms (min ${ms[0]!.toFixed(1)}, max ${ms.at(-1)!.toFixed(1)}), ${(bytes / 1e6).toFixed(2)} MB, RSS +${(peak / 1e6).toFixed(0)} MB`,
  );
};

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const reference = (client: ApiClient) =>
  measure(
    'reference GET /api/v1/version',
    async () => {
      await client.call('system.version');
      return 0;
    },
    20,
  );

test('CSV exports: the company screening CSV over the whole full-demo universe', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'esgkit-bench-exports-'));
  const { engine, client } = await benchEngine(
    { ESGKIT_DATA_DIR: dataDir, ESGKIT_CACHE_DIR: cacheDir, ESGKIT_DEMO_SIZE: 'full' },
    'csv',
  );
  try {
    await reference(client);
    let rows = 0;
    await measure('screening company CSV, whole universe (link + download)', async () => {
      const { data } = await client.call('exports.screeningCsv', {
        params: { kind: 'company' },
        body: {} as never,
      });
      const file = await client.call('exports.download', { params: { token: tokenOf(data.urlDownload) } });
      rows = new TextDecoder().decode(file.bytes).split('\r\n').length - 2;
      return file.bytes.byteLength;
    });
    lines.push(`  (${rows} rows)`);
  } finally {
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 900_000);

test('CSV exports: the PAI section and explain terms of a 20,000-look-through-line portfolio', async () => {
  const root = mkdtempSync(join(tmpdir(), 'esgkit-bench-exports-large-'));
  const { engine, client, portfolioId } = await twentyThousandLinePortfolio(root, 'csv');
  try {
    await reference(client);
    for (const section of ['pai-1', 'pai-detail-1'] as const) {
      await measure(`${section} section CSV, 20,000 lines (link + download)`, async () => {
        const { data } = await client.call('exports.csv', { params: { portfolioId, section } });
        const file = await client.call('exports.download', { params: { token: tokenOf(data.urlDownload) } });
        return file.bytes.byteLength;
      });
    }
    for (const figure of ['pai2', 'pai:t1_1'] as const) {
      await measure(`explain.figureCsv ${figure}, 20,000 lines`, async () => {
        const file = await client.call('explain.figureCsv', { params: { portfolioId }, query: { figure } });
        return file.bytes.byteLength;
      });
    }
  } finally {
    await engine.close();
    rmSync(root, { recursive: true, force: true });
    console.log(
      [
        `[exports] load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')}`,
        ...lines,
      ]
        .map((l) => `[exports] ${l}`)
        .join('\n'),
    );
  }
}, 900_000);
