import { resolve } from 'node:path';
import { createSnapshot, importDataset, type Snapshot } from '../provider/index.ts';

/** fixtures/datasets/minimal, the hand-written dataset the analytics tests compute by hand. */
export const minimalDatasetDir = resolve(import.meta.dirname, '../../../../fixtures/datasets/minimal');

let minimal: Promise<Snapshot> | undefined;

/** The minimal fixture imported once per test file. */
export const minimalSnapshot = (): Promise<Snapshot> => {
  minimal ??= importDataset(minimalDatasetDir).then((r) => {
    if (!r.ok) throw new Error('fixtures/datasets/minimal must import');
    return createSnapshot(r.data, r.version, r.warnings);
  });
  return minimal;
};
