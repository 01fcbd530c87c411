import { type Delimiter, detectDelimiter } from './numbers.ts';

/** One CSV record: its cells and the file line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Splits CSV text into records (RFC 4180 as spreadsheets write it): double quotes around a cell keep the delimiter
 * and line breaks inside it, `""` is a quote; CRLF, LF or CR end a record. Blank lines are records with one empty
 * cell, so every record keeps the line it starts on.
 */
export const csvRecords = (text: string, delimiter: Delimiter): CsvRecord[] => {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (isQuoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') isQuoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
    } else if (c === '"') isQuoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRecord();
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
