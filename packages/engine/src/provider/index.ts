export {
  type DatasetFileName,
  datasetFiles,
  IMPORTER_VERSION,
  type ImportOptions,
  type ImportProgress,
  type ImportResult,
  importDataset,
  snapshotVersionOf,
} from './importer/import-dataset.ts';
export { DatasetIssue, formatDatasetIssue, MAX_REPORTED_ERRORS } from './importer/issues.ts';
export {
  DatasetImportError,
  type LoadDatasetOptions,
  type LoadProgress,
  loadDataset,
  loadDatasetInWorker,
} from './load-dataset.ts';
export { type CachedSnapshot, readSnapshotCache, writeSnapshotCache } from './snapshot/binary-cache.ts';
export {
  type CompanyFactsYear,
  createSnapshot,
  type DaySeries,
  type FundHoldings,
  type HoldingRow,
  type SecurityType,
  type Snapshot,
  type TaxonomyRow,
} from './snapshot/snapshot.ts';
export {
  assetClasses,
  CASH_INDEX,
  DatasetManifest,
  fundTypes,
  NO_DAY,
  type SnapshotData,
  scoreColumns,
  scoreEntityTypes,
  securityTypes,
  taxonomyKpiCodes,
  taxonomyObjectiveCodes,
  taxonomyValueColumns,
} from './snapshot/snapshot-data.ts';
