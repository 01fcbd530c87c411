export { companyContactLines } from './company.ts';
export {
  CsvFormat,
  type CsvTable,
  type CsvValue,
  csvCell,
  csvNumber,
  csvUnitLabel,
  defaultCsvFormat,
  toCsv,
} from './csv.ts';
export { type CsvRecord, csvRecords, type Delimiter, detectDelimiter, readCsvTable } from './csv-read.ts';
export {
  type DateStyle,
  formatDate,
  formatDateTime,
  parseIsoDate,
  toIsoDate,
} from './date.ts';
export {
  dayFromIso,
  dayFromYmd,
  daysInMonth,
  isoFromDay,
  parseDay,
  yearOfDay,
  ymdFromDay,
} from './days.ts';
export { isMissingNumber, noDataMarker } from './no-data.ts';
export {
  formatCompact,
  formatCurrency,
  formatNumber,
  formatPercent,
  type NumberFormatOptions,
} from './number.ts';
