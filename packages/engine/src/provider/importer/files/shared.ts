import type { SnapshotData } from '../../snapshot/snapshot-data.ts';
import { securityTypes } from '../../snapshot/snapshot-data.ts';
import type { DatasetFileName } from '../import-dataset.ts';
import type { IssueLog } from '../issues.ts';
import { offsetsOf, reorder, sortOrder } from '../sort.ts';
import type { ColumnSpec, Table } from '../table.ts';

// What every dataset file's module shares: the lookups into earlier files, and the step shape the importer runs
// (import-dataset.ts, in datasetFiles' order: later files refer to earlier ones).

/** The snapshot's parts built from the dataset files (all of SnapshotData but the manifest and the file list). */
export type SnapshotParts = Omit<SnapshotData, 'manifest' | 'files'>;

/** What later files look up in earlier ones; each file's module fills in its own. */
export interface Lookups {
  companyIds: string[];
  companyIndex: Map<string, number>;
  securityIds: string[];
  securityIndex: Map<string, number>;
  /** index into securityTypes per security */
  securityType: Int32Array;
  countryCodes: string[];
}

export interface FileContext {
  log: IssueLog;
  /** the file's name as found (`prices.csv.gz`), else `<name>.csv` */
  file: string;
  lookups: Lookups;
}

/** One dataset file: its columns, and how its rows are checked across rows and built into its part. */
export interface DatasetFile<K extends keyof SnapshotParts> {
  part: K;
  columns: (lookups: Lookups) => readonly ColumnSpec[];
  /** a column beyond the listed ones (company_facts' extra figures) */
  extra?: (column: string) => ColumnSpec | undefined;
  /** The file's part (the empty part when the file is absent); undefined when a required file is missing. */
  build: (table: Table | undefined, ctx: FileContext) => SnapshotParts[K] | undefined;
}

export type AnyDatasetFile = { [K in keyof SnapshotParts]: DatasetFile<K> }[keyof SnapshotParts];
export type DatasetFiles = Record<DatasetFileName, AnyDatasetFile>;

export const fundTypeIndex = securityTypes.indexOf('fund');

export const resolverOf = (index: ReadonlyMap<string, number>) => (id: string) => index.get(id);

export const indexOf = (ids: readonly string[]): Map<string, number> => {
  const m = new Map<string, number>();
  ids.forEach((id, i) => {
    m.set(id, i);
  });
  return m;
};

export const duplicates = (
  file: string,
  table: Table,
  ids: readonly (string | null)[],
  column: string,
  log: IssueLog,
) => {
  const seen = new Set<string>();
  const col = table.position.get(column) ?? 0;
  ids.forEach((id, r) => {
    if (id === null) return;
    if (seen.has(id)) log.error(file, table.line[r]!, col, `${column} "${id}" appears more than once`);
    seen.add(id);
  });
};

/** Sorts a per-company table and returns its columns in that order with `offsets` by company. */
export const byCompany = (t: Table, companies: number, extraKeys: readonly Int32Array[]) => {
  const company = t.int('company_id');
  const order = sortOrder(t.rows, [company, ...extraKeys]);
  const sortedCompany = reorder(company, order);
  return { order, company: sortedCompany, offsets: offsetsOf(sortedCompany, companies) };
};

export const round = (x: number): string => String(Math.round(x * 1000) / 1000);
