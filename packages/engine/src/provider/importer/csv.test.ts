import { describe, expect, it } from 'vitest';
import { forEachCsvRow } from './csv.ts';

const rows = (text: string) => {
  const out: [number, string[]][] = [];
  const unterminated = forEachCsvRow(text, (fields, line) => {
    out.push([line, [...fields]]);
    return undefined;
  });
  return { out, unterminated };
};

describe('forEachCsvRow', () => {
  it('splits plain rows, keeps empty cells, skips blank lines and handles CRLF', () => {
    expect(rows('a,b,c\r\n1,,3\r\n\r\n4,5,\n').out).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', '', '3']],
      [4, ['4', '5', '']],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and counts lines right', () => {
    const { out } = rows('id,name\n1,"Smith, ""Jr"" & Co"\n2,"two\nlines"\n3,x');
    expect(out).toEqual([
      [1, ['id', 'name']],
      [2, ['1', 'Smith, "Jr" & Co']],
      [3, ['2', 'two\nlines']],
      [5, ['3', 'x']],
    ]);
  });

  it('reports the line of a quote that is never closed', () => {
    expect(rows('a\n"open\nstill').unterminated).toBe(2);
  });
});
