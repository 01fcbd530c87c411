import {
  CompanyInfo,
  ControversySummary,
  CountryAllocation,
  DailyPerformance,
  Envelope,
  EsgData,
  ExclusionsWatchList,
  FigureTrace,
  HoldingsPage,
  Id,
  ImageDataUrl,
  ImpactSummary,
  IsoDate,
  PaiData,
  type PdfSection,
  PerformanceReturns,
  PortfolioAggregates,
  ProductsData,
  RedCompanies,
  RiskMeasures,
  SustainabilityView,
  TaxonomyPage,
  TaxonomySummary,
} from '@esgkit/core';
import { z } from 'zod';

/** One engine answer as the client returns it: data with its provenance (snapshot, as-of, demo, coverage). */
const answer = <Data extends z.ZodType>(data: Data) => Envelope(data).optional();

/** The engine results a report can show, one per view the report reads; each is optional. */
export const ReportResults = z.object({
  aggregates: answer(PortfolioAggregates),
  holdings: answer(HoldingsPage),
  countryAllocation: answer(CountryAllocation),
  performance: answer(PerformanceReturns),
  risk: answer(RiskMeasures),
  dailyPerformance: answer(DailyPerformance),
  esg: answer(EsgData),
  /** the five-pillar sustainability score with the scoring profile version it used (issue 28) */
  sustainability: answer(SustainabilityView),
  impactSummary: answer(ImpactSummary),
  products: answer(ProductsData),
  controversies: answer(ControversySummary),
  exclusionsWatchList: answer(ExclusionsWatchList),
  redCompanies: answer(RedCompanies),
  pai1: answer(PaiData),
  pai2: answer(PaiData),
  pai3: answer(PaiData),
  taxonomySummary: answer(TaxonomySummary),
  taxonomy: answer(TaxonomyPage),
});
export type ReportResults = z.infer<typeof ReportResults>;
export type ResultKey = keyof ReportResults;
export const resultKeys = Object.keys(ReportResults.shape) as ResultKey[];

/** Which results each section reads (the loader fetches exactly these, in this order). */
export const sectionResults = {
  performance: ['performance', 'risk'],
  portfolio: ['aggregates', 'holdings'],
  countriesAllocation: ['countryAllocation'],
  returns: ['performance'],
  dailyPerformance: ['dailyPerformance'],
  esg: ['esg', 'sustainability'],
  impactIndicators: ['impactSummary'],
  products: ['products'],
  exclusions: ['exclusionsWatchList', 'controversies'],
  redCompaniesByWeight: ['redCompanies'],
  redCompaniesByIndicator: ['redCompanies'],
  pai: ['pai1'],
  pai2: ['pai2'],
  pai3: ['pai3'],
  taxonomy: ['taxonomySummary', 'taxonomy'],
} as const satisfies Record<PdfSection, readonly ResultKey[]>;

/** Where the figures come from: printed on the cover, in the footer and in the appendix, and in the manifest. */
export const ReportMeta = z.object({
  datasetName: z.string().min(1).max(200),
  /** Content hash of the dataset snapshot; null when unknown. */
  snapshotVersion: z.string().max(200).nullable(),
  methodologyVersion: z.string().min(1).max(100),
  asOf: IsoDate.nullable(),
  demo: z.boolean(),
});
export type ReportMeta = z.infer<typeof ReportMeta>;

/** The client the report is for (spec doc 1 §3 Client and Portfolio). */
export const ReportClient = z.object({
  name: z.string().trim().min(1).max(200),
  portfolioId: Id.optional(),
  investmentDay: IsoDate,
  investmentAmountEur: z.number().min(0),
  hasBenchmark: z.boolean(),
});
export type ReportClient = z.infer<typeof ReportClient>;

/**
 * The advisor's branding as a PDF takes it: CompanyInfo with the logo as a data URL (a real logo is more than the
 * 2,048 characters of a stored logo's URL). The client report and the screening PDF.
 */
export const ReportBranding = CompanyInfo.extend({ logo: ImageDataUrl.nullable().default(null) });

/** How many of a figure's contributors the "Derivations" appendix lists (part 12: the top 3–5). */
export const DERIVATION_CONTRIBUTORS = 5;

/** One figure of the "Derivations" appendix (part 12): its trace cut to what a report page shows (derivations.ts). */
export const ReportDerivation = z.object({
  figure: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  /** the trace's unit code ("percent", "t_co2e_per_meur_invested", "") */
  unit: z.string(),
  method: FigureTrace.shape.method,
  /** largest |term| first; empty where the caller's view is limited (it names no company, doc 2 §6) */
  contributors: z.array(z.object({ name: z.string(), term: z.number() })).max(DERIVATION_CONTRIBUTORS),
  /** the summed value of the rows left out of the figure; null when none had a value */
  excludedValueEur: z.number().nullable(),
  limited: z.boolean(),
});
export type ReportDerivation = z.infer<typeof ReportDerivation>;

/** Everything a report is rendered from; `renderReport` validates it with core's result schemas. */
export const ReportInput = z.object({
  meta: ReportMeta,
  client: ReportClient,
  /** The advisor's branding (logo, legal name, contacts, colour); missing fields take CompanyInfo's defaults. */
  branding: ReportBranding.optional(),
  results: ReportResults,
  /** The optional "Derivations" appendix; left out (the default) the report is byte for byte as before. */
  derivations: z.array(ReportDerivation).optional(),
});
export type ReportInput = z.infer<typeof ReportInput>;
/** What callers pass: defaults (branding fields) may be left out. */
export type ReportInputData = z.input<typeof ReportInput>;
