import { describe, expect, it } from 'vitest';
import { type PaiFigure, type PaiIndicator, paiTotalGhgCoverage } from './pai.ts';

const figure = (pct: number, status: PaiFigure['status'] = 'ok'): PaiFigure =>
  ({
    value: status === 'ok' ? 100 : null,
    status,
    unit: 't_co2e',
    basis: 'all',
    coverage: { pct, coveredValueEur: pct * 10_000, estimatedPct: 0 },
    totalValueEur: 1_000_000,
    eligibleValueEur: 1_000_000,
    fiscalYear: status === 'ok' ? 2025 : null,
    fiscalYearFrom: null,
  }) as PaiFigure;
const pai1 = (total: PaiFigure): PaiIndicator[] => [
  {
    table: 1,
    number: 1,
    code: 't1_1',
    label: 'GHG emissions',
    metrics: [
      { code: 't1_1_scope3', label: 'Scope 3', portfolio: figure(74.9), benchmark: null },
      { code: 't1_1_total', label: 'Total GHG emissions', portfolio: total, benchmark: null },
    ],
  },
];

describe('paiTotalGhgCoverage', () => {
  it("answers the Total GHG figure's own coverage, not scope 3's", () => {
    expect(paiTotalGhgCoverage(pai1(figure(48.2)))).toBe(48.2);
  });
  it('answers null when the total has no figure or PAI 1 is not there', () => {
    expect(paiTotalGhgCoverage(pai1(figure(0, 'no_data')))).toBeNull();
    expect(paiTotalGhgCoverage([])).toBeNull();
  });
});
