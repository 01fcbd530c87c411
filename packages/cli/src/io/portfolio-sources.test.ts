import { describe, expect, it } from 'vitest';
import { createDescribe } from './messages.ts';
import { parsePortfolioArguments, sourcesFromCsv } from './portfolio-sources.ts';

const describeEn = createDescribe('en-US');
const lines = (text: string, describe = describeEn) =>
  sourcesFromCsv(text, { file: 'p.csv', describe }).flatMap((p) =>
    p.issues.map((i) => `${i.file}:${i.line ?? '-'}: ${i.severity}: ${i.message}`),
  );

describe('sourcesFromCsv', () => {
  it('names a one-portfolio file after the file, and a portfolio column’s portfolios after it', () => {
    expect(
      sourcesFromCsv('Ticker,Weight\nURTH,100\n', { file: 'dir/world.csv', describe: describeEn })[0]?.name,
    ).toBe('world');
    const many = sourcesFromCsv('portfolio,ticker,weight\nMaria Rossi,URTH,100\nLuca Bianchi,IAGG,100\n', {
      file: 'many.csv',
      describe: describeEn,
    });
    expect(many.map((p) => p.name)).toEqual(['Maria Rossi', 'Luca Bianchi']);
  });

  it('points every problem at its file and line, in the run’s language', () => {
    expect(lines('ISIN,Weight\nUS0001000001,50\nUS0001000002,50\n')).toEqual([
      'p.csv:3: error: US0001000002: This is not a valid ISIN or ticker.',
    ]);
    expect(lines('Ticker,Weight\nURTH,50\nIAGG,20\nurth,30\n')).toEqual([
      'p.csv:4: error: urth: This ISIN or ticker is already in the portfolio.',
    ]);
    expect(lines('Ticker,Weight\nURTH,60\nIAGG,50\n')).toEqual([
      'p.csv:-: error: The weights add up to more than 100%. (Σ 110)',
    ]);
    expect(lines('Ticker,Name\nURTH,World\n')).toEqual([
      'p.csv:1: error: There is no weight or amount column (found: Ticker, Name). Name a column Weight, Peso, Amount or Importo.',
    ]);
    expect(lines('')).toEqual(['p.csv:-: error: The file is empty.']);
    expect(lines('Ticker,Peso\nURTH,abc\n', createDescribe('it-IT'))).toEqual([
      'p.csv:2: error: "abc" non è un numero.',
    ]);
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

  it('blames an unreadable weight on its own line and still shares the rest among the others', () => {
    const p = parsePortfolioArguments(['URTH:abc', 'IAGG:40', 'XCA'], describeEn);
    // URTH's weight is unreadable (its own error), so the 60 left by IAGG goes to XCA, the one line without a weight
    expect(p.rows.map((row) => row.weight)).toEqual([Number.NaN, 40, 60]);
    expect(p.issues.map((issue) => issue.message)).toEqual([expect.stringContaining('URTH')]);
  });
});
