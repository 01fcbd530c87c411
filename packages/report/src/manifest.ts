import { createHash } from 'node:crypto';
import type { Locale, PdfSection } from '@esgkit/core';
import type { ReportInputData } from './input.ts';
import { orderSections } from './render.tsx';

/** What `esgkit report --manifest` writes beside the PDF: enough to tell whether two PDFs came from the same data. */
export interface ReportManifest {
  datasetName: string;
  snapshotVersion: string | null;
  methodologyVersion: string;
  sections: PdfSection[];
  locale: Locale;
  options: { now: string; demo: boolean; brandColor: string | null };
  inputSha256: string;
  pdfSha256: string;
}

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** JSON with keys sorted at every level, so the input's hash does not depend on key order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/**
 * The manifest of a rendered report: dataset, snapshot and methodology versions, sections, locale, options, and the
 * SHA-256 of the input (canonical JSON) and of the PDF bytes.
 * @example const manifest = buildReportManifest(input, pdf, { locale: 'en-US', now });
 */
export const buildReportManifest = (
  input: ReportInputData,
  pdf: Uint8Array,
  options: { sections?: readonly PdfSection[]; locale?: Locale; now: Date; brandColor?: string },
): ReportManifest => ({
  datasetName: input.meta.datasetName,
  snapshotVersion: input.meta.snapshotVersion,
  methodologyVersion: input.meta.methodologyVersion,
  sections: orderSections(options.sections),
  locale: options.locale ?? 'en-US',
  options: {
    now: options.now.toISOString(),
    demo: input.meta.demo,
    brandColor: options.brandColor ?? input.branding?.color ?? null,
  },
  inputSha256: sha256(canonicalJson(input)),
  pdfSha256: sha256(pdf),
});
