import { describe, expect, it } from 'vitest';
import { csvRecords } from '../format/csv-read.ts';
import { parseLocaleNumber } from './numbers.ts';
import { parsePortfolioCsv, readPortfolioCsv } from './read-portfolio-csv.ts';

// Each issue as a user reads it in a file: line, severity, message key and the parameters that fill it.
const issuesOf = (text: string) =>
  readPortfolioCsv(text).flatMap((p) =>
    p.issues.map((i) => [i.line, i.severity, i.messageKey, ...(i.params ? [i.params] : [])]),
  );

describe('parseLocaleNumber', () => {
  it.each([
    ['12.5', false, 12.5],
    ['12,5', true, 12.5],
    ['1.234,56', true, 1234.56],
    ['1,234.56', false, 1234.56],
    ['1.234', true, 1234],
    ['0.125', true, 0.125],
    ['60,000.00', false, 60000],
    ['12,345', false, 12345],
    ['70%', true, 70],
    ['€ 1.500', true, 1500],
    ['-3,5', true, -3.5],
  ])('reads %s (decimal comma: %s) as %d', (raw, isDecimalComma, expected) => {
    expect(parseLocaleNumber(raw, { isDecimalComma })).toBe(expected);
  });

  it('gives NaN for text', () => {
    expect(parseLocaleNumber('forty', { isDecimalComma: false })).toBeNaN();
    expect(parseLocaleNumber('1.2.3,4,5', { isDecimalComma: true })).toBeNaN();
  });
});

describe('csvRecords', () => {
  it('keeps quoted delimiters, quotes and line breaks inside a cell, and the line each record starts on', () => {
    expect(csvRecords('a,b\r\n"x, ""y""",2\n"two\nlines",3\n', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', '2'] },
      { line: 3, cells: ['two\nlines', '3'] },
    ]);
  });
});

describe('readPortfolioCsv', () => {
  it('reads an Italian Excel file: BOM, semicolons, decimal commas, CRLF, Codice ISIN and Peso, a CASH row', () => {
    const [p] = readPortfolioCsv(
      '\uFEFFCodice ISIN;Peso\r\nUS0001000001;25,5\r\nGB0001000024;64,5\r\nCASH;10\r\n',
    );
    expect(p?.name).toBeNull();
    expect(p?.rows).toEqual([
      { input: 'US0001000001', weight: 25.5 },
      { input: 'GB0001000024', weight: 64.5 },
      { input: 'CASH', weight: 10 },
    ]);
    expect(p?.lines).toEqual([2, 3, 4]);
    expect(p?.issues).toEqual([]);
  });

  it('reads a Ticker column alone, and takes the ISIN when both are given', () => {
    const [tickers] = readPortfolioCsv('Ticker,Weight\nURTH,60\nIAGG,40\n');
    expect(tickers?.rows).toEqual([
      { input: 'URTH', weight: 60 },
      { input: 'IAGG', weight: 40 },
    ]);
    const [both] = readPortfolioCsv('ISIN,Ticker,Weight\n,URTH,60\nUS0001000001,YAR,40\n');
    expect(both?.rows.map((r) => r.input)).toEqual(['URTH', 'US0001000001']);
  });

  it('reads tickers with any characters the dataset format allows (issue 21, defect 5)', () => {
    const [portfolio] = readPortfolioCsv('Ticker,Weight\nA_B,50\n"X&Y, Z",30\nÉCO+1,20\n');
    expect(portfolio?.issues).toEqual([]);
    expect(portfolio?.rows.map((r) => r.input)).toEqual(['A_B', 'X&Y, Z', 'ÉCO+1']);
    // an ISIN-shaped input still has its check digit checked
    expect(issuesOf('ISIN,Weight\nUS0378331006,100\n')).toEqual([
      [2, 'error', 'invalidSecurityInput', { item: 'US0378331006' }],
    ]);
  });

  it('derives weights from an amount column and keeps the total (60,000 + 25,000 + 15,000 = 100,000 EUR)', () => {
    const [p] = readPortfolioCsv('Ticker,Amount (EUR)\nURTH,"60,000.00"\nIAGG,25000\nCASH,15000\n');
    expect(p?.amountEur).toBe(100_000);
    expect(p?.rows).toEqual([
      { input: 'URTH', weight: 60 },
      { input: 'IAGG', weight: 25 },
      { input: 'CASH', weight: 15 },
    ]);
  });

  it('reads Italian amounts: Importo 1.500,50 + 498,50 = 1.999 EUR, weights 75.06… and 24.93…', () => {
    const [p] = readPortfolioCsv('Simbolo;Importo\nURTH;1.500,50\nIAGG;498,50\n');
    expect(p?.amountEur).toBe(1999);
    expect(p?.rows[0]?.weight).toBeCloseTo((100 * 1500.5) / 1999, 12);
    expect(p?.rows[1]?.weight).toBeCloseTo((100 * 498.5) / 1999, 12);
  });

  it('accepts fractions summing to 1 without asking, and percent signs', () => {
    expect(readPortfolioCsv('ticker,weight\nURTH,0.6\nIAGG,0.4\n')[0]?.issues).toEqual([]);
    expect(readPortfolioCsv('Ticker,Weight %\nURTH,60%\nIAGG,40%\n')[0]?.rows.map((r) => r.weight)).toEqual([
      60, 40,
    ]);
  });

  it('asks for confirmation when the weights sum to neither 100 nor 1 (spec doc 1 §5)', () => {
    expect(issuesOf('Ticker,Weight\nURTH,50\nIAGG,30\n')).toEqual([
      [null, 'confirm', 'weightsNot100Confirm', { sum: 80 }],
    ]);
  });

  it('splits a file with a portfolio column into portfolios, in order of appearance', () => {
    const ps = readPortfolioCsv(
      'portfolio,ticker,weight\nMaria Rossi,URTH,100\nLuca Bianchi,IAGG,50\nLuca Bianchi,XCA,50\n',
    );
    expect(ps.map((p) => [p.name, p.rows.length, p.lines])).toEqual([
      ['Maria Rossi', 1, [2]],
      ['Luca Bianchi', 2, [3, 4]],
    ]);
  });

  it('gives every problem its line', () => {
    expect(issuesOf('ISIN,Weight\nUS0001000001,50\nUS0001000002,50\n')).toEqual([
      [3, 'error', 'invalidSecurityInput', { item: 'US0001000002' }],
    ]);
    expect(issuesOf('Ticker,Weight\nURTH,80\nCASH,10\nCASH,10\n').map((i) => i.slice(0, 3))).toEqual([
      [4, 'error', 'onlyOneCash'],
    ]);
    expect(issuesOf('Ticker,Weight\nURTH,60\nIAGG,forty\n')).toEqual([
      [3, 'error', 'cli.csv.notANumber', { value: 'forty' }],
    ]);
    expect(issuesOf('Ticker,Weight\nURTH,60\nIAGG,\n')).toEqual([
      [3, 'error', 'cli.csv.missingWeight', { item: 'IAGG' }],
    ]);
  });

  it('names the header line and the columns it found when a column is missing', () => {
    expect(issuesOf('Ticker,Name\nURTH,World\n')).toEqual([
      [1, 'error', 'cli.csv.noWeightColumn', { columns: 'Ticker, Name' }],
    ]);
    expect(issuesOf('Name,Weight\nWorld,100\n')).toEqual([
      [1, 'error', 'cli.csv.noInputColumn', { columns: 'Name, Weight' }],
    ]);
    expect(issuesOf('')).toEqual([[null, 'error', 'cli.csv.emptyFile']]);
    expect(issuesOf('ISIN,Weight\n')).toEqual([[null, 'error', 'cli.csv.noRows']]);
  });
});

describe('parsePortfolioCsv (the editors)', () => {
  it('gives the rows, CASH included, and leaves core’s rules to the editor', () => {
    expect(parsePortfolioCsv('ISIN,Ticker,Weight\n,URTH,40\nUS0001000001,,5\nCASH,,10\n')).toEqual({
      rows: [
        { input: 'URTH', weight: 40 },
        { input: 'US0001000001', weight: 5 },
        { input: 'CASH', weight: 10 },
      ],
    });
  });

  it('keeps every row for the user to fix: a missing weight is 0, a weight that is not a number NaN', () => {
    expect(parsePortfolioCsv('Ticker;Peso\nURTH;60\nIAGG;\nXCA;tanto\n')).toEqual({
      rows: [
        { input: 'URTH', weight: 60 },
        { input: 'IAGG', weight: 0 },
        { input: 'XCA', weight: Number.NaN },
      ],
    });
  });

  it('gives the problem that leaves nothing to edit as a message key and its parameters', () => {
    expect(parsePortfolioCsv('Name,Weight\nA,1')).toEqual({
      problem: { key: 'cli.csv.noInputColumn', params: { columns: 'Name, Weight' } },
    });
    expect(parsePortfolioCsv('')).toEqual({ problem: { key: 'cli.csv.emptyFile' } });
    expect(parsePortfolioCsv('ISIN,Weight\n')).toEqual({ problem: { key: 'cli.csv.noRows' } });
  });
});
