import { DEFAULT_SCORING_WEIGHTS } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { minimalSnapshot } from '../minimal-snapshot.test-helper.ts';
import { analyseSide } from '../views/side.ts';
import { sustainabilityScore } from './esg.ts';

// The sustainability score with an advisor's scoring profile (issue 28), worked out by hand on
// fixtures/datasets/minimal: the portfolio of views.test.ts (F2 50 %, S2 20 %, S4 20 %, cash 10 %, 100 000 EUR on
// 2025-06-30) and its benchmark F1. Company values C1, C2, C3 and Italy (S4) as there.
const f = 25_000 / 100.1;
const C1 = 35 * f + 10_000;
const C2 = 45 * f + 20_000;
const S4 = 32_500;

const sides = async () => {
  const snapshot = await minimalSnapshot();
  const at = { investmentAmountEur: 100_000, date: '2025-06-30' };
  const portfolio = analyseSide(
    snapshot,
    {
      items: [
        { input: 'F2', weight: 50 },
        { input: 'DE000MIN0027', weight: 20 },
        { input: 'IT0005MIN040', weight: 20 },
      ],
      cash: 10,
    },
    at,
  );
  const benchmark = analyseSide(
    snapshot,
    { items: [{ input: 'MINEQ', weight: 100 }], cash: 0 },
    { ...at, isBenchmark: true },
  );
  return { portfolio, benchmark };
};

describe('sustainability score with a scoring profile', () => {
  it('weighs the five pillars by the profile: E 40, S 10, G 10, impact 30, products 10', async () => {
    const { portfolio, benchmark } = await sides();
    const weights = { environmental: 40, social: 10, governance: 10, impact: 30, products: 10 };
    const s = sustainabilityScore(portfolio, benchmark, weights);
    // C1 (45, 61, 70, 38, 52): 47.7; C2 (72, 66, 81, 60, 75): 69; C3 has no impact score, which weighs 30: left
    // out; Italy (countries.csv E 64, S 70, G 61; no impact or product pillar): (40·64 + 10·70 + 10·61) / 60 = 64.5
    expect(s.overall.portfolio).toBeCloseTo((47.7 * C1 + 69 * C2 + 64.5 * S4) / (C1 + C2 + S4), 9);
    expect(s.overall.coverage.pct).toBeCloseTo((C1 + C2 + S4) / 1_000, 9);
    // the benchmark F1: C1 35, C2 45, C3 19.5 (left out)
    expect(s.overall.benchmark).toBeCloseTo((47.7 * 35 + 69 * 45) / 80, 9);
    // the pillars themselves do not depend on the weights
    expect(s.environmental).toEqual(sustainabilityScore(portfolio, benchmark).environmental);
  });

  it('a pillar weighted 0 is not needed: E 50, S 50 scores C3 too', async () => {
    const { portfolio } = await sides();
    const weights = { environmental: 50, social: 50, governance: 0, impact: 0, products: 0 };
    const s = sustainabilityScore(portfolio, null, weights);
    const C3 = 19.5 * f;
    // C1 (45 + 61) / 2 = 53, C2 (72 + 66) / 2 = 69, C3 (50 + 40) / 2 = 45, Italy (64 + 70) / 2 = 67
    expect(s.overall.portfolio).toBeCloseTo((53 * C1 + 69 * C2 + 45 * C3 + 67 * S4) / (C1 + C2 + C3 + S4), 9);
  });

  it('the default weights give today’s score (scores.csv `sustainability` where given)', async () => {
    const { portfolio, benchmark } = await sides();
    expect(sustainabilityScore(portfolio, benchmark, { ...DEFAULT_SCORING_WEIGHTS })).toEqual(
      sustainabilityScore(portfolio, benchmark),
    );
  });
});
