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
   * The page each section (and 'appendix') starts on, written by its heading while react-pdf paginates and read
   * by the contents when page numbers are resolved at the end (react-pdf calls every `render` prop again then).
   */
  pageOf: Map<PdfSection | 'appendix', number>;
}
