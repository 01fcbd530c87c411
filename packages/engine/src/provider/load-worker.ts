import { parentPort, workerData } from 'node:worker_threads';
import { DatasetImportError, type LoadDatasetOptions, loadDatasetData } from './load-dataset.ts';
import type { SnapshotData } from './snapshot/snapshot-data.ts';

// Runs loadDataset off the main thread (see loadDatasetInWorker) and sends the columns back, transferring the
// typed arrays' memory instead of copying it.

const transferables = (data: SnapshotData): ArrayBuffer[] => {
  const buffers = new Set<ArrayBuffer>();
  const walk = (value: unknown): void => {
    if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const v of Object.values(value)) walk(v);
  };
  walk(data);
  return [...buffers];
};

const options = workerData as Omit<LoadDatasetOptions, 'onProgress' | 'signal'>;
const port = parentPort!;
loadDatasetData({
  ...options,
  onProgress: (progress) => port.postMessage({ kind: 'progress', progress }),
}).then(
  (loaded) => {
    port.postMessage(
      { kind: 'done', data: loaded.data, version: loaded.version, warnings: loaded.warnings },
      transferables(loaded.data),
    );
  },
  (error: unknown) => {
    port.postMessage(
      error instanceof DatasetImportError
        ? { kind: 'invalid', dir: error.datasetDir, issues: error.issues, warnings: error.warnings }
        : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
    );
  },
);
