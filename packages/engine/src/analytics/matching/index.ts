export { covarianceMatrix, portfolioVolatility } from './covariance.ts';
export { fundSdgFit, fundVolatility, MIN_VOLATILITY_OBSERVATIONS } from './inputs.ts';
export { type MatchingSources, matchFunds, NEAR_MISSES } from './matching.ts';
export {
  bestAllocation,
  MAX_FUND_WEIGHT_PCT,
  MAX_PORTFOLIO_FUNDS,
  WEIGHT_STEP_PCT,
} from './optimise.ts';
