import { describe, expect, it } from 'vitest';
import { readPortfolioCsv } from '../portfolio-csv/read-portfolio-csv.ts';
import { readCsvTable } from './csv-read.ts';

describe('readCsvTable', () => {
  it('reads an Italian Excel file: BOM dropped, `;` found, a quoted `;` kept in its cell, CRLF line ends', () => {
    expect(readCsvTable('\uFEFFNome;Peso\r\n"Rossi; Bianchi";12,5\r\nURTH;87,5\r\n')).toEqual({
      delimiter: ';',
      records: [
        { line: 1, cells: ['Nome', 'Peso'] },
        { line: 2, cells: ['Rossi; Bianchi', '12,5'] },
        { line: 3, cells: ['URTH', '87,5'] },
      ],
    });
  });

  it('keeps the file line of each record across blank lines, a cell over two lines and old Mac CR line ends', () => {
    const { records } = readCsvTable('ISIN,Note\r\n\r\nURTH,"first\r\nsecond"\rIAGG,x\n\nCASH,');
    expect(records).toEqual([
      { line: 1, cells: ['ISIN', 'Note'] },
      { line: 3, cells: ['URTH', 'first\nsecond'] },
      { line: 5, cells: ['IAGG', 'x'] },
      { line: 7, cells: ['CASH', ''] },
    ]);
  });

  it('takes a tab-separated file and a file without records', () => {
    expect(readCsvTable('Ticker\tWeight\nURTH\t100\n').records).toEqual([
      { line: 1, cells: ['Ticker', 'Weight'] },
      { line: 2, cells: ['URTH', '100'] },
    ]);
    expect(readCsvTable('\uFEFF\r\n\r\n')).toEqual({ delimiter: ',', records: [] });
  });
});

describe('portfolio CSVs through the reader', () => {
  it('reads a quoted weight holding the delimiter (`"62,5"` in a comma file) as 62.5', () => {
    const [p] = readPortfolioCsv('ISIN,Weight\nIE00B4L5Y983,"62,5"\nCASH,"37,5"\n');
    expect(p?.rows).toEqual([
      { input: 'IE00B4L5Y983', weight: 62.5 },
      { input: 'CASH', weight: 37.5 },
    ]);
    expect(p?.issues).toEqual([]);
  });

  it('names the file line of a bad weight after a name cell over two lines (BOM, CRLF)', () => {
    const [p] = readPortfolioCsv(
      '\uFEFFName;ISIN;Peso\r\n"MSCI\r\nWorld";IE00B4L5Y983;60\r\nIAGG;IAGG;abc\r\n',
    );
    expect(p?.lines).toEqual([2]);
    expect(p?.issues.map((i) => [i.line, i.messageKey, i.params])).toEqual([
      [4, 'cli.csv.notANumber', { value: 'abc' }],
    ]);
  });
});
