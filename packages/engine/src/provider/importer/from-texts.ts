import { type ImportResult, sha256Hex, transformDataset } from './import-dataset.ts';
import { createIssueLog } from './issues.ts';
import type { DatasetFileName } from './locate.ts';

/**
 * Imports a dataset held in memory — the manifest and each file's CSV text — through the same transform stage as a
 * folder (dataset-format.md; every rule and warning applies). For datasets of a few rows built at run time: the
 * methodology's worked examples (issue 30) compute on one. A file left out is absent, as in a folder.
 */
export const importDatasetTexts = (
  manifest: Readonly<Record<string, unknown>>,
  files: Readonly<Partial<Record<DatasetFileName, string>>>,
): ImportResult => {
  const located = new Map<DatasetFileName | 'manifest', string>([['manifest', 'manifest.json']]);
  const texts = new Map<string, string>();
  const manifestText = JSON.stringify(manifest);
  const hashes = new Map([['manifest.json', sha256Hex(Buffer.from(manifestText))]]);
  for (const [name, text] of Object.entries(files) as [DatasetFileName, string][]) {
    const file = `${name}.csv`;
    located.set(name, file);
    texts.set(file, text);
    hashes.set(file, sha256Hex(Buffer.from(text)));
  }
  return transformDataset({
    dir: '(in memory)',
    located,
    manifestText,
    texts,
    hashes,
    log: createIssueLog(),
  });
};
