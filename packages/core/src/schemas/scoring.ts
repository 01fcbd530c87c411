import { z } from 'zod';
import { SustainabilityScore } from './esg.ts';

// The advisor's scoring profile (issue 28 "Scoring"): the weights of the five pillars of the sustainability score
// (spec doc 2 §3 "The sustainability score has five pillars"), versioned. Range and sum are checked by
// rules/scoring.ts so a form and a file name the field that is wrong with the spec's message keys.

/** The five pillars, in the order the spec lists them (doc 2 §3). */
export const SCORE_PILLARS = ['environmental', 'social', 'governance', 'impact', 'products'] as const;
export type ScorePillar = (typeof SCORE_PILLARS)[number];

/** A pillar's weight, percent; not a number is the spec's `invalidWeight` (doc 1 §5's key for a weight). */
const Weight = z.number({ error: 'invalidWeight' });

/** Pillar → weight, percent 0–100; the five add up to 100. */
export const ScoringWeights = z
  .object({
    environmental: Weight,
    social: Weight,
    governance: Weight,
    impact: Weight,
    products: Weight,
  })
  .strict()
  .meta({ id: 'ScoringWeights' });
export type ScoringWeights = z.infer<typeof ScoringWeights>;

/**
 * Today's weights: the five pillars count alike (the mean of the five, docs/methodology.md "Sustainability score").
 * A user without a saved profile scores with these, as version 0.
 */
export const DEFAULT_SCORING_WEIGHTS: Readonly<ScoringWeights> = Object.freeze({
  environmental: 20,
  social: 20,
  governance: 20,
  impact: 20,
  products: 20,
});

/** The profile a score was computed with: version 0 = the defaults (nothing saved), then 1, 2, … one per save. */
export const ScoringProfile = z
  .object({
    version: z.number().int().min(0),
    weights: ScoringWeights,
    /** ISO date-time of the save; null for the defaults. */
    savedAt: z.string().nullable(),
  })
  .meta({ id: 'ScoringProfile' });
export type ScoringProfile = z.infer<typeof ScoringProfile>;

/** The sustainability score of a portfolio and the scoring profile version it was computed with. */
export const SustainabilityView = SustainabilityScore.extend({
  scoringProfileVersion: z.number().int().min(0),
}).meta({ id: 'SustainabilityView' });
export type SustainabilityView = z.infer<typeof SustainabilityView>;

/** A weights file (export/import): YAML or JSON text. */
export const ScoringFileFormat = z.enum(['yaml', 'json']);
export type ScoringFileFormat = z.infer<typeof ScoringFileFormat>;
