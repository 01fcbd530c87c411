import type { CompanyInfo, Locale, PdfSection, Translator } from '@esgkit/core';
import type { ReportClient, ReportMeta } from '../input.ts';
import type { BrandPalette } from '../theme/colors.ts';

/** What the document parts (cover, contents, footer, appendix) read. */
export interface DocumentContext {
  locale: Locale;
  t: Translator;
  meta: ReportMeta;
  client: ReportClient;
  branding: CompanyInfo;
  palette: BrandPalette;
  sections: readonly PdfSection[];
  now: Date;
  /** "Data as of …" with the localized date, or the no-data marker. */
  dataAsOfText: string;
  /**
   * The page each section (and 'appendix') starts on, written while react-pdf paginates: a chapter's page layout
   * finds the section headings on each page, the appendix heading's `render` prop records its own.
   */
  pageOf: Map<PdfSection | 'appendix', number>;
  /**
   * The start pages the contents print: the last such report's while the first round is laid out, the ones found
   * if a second round is needed (pagination.ts).
   */
  printedPageOf: ReadonlyMap<PdfSection | 'appendix', number>;
}
