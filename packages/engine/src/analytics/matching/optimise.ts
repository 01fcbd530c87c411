import { portfolioVolatility } from './covariance.ts';

// The portfolio search (docs/methodology.md §D.8): maximise Σ wᵢ·fitᵢ subject to √(wᵀCw) ≤ cap, wᵢ ≥ 0, Σ wᵢ = 100 %,
// at most MAX_PORTFOLIO_FUNDS funds and wᵢ ≤ MAX_FUND_WEIGHT_PCT, over weights on a WEIGHT_STEP_PCT grid: every
// allocation of the grid is tried, so the answer is the grid's exact optimum and an analyst can redo a small case by
// hand. Ties: the lower volatility, then the allocation giving more weight to the better-ranked funds (fit, then id).

export const MAX_PORTFOLIO_FUNDS = 5;
/** No fund above half the portfolio: a proposal always spreads over at least two funds. */
export const MAX_FUND_WEIGHT_PCT = 50;
export const WEIGHT_STEP_PCT = 10;
/** The search considers the best funds by fit and the least volatile ones (the ones that can dilute risk). */
export const CANDIDATES_BY_FIT = 6;
export const CANDIDATES_BY_LOW_VOLATILITY = 2;

export interface Allocation {
  /** weight percent per candidate (the candidates' order), multiples of WEIGHT_STEP_PCT */
  weightsPct: number[];
  exposure: number;
  volatility: number;
}

const UNITS = 100 / WEIGHT_STEP_PCT;
const MAX_UNITS = MAX_FUND_WEIGHT_PCT / WEIGHT_STEP_PCT;
// comparisons tolerate the last bits of floating-point sums, so that equal figures tie exactly
const EPS = 1e-12;

/**
 * The best allocation over candidates (ranked best first) with fits and annualised covariance `cov`, within `cap`;
 * null when no allocation of the grid is within the cap.
 */
export const bestAllocation = (
  fits: readonly number[],
  cov: Float64Array,
  cap: number,
): Allocation | null => {
  const k = fits.length;
  const units = new Int32Array(k);
  const weights = new Float64Array(k);
  let best: Allocation | null = null;
  const visit = (i: number, left: number, used: number): void => {
    if (left === 0) {
      let exposure = 0;
      for (let j = 0; j < k; j++) {
        weights[j] = units[j]! / UNITS;
        exposure += weights[j]! * fits[j]!;
      }
      if (best && exposure < best.exposure - EPS) return;
      const volatility = portfolioVolatility(cov, weights);
      if (volatility > cap + EPS) return;
      if (best && exposure <= best.exposure + EPS && volatility >= best.volatility - EPS) return;
      best = { weightsPct: [...units].map((u) => u * WEIGHT_STEP_PCT), exposure, volatility };
      return;
    }
    // the remaining funds must be able to take what is left
    if (left > Math.min(k - i, MAX_PORTFOLIO_FUNDS - used) * MAX_UNITS) return;
    for (let u = Math.min(MAX_UNITS, left); u >= 0; u--) {
      units[i] = u;
      visit(i + 1, left - u, used + (u > 0 ? 1 : 0));
    }
    units[i] = 0;
  };
  visit(0, UNITS, 0);
  return best;
};
