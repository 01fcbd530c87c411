// @esgkit/report: engine results in, branded bilingual PDF out. Knows nothing of the engine.
export { type ChartRequest, normalizeVegaSvg, renderChartSvg } from './charts/svg.ts';
export { derivationResult, toDerivation } from './derivations.ts';
export { ReportInputError } from './errors.ts';
export {
  DERIVATION_CONTRIBUTORS,
  ReportClient,
  ReportDerivation,
  ReportInput,
  type ReportInputData,
  ReportMeta,
  ReportResults,
  type ResultKey,
  resultKeys,
  sectionResults,
} from './input.ts';
export {
  type LoadReportInputOptions,
  loadReportInput,
  needsPai,
  type PaiSource,
  paiSections,
  resultsFor,
} from './load.ts';
export { buildReportManifest, canonicalJson, type ReportManifest } from './manifest.ts';
export { createReportPool, type ReportPool, type ReportPoolOptions } from './pool.ts';
export {
  buildReportDocument,
  orderSections,
  REPORT_THREAD_LIMITS,
  type RenderReportOptions,
  renderReport,
  renderReportStream,
} from './render.tsx';
export {
  SCREENING_PDF_MAX_ROWS,
  ScreeningPdfInput,
  type ScreeningPdfInputData,
} from './screening/input.ts';
export { type RenderScreeningOptions, renderScreeningPdf } from './screening/render.tsx';
export { reportSections } from './sections/sections.ts';
export { resolveBranding } from './theme/branding.ts';
