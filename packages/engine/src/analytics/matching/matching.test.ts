import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dayFromIso, isoFromDay } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapshot, importDataset, type Snapshot } from '../../provider/index.ts';
import { fundVolatility, matchFunds } from './matching.ts';

// A fixture universe for matching: four companies with known SDG scores, one equity each, and six funds whose
// prices swing by ±a every day, so that their annualised volatility is a·√252 (metrics.md §4: sample standard
// deviation of daily returns): FA 8 %, FB 12 %, FC 30 %, FD 5 %, URTH 14 %, IAGG 5 %.
//   K1: SDG 6 +40, 7 +60, 13 +80   K2: 7 +20, 13 +30   K3: 6, 7, 13 +90   K4: 13 −50
//   FA = K1, FB = K2, FC = K3, FD = K4, URTH = K1 50 % + K4 50 %, IAGG = a sovereign bond (no SDG data)
const funds: [id: string, holdings: [string, number][], volatility: number][] = [
  ['FA', [['E1', 100]], 0.08],
  ['FB', [['E2', 100]], 0.12],
  ['FC', [['E3', 100]], 0.3],
  ['FD', [['E4', 100]], 0.05],
  [
    'URTH',
    [
      ['E1', 50],
      ['E4', 50],
    ],
    0.14,
  ],
  ['IAGG', [['GOV', 100]], 0.05],
];

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
  ]);
  write('securities.csv', [
    'security_id,isin,ticker,name,type,company_id,country,currency',
    ...[1, 2, 3, 4].map((k) => `E${k},,,Equity ${k},equity,K${k},,EUR`),
    'GOV,,,Government bond,sovereign_bond,,IT,EUR',
    ...funds.map(([id]) => `${id},,${id},Fund ${id},fund,,IE,EUR`),
  ]);
  write('funds.csv', ['security_id', ...funds.map(([id]) => id)]);
  write('holdings.csv', [
    'fund_id,holding_id,weight_pct',
    ...funds.flatMap(([id, rows]) => rows.map(([h, w]) => `${id},${h},${w}`)),
  ]);
  write('sdg.csv', [
    'company_id,sdg,score',
    'K1,6,40',
    'K1,7,60',
    'K1,13,80',
    'K2,7,20',
    'K2,13,30',
    'K3,6,90',
    'K3,7,90',
    'K3,13,90',
    'K4,13,-50',
  ]);
  // 400 weekdays up to 2025-12-31, each fund moving ±a on alternate days
  const days: number[] = [];
  for (let d = dayFromIso('2025-12-31'); days.length < 400; d--) {
    const weekday = new Date(d * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(d);
  }
  write('prices.csv', [
    'security_id,date,value',
    ...funds.flatMap(([id, , volatility]) => {
      const a = volatility / Math.sqrt(252);
      let level = 100;
      return days.map((d, i) => {
        if (i > 0) level *= i % 2 === 1 ? 1 + a : 1 - a;
        return `${id},${isoFromDay(d)},${level}`;
      });
    }),
  ]);
  const r = await importDataset(dir);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  snapshot = createSnapshot(r.data, r.version, r.warnings);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('matching', () => {
  it('measures each fund’s volatility over its last 3 years of prices', () => {
    // ±a alternating: the sample standard deviation of 399 returns is a·√(399/398)
    const vol = fundVolatility(snapshot, snapshot.securityIndex('FA'), dayFromIso('2025-12-31'))!;
    expect(vol).toBeCloseTo(0.08 * Math.sqrt(399 / 398), 3);
  });

  it('ranks funds with higher scores on the chosen SDGs first, within the risk level’s volatility cap', () => {
    const result = matchFunds(snapshot, { sdgs: [6, 7, 13], riskLevel: 'medium', goals: ['retirement'] });
    // mean fit over 6, 7, 13 mapped to 0–100: FA (40 + 60 + 80) / 3 = 60 → 80; URTH 21.67 → 60.83;
    // FB 16.67 → 58.33; IAGG no data → 50; FD −16.67 → 41.67; FC 90 → 95 but 30 % is above the 15 % cap: last
    expect(result.funds.map((f) => [f.securityId, f.isRiskMatch])).toEqual([
      ['FA', true],
      ['URTH', true],
      ['FB', true],
      ['IAGG', true],
      ['FD', true],
      ['FC', false],
    ]);
    expect(result.funds.map((f) => f.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.funds[0]!.matchScore).toBeCloseTo(80, 9);
    // URTH: SDG 6 = 0.5 · 40, SDG 7 = 0.5 · 60, SDG 13 = 0.5 · 80 + 0.5 · (−50)
    expect(result.funds[1]!.matchScore).toBeCloseTo(((20 + 30 + 15) / 3 + 100) / 2, 9);
    expect(result.funds[0]!.sdgFit).toEqual([
      { sdg: 6, score: 40 },
      { sdg: 7, score: 60 },
      { sdg: 13, score: 80 },
    ]);
    expect(result.funds[5]!.riskLevel).toBe('high');
    // the portfolio: the funds within the cap that serve the goals (mean fit above 0), equal weights summing to 100
    expect(result.isDefault).toBe(false);
    expect(result.portfolio).toEqual([
      { input: 'FA', weight: 33.34 },
      { input: 'URTH', weight: 33.33 },
      { input: 'FB', weight: 33.33 },
    ]);
    expect(result.funds[0]!.reasons!.map((r) => r.kind)).toEqual([
      'contributes',
      'contributes',
      'contributes',
      'withinRisk',
    ]);
    expect(result.funds[5]!.reasons!.at(-1)!.text).toMatch(/^Volatility 30\.\d% is above the 15\.0% cap/);
  });

  it('falls back to URTH and IAGG split by the risk level when nothing fits, with reasons in Italian', () => {
    const result = matchFunds(
      snapshot,
      { sdgs: [1, 2, 3], riskLevel: 'low', goals: ['wealth_growth'] },
      { locale: 'it-IT' },
    );
    expect(result.isDefault).toBe(true);
    expect(result.portfolio).toEqual([
      { input: 'URTH', weight: 25 },
      { input: 'IAGG', weight: 75 },
    ]);
    // within the 10 % cap: FA, FD, IAGG; their fit on SDGs 1–3 is 0 (covered, no rows) or no data
    expect(result.funds.filter((f) => f.isRiskMatch).map((f) => f.securityId)).toEqual(['FA', 'FD', 'IAGG']);
    const iagg = result.funds.find((f) => f.securityId === 'IAGG')!;
    expect(iagg.reasons!.map((r) => r.kind)).toEqual([
      'noSdgData',
      'noSdgData',
      'noSdgData',
      'withinRisk',
      'defaultFund',
    ]);
    expect(iagg.reasons![0]!.text).toBe("Nessun dato sull'SDG 1 (Sconfiggere la povertà)");
  });
});
