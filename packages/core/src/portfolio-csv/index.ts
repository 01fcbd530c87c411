export { type Delimiter, detectDelimiter, parseLocaleNumber } from './numbers.ts';
export {
  PORTFOLIO_CSV_COLUMNS,
  type PortfolioCsv,
  type PortfolioCsvIssue,
  type PortfolioCsvMessageKey,
  type PortfolioCsvProblem,
  parsePortfolioCsv,
  readPortfolioCsv,
} from './read-portfolio-csv.ts';
export { type CsvRecord, csvRecords, readCsvTable } from './records.ts';
