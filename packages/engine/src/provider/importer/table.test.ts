import { parseDay } from '@esgkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIssueLog, formatDatasetIssue } from './issues.ts';
import { type ColumnSpec, parseTable } from './table.ts';

// Plain cells (prices, indicators) are read in place, without a string per cell; these pin that path to the same
// values and the same errors as reading the cell as a string.
const parseColumn = (cells: readonly string[], column: ColumnSpec) => {
  const log = createIssueLog();
  const table = parseTable(`v\n${cells.join('\n')}\n`, { file: 't.csv', columns: [column] }, log);
  return { table: table!, errors: log.errors.map(formatDatasetIssue) };
};

describe('parseTable cells read in place', () => {
  it('reads numbers as Number() does, in every form the format allows', () => {
    const cells = ['33.2068', '-0', '007', '5.', '.5', '+1', ' 2.5 ', '1e3', '0.1', '123456789012345.6'];
    const more = ['9007199254740993', '0.30000000000000004', '-12.75', '1234567890.12345'];
    const { table, errors } = parseColumn([...cells, ...more], { name: 'v', kind: 'number' });
    expect(errors).toEqual([]);
    expect(Array.from(table.num('v'))).toEqual([
      33.2068, -0, 7, 5, 0.5, 1, 2.5, 1000, 0.1, 123456789012345.6, 9007199254740992, 0.30000000000000004,
      -12.75, 1234567890.12345,
    ]);
    expect(Object.is(table.num('v')[1], -0)).toBe(true);
  });

  it('gives any decimal the same double as Number()', () => {
    const decimal = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.stringMatching(/^\d{1,18}$/),
        fc.option(fc.stringMatching(/^\d{0,18}$/), { nil: undefined }),
      )
      .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(fc.array(decimal, { minLength: 1, maxLength: 20 }), (cells) => {
        const { table, errors } = parseColumn(cells, { name: 'v', kind: 'number' });
        expect(errors).toEqual([]);
        expect(Array.from(table.num('v'))).toEqual(cells.map(Number));
      }),
    );
  });

  it('words the same errors for numbers out of range or malformed', () => {
    const { table, errors } = parseColumn(['0', '12.5', '-3', '1.5', 'x1', '1.2.3'], {
      name: 'v',
      kind: 'number',
      isPositive: true,
      isInteger: true,
      max: 10,
    });
    expect(errors).toEqual([
      't.csv:2:1: v: 0 must be above 0',
      't.csv:3:1: v: 12.5 is not a whole number',
      't.csv:4:1: v: -3 must be above 0',
      't.csv:5:1: v: 1.5 is not a whole number',
      't.csv:6:1: v: "x1" is not a number',
      't.csv:7:1: v: "1.2.3" is not a number',
    ]);
    expect(Array.from(table.num('v')).slice(4)).toEqual([Number.NaN, Number.NaN]);
  });

  it('reads dates, repeated or not, and rejects days that do not exist', () => {
    const { table, errors } = parseColumn(
      ['2024-02-29', '2024-02-29', ' 2024-01-02', '2023-02-29', '2024-1-02'],
      {
        name: 'v',
        kind: 'date',
      },
    );
    expect(errors).toEqual([
      't.csv:5:1: v: "2023-02-29" is not a yyyy-mm-dd date',
      't.csv:6:1: v: "2024-1-02" is not a yyyy-mm-dd date',
    ]);
    expect(Array.from(table.int('v')).slice(0, 3)).toEqual([
      parseDay('2024-02-29'),
      parseDay('2024-02-29'),
      parseDay('2024-01-02'),
    ]);
  });

  it('resolves a reference that repeats the previous row, and still reports an unknown one each time', () => {
    const ids = new Map([
      ['A', 0],
      ['B', 1],
    ]);
    const { table, errors } = parseColumn(['A', 'A', 'B', 'A', 'X', 'X', 'AB'], {
      name: 'v',
      kind: 'ref',
      resolve: (id) => ids.get(id),
      what: 'security',
    });
    expect(Array.from(table.int('v'))).toEqual([0, 0, 1, 0, -1, -1, -1]);
    expect(errors).toEqual([
      't.csv:6:1: v: unknown security "X"',
      't.csv:7:1: v: unknown security "X"',
      't.csv:8:1: v: unknown security "AB"',
    ]);
  });

  it('checks a repeated text on every row it appears on', () => {
    const { table, errors } = parseColumn(['ok', 'bad', 'bad', 'ok', 'okay'], {
      name: 'v',
      kind: 'text',
      check: (v) => (v === 'bad' ? 'not good' : undefined),
    });
    expect(table.str('v')).toEqual(['ok', 'bad', 'bad', 'ok', 'okay']);
    expect(errors).toEqual(['t.csv:3:1: v: not good', 't.csv:4:1: v: not good']);
  });
});
