import type { FigureTrace } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { createDescribe } from '../io/messages.ts';
import { traceTree } from './explain.ts';

// `esgkit explain` prints the figure as `esgkit lookup` and the report print it: a volatility of 0.1123 is 11.23 %,
// never "0.1123 fraction".

const volatility: FigureTrace = {
  figure: 'risk:standardDeviation:y1',
  label: 'Volatility',
  area: 'risk',
  method: { id: 'risk-standard-deviation', version: 1 },
  formula: 'x',
  snapshotVersion: 's',
  asOf: '2025-06-30',
  fiscalYear: null,
  status: 'ok',
  value: 0.1123,
  unit: 'fraction',
  totalValueEur: null,
  coveredValueEur: 0,
  missingValueEur: 0,
  terms: [],
  excluded: [],
  steps: [{ symbol: 'σ', label: 'σ', op: 'sumTerms', args: [], value: 0.1123 }],
  additive: true,
};

describe('the explain tree', () => {
  it('prints a fraction figure as the percentage the views print, in its first and its result line', () => {
    const lines = traceTree(volatility, 5, createDescribe('en-US'), 'en-US').trimEnd().split('\n');
    expect(lines[0]).toBe('Volatility (risk:standardDeviation:y1) = 11.23%');
    expect(lines.at(-1)).toMatch(/: 11\.23%$/);
  });
});
