export {
  DEFAULT_EQUITY_SHARE_PCT,
  fundSdgFit,
  fundVolatility,
  MAX_PORTFOLIO_FUNDS,
  MIN_VOLATILITY_OBSERVATIONS,
  matchFunds,
  RISK_LEVEL_VOLATILITY_CAP,
  riskLevelOf,
} from './matching.ts';
