import type { ProviderSource } from '../source.ts';
import { datasetFetcher } from './dataset.ts';
import { companyFetcher, fundHoldingsFetcher, securityFetcher } from './snapshot-models.ts';

/** The dataset folder of dataset-format.md: the demo universe or a customer's own licensed data. */
export const datasetSource: ProviderSource = {
  name: 'dataset',
  description: 'A folder of CSV files in the esgkit dataset format (docs/dataset-format.md).',
  credentials: [],
  fetchers: {
    Dataset: datasetFetcher,
    Security: securityFetcher,
    Company: companyFetcher,
    FundHoldings: fundHoldingsFetcher,
  },
};
