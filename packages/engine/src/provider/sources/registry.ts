import { datasetSource } from './dataset/index.ts';
import type { ProviderModel, ProviderModels, ProviderSource, SourceContext } from './source.ts';

/** Every data source, written out (docs/conventions.md §8): a licensed feed is added here beside the dataset folder. */
export const sources: readonly ProviderSource[] = [datasetSource];

/** Thrown when no source in the list serves a model. */
export class ModelNotServedError extends Error {
  constructor(model: string) {
    super(`No provider source serves the model "${model}".`);
    this.name = 'ModelNotServedError';
  }
}

/**
 * Fetches a standard model through the first source that serves it (or the one named `source`): transformQuery →
 * extractData → transformData.
 * @example const holdings = await fetchModel('FundHoldings', { fundId: 'F0001' }, { snapshot });
 */
export const fetchModel = async <M extends ProviderModel>(
  model: M,
  params: ProviderModels[M]['params'],
  context: SourceContext = {},
  options: { source?: string; from?: readonly ProviderSource[] } = {},
): Promise<ProviderModels[M]['result']> => {
  const list = options.from ?? sources;
  const source = list.find((s) => (options.source ? s.name === options.source : true) && s.fetchers[model]);
  const fetcher = source?.fetchers[model];
  if (!fetcher) throw new ModelNotServedError(model);
  const query = fetcher.transformQuery(params);
  const raw = await fetcher.extractData(query, context);
  return fetcher.transformData(query, raw, context);
};
