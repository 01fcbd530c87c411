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

describe('forEachCsvRow with onPlainRow', () => {
  it('gives rows without quotes as field positions, and quoted rows as fields', () => {
    const text = 'a,b\r\n1,,3\n\n"x,y",z\nlast';
    const plain: [number, string[]][] = [];
    const quoted: [number, string[]][] = [];
    forEachCsvRow(
      text,
      (fields, line) => {
        quoted.push([line, [...fields]]);
        return undefined;
      },
      (spans, line) => {
        const cells = Array.from({ length: spans.count }, (_, i) => text.slice(spans.start[i], spans.end[i]));
        plain.push([line, cells]);
        return undefined;
      },
    );
    expect(plain).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '', '3']],
      [5, ['last']],
    ]);
    expect(quoted).toEqual([[4, ['x,y', 'z']]]);
  });
});
