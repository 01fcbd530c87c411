import {
  type ApiClient,
  ApiError,
  type CompanyInfo,
  type EnvelopeMeta,
  errorStatus,
  isPaiOutdated,
  type PdfSection,
  pdfSections,
  TimeoutError,
} from '@esgkit/core';
import { derivationResult, toDerivation } from './derivations.ts';
import {
  type ReportClient,
  type ReportDerivation,
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
  sustainability: (c, portfolioId, signal) =>
    c.call('views.sustainability', { params: { portfolioId }, signal }),
  impactSummary: (c, portfolioId, signal) =>
    c.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 }, signal }),
  products: (c, portfolioId, signal) => c.call('views.products', { params: { portfolioId }, signal }),
  // the band weights per indicator only: company rows are controversy detail (doc 1 §6)
  controversies: (c, portfolioId, signal) =>
    c.call('views.controversySummary', { params: { portfolioId }, query: {}, signal }),
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

/** The sections whose figures come from the PAI calculation (spec doc 1 §3 PDF readiness flags pai, pai2, pai3). */
export const paiSections = ['pai', 'pai2', 'pai3'] as const satisfies readonly PdfSection[];

/** Whether any chosen section needs the PAI calculation. */
export const needsPai = (sections: readonly PdfSection[]): boolean =>
  sections.some((id) => (paiSections as readonly PdfSection[]).includes(id));

/**
 * Where the PAI figures of a report come from. A client's portfolio has a stored calculation: a report with PAI
 * sections is refused while it is missing or outdated (spec doc 1 §4: "Web report, share and PDF are unavailable
 * until it completes"). A lookup portfolio has none yet: the chain runs first.
 */
export type PaiSource =
  | { kind: 'client'; paiUpdatedAt: string | null; portfolioUpdatedAt: string | null; now: Date }
  | { kind: 'lookup'; runChain: (signal: AbortSignal | undefined) => Promise<unknown> };

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
  /** Required when a PAI section is chosen: the client's PAI state, or how to run the chain for a lookup. */
  pai?: PaiSource;
  signal?: AbortSignal;
  /** Called after each section's results have arrived (spec doc 1 §4: each sets its ready flag). */
  onSectionReady?: (section: PdfSection) => void;
  /** Adds the "Derivations" appendix (part 12): the traces of the loaded results' figures, fetched only then. */
  derivations?: boolean;
}

/** The results a set of sections needs, in report order, each once. */
export const resultsFor = (sections: readonly PdfSection[]): ResultKey[] => [
  ...new Set(orderSections(sections).flatMap((id) => sectionResults[id])),
];

const isTimeout = (error: unknown): boolean =>
  error instanceof TimeoutError || (error instanceof ApiError && error.status === 504);

/** Any failure while loading as the spec's PDF error or, for a 504, PDF timeout (spec doc 1 §4). */
const asPdfError = (what: string, error: unknown): ApiError => {
  const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
  return isTimeout(error)
    ? new ApiError('pdfTimeout', errorStatus.pdfTimeout, { message, cause: error })
    : new ApiError('pdfError', errorStatus.pdfError, { message, cause: error });
};

/**
 * Makes sure the PAI figures a report shows are calculated and current: refuses a client's report with
 * `unavailableWhilePaiCalculates` when its PAI is missing or outdated, runs the chain first for a lookup.
 */
const preparePai = async (
  sections: readonly PdfSection[],
  pai: PaiSource | undefined,
  signal: AbortSignal | undefined,
): Promise<void> => {
  if (!needsPai(sections)) return;
  if (!pai)
    throw new ApiError('pdfError', errorStatus.pdfError, {
      message: 'PAI sections were chosen without saying where their PAI calculation comes from (options.pai)',
    });
  if (pai.kind === 'client') {
    if (isPaiOutdated(pai.paiUpdatedAt, pai.portfolioUpdatedAt, pai.now))
      throw new ApiError('unavailableWhilePaiCalculates', errorStatus.unavailableWhilePaiCalculates, {
        message:
          pai.paiUpdatedAt === null
            ? 'PAI was never calculated for this portfolio'
            : `PAI is outdated (calculated ${pai.paiUpdatedAt})`,
      });
    return;
  }
  try {
    await pai.runChain(signal);
  } catch (error) {
    throw asPdfError('PAI chain', error);
  }
};

/**
 * The "Derivations" appendix through the API, as the engine's own report builds it: the figures the caller may
 * explain (`explain.figures`, in the explainers' order) of the results the report shows, each trace as
 * `explain.figure` answers it — a limited caller's already folded into "Other holdings" — cut by `toDerivation`. A
 * figure whose trace is not there (noData) or cannot be limited (refused) is left out, as the engine leaves it out.
 */
const loadDerivations = async (
  client: ApiClient,
  portfolioId: string,
  results: ReportResults,
  signal: AbortSignal | undefined,
): Promise<ReportDerivation[]> => {
  const out: ReportDerivation[] = [];
  const { data: figures } = await client.call('explain.figures', { params: { portfolioId }, signal });
  for (const { figure, limited } of figures) {
    const key = derivationResult(figure);
    if (!key || results[key] === undefined) continue;
    try {
      const { data } = await client.call('explain.figure', {
        params: { portfolioId },
        query: { figure },
        signal,
      });
      out.push(toDerivation(data, limited));
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'noData' || error.code === 'notEnoughCapability'))
        continue;
      throw error;
    }
  }
  return out;
};

/**
 * Fetches a report's input through core's client, one view after another (spec doc 1 §4: "PDF loading loads
 * sections one after another"). PAI sections first need a current PAI calculation (see PaiSource). A 504 fails
 * with an ApiError `pdfTimeout`, any other failure with `pdfError` (the original error is the `cause`): a report
 * is never rendered from half its data. Create the client with the report's `locale`: the engine names
 * indicators, sectors and currencies in the language the client asks for.
 * @example
 * const input = await loadReportInput(client, { portfolioId: 'p-1', client: info, datasetName: 'demo', methodologyVersion: '1', pai: { kind: 'client', paiUpdatedAt, portfolioUpdatedAt, now } });
 */
export const loadReportInput = async (
  client: ApiClient,
  options: LoadReportInputOptions,
): Promise<ReportInput> => {
  const sections = orderSections(options.sections ?? pdfSections);
  await preparePai(sections, options.pai, options.signal);
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
        throw asPdfError(`${section} (${key})`, error);
      }
    }
    options.onSectionReady?.(section);
  }
  let derivations: ReportDerivation[] | undefined;
  try {
    if (options.derivations)
      derivations = await loadDerivations(client, options.portfolioId, results, options.signal);
  } catch (error) {
    throw asPdfError('derivations', error);
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
    ...(derivations ? { derivations } : {}),
  };
};
