// The engine's light entry (`@esgkit/engine/preload`, issue 24 start-up): the settings and the dataset load, without
// the HTTP app, the store and the analytics. A host (the CLI's embedded engine) starts the dataset-loading worker from
// here first, so the load overlaps the import of the rest of the engine, then hands the started load to createEngine.
import type { EngineConfig } from './config/env.ts';
import { type LoadProgress, loadDatasetInWorker } from './provider/load-dataset.ts';
import type { Snapshot } from './provider/snapshot/snapshot.ts';

export { DEFAULT_PORT, EngineConfig, loadEngineConfig } from './config/index.ts';
export type { LoadProgress } from './provider/load-dataset.ts';

/** What the engine needs to know of the loaded dataset snapshot. */
export interface SnapshotInfo {
  version: string;
  asOf: string;
  demo: boolean;
  /** The dataset's name (its manifest's), which reports print; kept when the info crosses a thread without `data`. */
  name?: string;
  /** The imported data; without it (tests of accounts and enforcement) data routes answer 503 datasetLoading. */
  data?: Snapshot;
}

/** The engine's view of an imported snapshot. */
export const snapshotInfoOf = (snapshot: Snapshot): SnapshotInfo => ({
  version: snapshot.version,
  asOf: snapshot.manifest.asOf,
  demo: snapshot.isDemo,
  name: snapshot.manifest.name,
  data: snapshot,
});

/** Loads the dataset snapshot, telling its progress (system.health shows it while loading). */
export type SnapshotLoader = (onProgress?: (progress: LoadProgress) => void) => Promise<SnapshotInfo>;

/**
 * Starts loading now (ESGKIT_DATASET's folder, else the demo universe of ESGKIT_DEMO_SIZE, on a worker thread) and
 * returns the loader createEngine awaits: progress that came before the engine asked is replayed (the latest step).
 */
export const startDatasetLoad = (
  config: EngineConfig,
  options: { datasetDir?: string } = {},
): SnapshotLoader => {
  const datasetDir = options.datasetDir ?? config.dataset;
  let latest: LoadProgress | null = null;
  let listener: ((progress: LoadProgress) => void) | undefined;
  const loaded = loadDatasetInWorker({
    cacheDir: config.cacheDir,
    demoSize: config.demoSize,
    ...(datasetDir ? { datasetDir } : {}),
    onProgress: (progress) => {
      latest = progress;
      listener?.(progress);
    },
  }).then(snapshotInfoOf);
  // A failure is the loader's caller's to handle; until it asks, keep it from becoming an unhandled rejection.
  loaded.catch(() => undefined);
  return (onProgress) => {
    listener = onProgress;
    if (latest && onProgress) onProgress(latest);
    return loaded;
  };
};

/**
 * The default loader: starts the load when the engine asks for it, on a worker thread so the listening server keeps
 * answering 503 datasetLoading meanwhile.
 */
export const datasetLoader =
  (config: EngineConfig, options: { datasetDir?: string } = {}): SnapshotLoader =>
  (onProgress) =>
    startDatasetLoad(config, options)(onProgress);
