import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayFromIso, isoFromDay, type MatchingQuery, MatchingResult } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapshot, importDataset, type Snapshot } from '../../provider/index.ts';
import { fundVolatility, matchFunds } from './index.ts';

// A fixture universe for matching: five companies with known SDG scores, one equity each, and seven funds whose prices
// swing by ±a every day, in phase (+) or in opposite phase (−). Returns in phase are perfectly correlated, in opposite
// phase perfectly anti-correlated, so a portfolio's volatility is k·|Σ ± wᵢ·vᵢ| by hand, with k the sample-deviation
// factor of 399 alternating returns, √((399 − 1/399) / 398) (metrics.md §4: ddof = 1, × √252).
//   K1: SDG 6 +40, 7 +60, 13 +80   K2: 7 +20, 13 +30   K3: 6, 7, 13 +90   K4: 13 −50   K5: 6, 7, 13 +80, tobacco 30 %
// fit = the mean score over the chosen SDGs 6, 7, 13 (a covered company without a row for a goal scores 0 on it):
//   fund  holdings        fit     vol  phase  SFDR
//   FC    K3              90      30 %  +     9
//   FE    K5              80       6 %  +     9
//   FA    K1              60       8 %  +     8
//   URTH  K1 50 %, K4 50 % 21.67  14 %  +     6     (6: 20, 7: 30, 13: 40 − 25 = 15)
//   FB    K2              16.67   10 %  +     8
//   FD    K4             −16.67    4 %  −     6
//   IAGG  a sovereign bond no SDG data 3 % −  8
const funds: [id: string, holdings: [string, number][], volatility: number, phase: 1 | -1, sfdr: number][] = [
  ['FA', [['E1', 100]], 0.08, 1, 8],
  ['FB', [['E2', 100]], 0.1, 1, 8],
  ['FC', [['E3', 100]], 0.3, 1, 9],
  ['FD', [['E4', 100]], 0.04, -1, 6],
  ['FE', [['E5', 100]], 0.06, 1, 9],
  [
    'URTH',
    [
      ['E1', 50],
      ['E4', 50],
    ],
    0.14,
    1,
    6,
  ],
  ['IAGG', [['GOV', 100]], 0.03, -1, 8],
];
const k = Math.sqrt((399 - 1 / 399) / 398);

let dir = '';
let snapshot: Snapshot;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'esgkit-matching-'));
  const write = (name: string, lines: string[]) => writeFileSync(join(dir, name), `${lines.join('\n')}\n`);
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      name: 'matching',
      version: '1',
      asOf: '2025-12-31',
      baseCurrency: 'EUR',
      source: 'test',
      demo: false,
    }),
  );
  write('companies.csv', [
    'company_id,name,country,sector',
    'K1,Kappa Uno,IT,Utilities',
    'K2,Kappa Due,DE,Industrials',
    'K3,Kappa Tre,FR,Utilities',
    'K4,Kappa Quattro,IT,Energy',
    'K5,Kappa Cinque,IT,Consumer Staples',
  ]);
  write('securities.csv', [
    'security_id,isin,ticker,name,type,company_id,country,currency',
    ...[1, 2, 3, 4, 5].map((c) => `E${c},,,Equity ${c},equity,K${c},,EUR`),
    'GOV,,,Government bond,sovereign_bond,,IT,EUR',
    ...funds.map(([id]) => `${id},,${id},Fund ${id},fund,,IE,EUR`),
  ]);
  write('funds.csv', ['security_id,sfdr_article', ...funds.map(([id, , , , sfdr]) => `${id},${sfdr}`)]);
  write('holdings.csv', [
    'fund_id,holding_id,weight_pct',
    ...funds.flatMap(([id, rows]) => rows.map(([h, w]) => `${id},${h},${w}`)),
  ]);
  write('sdg.csv', [
    'company_id,sdg,score',
    ...['K1,6,40', 'K1,7,60', 'K1,13,80', 'K2,7,20', 'K2,13,30', 'K3,6,90', 'K3,7,90', 'K3,13,90'],
    ...['K4,13,-50', 'K5,6,80', 'K5,7,80', 'K5,13,80'],
  ]);
  write('involvement.csv', ['company_id,type,revenue_share_pct,ownership_pct', 'K5,tobacco,30,']);
  // 400 weekdays up to 2025-12-31, each fund moving ±a on alternate days
  const days: number[] = [];
  for (let d = dayFromIso('2025-12-31'); days.length < 400; d--) {
    const weekday = new Date(d * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(d);
  }
  write('prices.csv', [
    'security_id,date,value',
    ...funds.flatMap(([id, , volatility, phase]) => {
      const a = volatility / Math.sqrt(252);
      let level = 100;
      return days.map((d, i) => {
        if (i > 0) level *= 1 + (i % 2 === 1 ? a : -a) * phase;
        return `${id},${isoFromDay(d)},${level}`;
      });
    }),
  ]);
  const r = await importDataset(dir);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  snapshot = createSnapshot(r.data, r.version, r.warnings);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const query = (overrides: Partial<MatchingQuery> = {}): MatchingQuery => ({
  sdgs: [6, 7, 13],
  riskLevel: 2,
  goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000, monthlyAmountEur: 0 },
  ...overrides,
});
const weights = (r: MatchingResult) => r.funds.map((f) => [f.securityId, f.weightPct]);

describe('matching', () => {
  it('measures each fund’s volatility over its last 3 years of prices', () => {
    const vol = fundVolatility(snapshot, snapshot.securityIndex('FA'), dayFromIso('2025-12-31'))!;
    expect(vol).toBeCloseTo(0.08 * k, 12);
  });

  it('puts the most weight on the highest SDG scores that the level’s volatility cap allows', () => {
    const result = matchFunds(snapshot, query());
    expect(MatchingResult.parse(result)).toEqual(result);
    // level 2, cap 12 %: FC 50 + FE 50 would reach 85 but swing 18 %; each 10 % moved from FC to FA costs 3 points of
    // fit and saves 2.2 of volatility: FC 20 FE 50 FA 30 swings 6 + 3 + 2.4 = 11.4 % (FC 30 FE 50 FA 20: 13.6 %)
    expect(weights(result)).toEqual([
      ['FC', 20],
      ['FE', 50],
      ['FA', 30],
    ]);
    expect(result.isDefault).toBe(false);
    expect(result.exposure).toBeCloseTo(0.2 * 90 + 0.5 * 80 + 0.3 * 60, 9);
    expect(result.volatility).toBeCloseTo(0.114 * k, 12);
    expect(result.volatility!).toBeLessThanOrEqual(0.12);
    expect(result.sdgExposure).toEqual([
      { sdg: 6, score: expect.closeTo(18 + 40 + 12, 9) },
      { sdg: 7, score: expect.closeTo(18 + 40 + 18, 9) },
      { sdg: 13, score: expect.closeTo(18 + 40 + 24, 9) },
    ]);
    expect(result.funds[2]!.sdgFit).toEqual([
      { sdg: 6, score: 40, contribution: 12 },
      { sdg: 7, score: 60, contribution: 18 },
      { sdg: 13, score: 80, contribution: 24 },
    ]);
    // FC alone swings above the cap; the portfolio does not
    expect(result.funds[0]!.reasons.map((r) => r.kind)).toEqual([
      'contributes',
      'contributes',
      'contributes',
      'aboveRisk',
    ]);
    expect(result.funds[0]!.reasons[3]!.text).toBe(
      'Volatility 30.0% on its own is above the 12.0% cap; with the other funds the portfolio swings 11.4%, within it',
    );
    expect(result.portfolio).toEqual([
      { input: 'FC', weight: 20 },
      { input: 'FE', weight: 50 },
      { input: 'FA', weight: 30 },
    ]);
    // the near misses, best fit first: URTH swings 14 %; FB and FD fit worse; IAGG has no SDG data
    expect(result.nearMisses.map((n) => [n.securityId, n.reason])).toEqual([
      ['URTH', 'aboveRisk'],
      ['FB', 'notSelected'],
      ['FD', 'notSelected'],
      ['IAGG', 'noSdgData'],
    ]);
    expect(result.nearMisses[3]!.fit).toBeNull();
  });

  it('holds the lowest cap by mixing in a fund that moves the other way', () => {
    // level 1, cap 5 %: FE 50 FA 30 FD 20 swings 3 + 2.4 − 0.8 = 4.6 % and reaches 40 + 18 − 3.33 = 54.67
    const result = matchFunds(snapshot, query({ riskLevel: 1 }));
    expect(weights(result)).toEqual([
      ['FE', 50],
      ['FA', 30],
      ['FD', 20],
    ]);
    expect(result.volatility).toBeCloseTo(0.046 * k, 12);
    expect(result.exposure).toBeCloseTo(40 + 18 - 20 / 6, 9);
  });

  it('reports the frontier: the chosen level and one lower and one higher', () => {
    const rows = matchFunds(snapshot, query()).frontier;
    expect(rows.map((r) => [r.riskLevel, r.volatilityCap, r.isChosen, r.isDefault])).toEqual([
      [1, 0.05, false, false],
      [2, 0.12, true, false],
      [3, 0.2, false, false],
    ]);
    expect(rows.map((r) => r.exposure)).toEqual([
      expect.closeTo(54.6667, 3),
      expect.closeTo(76, 9),
      expect.closeTo(85, 9),
    ]);
    // level 3: FC 50 FE 50, 15 + 3 = 18 %
    expect(rows.map((r) => r.volatility)).toEqual([
      expect.closeTo(0.046 * k, 12),
      expect.closeTo(0.114 * k, 12),
      expect.closeTo(0.18 * k, 12),
    ]);
    // at the ends of the scale only one neighbour exists
    expect(matchFunds(snapshot, query({ riskLevel: 5 })).frontier.map((r) => r.riskLevel)).toEqual([4, 5]);
  });

  it('leaves out a fund whose look-through involvement breaks an exclusion', () => {
    const result = matchFunds(snapshot, query({ riskLevel: 3, exclusions: { involvement_tobacco: 'none' } }));
    // FE holds K5 (30 % of revenue from tobacco, above the 5 % of "none"): FC 50 FA 50, 75, 15 + 4 = 19 %
    expect(weights(result)).toEqual([
      ['FC', 50],
      ['FA', 50],
    ]);
    expect(result.volatility).toBeCloseTo(0.19 * k, 12);
    expect(result.nearMisses[0]).toMatchObject({ securityId: 'FE', reason: 'excluded', fit: 80 });
    expect(result.nearMisses[0]!.text).toBe(
      'Excluded: its involvement in Tobacco is 30.0%, above the accepted band',
    );
    // "serious" accepts up to 20 %: still out; without exclusions FE is in
    expect(
      matchFunds(snapshot, query({ riskLevel: 3, exclusions: { involvement_tobacco: 'serious' } }))
        .nearMisses[0]!.securityId,
    ).toBe('FE');
    expect(weights(matchFunds(snapshot, query({ riskLevel: 3 })))).toEqual([
      ['FC', 50],
      ['FE', 50],
    ]);
  });

  it('keeps only funds of the minimum SFDR article, and shows the MiFID II preferences per fund', () => {
    const result = matchFunds(
      snapshot,
      query({
        riskLevel: 3,
        minSfdrArticle: 9,
        sustainabilityPreferences: { minTaxonomyAlignedPct: 10, considersPai: true },
      }),
      { sources: { taxonomyAlignedPctOf: (id) => ({ FC: 12, FE: 4 })[id] } },
    );
    expect(weights(result)).toEqual([
      ['FC', 50],
      ['FE', 50],
    ]);
    expect(result.funds.map((f) => f.preferences)).toEqual([
      { taxonomyAligned: 'met', principalAdverseImpacts: 'met' },
      { taxonomyAligned: 'notMet', principalAdverseImpacts: 'met' },
    ]);
    expect(result.nearMisses.map((n) => [n.securityId, n.reason])).toEqual([
      ['FA', 'sfdrBelowMinimum'],
      ['URTH', 'sfdrBelowMinimum'],
      ['FB', 'sfdrBelowMinimum'],
      ['FD', 'sfdrBelowMinimum'],
      ['IAGG', 'sfdrBelowMinimum'],
    ]);
    expect(result.nearMisses[0]!.text).toBe('SFDR article 8 is below the minimum article 9');
  });

  it('falls back to URTH and IAGG when nothing fits, with reasons in Italian', () => {
    // SDGs 1–3: every covered fund scores 0 (no rows), so no portfolio serves the goals
    const result = matchFunds(
      snapshot,
      query({
        sdgs: [1, 2, 3],
        sustainabilityPreferences: { considersPai: true, minSustainableInvestmentPct: 20 },
      }),
      { locale: 'it-IT' },
    );
    expect(result.isDefault).toBe(true);
    expect(result.portfolio).toEqual([
      { input: 'URTH', weight: 30 },
      { input: 'IAGG', weight: 70 },
    ]);
    // URTH + in phase 14 %, IAGG − 3 %: 0.3 · 14 − 0.7 · 3 = 2.1 %
    expect(result.volatility).toBeCloseTo(0.021 * k, 12);
    expect(result.exposure).toBe(0);
    const [urth, iagg] = result.funds;
    expect(urth!.preferences).toEqual({ sustainableInvestment: 'noData', principalAdverseImpacts: 'notMet' });
    expect(iagg!.preferences).toEqual({ sustainableInvestment: 'noData', principalAdverseImpacts: 'met' });
    expect(iagg!.reasons.map((r) => r.kind)).toEqual([
      'noSdgData',
      'noSdgData',
      'noSdgData',
      'withinRisk',
      'defaultFund',
    ]);
    expect(iagg!.reasons[0]!.text).toBe("Nessun dato sull'SDG 1 (Sconfiggere la povertà)");
    // the minimum SFDR article can also leave nothing: FC and FE alone swing 18 % at best, above 12 %
    expect(matchFunds(snapshot, query({ minSfdrArticle: 9 })).isDefault).toBe(true);
  });

  it('gives the same bytes for the same inputs', () => {
    const q = query({ exclusions: { involvement_tobacco: 'minor' }, minSfdrArticle: 8 });
    const a = JSON.stringify(matchFunds(snapshot, q, { locale: 'it-IT' }));
    const b = JSON.stringify(matchFunds(snapshot, structuredClone(q), { locale: 'it-IT' }));
    expect(b).toBe(a);
    expect(a).not.toContain('NaN');
  });
});
