import { describe, expect, it } from 'vitest';
import { parsePortfolioCsv } from './portfolio-csv.ts';

describe('parsePortfolioCsv', () => {
  it('reads ISIN or ticker and the weight, CASH included', () => {
    const text = 'ISIN,Ticker,Weight\n,URTH,40\nUS0001000001,,5\nCASH,,10\n';
    expect(parsePortfolioCsv(text)).toEqual({
      rows: [
        { input: 'URTH', weight: 40 },
        { input: 'US0001000001', weight: 5 },
        { input: 'CASH', weight: 10 },
      ],
    });
  });

  it('reads an Italian Excel file: semicolons, decimal commas, Italian headers', () => {
    expect(parsePortfolioCsv('\uFEFFCodice ISIN;Peso\r\nIE00B4L5Y983;62,5\r\nCASH;37,5\r\n')).toEqual({
      rows: [
        { input: 'IE00B4L5Y983', weight: 62.5 },
        { input: 'CASH', weight: 37.5 },
      ],
    });
  });

  it('names the columns it found when the ISIN/Ticker or weight column is missing', () => {
    expect(parsePortfolioCsv('Name,Weight\nA,1')).toEqual({
      problem: { key: 'cli.csv.noInputColumn', params: { columns: 'Name, Weight' } },
    });
    expect(parsePortfolioCsv('ISIN,Amount\nX,1')).toEqual({
      problem: { key: 'cli.csv.noWeightColumn', params: { columns: 'ISIN, Amount' } },
    });
    expect(parsePortfolioCsv('')).toEqual({ problem: { key: 'cli.csv.emptyFile' } });
    expect(parsePortfolioCsv('ISIN,Weight\n')).toEqual({ problem: { key: 'cli.csv.noRows' } });
  });
});
