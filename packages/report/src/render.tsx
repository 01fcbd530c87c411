import {
  type CompanyInfo,
  createTranslator,
  formatDate,
  type Locale,
  noDataMarker,
  type PdfSection,
  pdfSections,
} from '@esgkit/core';
import { type DocumentProps, renderToBuffer, renderToStream } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { renderChartSvgs } from './charts/svg.ts';
import type { DocumentContext } from './document/context.ts';
import { layoutShape, rememberedPagination } from './document/pagination.ts';
import { Report } from './document/Report.tsx';
import { ReportInputError } from './errors.ts';
import { ReportInput, type ReportInputData } from './input.ts';
import type { SectionContext } from './sections/context.ts';
import { reportSections } from './sections/sections.ts';
import { resolveBranding } from './theme/branding.ts';
import { brandPalette } from './theme/colors.ts';
import { prepareReportFonts } from './theme/fonts.ts';

export interface RenderReportOptions {
  /** Sections to include, shown in report order whatever order they come in; all 15 by default. */
  sections?: readonly PdfSection[];
  locale?: Locale;
  /** Overrides of the branding carried by the input (e.g. the advisor's current logo). */
  branding?: Partial<CompanyInfo>;
  /** The creation date printed and stored in the PDF; fix it for byte-identical output. Default: the current time. */
  now?: Date;
}

/** The chosen sections in report order, each once (spec doc 1 §2 PDF export dialog: some sections or all). */
export const orderSections = (sections: readonly PdfSection[] = pdfSections): PdfSection[] => {
  const chosen = new Set(sections);
  return pdfSections.filter((id) => chosen.has(id));
};

/** Validates the input and builds the document element, charts rendered beforehand. */
export const buildReportDocument = async (
  input: ReportInputData,
  options: RenderReportOptions = {},
): Promise<ReactElement<DocumentProps>> => {
  const parsed = ReportInput.safeParse(input);
  if (!parsed.success) throw new ReportInputError(parsed.error.issues);
  await prepareReportFonts();
  const { meta, client, results } = parsed.data;
  const locale = options.locale ?? 'en-US';
  const now = options.now ?? new Date();
  const t = createTranslator(locale);
  const branding = resolveBranding(parsed.data.branding, options.branding);
  const palette = brandPalette(branding.color);
  const sections = orderSections(options.sections);
  const { pageOf, printedPageOf, totalsGuess } = rememberedPagination(locale, sections, layoutShape(results));
  const doc: DocumentContext = {
    locale,
    t,
    meta,
    client,
    branding,
    palette,
    sections,
    now,
    dataAsOfText: meta.asOf
      ? t('common.dataAsOf', { date: formatDate(meta.asOf, locale) })
      : t('common.dataAsOf', { date: noDataMarker(locale) }),
    pageOf,
    printedPageOf,
  };
  const base: SectionContext = { locale, t, palette, results, client, charts: new Map() };
  const requests = sections.flatMap((id) => {
    const section = reportSections[id];
    return section.hasData(results) && 'charts' in section && section.charts ? section.charts(base) : [];
  });
  const ctx: SectionContext = { ...base, charts: await renderChartSvgs(requests) };
  // <Report> renders a <Document>; react-pdf's types want the Document's props on the root element.
  return (
    <Report
      doc={doc}
      ctx={ctx}
      results={results}
      totalsGuess={totalsGuess}
      derivations={parsed.data.derivations}
    />
  ) as ReactElement<DocumentProps>;
};

/**
 * Renders the report to PDF bytes. The input is validated first (a ReportInputError lists what is wrong).
 * @example
 * const pdf = await renderReport(input, { sections: ['performance', 'esg'], locale: 'it-IT', now: new Date('2026-01-31T12:00:00Z') });
 */
export const renderReport = async (
  input: ReportInputData,
  options: RenderReportOptions = {},
): Promise<Uint8Array> => {
  const buffer = await renderToBuffer(await buildReportDocument(input, options));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

/** Renders the report as a Node stream of PDF bytes (for an HTTP response or a file). */
export const renderReportStream = async (
  input: ReportInputData,
  options: RenderReportOptions = {},
): Promise<NodeJS.ReadableStream> => renderToStream(await buildReportDocument(input, options));

/**
 * The `resourceLimits` of a thread that renders reports (the engine's pool, the bench). The old generation is capped,
 * so a render that runs away with memory ends its thread rather than the process (a full report peaks near 250 MB).
 * The young generation is 4× V8's default: a report makes a lot of short-lived garbage (layout boxes, glyph runs),
 * and with room for it a full report takes less time (docs/benchmarks.md, report run 6: about 9 %), for about 80 MB more
 * memory per rendering thread.
 */
export const REPORT_THREAD_LIMITS = { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 192 } as const;
