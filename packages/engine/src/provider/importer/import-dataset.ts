import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DatasetManifest, type SnapshotData } from '../snapshot/snapshot-data.ts';
import { factNumberColumns } from './columns.ts';
import { readDatasetText } from './csv.ts';
import { datasetFileModules, type Lookups, type SnapshotParts } from './files/index.ts';
import { createIssueLog, type DatasetIssue, type IssueLog } from './issues.ts';
import {
  type DatasetFileName,
  datasetFiles,
  fileStamp,
  IMPORTER_VERSION,
  locateDatasetFiles,
  snapshotVersionOf,
} from './locate.ts';
import { type ColumnSpec, parseTable, type Table } from './table.ts';

export {
  type DatasetFileName,
  datasetFiles,
  fileStamp,
  IMPORTER_VERSION,
  locateDatasetFiles,
  snapshotVersionOf,
};

/** The extract stage's (read, decompress, hash) share of an import's progress; the rest is parsing and building. */
const EXTRACT_SHARE = 12;

export interface ImportProgress {
  /** the file being read, e.g. `prices.csv` */
  file: string;
  /** 0–100 over the whole import */
  percent: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /**
   * Content hashes already taken (loadDataset hashes the files to find a cached snapshot), by file name, with the
   * fileStamp they were taken at: a file with the same stamp is not hashed again (hundreds of MB on a cold start).
   */
  knownHashes?: ReadonlyMap<string, { hash: string; stamp: string }>;
}

export type ImportResult =
  | { ok: true; data: SnapshotData; version: string; warnings: DatasetIssue[] }
  | { ok: false; errors: DatasetIssue[]; warnings: DatasetIssue[] };

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Imports a dataset folder (dataset-format.md) into snapshot columns. Never throws on bad data: errors (at most
 * 100, as `file:line:column`) make `ok` false and nothing is built; warnings are reported either way.
 *
 * @example const result = await importDataset('fixtures/datasets/minimal');
 * if (!result.ok) console.error(result.errors.map(formatDatasetIssue).join('\n'));
 */
export const importDataset = async (dir: string, options: ImportOptions = {}): Promise<ImportResult> =>
  transformDataset(await extractDataset(dir, options), options);

/** The files of a dataset folder as read from disk: decoded texts and content hashes (the extract stage). */
export interface RawDataset {
  dir: string;
  located: Map<DatasetFileName | 'manifest', string>;
  manifestText: string | undefined;
  /** decoded text per file name; `transformDataset` releases each one once parsed */
  texts: Map<string, string>;
  hashes: Map<string, string>;
  log: IssueLog;
}

/** Extract stage: finds the dataset's files, reads and decodes them (gzip, BOM) and hashes their bytes. */
export const extractDataset = async (dir: string, options: ImportOptions = {}): Promise<RawDataset> => {
  const log = createIssueLog();
  const texts = new Map<string, string>();
  const hashes = new Map<string, string>();
  const located = (await locateDatasetFiles(dir, log)) ?? new Map();
  const raw: RawDataset = { dir, located, manifestText: undefined, texts, hashes, log };
  if (log.errors.length > 0) return raw;
  const manifestBytes = await readFile(join(dir, 'manifest.json'));
  hashes.set('manifest.json', sha256Hex(manifestBytes));
  raw.manifestText = manifestBytes.toString('utf8').replace(/^\uFEFF/, '');
  const present = datasetFiles.filter((f) => located.has(f));
  // Progress by bytes: prices and indicators are most of a dataset, and of its reading time.
  const stats = await Promise.all(
    present.map((name) =>
      stat(join(dir, located.get(name)!)).then(
        (s) => s,
        () => undefined,
      ),
    ),
  );
  const sizes = stats.map((s) => s?.size ?? 0);
  const totalSize = Math.max(
    1,
    sizes.reduce((sum, size) => sum + size, 0),
  );
  let readSize = 0;
  for (const [k, name] of present.entries()) {
    const file = located.get(name)!;
    options.signal?.throwIfAborted();
    options.onProgress?.({ file, percent: Math.round((EXTRACT_SHARE * readSize) / totalSize) });
    readSize += sizes[k]!;
    try {
      const read = await readDatasetText(join(dir, file));
      const known = options.knownHashes?.get(file);
      const s = stats[k];
      hashes.set(file, known && s && known.stamp === fileStamp(s) ? known.hash : sha256Hex(read.bytes));
      texts.set(file, read.text);
    } catch (error) {
      log.error(file, 0, 0, `cannot be read: ${(error as Error).message}`);
    }
  }
  return raw;
};

/**
 * Transform stage: validates every file against dataset-format.md and builds the snapshot columns. Errors (at
 * most 100) make the result `ok: false` and nothing is built.
 */
export const transformDataset = (raw: RawDataset, options: ImportOptions = {}): ImportResult => {
  const { log, located, hashes } = raw;
  const fail = (): ImportResult => ({ ok: false, errors: log.errors, warnings: log.warnings });
  if (log.errors.length > 0 || raw.manifestText === undefined) return fail();
  let manifest: DatasetManifest | undefined;
  try {
    const parsed = DatasetManifest.safeParse(JSON.parse(raw.manifestText));
    if (parsed.success) manifest = parsed.data;
    else
      for (const i of parsed.error.issues)
        log.error('manifest.json', 0, 0, `${i.path.join('.') || 'manifest'}: ${i.message}`);
  } catch (error) {
    log.error('manifest.json', 0, 0, `not valid JSON: ${(error as Error).message}`);
  }

  const present = datasetFiles.filter((f) => located.has(f));
  // Progress by text length: parsing time follows it (the texts are released as they are parsed).
  const textLength = (name: DatasetFileName) => raw.texts.get(located.get(name) ?? '')?.length ?? 0;
  const totalLength = Math.max(
    1,
    datasetFiles.reduce((sum, name) => sum + textLength(name), 0),
  );
  let parsedLength = 0;
  const load = (
    name: DatasetFileName,
    columns: readonly ColumnSpec[],
    extra?: (column: string) => ColumnSpec | undefined,
  ): Table | undefined => {
    const file = located.get(name);
    const text = file === undefined ? undefined : raw.texts.get(file);
    if (!file || text === undefined || log.isFull()) return undefined;
    options.signal?.throwIfAborted();
    options.onProgress?.({
      file,
      percent: EXTRACT_SHARE + Math.round(((100 - EXTRACT_SHARE) * parsedLength) / totalLength),
    });
    parsedLength += text.length;
    raw.texts.delete(file);
    return parseTable(text, { file, columns }, log, extra);
  };
  const fileOf = (name: DatasetFileName) => located.get(name) ?? `${name}.csv`;

  // Each file's module checks its rows and builds its part; later files look up earlier ones in `lookups`.
  const lookups: Lookups = {
    companyIds: [],
    companyIndex: new Map(),
    securityIds: [],
    securityIndex: new Map(),
    securityType: new Int32Array(0),
    countryCodes: [],
  };
  const parts: Partial<Record<keyof SnapshotParts, unknown>> = {};
  for (const name of datasetFiles) {
    const module = datasetFileModules[name];
    const table = load(name, module.columns(lookups), module.extra);
    parts[module.part] = module.build(table, { log, file: fileOf(name), lookups });
  }

  options.onProgress?.({ file: '', percent: 100 });
  if (log.errors.length > 0 || !manifest || !parts.securities || !parts.companies) return fail();
  const data: SnapshotData = {
    manifest,
    files: ['manifest.json', ...present.map((p) => located.get(p)!)],
    ...(parts as SnapshotParts),
  };
  return { ok: true, data, version: snapshotVersionOf(hashes), warnings: log.warnings };
};

export { factNumberColumns };
