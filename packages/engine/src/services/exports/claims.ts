import {
  type CountryScreeningCriteria,
  type CsvFormat,
  type CsvSection,
  contract,
  type Locale,
  type MatchingQuery,
  type RouteId,
  type ScreeningKind,
  type ScreeningQuery,
  type ScreeningView,
} from '@esgkit/core';
import { routeFeatures } from '../access.ts';
import type { Grant } from '../grants.ts';

// What a download link names (its claim), and the features a caller needs for it.

/**
 * The view each section exports: the section is read under its view's features, with its `limited` (doc 1 §6), so
 * a CSV never holds more than the same caller's view (issue 20).
 */
const sectionView: Record<CsvSection, RouteId> = {
  summary: 'views.aggregates',
  holdings: 'views.holdings',
  assets: 'views.aggregates',
  countries: 'views.aggregates',
  currencies: 'views.aggregates',
  sectors: 'views.aggregates',
  sdgs: 'views.aggregates',
  risk: 'views.risk',
  performance: 'views.dailyPerformance',
  esg: 'views.esg',
  'esg-countries': 'views.esgCountries',
  sustainability: 'views.sustainability',
  products: 'views.products',
  exclusions: 'views.controversies',
  controversies: 'views.controversySummary',
  'impact-summary': 'views.impactSummary',
  impact: 'views.impactDetail',
  taxonomy: 'views.taxonomy',
  'pai-1': 'views.pai',
  'pai-2': 'views.pai',
  'pai-3': 'views.pai',
  'pai-detail-1': 'views.paiDetail',
  'pai-detail-2': 'views.paiDetail',
  'pai-detail-3': 'views.paiDetail',
};
const screeningRoute: Record<ScreeningKind, RouteId> = {
  fund: 'screening.fund',
  company: 'screening.company',
  country: 'screening.country',
};
/** What a caller needs for a section: the export route's features and the section's view's. */
export const sectionFeatures = (section: CsvSection): string[] => [
  ...routeFeatures(contract['exports.csv']),
  ...routeFeatures(contract[sectionView[section]]),
];
/** What a caller needs for a screening export: the export route's features and the screening's of its kind. */
export const screeningFeatures = (
  kind: ScreeningKind,
  exportRoute: 'exports.screeningCsv' | 'exports.screeningPdf' = 'exports.screeningCsv',
): string[] => [...routeFeatures(contract[exportRoute]), ...routeFeatures(contract[screeningRoute[kind]])];

export interface PortfolioClaim {
  kind: 'portfolio';
  /** The credential the link was made with: checked again when it is opened. */
  grant: Grant;
  portfolioId: string;
  section: CsvSection;
  impactType?: 0 | 2;
  locale: Locale;
  /** the spreadsheet the file is for (absent in links made before formats: the locale's) */
  format?: CsvFormat;
  /** expiry, ms since the epoch */
  exp: number;
}
export interface ScreeningClaim {
  kind: 'screening';
  grant: Grant;
  screening: ScreeningKind;
  query: ScreeningQuery | CountryScreeningCriteria;
  /** the table's sort and find (absent in links made before them: by name) */
  view?: ScreeningView;
  locale: Locale;
  format?: CsvFormat;
  exp: number;
}
/** A match: the questionnaire, computed again on the served snapshot when the link is opened. */
export interface MatchingClaim {
  kind: 'matching';
  grant: Grant;
  query: MatchingQuery;
  locale: Locale;
  format?: CsvFormat;
  exp: number;
}
/** What a caller needs for a match's export: the export route's features (Matching, doc 1 §6: capability 100). */
export const matchingFeatures = (): string[] => routeFeatures(contract['exports.matchingCsv']);
export type DownloadClaim = PortfolioClaim | ScreeningClaim | MatchingClaim;
