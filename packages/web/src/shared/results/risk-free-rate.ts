// The risk-free rate the engine accepts for views.risk (core's contract: riskFreePct from -10 to 50, % a year).
import { RISK_FREE_MAX_PCT, RISK_FREE_MIN_PCT } from '@esgkit/core';

export { RISK_FREE_MAX_PCT, RISK_FREE_MIN_PCT };

const DECIMAL = /^-?\d+([.,]\d+)?$/;

/**
 * The risk view's rate field as typed: empty keeps the dataset's rates (metrics.md §5), a decimal with a point or
 * a comma (as typed in Italian) inside the engine's bounds is the annual rate in percent, anything else invalid.
 * @example parseRiskFreePct('3,5') // { kind: 'rate', pct: 3.5 }
 */
export const parseRiskFreePct = (
  text: string,
): { kind: 'dataset' } | { kind: 'rate'; pct: number } | { kind: 'invalid' } => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'dataset' };
  const pct = Number(trimmed.replace(',', '.'));
  return DECIMAL.test(trimmed) && pct >= RISK_FREE_MIN_PCT && pct <= RISK_FREE_MAX_PCT
    ? { kind: 'rate', pct }
    : { kind: 'invalid' };
};
