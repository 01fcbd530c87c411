export type {
  FundRatingInput,
  FundRatingMetrics,
  FundRatingResult,
  FundRatingSettings,
} from './rating.ts';
export { FUND_RATING_WEIGHTS, fundRatingMetrics, fundRatings, starsFromRank } from './rating.ts';
export type { DailyPerformanceError } from './returns.ts';
export {
  annualiseReturn,
  cumulativePeriodReturns,
  DAYS_PER_YEAR,
  dailyPerformance,
  performanceReturns,
  pointToPointReturn,
  ROLLING_WINDOW_MONTHS,
  rollingPeriodReturns,
  rollingReturnSeries,
  rollingReturns,
  trailingReturns,
} from './returns.ts';
export type { RiskSettings, RiskWindowRequest } from './risk.ts';
export { riskMeasures, seriesMaxDrawdown, standardRiskWindows } from './risk.ts';
export {
  FLAT_RELATIVE_DEVIATION,
  isFlatDeviation,
  PERIODS_PER_YEAR,
  periodRateFromAnnualPct,
  riskFreeRateFor,
} from './risk-statistics.ts';
export type {
  PerformanceFxSeries,
  PerformanceFxTable,
  PerformanceItem,
  PerformancePortfolio,
  PerformanceSeries,
  PerformanceWarning,
  RiskFreeRate,
  ValuePath,
} from './types.ts';
export { buildValuePath, itemGrowth, MAX_CARRY_FORWARD_BUSINESS_DAYS } from './value-path.ts';
