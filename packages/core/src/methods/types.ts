// The structured methodology (issue 30, "Methodologies"): one entry per documented method. The web renders these
// (documentation/methodologies), docs/methodology.md is generated from them, and the engine computes each worked
// example live with its real functions (methods.example) — one source for all three.

/** Text in both product languages (doc 1: every user-facing text exists in en-US and it-IT). */
export interface Localized {
  'en-US': string;
  'it-IT': string;
}

export type MethodArea =
  | 'pai'
  | 'taxonomy'
  | 'lookThrough'
  | 'performance'
  | 'risk'
  | 'esg'
  | 'scoring'
  | 'impact'
  | 'controversy'
  | 'exclusion'
  | 'matching'
  | 'fundRating'
  | 'screening';

export interface MethodInput {
  /** The symbol as it appears in `formula` (LaTeX). */
  symbol: string;
  meaning: Localized;
}

export interface MethodSource {
  citation: string;
  article?: string;
  url?: string;
}

export interface MethodExample {
  description: Localized;
  /** The tiny case's inputs, keyed by the formula's symbols (or a short name). */
  inputs: Record<string, number | string>;
  /** Computed by hand; the engine's real functions must produce it (methods.example). */
  expected: number;
  unit?: string;
}

export interface MethodEntry {
  /** Stable kebab-case id, used in URLs (/platform/documentation/methodologies/<id>). */
  id: string;
  /** Bumped when the method's formula or rule changes. */
  version: number;
  area: MethodArea;
  title: Localized;
  /** LaTeX, rendered with KaTeX in the web. */
  formula: string;
  inputs: MethodInput[];
  missingData: Localized;
  source: MethodSource;
  example: MethodExample;
}
