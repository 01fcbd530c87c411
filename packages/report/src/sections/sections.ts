import type { PdfSection } from '@esgkit/core';
import type { ReportSection } from './context.ts';
import { countriesAllocationSection } from './countries-allocation.tsx';
import { dailyPerformanceSection } from './daily-performance.tsx';
import { esgSection } from './esg.tsx';
import { exclusionsSection } from './exclusions.tsx';
import { impactIndicatorsSection } from './impact-indicators.tsx';
import { paiSection } from './pai.tsx';
import { performanceSection } from './performance.tsx';
import { portfolioSection } from './portfolio.tsx';
import { productsSection } from './products.tsx';
import { redCompaniesByIndicatorSection, redCompaniesByWeightSection } from './red-companies.tsx';
import { returnsSection } from './returns.tsx';
import { taxonomySection } from './taxonomy.tsx';

/** Section id → section; `satisfies` makes a missing or unknown PDF section a compile error (spec doc 1 §3). */
export const reportSections = {
  performance: performanceSection,
  portfolio: portfolioSection,
  countriesAllocation: countriesAllocationSection,
  returns: returnsSection,
  dailyPerformance: dailyPerformanceSection,
  esg: esgSection,
  impactIndicators: impactIndicatorsSection,
  products: productsSection,
  exclusions: exclusionsSection,
  redCompaniesByWeight: redCompaniesByWeightSection,
  redCompaniesByIndicator: redCompaniesByIndicatorSection,
  pai: paiSection(1),
  pai2: paiSection(2),
  pai3: paiSection(3),
  taxonomy: taxonomySection,
} as const satisfies Record<PdfSection, ReportSection>;

/**
 * The report's chapters: each starts on a new page, its sections flowing one after another. Besides reading as
 * chapters, this keeps rendering fast: at every page break react-pdf lays out again everything left in the page's
 * flow: the 15 sections in one flow took 1.6 s to render where the six chapters rendered as six reports (cover,
 * contents and appendix each time) took 1.0 s in all (docs/benchmarks.md, report).
 */
export const reportChapters: ReadonlyArray<readonly PdfSection[]> = [
  ['performance', 'portfolio', 'countriesAllocation'],
  ['returns', 'dailyPerformance'],
  ['esg', 'impactIndicators', 'products'],
  ['exclusions', 'redCompaniesByWeight', 'redCompaniesByIndicator'],
  ['pai', 'pai2', 'pai3'],
  ['taxonomy'],
];
