export { parseLocaleNumber } from './numbers.ts';
export {
  PORTFOLIO_CSV_COLUMNS,
  type PortfolioCsv,
  type PortfolioCsvIssue,
  type PortfolioCsvMessageKey,
  type PortfolioCsvProblem,
  parsePortfolioCsv,
  readPortfolioCsv,
} from './read-portfolio-csv.ts';
