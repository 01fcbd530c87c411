import { type FigureTrace, OTHER_HOLDINGS_KEY, type TraceExclusion } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { foldTrace } from './access.ts';
import { NOT_LOOKED_THROUGH_KEY } from './pai.ts';

// A PAI trace lists the value of funds not looked through as one exclusion (pai.ts otherAssets); folding a trace's
// rows adds "Other holdings" rows (OTHER_HOLDINGS_KEY). Both used the key `other`, so a reader of the answer (the
// dialog's rows, a script reading the JSON) could not tell the fund remainders from the folded holdings.

const exclusion = (key: string, valueEur: number, reason: TraceExclusion['reason']): TraceExclusion => ({
  key,
  name: key,
  valueEur,
  reason,
  missing: reason === 'missingData' ? ['evic_eur'] : [],
});

const trace = (excluded: TraceExclusion[]): FigureTrace => ({
  figure: 'pai:t1_2',
  label: 'Carbon footprint',
  area: 'pai',
  method: { id: 'pai-class-b-per-million-invested', version: 1 },
  formula: 'x',
  snapshotVersion: 's',
  asOf: '2025-06-30',
  fiscalYear: null,
  status: 'ok',
  value: 0,
  unit: '',
  totalValueEur: 10_000,
  coveredValueEur: 0,
  missingValueEur: 0,
  terms: [],
  excluded,
  steps: [{ symbol: 'S', label: 'Σ terms', op: 'sumTerms', args: [], value: 0 }],
  additive: true,
});

describe('folding a PAI trace that excludes value not looked through', () => {
  it('keeps the not-looked-through row and the folded "Other holdings" rows apart', () => {
    // 5,000 EUR in fund remainders (listed first: the largest), then three companies, two folded per reason
    const folded = foldTrace(
      trace([
        exclusion(NOT_LOOKED_THROUGH_KEY, 5000, 'notLookedThrough'),
        exclusion('C1', 300, 'missingData'),
        exclusion('C2', 200, 'missingData'),
        exclusion('F9', 100, 'notLookedThrough'),
      ]),
      1,
      'Other holdings',
    );
    const rows = folded.excluded.map((e) => [e.key, e.reason, e.valueEur]);
    expect(rows).toEqual([
      [NOT_LOOKED_THROUGH_KEY, 'notLookedThrough', 5000],
      [OTHER_HOLDINGS_KEY, 'missingData', 500],
      [OTHER_HOLDINGS_KEY, 'notLookedThrough', 100],
    ]);
    // each row is told apart by its key and reason (the dialog's row identity), and by key the folded rows hold only
    // the folded value
    expect(new Set(folded.excluded.map((e) => `${e.key}-${e.reason}`)).size).toBe(3);
    const byKey = folded.excluded.filter((e) => e.key === OTHER_HOLDINGS_KEY);
    expect(byKey.reduce((a, e) => a + e.valueEur!, 0)).toBe(600);
  });
});
