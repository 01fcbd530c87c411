import { SCORE_PILLARS, type ScoringWeights } from '../schemas/scoring.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** How far the weights' sum may stray from 100 (the portfolio's tolerance, doc 1 §5: 0.01). */
const SUM_TOLERANCE = 0.01;

/**
 * The scoring profile's weights (issue 28 "Scoring"): each a number from 0 to 100 (`invalidWeight`,
 * `negativeWeight`, `weightAbove100` at [pillar]) and the five adding up to 100 within 0.01 (`weightsMustSum100`
 * at [], only when each weight is in range).
 * @example validateScoringWeights({ environmental: 50, social: 50, governance: 10, impact: 0, products: 0 }) // [weightsMustSum100]
 */
export const validateScoringWeights = (weights: ScoringWeights): Issue[] => {
  const issues: Issue[] = [];
  for (const p of SCORE_PILLARS) {
    const w = weights[p];
    if (!Number.isFinite(w)) issues.push(issue('invalidWeight', [p]));
    else if (w < 0) issues.push(issue('negativeWeight', [p], { params: { weight: w } }));
    else if (w > 100) issues.push(issue('weightAbove100', [p], { params: { weight: w } }));
  }
  if (issues.length > 0) return issues;
  const sum = SCORE_PILLARS.reduce((a, p) => a + weights[p], 0);
  if (Math.abs(sum - 100) > SUM_TOLERANCE) issues.push(issue('weightsMustSum100', [], { params: { sum } }));
  return issues;
};
