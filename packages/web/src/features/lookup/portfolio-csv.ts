import type { PortfolioRow } from '@esgkit/core';

/** A CSV problem, as a `cli.csv.*` message key (the command line reads the same files) and its parameters. */
export interface CsvProblem {
  key: 'cli.csv.emptyFile' | 'cli.csv.noRows' | 'cli.csv.noInputColumn' | 'cli.csv.noWeightColumn';
  params?: { columns: string };
}

// Header names compared without case, accents, spaces or punctuation, in English and Italian (issue 10).
const normalise = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');
const isinNames = new Set(['isin', 'isincode', 'codiceisin', 'codice']);
const tickerNames = new Set(['ticker', 'tickersymbol', 'symbol', 'simbolo']);
const weightNames = new Set([
  'weight',
  'weight%',
  'weightpct',
  'weights',
  'peso',
  'peso%',
  'pesopct',
  'pesi',
  '%',
]);

/** Splits one line on the delimiter, honouring double quotes ("a;b" stays one cell, "" is a quote). */
const splitLine = (line: string, delimiter: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
};

/**
 * A weight as written in either language: `12.5`, `12,5` (Italian Excel), `12.5%`. An empty cell is 0, so a
 * row without a weight is caught by core's rules rather than silently dropped.
 */
const parseWeight = (cell: string): number => {
  const text = cell.replace('%', '').trim();
  if (text === '') return 0;
  // One comma and no dot: a decimal comma. Otherwise commas group thousands.
  const normalised = /^[^.]*,[^,]*$/.test(text) ? text.replace(',', '.') : text.replace(/,/g, '');
  return Number(normalised);
};

/**
 * Reads a portfolio CSV (doc 1 §5: ISIN or Ticker columns, and a weight): comma or semicolon separated, with a
 * header row. Returns the rows for the editor, which then applies core's portfolio rules to them.
 * @example parsePortfolioCsv('ISIN,Ticker,Weight\n,URTH,60\nCASH,,40') // { rows: [{ input: 'URTH', weight: 60 }, …] }
 */
export const parsePortfolioCsv = (text: string): { rows: PortfolioRow[] } | { problem: CsvProblem } => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const [header, ...body] = lines;
  if (header === undefined) return { problem: { key: 'cli.csv.emptyFile' } };
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const names = splitLine(header, delimiter);
  const keys = names.map(normalise);
  const isin = keys.findIndex((k) => isinNames.has(k));
  const ticker = keys.findIndex((k) => tickerNames.has(k));
  const weight = keys.findIndex((k) => weightNames.has(k));
  const columns = names.join(', ');
  if (isin < 0 && ticker < 0) return { problem: { key: 'cli.csv.noInputColumn', params: { columns } } };
  if (weight < 0) return { problem: { key: 'cli.csv.noWeightColumn', params: { columns } } };
  if (body.length === 0) return { problem: { key: 'cli.csv.noRows' } };
  const rows = body.map((line) => {
    const cells = splitLine(line, delimiter);
    const input = (isin >= 0 ? cells[isin] : '') || (ticker >= 0 ? cells[ticker] : '') || '';
    return { input, weight: parseWeight(cells[weight] ?? '') };
  });
  return { rows };
};
