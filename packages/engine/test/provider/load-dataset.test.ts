import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DatasetImportError,
  formatDatasetIssue,
  type LoadProgress,
  loadDataset,
  loadDatasetInWorker,
} from '../../src/provider/index.ts';
import { cleanTempDirs, copyOfMinimal, replaceLine, tempDir } from './helpers.ts';

afterAll(cleanTempDirs);

describe('loadDataset with a dataset folder', () => {
  it('imports cold, then starts warm from the binary cache with equal answers', async () => {
    const dataset = copyOfMinimal();
    const cacheDir = tempDir('esgkit-cache-');
    const coldStages: LoadProgress['stage'][] = [];
    const cold = await loadDataset({
      datasetDir: dataset,
      cacheDir,
      onProgress: (p) => coldStages.push(p.stage),
    });
    expect(coldStages).toContain('import');
    expect(readdirSync(join(cacheDir, 'snapshots'))).toEqual([`${cold.version}.bin`]);

    const warmStages: LoadProgress['stage'][] = [];
    const warm = await loadDataset({
      datasetDir: dataset,
      cacheDir,
      onProgress: (p) => warmStages.push(p.stage),
    });
    expect(warmStages).not.toContain('import');
    expect(warm.version).toBe(cold.version);
    expect(warm.data).toEqual(cold.data);
    expect(warm.warnings).toEqual(cold.warnings);
    const f1 = warm.securityIndex('F1');
    expect(warm.holdingsOf(f1, 20_269)).toEqual(cold.holdingsOf(f1, 20_269));
    expect(Array.from(warm.prices(1).value)).toEqual(Array.from(cold.prices(1).value));
    expect(warm.latestCompanyFacts(0, 2025)?.value('scope3_t')).toBe(8_700_000);
    expect(warm.companyFacts(2, 2024)?.value('scope3_t')).toBeNaN();
  });

  it('loads twice at once in one process on a cold cache (two engines started side by side), one cache file', async () => {
    // both wrote `<file>.<pid>.tmp` and renamed it: the second rename found no file (ENOENT) and its load failed
    const dataset = copyOfMinimal();
    const cacheDir = tempDir('esgkit-cache-');
    const [one, two] = await Promise.all([
      loadDataset({ datasetDir: dataset, cacheDir }),
      loadDataset({ datasetDir: dataset, cacheDir }),
    ]);
    expect(two.version).toBe(one.version);
    expect(readdirSync(join(cacheDir, 'snapshots'))).toEqual([`${one.version}.bin`]);
    expect(readdirSync(cacheDir).sort()).toEqual(['file-hashes.json', 'snapshots']);
  });

  it('refuses a folder that does not import, with the issue list (no fallback)', async () => {
    const dataset = copyOfMinimal({ 'holdings.csv': replaceLine(3, 'F1,S2,-58,2024-12-31') });
    const error = await loadDataset({ datasetDir: dataset, cacheDir: tempDir('esgkit-cache-') }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatasetImportError);
    const issues = (error as DatasetImportError).issues.map(formatDatasetIssue);
    expect(issues).toEqual(['holdings.csv:3:3: weight_pct -58 is negative']);
    expect((error as Error).message).toContain('holdings.csv:3:3: weight_pct -58 is negative');
  });

  it('refuses a folder that does not exist', async () => {
    await expect(
      loadDataset({ datasetDir: join(tempDir(), 'nope'), cacheDir: tempDir('esgkit-cache-') }),
    ).rejects.toBeInstanceOf(DatasetImportError);
  });

  it('imports again when a file changes (new version, new cache file)', async () => {
    const cacheDir = tempDir('esgkit-cache-');
    const a = await loadDataset({ datasetDir: copyOfMinimal(), cacheDir });
    const b = await loadDataset({
      datasetDir: copyOfMinimal({ 'prices.csv': replaceLine(2, 'S1,2025-06-26,10.21') }),
      cacheDir,
    });
    expect(b.version).not.toBe(a.version);
    expect(existsSync(join(cacheDir, 'snapshots', `${b.version}.bin`))).toBe(true);
  });
});

describe('loadDatasetInWorker', () => {
  it('gives the same snapshot as loadDataset, built on a worker thread', async () => {
    const dataset = copyOfMinimal();
    const inProcess = await loadDataset({ datasetDir: dataset, cacheDir: tempDir('esgkit-cache-') });
    const stages: LoadProgress['stage'][] = [];
    const viaWorker = await loadDatasetInWorker({
      datasetDir: dataset,
      cacheDir: tempDir('esgkit-cache-'),
      onProgress: (p) => stages.push(p.stage),
    });
    expect(viaWorker.version).toBe(inProcess.version);
    expect(viaWorker.data).toEqual(inProcess.data);
    expect(stages.at(-1)).toBe('ready');
  });

  it('rejects with the same DatasetImportError', async () => {
    const dataset = copyOfMinimal({ 'taxonomy.csv': replaceLine(2, 'C1,2024,CCM,turnover,55,60,2,') });
    const error = await loadDatasetInWorker({
      datasetDir: dataset,
      cacheDir: tempDir('esgkit-cache-'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetImportError);
    expect((error as DatasetImportError).issues.map(formatDatasetIssue)).toEqual([
      'taxonomy.csv:2:6: aligned_pct 60 exceeds eligible_pct 55',
    ]);
  });
});
