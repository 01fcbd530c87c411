import { evaluateTrace, FigureTrace, sumOfTerms } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgView, sustainabilityScore } from '../../../analytics/esg/esg.ts';
import { impactCode, impactSummary } from '../../../analytics/impact/impact.ts';
import { minimalSnapshot } from '../../../analytics/minimal-snapshot.test-helper.ts';
import { snapshotTaxonomyInputs } from '../../../analytics/snapshot-inputs/snapshot-inputs.ts';
import { computeTaxonomy } from '../../../analytics/taxonomy/taxonomy.ts';
import { analyseSide, type PortfolioSide } from '../../../analytics/views/side.ts';
import type { Loaded } from '../context.ts';
import { esgTrace, parseEsgFigure } from './esg.ts';
import { impactTrace, parseImpactFigure } from './impact.ts';
import { parseTaxonomyFigure, shownTaxonomyValue, taxonomyFigureId, taxonomyTrace } from './taxonomy.ts';

// The taxonomy, ESG and impact traces on fixtures/datasets/minimal, worked by hand: 10,000 EUR on 2025-06-30 in
// ALPE (company C1) 60 % and BRSW (C2) 40 %, so v(C1) = 6,000 and v(C2) = 4,000; facts and scores of 2024.

type Snap = Awaited<ReturnType<typeof minimalSnapshot>>;
let snapshot: Snap;
let side: PortfolioSide;
let l: Loaded;

const holdings = {
  items: [
    { input: 'ALPE', weight: 60 },
    { input: 'BRSW', weight: 40 },
  ],
  cash: 0,
};

beforeAll(async () => {
  snapshot = await minimalSnapshot();
  side = analyseSide(snapshot, holdings, { investmentAmountEur: 10_000, date: '2025-06-30' });
  // a trace reads the snapshot's version and the calculation date (the later of asOf and the investment day)
  l = {
    row: {},
    portfolio: { investmentDay: '2025-06-26', portfolio: holdings },
    snapshot,
    hasBenchmark: false,
  } as unknown as Loaded;
});

/** Each trace is a valid FigureTrace whose steps and terms both give its value. */
const checked = (trace: FigureTrace, value: number) => {
  FigureTrace.parse(trace);
  expect(trace.value).toBeCloseTo(value, 9);
  expect(evaluateTrace(trace)).toBeCloseTo(value, 9);
  expect(sumOfTerms(trace)).toBeCloseTo(value, 9);
  expect(trace.additive).toBe(true);
  return trace;
};

const termsOf = (trace: FigureTrace) => trace.terms.map((t) => [t.key, t.weightPct, t.term]);

describe('taxonomy traces', () => {
  it('explains turnover aligned 19.2 % as C1 60 % × 32 % (31 CCM + 1 CCA) + C2 40 % × 0 %', () => {
    const f = parseTaxonomyFigure('taxonomy.turnover')!;
    expect(taxonomyFigureId(f)).toBe('taxonomy:turnover');
    const shown = shownTaxonomyValue(
      computeTaxonomy(side.exposure, snapshotTaxonomyInputs(snapshot, '2025-06-30')).side,
      f,
    );
    // 100 · (6,000 · 32 / 100 + 4,000 · 0 / 100) / 10,000 = 19.2; C2 reports eligible 4 % only, so aligned 0
    const trace = checked(taxonomyTrace(l, side, f, shown, 'en-US'), 19.2);
    expect(termsOf(trace)).toEqual([
      ['C1', 60, expect.closeTo(19.2, 9)],
      ['C2', 40, 0],
    ]);
    expect(trace.terms[0]!.inputs).toEqual({ v: 6000, g: 0, aligned_pct: 32 });
    expect(trace).toMatchObject({ method: { id: 'taxonomy-turnover-aligned' }, fiscalYear: 2024, unit: '%' });
    expect(trace.excluded).toEqual([]);
  });

  it('explains capex aligned for objective CCM, leaving C2 (no capex row) out with the missing column', () => {
    const f = parseTaxonomyFigure('taxonomy:capex:ccm')!;
    expect(taxonomyFigureId(f)).toBe('taxonomy:capex:CCM');
    const shown = shownTaxonomyValue(
      computeTaxonomy(side.exposure, snapshotTaxonomyInputs(snapshot, '2025-06-30')).side,
      f,
    );
    // 100 · 6,000 · 62 / 100 / 10,000 = 37.2
    const trace = checked(taxonomyTrace(l, side, f, shown, 'it-IT'), 37.2);
    expect(termsOf(trace)).toEqual([['C1', 60, expect.closeTo(37.2, 9)]]);
    expect(trace.excluded).toEqual([
      {
        key: 'C2',
        name: 'Brenner Software AG',
        valueEur: 4000,
        reason: 'missingData',
        missing: ['aligned_pct'],
      },
    ]);
    expect(trace.missingValueEur).toBe(4000);
    expect(trace.label).toBe('CapEx — quota allineata alla tassonomia, obiettivo CCM');
  });

  it('explains the enabling part of aligned turnover: C1 60 % × 2 %, C2 reports no enabling share', () => {
    const f = parseTaxonomyFigure('taxonomy.turnover.enabling')!;
    expect(taxonomyFigureId(f)).toBe('taxonomy:turnover:enabling');
    expect(parseTaxonomyFigure('taxonomy:turnover:eligible:enabling')).toBeNull();
    const shown = shownTaxonomyValue(
      computeTaxonomy(side.exposure, snapshotTaxonomyInputs(snapshot, '2025-06-30')).side,
      f,
    );
    // 100 · 6,000 · 2 / 100 / 10,000 = 1.2 (C1's CCM row: aligned_enabling_pct 2; its CCA row gives none)
    const trace = checked(taxonomyTrace(l, side, f, shown, 'en-US'), 1.2);
    expect(termsOf(trace)).toEqual([['C1', 60, expect.closeTo(1.2, 9)]]);
    expect(trace.excluded.map((e) => [e.key, e.missing])).toEqual([['C2', ['aligned_enabling_pct']]]);
  });
});

describe('ESG traces', () => {
  it('explains the environmental TOTAL 55.8 as (6,000 · 45 + 4,000 · 72) / 10,000', () => {
    const shown = esgView(side, null, {}).e.portfolioTotal!.score;
    const trace = checked(esgTrace(l, side, 'e', shown, 'en-US'), 55.8);
    // terms 6,000 · 45 / 10,000 = 27 and 4,000 · 72 / 10,000 = 28.8
    expect(termsOf(trace)).toEqual([
      ['C2', 40, expect.closeTo(28.8, 9)],
      ['C1', 60, expect.closeTo(27, 9)],
    ]);
    expect(trace.steps.map((s) => [s.symbol, s.op, s.value])).toEqual([
      ['C', 'input', 10_000],
      ['F', 'sumTerms', expect.closeTo(55.8, 9)],
    ]);
    expect(trace.method.id).toBe('esg-portfolio-total');
  });

  it('explains the sustainability score 61.4 from the provider blends 55 and 71', () => {
    const shown = sustainabilityScore(side, null).overall.portfolio;
    // (6,000 · 55 + 4,000 · 71) / 10,000 = 33 + 28.4
    const trace = checked(esgTrace(l, side, 'total', shown, 'en-US'), 61.4);
    expect(termsOf(trace)).toEqual([
      ['C1', 60, expect.closeTo(33, 9)],
      ['C2', 40, expect.closeTo(28.4, 9)],
    ]);
    expect(trace.method.id).toBe('esg-overall-default');
  });

  it("explains the sustainability view's impact pillar 46.8 from C1's 38 and C2's 60", () => {
    const f = parseEsgFigure('esg.sustainability.impact')!;
    expect(f).toBe('sustainability:impact');
    const shown = sustainabilityScore(side, null).impact.portfolio;
    // (6,000 · 38 + 4,000 · 60) / 10,000 = 22.8 + 24
    const trace = checked(esgTrace(l, side, f, shown, 'it-IT'), 46.8);
    expect(trace.figure).toBe('esg:sustainability:impact');
    expect(termsOf(trace)).toEqual([
      ['C2', 40, expect.closeTo(24, 9)],
      ['C1', 60, expect.closeTo(22.8, 9)],
    ]);
    expect(trace.terms[0]!.inputs).toEqual({ v: 4000, impact: 60 });
    expect(trace.label).toBe('Punteggio di sostenibilità — pilastro impatto');
  });
});

describe('impact traces', () => {
  const summaryValue = (type: 0 | 2) =>
    impactSummary(side, null, { type, codes: ['PHY_GHG_SCOPE1'] }).categories[0]!.indicators[0]!.portfolio;

  it('explains financed scope 1 (type 0) as Σ min(v / EVIC, 1) · x', () => {
    expect(impactCode('PHY_GHG_SCOPE1')!.isAdditive).toBe(true);
    // C1: 6,000 / 16e9 · 2,300,000 t = 0.8625 t; C2: 4,000 / 8.5e9 · 1,200 t = 0.000564705882… t
    const c1 = 0.8625;
    const c2 = (4000 / 8.5e9) * 1200;
    const f = parseImpactFigure('impact:phy_ghg_scope1')!;
    const trace = checked(impactTrace(l, side, f, 'Scope 1', summaryValue(0), 'en-US'), c1 + c2);
    expect(trace.figure).toBe('impact:PHY_GHG_SCOPE1');
    expect(termsOf(trace)).toEqual([
      ['C1', 60, expect.closeTo(c1, 12)],
      ['C2', 40, expect.closeTo(c2, 15)],
    ]);
    // the indicator's value under its code, as a company without it is excluded for missing that code: a reader sees
    // the indicator's name, not a bare x (issue 31 follow-up)
    expect(trace.terms[0]!.inputs).toEqual({ v: 6000, PHY_GHG_SCOPE1: 2_300_000, evic_eur: 16e9 });
    expect(trace.method.id).toBe('impact-type-0-financed');
  });

  it('explains scope 1 per € million invested (type 2) as Σ v · (x / max(EVIC, v) · 10⁶) / Σ v', () => {
    // C1: 2,300,000 / 16e9 · 10⁶ = 143.75 t per M€, weighted 0.6 → 86.25; C2: 1,200 / 8.5e9 · 10⁶ · 0.4
    const c2 = (1200 / 8.5e9) * 1e6 * 0.4;
    const f = parseImpactFigure('impact:PHY_GHG_SCOPE1:t2')!;
    const trace = checked(impactTrace(l, side, f, 'Scope 1', summaryValue(2), 'en-US'), 86.25 + c2);
    expect(trace.figure).toBe('impact:PHY_GHG_SCOPE1:t2');
    expect(termsOf(trace)).toEqual([
      ['C1', 60, expect.closeTo(86.25, 9)],
      ['C2', 40, expect.closeTo(c2, 12)],
    ]);
  });
});
