import {
  type ApiClient,
  ApiError,
  type CompanyInfo,
  type EnvelopeMeta,
  type PdfSection,
  pdfSections,
  TimeoutError,
} from '@esgkit/core';
import {
  type ReportClient,
  type ReportInput,
  type ReportResults,
  type ResultKey,
  sectionResults,
} from './input.ts';
import { orderSections } from './render.tsx';

type Fetcher = (client: ApiClient, portfolioId: string, signal: AbortSignal | undefined) => Promise<unknown>;

/** How each result is fetched through core's client; lists come as the PDF's first page (spec doc 2 §9). */
const fetchers: Record<ResultKey, Fetcher> = {
  aggregates: (c, portfolioId, signal) => c.call('views.aggregates', { params: { portfolioId }, signal }),
  holdings: (c, portfolioId, signal) =>
    c.call('views.holdings', {
      params: { portfolioId },
      query: { page: 1, perPage: 10, orderBy: 'value', order: 'desc' },
      signal,
    }),
  countryAllocation: (c, portfolioId, signal) =>
    c.call('views.countryAllocation', { params: { portfolioId }, signal }),
  performance: (c, portfolioId, signal) => c.call('views.performance', { params: { portfolioId }, signal }),
  risk: (c, portfolioId, signal) => c.call('views.risk', { params: { portfolioId }, signal }),
  dailyPerformance: (c, portfolioId, signal) =>
    c.call('views.dailyPerformance', { params: { portfolioId }, signal }),
  // spec doc 1 §9: PDF ESG page size 5, by weight descending
  esg: (c, portfolioId, signal) =>
    c.call('views.esg', {
      params: { portfolioId },
      query: { page: 1, perPage: 5, orderBy: 'weight', order: 'desc' },
      signal,
    }),
  impactSummary: (c, portfolioId, signal) =>
    c.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 }, signal }),
  products: (c, portfolioId, signal) => c.call('views.products', { params: { portfolioId }, signal }),
  controversies: (c, portfolioId, signal) =>
    c.call('views.controversies', {
      params: { portfolioId },
      query: { page: 1, perPage: 5, orderBy: 'weight', order: 'desc' },
      signal,
    }),
  exclusionsWatchList: (c, portfolioId, signal) =>
    c.call('views.exclusionsWatchList', { params: { portfolioId }, signal }),
  redCompanies: (c, portfolioId, signal) => c.call('views.redCompanies', { params: { portfolioId }, signal }),
  pai1: (c, portfolioId, signal) => c.call('views.pai', { params: { portfolioId, set: 1 }, signal }),
  pai2: (c, portfolioId, signal) => c.call('views.pai', { params: { portfolioId, set: 2 }, signal }),
  pai3: (c, portfolioId, signal) => c.call('views.pai', { params: { portfolioId, set: 3 }, signal }),
  taxonomySummary: (c, portfolioId, signal) =>
    c.call('views.taxonomySummary', { params: { portfolioId }, signal }),
  // spec doc 2 §9: top 5 companies by weight
  taxonomy: (c, portfolioId, signal) =>
    c.call('views.taxonomy', {
      params: { portfolioId },
      query: { page: 1, perPage: 5, orderBy: 'weight', order: 'desc' },
      signal,
    }),
};

export interface LoadReportInputOptions {
  portfolioId: string;
  /** The sections to load; all 15 by default. */
  sections?: readonly PdfSection[];
  /** The client the report is for (name, first investment); the views do not carry it. */
  client: ReportClient;
  /** Names the dataset and the methodology in the appendix and the manifest. */
  datasetName: string;
  methodologyVersion: string;
  branding?: CompanyInfo;
  signal?: AbortSignal;
  /** Called after each section's results have arrived (spec doc 1 §4: each sets its ready flag). */
  onSectionReady?: (section: PdfSection) => void;
}

/** The results a set of sections needs, in report order, each once. */
export const resultsFor = (sections: readonly PdfSection[]): ResultKey[] => [
  ...new Set(orderSections(sections).flatMap((id) => sectionResults[id])),
];

const isTimeout = (error: unknown): boolean =>
  error instanceof TimeoutError || (error instanceof ApiError && error.status === 504);

/**
 * Fetches a report's input through core's client, one view after another (spec doc 1 §4: "PDF loading loads
 * sections one after another"). A 504 fails with an ApiError `pdfTimeout`, any other failure with `pdfError`
 * (the original error is the `cause`): a report is never rendered from half its data.
 * @example
 * const input = await loadReportInput(client, { portfolioId: 'p-1', client: info, datasetName: 'demo', methodologyVersion: '1' });
 */
export const loadReportInput = async (
  client: ApiClient,
  options: LoadReportInputOptions,
): Promise<ReportInput> => {
  const sections = orderSections(options.sections ?? pdfSections);
  const results: ReportResults = {};
  const metas: EnvelopeMeta[] = [];
  for (const section of sections) {
    for (const key of sectionResults[section]) {
      if (results[key] !== undefined) continue;
      try {
        const answer = (await fetchers[key](client, options.portfolioId, options.signal)) as NonNullable<
          ReportResults[typeof key]
        >;
        (results as Record<ResultKey, unknown>)[key] = answer;
        metas.push(answer.meta);
      } catch (error) {
        const message = `${section} (${key}): ${error instanceof Error ? error.message : String(error)}`;
        if (isTimeout(error)) throw new ApiError('pdfTimeout', 504, { message, cause: error });
        throw new ApiError('pdfError', 500, { message, cause: error });
      }
    }
    options.onSectionReady?.(section);
  }
  const first = metas.find((m) => m.snapshotVersion !== null) ?? metas[0];
  return {
    meta: {
      datasetName: options.datasetName,
      methodologyVersion: options.methodologyVersion,
      snapshotVersion: first?.snapshotVersion ?? null,
      asOf: first?.asOf ?? null,
      demo: metas.some((m) => m.demo),
    },
    client: options.client,
    ...(options.branding ? { branding: options.branding } : {}),
    results,
  };
};
