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
  /**
   * The structured methods (id and version, by id) the "Derivations" appendix cites: present only with that appendix,
   * whose traces name them; without it the manifest is as before (docs/decisions.md, part 12).
   */
  methods?: { id: string; version: number }[];
}

/** Each method the derivations cite, once, by id. */
const methodsOf = (derivations: NonNullable<ReportInputData['derivations']>) =>
  [...new Map(derivations.map((d) => [d.method.id, d.method.version])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, version]) => ({ id, version }));

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** An array index as an object key: JavaScript orders such keys first, ascending by number (ECMA-262 OrdinaryOwnPropertyKeys). */
const isIndexKey = (key: string): boolean => /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;

/** The keys in canonical order: index keys by number, then the others by UTF-16 code units. */
const canonicalKeys = (value: object): string[] => {
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : 1));
  if (!keys.some(isIndexKey)) return keys;
  return [
    ...keys.filter(isIndexKey).sort((a, b) => Number(a) - Number(b)),
    ...keys.filter((k) => !isIndexKey(k)),
  ];
};

/** One value's canonical JSON, or undefined where JSON.stringify would leave it out (undefined, a function). */
const canonical = (value: unknown): string | undefined => {
  // leaves, and arrays of leaves (price series, weights), go to JSON.stringify whole: native and fast
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const json = (value as { toJSON?: unknown }).toJSON;
  if (typeof json === 'function') return canonical(json.call(value));
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) return JSON.stringify(value);
    return `[${value.map((item) => canonical(item) ?? 'null').join(',')}]`;
  }
  const parts: string[] = [];
  for (const key of canonicalKeys(value)) {
    const item = canonical((value as Record<string, unknown>)[key]);
    if (item !== undefined) parts.push(`${JSON.stringify(key)}:${item}`);
  }
  return `{${parts.join(',')}}`;
};

/**
 * JSON with keys sorted at every level, so the input's hash does not depend on key order. Index-like keys ("2025")
 * come first in numeric order, as JavaScript orders an object's keys. It walks the value once, handing leaves and
 * arrays of leaves to JSON.stringify whole: a JSON.stringify replacer that rebuilt every object sorted cost a batch's
 * CLI thread about 50 ms per report (docs/benchmarks.md, Part 5: reports). Same text as that replacer gave, so the
 * manifests' `inputSha256` stay the same.
 */
export const canonicalJson = (value: unknown): string => canonical(value) as string;

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
  ...(input.derivations ? { methods: methodsOf(input.derivations) } : {}),
});
