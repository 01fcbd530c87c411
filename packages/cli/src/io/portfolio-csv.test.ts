import { describe, expect, it } from 'vitest';
import { createDescribe } from './messages.ts';
import { parseLocaleNumber } from './numbers.ts';
import { parsePortfolioArguments, parsePortfolioCsv } from './portfolio-csv.ts';

const describeEn = createDescribe('en-US');
const read = (text: string, file = 'p.csv') => parsePortfolioCsv(text, { file, describe: describeEn });
const lines = (text: string) =>
  read(text).flatMap((p) => p.issues.map((i) => `${i.file}:${i.line ?? '-'}: ${i.severity}: ${i.message}`));

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

describe('parsePortfolioCsv', () => {
  it('reads an Italian Excel file: BOM, semicolons, decimal commas, CRLF, Codice ISIN and Peso, a CASH row', () => {
    const [p] = read(
      '\uFEFFCodice ISIN;Peso\r\nUS0001000001;25,5\r\nGB0001000024;64,5\r\nCASH;10\r\n',
      'it.csv',
    );
    expect(p?.name).toBe('it');
    expect(p?.rows).toEqual([
      { input: 'US0001000001', weight: 25.5 },
      { input: 'GB0001000024', weight: 64.5 },
      { input: 'CASH', weight: 10 },
    ]);
    expect(p?.lines).toEqual([2, 3, 4]);
    expect(p?.issues).toEqual([]);
  });

  it('takes the ISIN when both ISIN and Ticker are given, the ticker otherwise', () => {
    const [p] = read('ISIN,Ticker,Weight\n,URTH,60\nUS0001000001,YAR,40\n');
    expect(p?.rows.map((r) => r.input)).toEqual(['URTH', 'US0001000001']);
  });

  it('derives weights from an amount column and keeps the total (60,000 + 25,000 + 15,000 = 100,000 EUR)', () => {
    const [p] = read('Ticker,Amount (EUR)\nURTH,"60,000.00"\nIAGG,25000\nCASH,15000\n');
    expect(p?.amountEur).toBe(100_000);
    expect(p?.rows).toEqual([
      { input: 'URTH', weight: 60 },
      { input: 'IAGG', weight: 25 },
      { input: 'CASH', weight: 15 },
    ]);
  });

  it('accepts fractions summing to 1 without asking', () => {
    const [p] = read('ticker,weight\nURTH,0.6\nIAGG,0.4\n');
    expect(p?.issues).toEqual([]);
  });

  it('asks for confirmation when the weights sum to neither 100 nor 1 (spec doc 1 §5)', () => {
    const [p] = read('Ticker,Weight\nURTH,50\nIAGG,30\n');
    expect(p?.issues.map((i) => [i.code, i.severity, i.params?.sum])).toEqual([
      ['weightsNot100Confirm', 'confirm', 80],
    ]);
  });

  it('splits a file with a portfolio column into portfolios, in order of appearance', () => {
    const ps = read(
      'portfolio,ticker,weight\nMaria Rossi,URTH,100\nLuca Bianchi,IAGG,50\nLuca Bianchi,XCA,50\n',
    );
    expect(ps.map((p) => [p.name, p.rows.length, p.lines])).toEqual([
      ['Maria Rossi', 1, [2]],
      ['Luca Bianchi', 2, [3, 4]],
    ]);
  });

  it('points every problem at its file and line', () => {
    expect(lines('ISIN,Weight\nUS0001000001,50\nUS0001000002,50\n')).toEqual([
      'p.csv:3: error: US0001000002: This is not a valid ISIN or ticker.',
    ]);
    expect(lines('Ticker,Weight\nURTH,50\nIAGG,20\nurth,30\n')).toEqual([
      'p.csv:4: error: urth: This ISIN or ticker is already in the portfolio.',
    ]);
    expect(lines('Ticker,Weight\nURTH,80\nCASH,10\nCASH,10\n')).toEqual([
      'p.csv:4: error: A portfolio can have only one CASH row.',
    ]);
    expect(lines('Ticker,Weight\nURTH,60\nIAGG,forty\n')).toEqual([
      'p.csv:3: error: "forty" is not a number.',
    ]);
    expect(lines('Ticker,Weight\nURTH,60\nIAGG,50\n')).toEqual([
      'p.csv:-: error: The weights add up to more than 100%. (Σ 110)',
    ]);
  });

  it('names the header line when a column is missing', () => {
    expect(lines('Ticker,Name\nURTH,World\n')).toEqual([
      'p.csv:1: error: There is no weight or amount column (found: Ticker, Name). Name a column Weight, Peso, Amount or Importo.',
    ]);
    expect(lines('Name,Weight\nWorld,100\n')[0]).toMatch(
      /^p\.csv:1: error: There is no ISIN or Ticker column/,
    );
    expect(lines('')).toEqual(['p.csv:-: error: The file is empty.']);
  });

  it('speaks Italian when asked', () => {
    const [p] = parsePortfolioCsv('Ticker,Peso\nURTH,abc\n', {
      file: 'p.csv',
      describe: createDescribe('it-IT'),
    });
    expect(p?.issues[0]?.message).toBe('"abc" non è un numero.');
  });
});

describe('parsePortfolioArguments', () => {
  it('shares what the given weights leave equally among the tickers without one', () => {
    const p = parsePortfolioArguments(['URTH', 'IAGG:40', 'XCA'], describeEn);
    expect(p.rows).toEqual([
      { input: 'URTH', weight: 30 },
      { input: 'IAGG', weight: 40 },
      { input: 'XCA', weight: 30 },
    ]);
    expect(p.issues).toEqual([]);
  });
});
