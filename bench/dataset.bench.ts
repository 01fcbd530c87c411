import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, test } from 'vitest';

// The engine's provider and demo areas, reached by file URL until src/index.ts re-exports them
// (then: `import { ensureDemoDataset, loadDataset } from '@esgkit/engine'`).
const engineSrc = resolve(import.meta.dirname, '../packages/engine/src');
interface DatasetApi {
  loadDataset(options: {
    datasetDir?: string;
    cacheDir: string;
    demoSize?: 'small' | 'full';
  }): Promise<unknown>;
}
interface DemoApi {
  ensureDemoDataset(options: { cacheDir: string; size: 'small' | 'full' }): Promise<string>;
}
const { loadDataset } = (await import(
  pathToFileURL(join(engineSrc, 'provider/index.ts')).href
)) as DatasetApi;
const { ensureDemoDataset } = (await import(pathToFileURL(join(engineSrc, 'demo/index.ts')).href)) as DemoApi;

// The demo universe at full size: generation, cold import, warm start from the binary cache, peak memory.
// Targets (issue part 3): generation + import ≤ 60 s, warm start ≤ 2 s, on the project's 2-core machine.
// One iteration each: these are seconds-long, and each run needs a fresh cache. Results: docs/benchmarks.md.
const root = mkdtempSync(join(tmpdir(), 'esgkit-bench-dataset-'));
const demoCache = join(root, 'demo-cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const once = { iterations: 1, time: 0, warmup: false } as const;
const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
let demoDir = '';

test('dataset: full demo generation', async ({ bench }) => {
  await bench('generate full demo (write CSVs)', async () => {
    rmSync(demoCache, { recursive: true, force: true });
    demoDir = await ensureDemoDataset({ cacheDir: demoCache, size: 'full' });
  }).run(once);
  console.log(`[dataset] peak RSS after generation: ${peakRssMb()} MB`);
});

test('dataset: cold import of the full demo', async ({ bench }) => {
  await bench('cold import (hash, parse, validate, build, write cache)', async () => {
    const cacheDir = join(root, `cold-${Date.now()}`);
    await loadDataset({ datasetDir: demoDir, cacheDir, demoSize: 'full' });
  }).run(once);
  console.log(`[dataset] peak RSS after cold import: ${peakRssMb()} MB`);
});

test('dataset: warm start from the cache, in a fresh process', async ({ bench }) => {
  const cacheDir = join(root, 'warm');
  await loadDataset({ datasetDir: demoDir, cacheDir, demoSize: 'full' });
  const entry = pathToFileURL(join(engineSrc, 'provider/index.ts')).href;
  const script = `
    const t0 = performance.now();
    const { loadDataset } = await import(${JSON.stringify(entry)});
    const t1 = performance.now();
    const s = await loadDataset({ datasetDir: ${JSON.stringify(demoDir)}, cacheDir: ${JSON.stringify(cacheDir)} });
    const t2 = performance.now();
    console.log(JSON.stringify({ moduleMs: Math.round(t1 - t0), loadMs: Math.round(t2 - t1), securities: s.data.securities.id.length,
      priceRows: s.data.prices.value.length, rssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));`;
  let last = '';
  await bench('warm start (new process: read cache file, build indexes)', () => {
    const child = spawnSync(
      process.execPath,
      ['--conditions=@esgkit/source', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    last = child.stdout.trim();
  }).run({ iterations: 3, time: 0, warmup: false });
  console.log(`[dataset] warm start child: ${last}`);
});
