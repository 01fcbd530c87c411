import type { PortfolioRow } from '@esgkit/core';

// Header names compared without case, accents, spaces or punctuation; English and Italian (as the CLI reads them).
const normalise = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%]/g, '');
const SECURITY = new Set([
  'isin',
  'codiceisin',
  'ticker',
  'symbol',
  'simbolo',
  'security',
  'titolo',
  'input',
]);
const WEIGHT = new Set(['weight', 'weight%', 'peso', 'peso%', '%']);

const split = (line: string, delimiter: string): string[] =>
  line.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

/** A weight as typed in a spreadsheet: `12.5`, `12,5` (Italian Excel), `12.5%`. */
const parseWeight = (text: string): number => {
  const cleaned = text.replace('%', '').replace(/\s/g, '');
  return Number(cleaned.includes(',') && !cleaned.includes('.') ? cleaned.replace(',', '.') : cleaned);
};

/**
 * The rows of a portfolio CSV: an ISIN or Ticker column and a Weight column; comma, semicolon or tab separated, a
 * byte-order mark allowed. Null when the header has no security or no weight column (`csvFormatError`). The rows
 * then go through core's portfolio rules like typed ones.
 */
export const readPortfolioCsv = (text: string): PortfolioRow[] | null => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '');
  const header = lines[0];
  if (header === undefined) return null;
  const delimiter = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ',';
  const columns = split(header, delimiter).map(normalise);
  const security = columns.findIndex((c) => SECURITY.has(c));
  const weight = columns.findIndex((c) => WEIGHT.has(c));
  if (security < 0 || weight < 0) return null;
  return lines.slice(1).map((line) => {
    const cells = split(line, delimiter);
    return { input: cells[security] ?? '', weight: parseWeight(cells[weight] ?? '') };
  });
};
