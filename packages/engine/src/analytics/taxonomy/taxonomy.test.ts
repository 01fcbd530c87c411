import { TaxonomySide, TaxonomySummary } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { computeExposure, type ExposureItem } from '../exposure/exposure.ts';
import { buildUniverseInputs } from '../exposure/universe.ts';
import {
  buildTaxonomyInputs,
  TaxonomyInputError,
  type TaxonomyRecord,
  taxonomyFromColumns,
} from './inputs.ts';
import { computeTaxonomy, TaxonomyInvariantError, toTaxonomySummary } from './taxonomy.ts';

const close = (actual: number | null | undefined, expected: number) => {
  expect(actual).not.toBeNull();
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
};

const companyIds = ['K', 'L', 'N'];
const universe = buildUniverseInputs({
  companyIds,
  countries: ['IT', 'DE'],
  securities: [
    { id: 'K-EQ', type: 'equity', companyId: 'K' },
    { id: 'K-GREEN', type: 'corporate_bond', companyId: 'K', euGreenBond: true },
    { id: 'L-EQ', type: 'equity', companyId: 'L' },
    { id: 'N-EQ', type: 'equity', companyId: 'N' },
    { id: 'IT-BTP', type: 'sovereign_bond', country: 'IT', euGreenBond: false },
    { id: 'DE-GREEN', type: 'sovereign_bond', country: 'DE', euGreenBond: true },
    { id: 'EUR', type: 'cash' },
  ],
  date: '2026-09-30',
});
const exposure = (items: ExposureItem[]) => computeExposure(universe, { investmentAmountEur: 10e6, items });
const inputs = (rows: TaxonomyRecord[]) => buildTaxonomyInputs({ companyIds, rows, year: 2026 });
const row = (
  company_id: string,
  objective: TaxonomyRecord['objective'],
  kpi: TaxonomyRecord['kpi'],
  eligible_pct: number | null,
  aligned_pct: number | null,
  extra: Partial<TaxonomyRecord> = {},
): TaxonomyRecord => ({ company_id, year: 2025, objective, kpi, eligible_pct, aligned_pct, ...extra });

describe('computeTaxonomy', () => {
  it('sfdr-pai-and-taxonomy.md §10 worked example: turnover eligible 23 %, aligned 14.5 %, coverage 80 %', () => {
    const e = exposure([
      { id: 'K-EQ', weightPct: 50 },
      { id: 'L-EQ', weightPct: 30 },
      { id: 'EUR', weightPct: 20 },
    ]);
    const r = computeTaxonomy(
      e,
      inputs([row('K', 'CCM', 'turnover', 10, 5), row('L', 'CCM', 'turnover', 60, 40)]),
    );
    // eligible (5·10 + 3·60)/100/10 = 23 %; aligned (5·5 + 3·40)/100/10 = 14.5 %
    close(r.side.turnover.includingSovereigns.eligiblePct, 23);
    close(r.side.turnover.includingSovereigns.alignedPct, 14.5);
    close(r.side.turnover.coverage.pct, 80);
    // no sovereigns: excluding = including
    close(r.side.turnover.excludingSovereigns.alignedPct, 14.5);
    close(r.side.turnover.byObjective.CCM.alignedPct, 14.5);
    close(r.side.turnover.byObjective.CCA.alignedPct, 0);
    // no CapEx figures: 0 % aligned (alignment must be demonstrated), coverage 0 %
    close(r.side.capex.includingSovereigns.alignedPct, 0);
    close(r.side.capex.coverage.pct, 0);
    expect(r.side.turnover.enablingPct).toBeNull();
    expect(TaxonomySide.safeParse(r.side).success).toBe(true);
  });

  it('counts EU green bonds in full and shows the shares including and excluding sovereigns', () => {
    // Given 10 M€: K equity 40 %, K EU green bond 10 %, IT bond 30 %, DE EU green bond 10 %, cash 10 %
    // V = 10 M€, V_sov = 4 M€; K: turnover eligible 10 %, aligned 5 %
    const e = exposure([
      { id: 'K-EQ', weightPct: 40 },
      { id: 'K-GREEN', weightPct: 10 },
      { id: 'IT-BTP', weightPct: 30 },
      { id: 'DE-GREEN', weightPct: 10 },
      { id: 'EUR', weightPct: 10 },
    ]);
    const r = computeTaxonomy(e, inputs([row('K', 'CCM', 'turnover', 10, 5)]));
    const t = r.side.turnover;
    // including: aligned (4·5 % + 1 + 1)/10 = 22 %; eligible (4·10 % + 1 + 1)/10 = 24 %
    close(t.includingSovereigns.alignedPct, 22);
    close(t.includingSovereigns.eligiblePct, 24);
    // excluding: aligned (0.2 + 1)/6 = 20 %; eligible (0.4 + 1)/6 = 23.33…%
    close(t.excludingSovereigns.alignedPct, 20);
    close(t.excludingSovereigns.eligiblePct, 140 / 6);
    // coverage (4 + 1 + 1)/10 = 60 %; per objective only the company's own figure: 4·5 %/10 = 2 %
    close(t.coverage.pct, 60);
    close(t.byObjective.CCM.alignedPct, 2);
    close(r.details.turnover.euGreenBondPct, 20);
    // CapEx: K has none → the green bonds alone: 20 % including, 1/6 excluding
    close(r.side.capex.includingSovereigns.alignedPct, 20);
    close(r.side.capex.excludingSovereigns.alignedPct, 100 / 6);
  });

  it('applies the company rules: ALL takes precedence, aligned-only sets eligible, eligible-only is 0 % aligned', () => {
    // Given 10 M€: K 50 %, L 30 %, N 20 %
    const e = exposure([
      { id: 'K-EQ', weightPct: 50 },
      { id: 'L-EQ', weightPct: 30 },
      { id: 'N-EQ', weightPct: 20 },
    ]);
    const r = computeTaxonomy(
      e,
      inputs([
        // K: ALL 30/20 wins over its objective rows (CCM 10/5 + CE 10/5)
        row('K', 'ALL', 'turnover', 30, 20),
        row('K', 'CCM', 'turnover', 10, 5),
        row('K', 'CE', 'turnover', 10, 5),
        // L: aligned only → eligible = aligned = 40
        row('L', 'CCM', 'turnover', null, 40, { aligned_enabling_pct: 10, estimated: 1 }),
        // N: eligible only → aligned 0
        row('N', 'CCA', 'turnover', 50, null),
      ]),
    );
    const t = r.side.turnover;
    // eligible (5·30 + 3·40 + 2·50)/10 = 37 %; aligned (5·20 + 3·40 + 0)/10 = 22 %
    close(t.includingSovereigns.eligiblePct, 37);
    close(t.includingSovereigns.alignedPct, 22);
    // per objective: CCM aligned (5·5 + 3·40)/10 = 14.5 %, CE 2.5 %, CCA eligible 10 %
    close(t.byObjective.CCM.alignedPct, 14.5);
    close(t.byObjective.CE.alignedPct, 2.5);
    close(t.byObjective.CCA.eligiblePct, 10);
    close(t.byObjective.CCA.alignedPct, 0);
    // enabling: L only, 3·10 %/10 = 3 %; estimated: L's 3 M€ of 10 M€ covered → 30 %
    close(t.enablingPct, 3);
    close(t.coverage.pct, 100);
    close(t.coverage.estimatedPct, 30);
    close(r.details.turnover.reportedPct, 70);
    close(r.details.turnover.estimatedPct, 30);
  });

  it('uses the latest fiscal year up to the calculation year', () => {
    const e = exposure([{ id: 'K-EQ', weightPct: 100 }]);
    const r = computeTaxonomy(
      e,
      inputs([
        { ...row('K', 'CCM', 'turnover', 10, 5), year: 2024 },
        { ...row('K', 'CCM', 'turnover', 20, 10), year: 2025 },
        { ...row('K', 'CCM', 'turnover', 90, 90), year: 2027 },
      ]),
    );
    close(r.side.turnover.includingSovereigns.alignedPct, 10);
    expect(r.details.turnover.fiscalYearTo).toBe(2025);
  });

  it('is null only when the side holds nothing', () => {
    const sovOnly = exposure([{ id: 'IT-BTP', weightPct: 100 }]);
    const r = computeTaxonomy(sovOnly, inputs([]));
    close(r.side.turnover.includingSovereigns.alignedPct, 0);
    expect(r.side.turnover.excludingSovereigns.alignedPct).toBeNull();
  });

  it('rejects company rows the import should have refused', () => {
    expect(() => inputs([row('K', 'CCM', 'turnover', 10, 20)])).toThrow(TaxonomyInputError);
    expect(() => inputs([row('K', 'CCM', 'turnover', 60, 10), row('K', 'CCA', 'turnover', 50, 10)])).toThrow(
      /above 100/,
    );
  });

  it('asserts aligned ≤ eligible at portfolio level', () => {
    // Given inputs that bypass the builder's company rule (aligned 50 % > eligible 10 %)
    const bad = inputs([row('K', 'CCM', 'turnover', 10, 5)]);
    bad.alignedPct[0] = 50;
    const e = exposure([{ id: 'K-EQ', weightPct: 100 }]);
    expect(() => computeTaxonomy(e, bad)).toThrow(TaxonomyInvariantError);
  });

  it('maps portfolio and benchmark into core TaxonomySummary', () => {
    const e = exposure([{ id: 'K-EQ', weightPct: 100 }]);
    const p = computeTaxonomy(e, inputs([row('K', 'CCM', 'turnover', 10, 5)]));
    const b = computeTaxonomy(e, inputs([row('K', 'CCM', 'turnover', 20, 20)]));
    const summary = toTaxonomySummary(p, b);
    expect(TaxonomySummary.safeParse(summary).success).toBe(true);
    close(summary.benchmark!.turnover.includingSovereigns.alignedPct, 20);
    expect(toTaxonomySummary(p, null).benchmark).toBeNull();
  });

  it('builds the same inputs from the snapshot layout', () => {
    // Given K: 2025 CCM turnover 10/5 (estimated) and ALL capex 40/20; L: 2027 only (after the year)
    const t = taxonomyFromColumns({
      companyIds,
      taxonomy: {
        offsets: Int32Array.from([0, 2, 3, 3]),
        year: Int32Array.from([2025, 2025, 2027]),
        objective: Int32Array.from([0, 6, 0]),
        kpi: Int32Array.from([0, 1, 0]),
        columns: {
          eligible_pct: Float64Array.from([10, 40, 50]),
          aligned_pct: Float64Array.from([5, 20, 50]),
          estimated: Float64Array.from([1, 0, 0]),
        },
      },
      year: 2026,
    });
    // turnover K (c*3+0): 10/5, estimated; capex K (c*3+1): 40/20 from ALL; L nothing
    expect([t.eligiblePct[0], t.alignedPct[0], t.estimated[0]]).toEqual([10, 5, 1]);
    expect([t.eligiblePct[1], t.alignedPct[1]]).toEqual([40, 20]);
    expect(t.alignedPct[3]).toBeNaN();
    expect(t.objectiveAlignedPct[0]).toBe(5);
  });
});
