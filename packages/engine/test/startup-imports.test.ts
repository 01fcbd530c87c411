import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { modulesLoadedBy } from '../../../scripts/modules-loaded.ts';

// Issue 24, start-up: the engine loads only what a command needs. Importing it (what `esgkit lookup` and
// `esgkit data info` do) must not load the PDF renderer, the mail library or the Stripe client; they load at the first report, mail or Stripe call.
const repo = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'esgkit-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every module URL a fresh Node process resolves while running `code` (an ES module) from the engine's folder. */
const modulesLoadedByCode = (code: string): string[] => {
  const run = modulesLoadedBy(['--input-type=module', '-e', code], { cwd: join(repo, 'packages/engine') });
  expect(run.stderr).not.toMatch(/Error/);
  expect(run.status).toBe(0);
  return run.urls;
};

test('importing the engine loads neither the PDF renderer, the SVG rasteriser, the mail library nor the Stripe client', {
  timeout: 60_000,
}, () => {
  const loaded = modulesLoadedByCode("await import('@esgkit/engine');");
  // the import really happened: the engine's own entry and its store are there
  expect(loaded.some((url) => url.endsWith('/packages/engine/src/index.ts'))).toBe(true);
  expect(loaded.some((url) => url.includes('/node_modules/kysely/'))).toBe(true);
  const heavy = loaded.filter((url) =>
    /\/node_modules\/(@react-pdf|react-pdf-charts|vega|vega-lite|@resvg|nodemailer|stripe)\/|\/packages\/report\//.test(
      url,
    ),
  );
  expect(heavy).toEqual([]);
});

test('importing the engine loads neither the dataset importer nor the demo generator', {
  timeout: 60_000,
}, () => {
  // they run on the loading worker (loadDatasetInWorker); the engine's own thread only starts it
  const loaded = modulesLoadedByCode("await import('@esgkit/engine');");
  expect(loaded.some((url) => url.endsWith('/packages/engine/src/provider/load-dataset.ts'))).toBe(true);
  const loading = loaded.filter((url) =>
    /\/packages\/engine\/src\/(provider\/importer\/(import-dataset|files\/)|demo\/)/.test(url),
  );
  expect(loading).toEqual([]);
});

test('the preload entry loads the settings and the dataset load, not the HTTP app or the store', {
  timeout: 60_000,
}, () => {
  // the CLI starts the loading worker from here before importing the rest of the engine (docs/architecture.md)
  const loaded = modulesLoadedByCode("await import('@esgkit/engine/preload');");
  expect(loaded.some((url) => url.endsWith('/packages/engine/src/provider/load-dataset.ts'))).toBe(true);
  const engineRest = loaded.filter((url) =>
    /\/node_modules\/(express|kysely|better-sqlite3|pg|pino)\/|\/packages\/engine\/src\/(index|http\/app|store\/db)\.ts$/.test(
      url,
    ),
  );
  expect(engineRest).toEqual([]);
});

test('a warm start (the snapshot is in the binary cache) loads no file parser, and its worker not @esgkit/core', {
  timeout: 60_000,
}, async () => {
  // the loading worker (loadDatasetData) hashes the files and reads the cache; the importer loads only when the cache
  // misses, and the snapshot's views (with core's enums and schemas) on the thread the worker sends the columns to
  const { loadDataset } = await import('../src/provider/load-dataset.ts');
  const cacheDir = join(dir, 'cache');
  const datasetDir = join(repo, 'fixtures/datasets/minimal');
  await loadDataset({ cacheDir, datasetDir });
  const loadDatasetUrl = pathToFileURL(join(repo, 'packages/engine/src/provider/load-dataset.ts')).href;
  const loaded = modulesLoadedByCode(
    `const { loadDatasetData } = await import(${JSON.stringify(loadDatasetUrl)});
await loadDatasetData({ cacheDir: ${JSON.stringify(cacheDir)}, datasetDir: ${JSON.stringify(datasetDir)} });`,
  );
  expect(loaded.some((url) => url.endsWith('/provider/snapshot/binary-cache.ts'))).toBe(true);
  expect(
    loaded.filter((url) => /\/provider\/importer\/(import-dataset|files\/)|\/packages\/core\//.test(url)),
  ).toEqual([]);
});
