import type { Coverage, PdfSection } from '@esgkit/core';
import { formatPercent } from '@esgkit/core';
import type { ReportResults } from '../input.ts';
import { sectionResults } from '../input.ts';
import type { ReportSection } from '../sections/context.ts';
import type { DocumentContext } from './context.ts';

/** A section's coverage: its own figures' coverage, else the coverage the engine put in the answer's meta. */
export const sectionCoverage = (
  id: PdfSection,
  section: ReportSection,
  results: ReportResults,
): Coverage | null =>
  section.coverage(results) ??
  sectionResults[id].map((key) => results[key]?.meta.coverage ?? null).find((c) => c !== null) ??
  null;

/** "Coverage: 96.50% of the portfolio value · 2.00% of it estimated", or "Coverage: not reported". */
export const coverageText = (
  doc: Pick<DocumentContext, 't' | 'locale'>,
  coverage: Coverage | null,
): string => {
  if (!coverage) return doc.t('report.coverageUnknown');
  const main = doc.t('report.coverageNote', { pct: formatPercent(coverage.pct, doc.locale) });
  return coverage.estimatedPct === undefined
    ? main
    : `${main} · ${doc.t('report.coverageEstimated', { pct: formatPercent(coverage.estimatedPct, doc.locale) })}`;
};
