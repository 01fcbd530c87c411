import { type CompanyInfo, createTranslator, type Locale } from '@esgkit/core';
import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { ReportInputError } from '../errors.ts';
import { resolveBranding } from '../theme/branding.ts';
import { brandPalette } from '../theme/colors.ts';
import { prepareReportFonts } from '../theme/fonts.ts';
import { ScreeningPdfInput, type ScreeningPdfInputData } from './input.ts';
import { ScreeningDocument } from './ScreeningDocument.tsx';

export interface RenderScreeningOptions {
  locale?: Locale;
  branding?: Partial<CompanyInfo>;
  /** The creation date printed; fix it for identical output. Default: the current time. */
  now?: Date;
}

/**
 * The one-page PDF of a screen: its criteria and its first rows, with the total and how many more the CSV holds
 * (issue 26). The input is validated first (a ReportInputError lists what is wrong).
 */
export const renderScreeningPdf = async (
  input: ScreeningPdfInputData,
  options: RenderScreeningOptions = {},
): Promise<Uint8Array> => {
  const parsed = ScreeningPdfInput.safeParse(input);
  if (!parsed.success) throw new ReportInputError(parsed.error.issues);
  await prepareReportFonts();
  const locale = options.locale ?? 'en-US';
  const branding = resolveBranding(parsed.data.branding, options.branding);
  const element = (
    <ScreeningDocument
      input={parsed.data}
      locale={locale}
      t={createTranslator(locale)}
      branding={branding}
      palette={brandPalette(branding.color)}
      now={options.now ?? new Date()}
    />
  ) as ReactElement<DocumentProps>;
  const buffer = await renderToBuffer(element);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};
