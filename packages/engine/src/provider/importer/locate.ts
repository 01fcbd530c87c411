// What loadDataset needs before it knows whether the binary cache has the snapshot: the dataset's files, their
// stamps and the snapshot version. Kept apart from the importer so a warm start (a cache hit) on the loading worker
// does not load every file's parser (issue 24, start-up).
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { IssueLog } from './issues.ts';

/** Bumped whenever the importer would build a different snapshot from the same files (it is part of the version). */
export const IMPORTER_VERSION = '1';

/** The files of dataset-format.md, in import order (later files refer to earlier ones). */
export const datasetFiles = [
  'companies',
  'securities',
  'countries',
  'company_facts',
  'indicators',
  'scores',
  'involvement',
  'taxonomy',
  'products',
  'sdg',
  'funds',
  'holdings',
  'prices',
  'fx',
  'rates',
] as const;
export type DatasetFileName = (typeof datasetFiles)[number];

/** What identifies a file's content without reading it: size, modification and change times, inode. */
export const fileStamp = (s: Stats): string => `${s.size}|${s.mtimeMs}|${s.ctimeMs}|${s.ino}`;

/**
 * The snapshot version: sha-256 over the importer's version and every dataset file's name and content hash
 * (files in name order). Same files → same version; one changed cell → another version.
 */
export const snapshotVersionOf = (fileHashes: ReadonlyMap<string, string>): string => {
  const h = createHash('sha256').update(`esgkit-importer:${IMPORTER_VERSION}\n`);
  for (const name of [...fileHashes.keys()].sort()) h.update(`${name}\0${fileHashes.get(name)}\n`);
  return h.digest('hex').slice(0, 32);
};

/** Finds `<name>.csv` or `<name>.csv.gz` for each dataset file; extra files are warnings, duplicates errors. */
export const locateDatasetFiles = async (
  dir: string,
  log: IssueLog,
): Promise<Map<DatasetFileName | 'manifest', string> | undefined> => {
  let entries: string[];
  try {
    entries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    log.error(dir, 0, 0, 'the dataset folder cannot be read');
    return undefined;
  }
  const found = new Map<DatasetFileName | 'manifest', string>();
  const known = new Set<string>(datasetFiles);
  for (const name of entries.sort()) {
    if (name === 'manifest.json') {
      found.set('manifest', name);
      continue;
    }
    const base = name.endsWith('.csv.gz')
      ? name.slice(0, -7)
      : name.endsWith('.csv')
        ? name.slice(0, -4)
        : '';
    if (!known.has(base)) {
      if (!name.startsWith('.')) log.warn(name, 0, 0, 'not a file of the dataset format; ignored');
      continue;
    }
    const key = base as DatasetFileName;
    const previous = found.get(key);
    if (previous) log.error(name, 0, 0, `both ${previous} and ${name} are present; keep one`);
    else found.set(key, name);
  }
  for (const required of ['manifest', 'securities', 'companies'] as const)
    if (!found.has(required))
      log.error(
        required === 'manifest' ? 'manifest.json' : `${required}.csv`,
        0,
        0,
        'required file is missing',
      );
  return found;
};
