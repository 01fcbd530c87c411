import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatasetLoadStage } from '@esgkit/core';
import type { DemoSize } from '../demo/generate-demo.ts';
import type { ImportProgress } from './importer/import-dataset.ts';
import { createIssueLog, type DatasetIssue, formatDatasetIssue } from './importer/issues.ts';
import { fileStamp, locateDatasetFiles, snapshotVersionOf } from './importer/locate.ts';
import { readSnapshotCache, writeSnapshotCache } from './snapshot/binary-cache.ts';
import type { Snapshot } from './snapshot/snapshot.ts';
import type { SnapshotData } from './snapshot/snapshot-data.ts';
import { tempPathFor } from './temp-path.ts';

/** A dataset folder that does not import: the CLI exits 3 with `issues`, a server start refuses it. */
export class DatasetImportError extends Error {
  readonly issues: DatasetIssue[];
  readonly warnings: DatasetIssue[];
  readonly datasetDir: string;

  constructor(datasetDir: string, issues: DatasetIssue[], warnings: DatasetIssue[]) {
    super(
      `The dataset in ${datasetDir} does not import (${issues.length}${issues.length >= 100 ? '+' : ''} errors):\n${issues
        .slice(0, 10)
        .map(formatDatasetIssue)
        .join('\n')}${issues.length > 10 ? '\n…' : ''}\nFix the files and start again.`,
    );
    this.name = 'DatasetImportError';
    this.datasetDir = datasetDir;
    this.issues = issues;
    this.warnings = warnings;
  }
}

export interface LoadProgress {
  stage: DatasetLoadStage | 'ready';
  file?: string;
  /** 0–100 over the whole load (every stage this load goes through), for a progress bar */
  percent: number;
}

/**
 * Each stage's share of a cold first start, in CPU seconds on the full demo (docs/benchmarks.md, "First start":
 * generation ~7.6 s, hashing ~0.5 s, import ~6 s, cache write ~0.3 s): the overall percent moves evenly with time.
 */
const STAGE_WEIGHTS: Record<DatasetLoadStage, number> = {
  generate: 53,
  hash: 3,
  cache: 0,
  import: 42,
  writeCache: 2,
};

/** Reports `stage` at `stagePercent` of itself as a percent of the whole load (the stages in `stages` only). */
const overallProgress = (stages: readonly DatasetLoadStage[], report?: (progress: LoadProgress) => void) => {
  const total = stages.reduce((sum, s) => sum + STAGE_WEIGHTS[s], 0);
  return (stage: DatasetLoadStage, stagePercent = 0, file?: string): void => {
    if (!report) return;
    const before = stages.slice(0, stages.indexOf(stage)).reduce((sum, s) => sum + STAGE_WEIGHTS[s], 0);
    const percent = Math.min(
      100,
      Math.round((100 * (before + (STAGE_WEIGHTS[stage] * stagePercent) / 100)) / total),
    );
    report({ stage, percent, ...(file ? { file } : {}) });
  };
};

export interface LoadDatasetOptions {
  /** the provider dataset folder (`--data` / `ESGKIT_DATASET`); without it the demo universe is used */
  datasetDir?: string;
  /** ESGKIT_CACHE_DIR: demo datasets, snapshot caches and the file-hash memo */
  cacheDir: string;
  /** ESGKIT_DEMO_SIZE */
  demoSize?: DemoSize;
  onProgress?: (progress: LoadProgress) => void;
  signal?: AbortSignal;
}

const streamHash = (path: string): Promise<string> =>
  new Promise((done, fail) => {
    const h = createHash('sha256');
    createReadStream(path, { highWaterMark: 1 << 22 })
      .on('data', (chunk) => h.update(chunk))
      .on('error', fail)
      .on('end', () => done(h.digest('hex')));
  });

/**
 * Content hashes of dataset files, remembered by (path, size, mtime, ctime, inode) in `<cacheDir>/file-hashes.json`
 * so a warm start does not re-read hundreds of megabytes; a changed file has a new mtime or size and is hashed again.
 */
// The demo generator and the importer (every file's parser) load where loadDataset runs them, on the loading worker,
// and only when the cache misses: the engine's own thread, which only starts that worker, never needs them, and a warm
// start needs only locate.ts (issue 24, start-up).
const loadImporter = () => import('./importer/import-dataset.ts');

const hashFiles = async (
  cacheDir: string,
  dir: string,
  files: readonly string[],
): Promise<Map<string, { hash: string; stamp: string }>> => {
  const memoPath = join(cacheDir, 'file-hashes.json');
  let memo: Record<string, string> = {};
  try {
    memo = JSON.parse(await readFile(memoPath, 'utf8')) as Record<string, string>;
  } catch {
    memo = {};
  }
  const out = new Map<string, { hash: string; stamp: string }>();
  let isChanged = false;
  for (const name of files) {
    const path = resolve(dir, name);
    const s = await stat(path);
    const stamp = fileStamp(s);
    const key = `${path}|${stamp}`;
    let hash = memo[key];
    if (!hash) {
      hash = await streamHash(path);
      memo[key] = hash;
      isChanged = true;
    }
    out.set(name, { hash, stamp });
  }
  if (isChanged) {
    await mkdir(cacheDir, { recursive: true });
    const tmp = tempPathFor(memoPath);
    await writeFile(tmp, JSON.stringify(memo));
    await rename(tmp, memoPath);
  }
  return out;
};

/**
 * Loads the snapshot a process serves: the dataset folder, or the demo universe (generated once into the cache),
 * from the binary cache when this exact content was imported before. Throws DatasetImportError when the folder
 * does not import — there is no fallback (only a running server's reload keeps its previous snapshot).
 *
 * @example const snapshot = await loadDataset({ cacheDir: config.cacheDir, demoSize: 'small' });
 */
export const loadDataset = async (options: LoadDatasetOptions): Promise<Snapshot> => {
  const [{ data, version, warnings }, { createSnapshot }] = await Promise.all([
    loadDatasetData(options),
    loadSnapshotModule(),
  ]);
  return createSnapshot(data, version, warnings);
};

// The snapshot's views (and @esgkit/core's enums and schemas with them) load on the thread that serves it, not on the
// loading worker, which only sends the columns (issue 24, start-up).
const loadSnapshotModule = () => import('./snapshot/snapshot.ts');

/** loadDataset's columns, before they become a Snapshot: what the loading worker sends back. */
export const loadDatasetData = async (
  options: LoadDatasetOptions,
): Promise<{ data: SnapshotData; version: string; warnings: DatasetIssue[] }> => {
  const { cacheDir, onProgress, signal } = options;
  let dir = options.datasetDir;
  const progress = overallProgress(
    dir ? ['hash', 'cache', 'import', 'writeCache'] : ['generate', 'hash', 'cache', 'import', 'writeCache'],
    onProgress,
  );
  if (!dir) {
    progress('generate');
    const { ensureDemoDataset } = await import('../demo/generate-demo.ts');
    dir = await ensureDemoDataset({
      cacheDir,
      size: options.demoSize ?? 'full',
      onProgress: (percent) => progress('generate', percent),
    });
  }
  signal?.throwIfAborted();
  progress('hash');
  const log = createIssueLog();
  const located = await locateDatasetFiles(dir, log);
  if (!located || log.errors.length > 0) throw new DatasetImportError(dir, log.errors, log.warnings);
  const knownHashes = await hashFiles(cacheDir, dir, [...located.values()]);
  const version = snapshotVersionOf(new Map([...knownHashes].map(([name, { hash }]) => [name, hash])));
  progress('cache');
  const cached = await readSnapshotCache(cacheDir, version);
  if (cached) {
    onProgress?.({ stage: 'ready', percent: 100 });
    return { data: cached.data, version, warnings: cached.warnings };
  }
  const { importDataset } = await loadImporter();
  const result = await importDataset(dir, {
    signal,
    knownHashes,
    onProgress: (p: ImportProgress) => progress('import', p.percent, p.file),
  });
  if (!result.ok) throw new DatasetImportError(dir, result.errors, result.warnings);
  progress('writeCache');
  try {
    await writeSnapshotCache(cacheDir, result.version, { data: result.data, warnings: result.warnings });
  } catch {
    // A read-only or full cache directory only costs the next start its speed.
  }
  onProgress?.({ stage: 'ready', percent: 100 });
  return { data: result.data, version: result.version, warnings: result.warnings };
};

/**
 * loadDataset on a worker thread, so a server that is already listening keeps answering (503 `datasetLoading`)
 * while the demo is generated or a dataset is parsed. Same result and errors as loadDataset.
 */
export const loadDatasetInWorker = (options: LoadDatasetOptions): Promise<Snapshot> => {
  const isSource = import.meta.url.endsWith('.ts');
  const { onProgress, signal, ...plain } = options;
  const worker = new Worker(new URL(isSource ? './load-worker.ts' : './load-worker.js', import.meta.url), {
    workerData: plain,
    // Running from TypeScript source (tests, dev): resolve workspace packages to their source too.
    execArgv: isSource ? ['--conditions=@esgkit/source'] : [],
  });
  return new Promise<Snapshot>((done, fail) => {
    const stop = () => {
      void worker.terminate();
      fail(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') {
        onProgress?.(message.progress);
        return;
      }
      signal?.removeEventListener('abort', stop);
      void worker.terminate();
      if (message.kind === 'done')
        loadSnapshotModule().then(
          ({ createSnapshot }) => done(createSnapshot(message.data, message.version, message.warnings)),
          fail,
        );
      else if (message.kind === 'invalid')
        fail(new DatasetImportError(message.dir, message.issues, message.warnings));
      else fail(new Error(message.message));
    });
    worker.on('error', (error) => {
      signal?.removeEventListener('abort', stop);
      fail(error);
    });
  });
};

type WorkerMessage =
  | { kind: 'progress'; progress: LoadProgress }
  | { kind: 'done'; data: SnapshotData; version: string; warnings: DatasetIssue[] }
  | { kind: 'invalid'; dir: string; issues: DatasetIssue[]; warnings: DatasetIssue[] }
  | { kind: 'failed'; message: string };
