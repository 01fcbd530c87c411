import { describe, expect, it } from 'vitest';
import { type FigureTrace, unlistedTerms } from './trace.ts';

// "N more rows in the terms CSV" (the CLI tree, the web dialog) on an answer whose last term folds the rest (issue 31).

const row = (key: string, term: number): FigureTrace['terms'][number] => ({
  key,
  name: key,
  weightPct: null,
  valueEur: null,
  path: [],
  inputs: {},
  estimated: false,
  fiscalYear: null,
  term,
});

describe('unlistedTerms', () => {
  it('counts the folded row as the terms it stands for', () => {
    // top 2 of 20,000 terms: two listed rows and one row holding the other 19,998
    const folded = {
      terms: [row('a', 3), row('b', 2), row('other', 1)],
      folded: { terms: 19_998, excluded: 0 },
    };
    expect(unlistedTerms(folded, 1)).toBe(1 + 19_998);
    expect(unlistedTerms(folded, 2)).toBe(19_998);
    expect(unlistedTerms(folded, 10)).toBe(0);
  });

  it('counts each row once when nothing is folded', () => {
    expect(unlistedTerms({ terms: [row('a', 3), row('b', 2), row('c', 1)] }, 1)).toBe(2);
  });
});
