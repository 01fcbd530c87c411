// The structured methodology (issue 30, "Methodologies"): one entry per documented method. The web renders these
// (documentation/methodologies), docs/methodology.md is generated from them, and the engine computes each worked
// example live with its real functions (methods.example) — one source for all three. The zod schemas are the API's
// answer shapes (methods.list); the types are inferred from them.
import { z } from 'zod';

/** Text in both product languages (doc 1: every user-facing text exists in en-US and it-IT). */
export const Localized = z
  .object({ 'en-US': z.string().min(1), 'it-IT': z.string().min(1) })
  .meta({ id: 'Localized' });
export type Localized = z.infer<typeof Localized>;

export const MethodArea = z.enum([
  'pai',
  'taxonomy',
  'lookThrough',
  'performance',
  'risk',
  'esg',
  'scoring',
  'impact',
  'controversy',
  'exclusion',
  'matching',
  'fundRating',
  'screening',
]);
export type MethodArea = z.infer<typeof MethodArea>;

export const MethodInput = z.object({
  /** The symbol as it appears in `formula` (LaTeX). */
  symbol: z.string(),
  /**
   * The symbol's word in each language where the symbol is a word (`\text{rank}`): the formula keeps one spelling,
   * the inputs list reads it in the user's language beside the symbol ("rank — posizione").
   */
  word: Localized.optional(),
  meaning: Localized,
});
export type MethodInput = z.infer<typeof MethodInput>;

export const MethodSource = z.object({
  citation: z.string(),
  article: z.string().optional(),
  url: z.string().optional(),
});
export type MethodSource = z.infer<typeof MethodSource>;

export const MethodExample = z.object({
  description: Localized,
  /** The tiny case's inputs, keyed by the formula's symbols (or a short name). */
  inputs: z.record(z.string(), z.union([z.number(), z.string()])),
  /** Computed by hand; the engine's real functions must produce it (methods.example). */
  expected: z.number(),
  /** The expected value's unit as the reader sees it, in both languages ("stars" / "stelle"). */
  unit: Localized.optional(),
});
export type MethodExample = z.infer<typeof MethodExample>;

export const MethodEntry = z
  .object({
    /** Stable kebab-case id, used in URLs (/platform/documentation/methodologies/<id>). */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** Bumped when the method's formula or rule changes. */
    version: z.number().int().min(1),
    area: MethodArea,
    title: Localized,
    /** LaTeX, rendered with KaTeX in the web. */
    formula: z.string(),
    inputs: z.array(MethodInput),
    missingData: Localized,
    source: MethodSource,
    example: MethodExample,
  })
  .meta({ id: 'MethodEntry' });
export type MethodEntry = z.infer<typeof MethodEntry>;

/** methods.example's answer: the entry's expected value beside what the engine computed just now. */
export const MethodExampleResult = z
  .object({ id: z.string(), expected: z.number(), computed: z.number(), unit: Localized.optional() })
  .meta({ id: 'MethodExampleResult' });
export type MethodExampleResult = z.infer<typeof MethodExampleResult>;
