import { z } from 'zod';
import { CurrencyCode, IsoDate } from './common.ts';

/** A toast (spec doc 1 §3 Alert). It clears after 5 s unless selfDismiss is explicitly false (doc 1 §4). */
export const Alert = z
  .object({
    /** A message key of the i18n resources. */
    message: z.string(),
    isSuccess: z.boolean(),
    triggered: z.boolean(),
    /** Interpolated into the message, e.g. the ISIN that was not found. */
    item: z.string().optional(),
    selfDismiss: z.boolean().optional(),
    /** Text shown instead of the message key's. */
    customMessage: z.string().optional(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof Alert>;

/** The PDF report's sections, in report order; one readiness flag each (spec doc 1 §3, doc 2 §3). */
export const pdfSections = [
  'performance',
  'portfolio',
  'countriesAllocation',
  'returns',
  'dailyPerformance',
  'esg',
  'impactIndicators',
  'products',
  'exclusions',
  'redCompaniesByWeight',
  'redCompaniesByIndicator',
  'pai',
  'pai2',
  'pai3',
  'taxonomy',
] as const;

export const PdfSection = z.enum(pdfSections);
export type PdfSection = z.infer<typeof PdfSection>;

/** Which sections of the PDF have loaded. */
export const PdfReadyFlags = z
  .object(Object.fromEntries(pdfSections.map((id) => [id, z.boolean()])) as Record<PdfSection, z.ZodBoolean>)
  .meta({ id: 'PdfReadyFlags' });
export type PdfReadyFlags = z.infer<typeof PdfReadyFlags>;

/** Flags with no section ready. */
export const noPdfSectionReady = (): PdfReadyFlags =>
  Object.fromEntries(pdfSections.map((id) => [id, false])) as PdfReadyFlags;

/** How many EUR one unit of a currency was worth on a date (dataset-format.md fx.csv). */
export const ExchangeRate = z
  .object({
    currency: CurrencyCode,
    date: IsoDate,
    eurPerUnit: z.number().positive(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof ExchangeRate>;
