import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_WEIGHTS } from '../schemas/scoring.ts';
import { validateScoringWeights } from './scoring.ts';

const w = (over: Partial<typeof DEFAULT_SCORING_WEIGHTS>) => ({ ...DEFAULT_SCORING_WEIGHTS, ...over });
const keys = (weights: typeof DEFAULT_SCORING_WEIGHTS) =>
  validateScoringWeights(weights).map((i) => [i.messageKey, i.path]);

describe('validateScoringWeights', () => {
  it('accepts the defaults and any split that adds up to 100 (0 allowed)', () => {
    expect(keys(DEFAULT_SCORING_WEIGHTS)).toEqual([]);
    expect(keys(w({ environmental: 60, social: 40, governance: 0, impact: 0, products: 0 }))).toEqual([]);
  });

  it('names the pillar whose weight is negative, above 100 or not a number', () => {
    expect(keys(w({ environmental: -5, social: 45 }))).toEqual([['negativeWeight', ['environmental']]]);
    expect(keys(w({ impact: 120 }))).toEqual([['weightAbove100', ['impact']]]);
    expect(keys(w({ products: Number.NaN }))).toEqual([['invalidWeight', ['products']]]);
  });

  it('refuses weights that do not add up to 100 beyond 0.01', () => {
    expect(keys(w({ environmental: 30 }))).toEqual([['weightsMustSum100', []]]);
    expect(keys(w({ environmental: 20.005 }))).toEqual([]);
  });
});
