import { describe, expect, it } from 'vitest';
import { csvCell, csvNumber, csvUnitLabel, defaultCsvFormat, toCsv } from './csv.ts';

describe('csvNumber', () => {
  it('drops binary noise: 12 significant digits, the format decimal separator', () => {
    expect(csvNumber(14.499999999999991, 'excel-it')).toBe('14,5');
    expect(csvNumber(14.499999999999991, 'excel-us')).toBe('14.5');
    expect(csvNumber(14.499999999999991, 'rfc4180')).toBe('14.5');
    expect(csvNumber(0.1 + 0.2, 'excel-us')).toBe('0.3');
    expect(csvNumber(0.1 + 0.2, 'excel-it')).toBe('0,3');
  });

  it('keeps figures exact up to 12 digits, integers whole, and never writes an exponent or grouping', () => {
    expect(csvNumber(1234567.891, 'excel-us')).toBe('1234567.891');
    expect(csvNumber(1234567.891, 'excel-it')).toBe('1234567,891');
    expect(csvNumber(-42.125, 'excel-it')).toBe('-42,125');
    expect(csvNumber(1e-7, 'excel-us')).toBe('0.0000001');
    expect(csvNumber(1e-7, 'excel-it')).toBe('0,0000001');
    expect(csvNumber(250000, 'excel-it')).toBe('250000');
    expect(csvNumber(123456789012345, 'excel-us')).toBe('123456789012345');
    expect(csvNumber(1e21, 'excel-us')).toBe('1000000000000000000000');
    expect(csvNumber(2 / 3, 'excel-us')).toBe('0.666666666667');
  });

  it('writes -0 as 0 and NaN or Infinity as an empty cell', () => {
    expect(csvNumber(-0, 'excel-it')).toBe('0');
    expect(csvNumber(-1e-15 * 0, 'excel-us')).toBe('0');
    expect(csvNumber(Number.NaN, 'excel-it')).toBe('');
    expect(csvNumber(Number.POSITIVE_INFINITY, 'excel-us')).toBe('');
    expect(csvNumber(Number.NEGATIVE_INFINITY, 'rfc4180')).toBe('');
  });
});

describe('csvCell and toCsv', () => {
  it('quotes a text holding the format separator, and only then', () => {
    expect(csvCell('Rossi; Bianchi', 'excel-it')).toBe('"Rossi; Bianchi"');
    expect(csvCell('Rossi; Bianchi', 'excel-us')).toBe('Rossi; Bianchi');
    expect(csvCell('Apple, Inc.', 'excel-us')).toBe('"Apple, Inc."');
    expect(csvCell('Apple, Inc.', 'excel-it')).toBe('Apple, Inc.');
    expect(csvCell('a "b"', 'excel-it')).toBe('"a ""b"""');
    expect(csvCell('two\nlines', 'rfc4180')).toBe('"two\nlines"');
  });

  it('keeps a formula from running in every format', () => {
    expect(csvCell('=HYPERLINK("x")', 'excel-it')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)', 'rfc4180')).toBe("'@SUM(A1)");
    expect(csvCell('+1', 'excel-us')).toBe("'+1");
    expect(csvCell('-2+3', 'excel-it')).toBe("'-2+3");
    expect(csvCell('\tcmd', 'excel-us')).toBe("'\tcmd");
    // numbers are data, not text: a negative return stays a number
    expect(csvCell(-3, 'excel-us')).toBe('-3');
  });

  it('writes the byte-order mark for Excel, none for RFC 4180, CRLF line ends', () => {
    const table = {
      header: ['name', 'weight'],
      rows: [
        ['Città; SpA', 12.5],
        ['Nulla', null],
      ],
    };
    expect(toCsv(table, 'excel-it')).toBe('\uFEFFname;weight\r\n"Città; SpA";12,5\r\nNulla;\r\n');
    expect(toCsv(table, 'excel-us')).toBe('\uFEFFname,weight\r\nCittà; SpA,12.5\r\nNulla,\r\n');
    expect(toCsv(table, 'rfc4180')).toBe('name,weight\r\nCittà; SpA,12.5\r\nNulla,\r\n');
  });

  it('defaults to the spreadsheet of the locale', () => {
    expect(defaultCsvFormat('it-IT')).toBe('excel-it');
    expect(defaultCsvFormat('en-US')).toBe('excel-us');
  });

  it('writes catalogue units as their localised label', () => {
    expect(csvUnitLabel('t_co2e', 'it-IT')).toBe('t CO2e');
    expect(csvUnitLabel('t_per_meur_invested', 'it-IT')).toBe('t/€ mln investiti');
    expect(csvUnitLabel('count', 'en-US')).toBe('number');
  });
});
