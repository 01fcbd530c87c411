import {
  contract,
  DomainError,
  type EnvelopeMeta,
  isPaiOutdated,
  type Locale,
  type PdfSection,
  pdfSections,
  type RouteId,
  toIsoDate,
} from '@esgkit/core';
import type {
  ReportClient,
  ReportInputData,
  ReportPool,
  ReportPoolOptions,
  ReportResults,
  ResultKey,
  ScreeningPdfInputData,
} from '@esgkit/report';
import type { Store } from '../store/db.ts';
import { findOwnedClient } from '../store/repositories/clients.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import { type AccessScope, decideAccess, routeFeatures } from './access.ts';
import { brandingOf } from './branding.ts';
import type { CalculationService } from './calculations/index.ts';
import type { PortfolioService } from './portfolios/index.ts';
import type { Principal } from './principal.ts';
import { reportDerivations } from './report-derivations.ts';
import { portfolioSustainability, type ScoringService } from './scoring.ts';
import { requireSnapshot, type SnapshotSource } from './securities.ts';

export interface ReportRequestOptions {
  /** The chosen sections; all the caller may see when left out. */
  sections?: readonly PdfSection[] | undefined;
  locale: Locale;
  /** Who asks: each result is read under its view's rule for this caller (services/access.ts), `limited` too. */
  principal: Principal;
  scope: AccessScope;
  /** Adds the "Derivations" appendix of the shown figures (part 12); its traces are built only then. */
  derivations?: boolean | undefined;
  /** Told after each result loads (spec doc 1 §4: each section sets its ready flag): the PDF job's progress. */
  onLoaded?: ((loaded: number, total: number) => Promise<void>) | undefined;
}

/** The view route each result is read through in the API: its feature gates the result in the report too. */
const resultRoute: Record<ResultKey, RouteId> = {
  aggregates: 'views.aggregates',
  holdings: 'views.holdings',
  countryAllocation: 'views.countryAllocation',
  performance: 'views.performance',
  risk: 'views.risk',
  dailyPerformance: 'views.dailyPerformance',
  esg: 'views.esg',
  sustainability: 'views.sustainability',
  impactSummary: 'views.impactSummary',
  products: 'views.products',
  controversies: 'views.controversySummary',
  exclusionsWatchList: 'views.exclusionsWatchList',
  redCompanies: 'views.redCompanies',
  pai1: 'views.pai',
  pai2: 'views.pai',
  pai3: 'views.pai',
  taxonomySummary: 'views.taxonomySummary',
  taxonomy: 'views.taxonomy',
};

type Access = { allowed: true; limited: boolean } | { allowed: false; code: DomainError['code'] };

const accessTo = (key: ResultKey, options: ReportRequestOptions): Access => {
  const decision = decideAccess(options.principal, routeFeatures(contract[resultRoute[key]]), options.scope);
  return decision.allowed ? decision : { allowed: false, code: decision.code ?? 'notEnoughCapability' };
};

/** The advisor whose company information brands the report (the owner, for a share link). */
const ownerOf = (principal: Principal): string =>
  principal.kind === 'share' ? principal.share.ownerId : principal.user.id;

// @esgkit/report (React, @react-pdf, vega) loads at the first report, not with the engine: a lookup or `esgkit data
// info` never renders one (issue 24, start-up). Only types are imported above.
type ReportLibrary = typeof import('@esgkit/report');
let reportLibrary: Promise<ReportLibrary> | undefined;
const loadReportLibrary = (): Promise<ReportLibrary> => (reportLibrary ??= import('@esgkit/report'));

/**
 * A server's report threads give way to the event loop that answers every other request: a lower priority, and
 * V8's default young generation (about 90 MB less a thread than a batch's, a few % slower): issue 20 defect 4.
 */
const serverRenders = (lib: ReportLibrary) =>
  ({
    niceness: 10,
    resourceLimits: { maxOldGenerationSizeMb: lib.REPORT_THREAD_LIMITS.maxOldGenerationSizeMb },
  }) as const satisfies ReportPoolOptions;

// The first page of each list, as the report package's loader asks the API for it (spec doc 2 §9 top lists).
const TOP_HOLDINGS = 10;
const TOP_ROWS = 5;
const PAI_LAST_STEP = { 1: 4, 2: 2, 3: 2 } as const;

/** A section is refused or not, and the failure of a view while loading is the spec's PDF error (doc 1 §4). */
const asPdfError = (what: string, error: unknown): DomainError =>
  new DomainError('pdfError', {
    message: `${what}: ${error instanceof Error ? error.message : String(error)}`,
    cause: error,
  });

/** The view each result of the report reads, with the report's page sizes. */
const readers = (
  calc: CalculationService,
  scoring: Pick<ScoringService, 'profileOf'>,
  row: PortfolioRow,
  locale: Locale,
  limited: (key: ResultKey) => boolean,
): Record<ResultKey, () => Promise<unknown>> => ({
  aggregates: () => calc.aggregates(row, undefined, locale),
  holdings: () =>
    calc.holdings(
      row,
      { page: 1, perPage: TOP_HOLDINGS, orderBy: 'value', order: 'desc', limited: limited('holdings') },
      locale,
    ),
  countryAllocation: () => calc.countryAllocation(row, locale),
  performance: () => calc.performance(row),
  risk: () => calc.risk(row, {}),
  dailyPerformance: () => calc.dailyPerformance(row),
  // spec doc 1 §9: PDF ESG page size 5, by weight descending
  esg: () =>
    calc.esg(
      row,
      { page: 1, perPage: TOP_ROWS, orderBy: 'weight', order: 'desc', limited: limited('esg') },
      locale,
    ),
  sustainability: () => portfolioSustainability(scoring, calc, row),
  impactSummary: () => calc.impactSummary(row, 0, limited('impactSummary'), locale),
  products: () => calc.products(row, undefined, locale),
  controversies: () => calc.controversySummary(row, undefined, locale),
  exclusionsWatchList: () => calc.exclusionsWatchList(row, locale),
  redCompanies: () => calc.redCompanies(row, locale),
  pai1: () => calc.pai(row, 1, 'all', locale),
  pai2: () => calc.pai(row, 2, 'all', locale),
  pai3: () => calc.pai(row, 3, 'all', locale),
  taxonomySummary: () => calc.taxonomySummary(row),
  // spec doc 2 §9: top 5 companies by weight
  taxonomy: () => calc.taxonomyPage(row, { page: 1, perPage: TOP_ROWS, orderBy: 'weight', order: 'desc' }),
});

/** The sections a report shows: the chosen ones (each must be allowed), else every one the caller may see. */
const sectionsFor = (
  { sectionResults, orderSections }: ReportLibrary,
  request: ReportRequestOptions,
): PdfSection[] => {
  const refusal = (section: PdfSection) =>
    sectionResults[section]
      .map((key) => accessTo(key, request))
      .find((a): a is Extract<Access, { allowed: false }> => !a.allowed);
  if (!request.sections) {
    const visible = pdfSections.filter((section) => !refusal(section));
    if (visible.length === 0)
      throw new DomainError('notEnoughCapability', { params: { feature: 'report.pdf' } });
    return orderSections(visible);
  }
  for (const section of request.sections) {
    const refused = refusal(section);
    if (refused) throw new DomainError(refused.code, { params: { section } });
  }
  return orderSections(request.sections);
};

const clientOf = async (
  store: Store,
  portfolios: PortfolioService,
  row: PortfolioRow,
  ownerId: string,
  locale: Locale,
): Promise<ReportClient> => {
  const portfolio = await portfolios.toPortfolio(row);
  const client = row.client_id ? await findOwnedClient(store.db, ownerId, row.client_id) : undefined;
  const name = client ? `${client.first_name} ${client.last_name}`.trim() : row.name.trim();
  return {
    name: name || (locale === 'it-IT' ? 'Portafoglio' : 'Portfolio'),
    portfolioId: row.id,
    investmentDay: portfolio.investmentDay,
    investmentAmountEur: portfolio.investmentAmount,
    hasBenchmark: portfolio.benchmark.items.length > 0 || portfolio.benchmark.cash > 0,
  };
};

export type ReportService = ReturnType<typeof createReportService>;

/** Refuses at once (403) the sections the caller may not see, as `render` would: before a PDF job is queued. */
export const checkReportSections = async (request: ReportRequestOptions): Promise<void> => {
  sectionsFor(await loadReportLibrary(), request);
};

/** The render threads, made at the first render (with the report library); `close` ends them if they were made. */
const lazyPool = (renderPool: ReportPoolOptions | false | undefined) => {
  let pool: Promise<ReportPool> | undefined;
  return {
    poolOf: (): Promise<ReportPool> | undefined => {
      if (renderPool === false) return undefined;
      pool ??= loadReportLibrary().then((lib) =>
        lib.createReportPool({ ...serverRenders(lib), ...renderPool }),
      );
      return pool;
    },
    close: async (): Promise<void> => {
      await (await pool?.catch(() => undefined))?.close();
    },
  };
};

/** Where a PDF's figures come from (its cover, footer and appendix): the served snapshot and the methodology. */
const provenanceOf = (source: SnapshotSource, methodologyVersion: string, demo: boolean) => {
  const snapshot = requireSnapshot(source);
  return {
    datasetName: snapshot.manifest.name,
    snapshotVersion: snapshot.version,
    methodologyVersion,
    asOf: snapshot.manifest.asOf,
    demo,
  };
};

/**
 * The PDF report of a portfolio, built in-process from the same view services the API serves (no HTTP round trip),
 * rendered by @esgkit/report. A client's report with PAI sections is refused while its PAI is missing or outdated;
 * a lookup's runs the PAI chain first (spec doc 1 §4; docs/decisions.md "PDF report").
 */
export const createReportService = (options: {
  store: Store;
  calculations: CalculationService;
  /** whose scoring profile weighs the sustainability score (the portfolio owner's) */
  scoring: Pick<ScoringService, 'profileOf'>;
  portfolios: PortfolioService;
  source: SnapshotSource;
  now: () => Date;
  /** The engine's version: the methodology is the code's, so it names the methodology in the appendix. */
  methodologyVersion: string;
  /**
   * Reports render on worker threads (one per core unless `size` says), off the event loop that answers every other
   * request; `false` renders in-thread.
   */
  renderPool?: ReportPoolOptions | false;
}) => {
  const { store, calculations: calc, portfolios, source, now } = options;
  const { poolOf, close } = lazyPool(options.renderPool);
  const provenance = (demo: boolean) => provenanceOf(source, options.methodologyVersion, demo);

  /** Runs every PAI step of the three sets and records the PAI time (the chain's order, spec doc 2 §4). */
  const runPaiChain = async (row: PortfolioRow, locale: Locale): Promise<PortfolioRow> => {
    for (const set of [1, 2, 3] as const)
      for (let step = 1; step <= PAI_LAST_STEP[set]; step++) await calc.paiStep(row, set, step, locale);
    return calc.setPaiDate(row);
  };

  const preparePai = async (row: PortfolioRow, locale: Locale): Promise<PortfolioRow> => {
    const outdated = isPaiOutdated(row.pai_calculated_at, row.updated_at, now());
    if (!outdated) return row;
    // spec doc 1 §4: "Web report, share and PDF are unavailable until it completes"
    if (row.client_id)
      throw new DomainError('unavailableWhilePaiCalculates', {
        message:
          row.pai_calculated_at === null
            ? 'PAI was never calculated for this portfolio'
            : `PAI is outdated (calculated ${row.pai_calculated_at})`,
      });
    try {
      return await runPaiChain(row, locale);
    } catch (error) {
      throw asPdfError('PAI chain', error);
    }
  };

  return {
    /** The engine's day (UTC), for the file name. */
    today: (): string => toIsoDate(now()),

    /** The report's input (validated again by the renderer) and the sections it shows. */
    async input(
      row: PortfolioRow,
      request: ReportRequestOptions,
    ): Promise<{ input: ReportInputData; sections: PdfSection[] }> {
      const lib = await loadReportLibrary();
      const { needsPai, resultsFor } = lib;
      const sections = sectionsFor(lib, request);
      const current = needsPai(sections) ? await preparePai(row, request.locale) : row;
      const snapshot = requireSnapshot(source);
      const limits = new Map(resultsFor(sections).map((key) => [key, accessTo(key, request)]));
      const read = readers(calc, options.scoring, current, request.locale, (key) => {
        const access = limits.get(key);
        return access?.allowed === true && access.limited;
      });
      const results: Record<string, unknown> = {};
      const meta: EnvelopeMeta = {
        snapshotVersion: snapshot.version,
        asOf: snapshot.manifest.asOf,
        demo: snapshot.isDemo || request.scope.isDemoPortfolio === true,
        coverage: null,
      };
      // spec doc 1 §4: sections load one after another; a failure stops the report (never a half-empty PDF)
      const keys = resultsFor(sections);
      for (const [index, key] of keys.entries()) {
        try {
          results[key] = { data: await read[key](), meta, warnings: [] };
        } catch (error) {
          throw asPdfError(key, error);
        }
        await request.onLoaded?.(index + 1, keys.length);
      }
      const derivations = request.derivations
        ? await reportDerivations(lib, calc, current, request.locale, (key) => {
            const access = limits.get(key);
            return access?.allowed ? { limited: access.limited } : null;
          })
        : undefined;
      return {
        sections,
        input: {
          meta: provenance(meta.demo),
          client: await clientOf(store, portfolios, current, ownerOf(request.principal), request.locale),
          branding: await brandingOf(store, ownerOf(request.principal), 'pdf'),
          results: results as ReportResults,
          ...(derivations ? { derivations } : {}),
        },
      };
    },

    /** The PDF bytes of a portfolio's report, rendered on the pool (a crash or a timeout answers its PDF error). */
    async render(row: PortfolioRow, request: ReportRequestOptions): Promise<Uint8Array> {
      const threads = await poolOf();
      const whole = async () => {
        const { input, sections } = await this.input(row, request);
        const renderOptions = { sections, locale: request.locale, now: now() };
        if (threads) return threads.render(input, renderOptions);
        try {
          return await (await loadReportLibrary()).renderReport(input, renderOptions);
        } catch (error) {
          throw asPdfError('render', error);
        }
      };
      // the pool's bounded queue covers the whole request: its input runs views (maybe the PAI chain) here
      return threads ? threads.admit(whole) : whole();
    },

    /**
     * A screen's one-page PDF (issue 26), branded for `ownerId`, with the snapshot's provenance like a report, on the
     * same pool and its bounded queue. `document` is built inside the queue (it runs the screen).
     */
    async renderScreening(
      ownerId: string,
      /** the page's content from at most `maxRows` rows (more than a page holds) */
      document: (maxRows: number) => Omit<ScreeningPdfInputData, 'meta' | 'branding'>,
      locale: Locale,
    ): Promise<Uint8Array> {
      const threads = await poolOf();
      const whole = async () => {
        const lib = await loadReportLibrary();
        const input: ScreeningPdfInputData = {
          ...document(lib.SCREENING_PDF_MAX_ROWS),
          meta: provenance(requireSnapshot(source).isDemo),
          branding: await brandingOf(store, ownerId, 'pdf'),
        };
        const renderOptions = { locale, now: now() };
        if (threads) return threads.renderScreening(input, renderOptions);
        try {
          return await lib.renderScreeningPdf(input, renderOptions);
        } catch (error) {
          throw asPdfError('render', error);
        }
      };
      return threads ? threads.admit(whole) : whole();
    },

    /** Ends the render threads (the engine's close). */
    close,
  };
};
