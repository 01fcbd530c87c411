// papaparse is CommonJS: Node's ESM loader gives it only as the default export.
import Papa from 'papaparse';

// The one CSV reader of every file a user brings (portfolio and template CSVs, in the browser and in Node); its twin,
// the one writer, is ./csv.ts. The dataset importer keeps its own parser (docs/decisions.md "One CSV reader and one
// writer"; docs/benchmarks.md "csv").

/** The field separator of a CSV, guessed from its header line. */
export type Delimiter = ',' | ';' | '\t';

/** Counts separators outside double quotes in the header line; the most frequent wins, a tie goes to the comma. */
export const detectDelimiter = (headerLine: string): Delimiter => {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let isQuoted = false;
  for (const char of headerLine) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
};

/** One CSV record: its cells and the file line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const countLineBreaks = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
};

/**
 * Splits CSV text into records (RFC 4180 as spreadsheets write it, read by papaparse): double quotes around a cell
 * keep the delimiter and line breaks inside it, `""` is a quote; CRLF, LF or CR end a record (a line break inside a
 * quoted cell reads as LF). Blank lines are records with one empty cell, so every record keeps the line it starts on.
 */
export const csvRecords = (text: string, delimiter: Delimiter): CsvRecord[] => {
  // One line break, so that a file mixing them (a CRLF file edited on a Mac) reads as the user sees it.
  const body = text.replace(/\r\n?/g, '\n');
  const { data } = Papa.parse<string[]>(body, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
  });
  // papaparse gives no line numbers: a record starts one line after the previous one ended, and spans one line more
  // for each line break inside its quoted cells.
  const records: CsvRecord[] = [];
  let line = 1;
  for (const cells of data) {
    records.push({ line, cells });
    line += 1 + cells.reduce((sum, cell) => sum + countLineBreaks(cell), 0);
  }
  // A line break at the end ends the last record; it starts no new one.
  const last = records.at(-1);
  if (body.endsWith('\n') && last && last.cells.length === 1 && last.cells[0] === '') records.pop();
  return records;
};

/**
 * A CSV file as spreadsheets save it, portfolio or template alike: a byte-order mark dropped, the delimiter (comma,
 * semicolon as Italian Excel writes it, or tab) taken from the header line, blank records left out. The delimiter also
 * says how numbers are written (a semicolon file uses decimal commas).
 */
export const readCsvTable = (text: string): { delimiter: Delimiter; records: CsvRecord[] } => {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const delimiter = detectDelimiter(headerLine);
  const records = csvRecords(body, delimiter).filter((r) => r.cells.some((c) => c.trim() !== ''));
  return { delimiter, records };
};
