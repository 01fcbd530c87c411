export {
  countryEsgView,
  DEFAULT_SELECTED_INDICATORS,
  esgView,
  fundScores,
  sustainabilityScore,
} from './esg.ts';
export { type IndicatorTable, indicatorColumn, indicatorTable } from './indicators.ts';
export {
  countryOverallScore,
  entityScoresAt,
  overallScore,
  type ScoreColumn,
  type ScoreTable,
  scoreTable,
} from './scores.ts';
