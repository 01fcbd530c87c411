import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimalDatasetDir } from '../../analytics/minimal-snapshot.test-helper.ts';
import { importDatasetTexts } from './from-texts.ts';
import { importDataset } from './import-dataset.ts';
import { type DatasetFileName, datasetFiles } from './locate.ts';

// The methodology's worked examples import a dataset held in memory (issue 30): it must go through the same rules
// as a folder, so the same files give the same snapshot columns and a bad file the same error.

describe('importDatasetTexts', () => {
  it('builds the same snapshot columns as importing the folder', async () => {
    const texts: Partial<Record<DatasetFileName, string>> = {};
    for (const name of datasetFiles)
      texts[name] = await readFile(join(minimalDatasetDir, `${name}.csv`), 'utf8');
    const manifest = JSON.parse(await readFile(join(minimalDatasetDir, 'manifest.json'), 'utf8'));
    const fromTexts = importDatasetTexts(manifest, texts);
    const fromFolder = await importDataset(minimalDatasetDir);
    expect(fromTexts.ok && fromFolder.ok).toBe(true);
    if (!fromTexts.ok || !fromFolder.ok) return;
    expect(fromTexts.data).toEqual(fromFolder.data);
  });

  it('reports a file that breaks dataset-format.md as the folder import does', () => {
    const result = importDatasetTexts(
      { name: 'x', version: '1', asOf: '2026-06-30', baseCurrency: 'EUR', source: 'x', demo: false },
      {
        companies: 'company_id,name,country,sector\nK,K S.p.A.,IT,Utilities\n',
        securities: 'security_id,name,type\nK-EQ,K ord.,equity\n',
        involvement: 'company_id,type,revenue_share_pct\nK,alcohol,12\n',
      },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(
      expect.objectContaining({ file: 'involvement.csv', reason: expect.stringContaining('ownership_pct') }),
    );
  });
});
