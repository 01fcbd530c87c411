// The demo dataset: the universe is built in memory (build/), then written file by file from a list (files/).
// docs/demo-data.md says how it is calibrated (calibration.ts).
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDemoModel } from './build/index.ts';
import { DEMO_AS_OF, type DemoSize } from './calibration.ts';
import { openOut } from './csv.ts';
import { demoFiles } from './files/index.ts';

export { DEMO_AS_OF, type DemoSize } from './calibration.ts';

/**
 * Bumped whenever the generator writes different files for the same seed and size (it keys the demo cache, so a
 * machine regenerates its demo). test/provider/demo-hashes.test.ts fails until it is bumped and the hashes updated.
 */
export const DEMO_GENERATOR_VERSION = '3';
export const DEMO_SEED = 20_260_930;

export interface DemoOptions {
  cacheDir: string;
  size: DemoSize;
  seed?: number;
  /** 0–100 while the demo is generated (a start's progress bar); not called when the demo is already there */
  onProgress?: (percent: number) => void;
}

/** The model built before the first file takes the share of the generation time the files leave. */
const MODEL_SHARE = 100 - demoFiles.reduce((sum, file) => sum + file.share, 0);

/** Where the demo dataset of this generator version, seed and size lives in the cache. */
export const demoDatasetDir = (options: DemoOptions): string =>
  join(options.cacheDir, 'demo', `v${DEMO_GENERATOR_VERSION}-${options.seed ?? DEMO_SEED}-${options.size}`);

/**
 * Returns the demo dataset folder, generating it first when this machine has none for this generator version,
 * seed and size. The folder is written beside its final place and renamed, so a half-written demo is never used.
 */
export const ensureDemoDataset = async (options: DemoOptions): Promise<string> => {
  const dir = demoDatasetDir(options);
  if (existsSync(join(dir, 'manifest.json'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(tmp, { recursive: true });
  try {
    generateDemoDataset(tmp, {
      size: options.size,
      seed: options.seed ?? DEMO_SEED,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    try {
      renameSync(tmp, dir);
    } catch (error) {
      // Another process finished first: use its folder.
      if (!existsSync(join(dir, 'manifest.json'))) throw error;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
};

/**
 * Writes the demo universe into `dir` in the dataset format (dataset-format.md). Deterministic: the same seed and
 * size give byte-identical files.
 */
export const generateDemoDataset = (
  dir: string,
  options: { size: DemoSize; seed: number; onProgress?: (percent: number) => void },
): void => {
  const model = buildDemoModel(options.size, options.seed);
  let done = MODEL_SHARE;
  options.onProgress?.(done);
  writeFileSync(
    join(dir, 'manifest.json'),
    `${JSON.stringify({ name: `esgkit demo universe (${options.size})`, version: `${DEMO_GENERATOR_VERSION}.${options.seed}`, asOf: DEMO_AS_OF, baseCurrency: 'EUR', source: 'esgkit demo generator (synthetic data, not investment advice)', demo: true }, null, 2)}\n`,
  );
  for (const file of demoFiles) {
    const out = openOut(join(dir, file.name));
    out.line(file.header);
    file.rows(out, model);
    out.close();
    done += file.share;
    options.onProgress?.(Math.min(100, done));
  }
};
