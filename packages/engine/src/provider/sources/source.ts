import type { Company, Security } from '@esgkit/core';
import type { ImportOptions, ImportResult } from '../importer/import-dataset.ts';
import type { Snapshot } from '../snapshot/snapshot.ts';

/** A fund's composition on a date, by security id (`CASH` for the fund's cash). */
export interface FundHoldingsModel {
  fundId: string;
  /** yyyy-mm-dd of the composition used, or null when the file gives no date */
  asOf: string | null;
  holdings: { holdingId: string; weightPct: number }[];
}

/** The standard models a source can fetch: what each takes and what it returns (core's schemas where they fit). */
export interface ProviderModels {
  /** a whole dataset folder → snapshot columns, or its issues */
  Dataset: { params: { dir: string }; result: ImportResult };
  Security: { params: { id?: string; isin?: string; ticker?: string }; result: Security | undefined };
  Company: { params: { id: string }; result: Company | undefined };
  FundHoldings: { params: { fundId: string; date?: string }; result: FundHoldingsModel | undefined };
}
export type ProviderModel = keyof ProviderModels;

/** What a fetch may use: the current snapshot (for models read from it), cancellation and progress. */
export interface SourceContext extends ImportOptions {
  snapshot?: Snapshot;
}

/**
 * One model of one source, in the three stages of docs/conventions.md §8: `transformQuery` validates and normalises the
 * caller's parameters, `extractData` fetches raw data (files, an API, the snapshot), `transformData` maps it onto
 * the standard model. Cleaning and combining belong to analytics/.
 */
export interface Fetcher<Params, Query, Raw, Result> {
  transformQuery(params: Params): Query;
  extractData(query: Query, context: SourceContext): Raw | Promise<Raw>;
  transformData(query: Query, raw: Raw, context: SourceContext): Result;
}

export type FetcherOf<M extends ProviderModel> = Fetcher<
  ProviderModels[M]['params'],
  // biome-ignore lint/suspicious/noExplicitAny: each fetcher picks its own query and raw types
  any,
  // biome-ignore lint/suspicious/noExplicitAny: each fetcher picks its own query and raw types
  any,
  ProviderModels[M]['result']
>;

export interface ProviderSource {
  name: string;
  description: string;
  /** settings the source needs (a licensed feed's API key); none for the dataset folder */
  credentials: readonly string[];
  fetchers: { [M in ProviderModel]?: FetcherOf<M> };
}
