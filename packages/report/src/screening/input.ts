import { z } from 'zod';
import { ReportBranding, ReportMeta } from '../input.ts';

/** The most rows a screening PDF is given: more than one page holds (the page shows those that fit). */
export const SCREENING_PDF_MAX_ROWS = 40;

/**
 * A screen as its one-page PDF prints it (issue 26): the criteria already in words, the columns' headers and the
 * cells already formatted in the PDF's language (the engine's screening speaks it), the first rows, and the total.
 */
export const ScreeningPdfInput = z.object({
  meta: ReportMeta,
  branding: ReportBranding.optional(),
  kind: z.enum(['fund', 'company', 'country']),
  criteria: z.array(z.object({ label: z.string().max(200), value: z.string().max(20_000) })),
  /** "Sorted by Name, descending", "Find: energia": how the rows are chosen; empty when the screen's default */
  view: z.array(z.string().max(300)).max(4),
  columns: z
    .array(z.object({ label: z.string().max(200), numeric: z.boolean() }))
    .min(1)
    .max(12),
  rows: z.array(z.array(z.string().max(500))).max(SCREENING_PDF_MAX_ROWS),
  total: z.number().int().min(0),
});
export type ScreeningPdfInput = z.infer<typeof ScreeningPdfInput>;
export type ScreeningPdfInputData = z.input<typeof ScreeningPdfInput>;
