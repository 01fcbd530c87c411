import { resolve } from 'node:path';
import { z } from 'zod';
import { extractDataset, type RawDataset, transformDataset } from '../../importer/import-dataset.ts';
import type { FetcherOf } from '../source.ts';

const DatasetParams = z.object({ dir: z.string().trim().min(1, 'the dataset folder is required') });

/** A dataset folder (dataset-format.md) → snapshot columns, or the file:line:column issues that stop it. */
export const datasetFetcher: FetcherOf<'Dataset'> = {
  transformQuery: (params) => ({ dir: resolve(DatasetParams.parse(params).dir) }),
  extractData: (query: { dir: string }, context): Promise<RawDataset> => extractDataset(query.dir, context),
  transformData: (_query, raw: RawDataset, context) => transformDataset(raw, context),
};
