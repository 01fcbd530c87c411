import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidIsin, parseDay } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatasetDir, generateDemoDataset } from '../../src/demo/index.ts';
import { loadDataset, type Snapshot } from '../../src/provider/index.ts';
import { cleanTempDirs, tempDir } from './helpers.ts';

// The small demo (ESGKIT_DEMO_SIZE=small): generated once into a temp cache, then checked like an analyst would.
let snapshot: Snapshot;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = tempDir('esgkit-demo-');
  snapshot = await loadDataset({ cacheDir, demoSize: 'small' });
}, 120_000);
afterAll(cleanTempDirs);

const fundHoldings = (ticker: string) => {
  const s = snapshot.securityByTicker(ticker);
  return snapshot.holdingsOf(s, parseDay(snapshot.manifest.asOf)!)!;
};

describe('the small demo universe', () => {
  it('is marked as demo data and lives in the cache', () => {
    expect(snapshot.manifest.demo).toBe(true);
    expect(snapshot.isDemo).toBe(true);
    expect(snapshot.manifest.asOf).toBe('2026-09-30');
    expect(readdirSync(demoDatasetDir({ cacheDir, size: 'small' }))).toContain('prices.csv');
  });

  it('has companies, bonds and funds with valid ISINs and unique tickers', () => {
    const d = snapshot.data;
    expect(d.companies.id.length).toBe(300);
    expect(d.securities.isin.every((isin) => isin !== null && isValidIsin(isin))).toBe(true);
    const types = new Set(d.securities.id.map((_, i) => snapshot.securityType(i)));
    expect([...types].sort()).toEqual(['corporate_bond', 'equity', 'fund', 'sovereign_bond']);
    expect(new Set(d.companies.sector).size).toBe(11);
    expect(new Set(d.companies.country).size).toBeGreaterThanOrEqual(40);
  });

  it('has URTH (world equity ETF, 150 holdings in small) and IAGG holding sovereign bonds', () => {
    const urth = fundHoldings('URTH');
    expect(urth.rows.filter((h) => h.holding >= 0)).toHaveLength(150);
    expect(urth.rows.every((h) => h.holding < 0 || snapshot.securityType(h.holding) === 'equity')).toBe(true);
    const iagg = fundHoldings('IAGG');
    const kinds = new Set(
      iagg.rows.filter((h) => h.holding >= 0).map((h) => snapshot.securityType(h.holding)),
    );
    expect(kinds).toEqual(new Set(['corporate_bond', 'sovereign_bond']));
    const sum = iagg.rows.reduce((a, h) => a + h.weightPct, 0);
    expect(sum).toBeGreaterThan(99.5);
    expect(sum).toBeLessThanOrEqual(100 + 1e-9);
  });

  it('has funds of funds and an embargoed fund without holdings', () => {
    const d = snapshot.data;
    const fundType = (s: number) => snapshot.securityType(s) === 'fund';
    const fof = d.funds.security.filter((s) => {
      const h = snapshot.holdingsOf(s, parseDay('2026-09-30')!);
      return h?.rows.some((r) => r.holding >= 0 && fundType(r.holding));
    });
    expect(fof.length).toBeGreaterThanOrEqual(2);
    const embargoed = d.funds.security.filter((_, i) => d.funds.embargoed[i] === 1);
    expect(embargoed.length).toBeGreaterThanOrEqual(1);
    for (const s of embargoed) expect(snapshot.holdingsOf(s, parseDay('2026-09-30')!)).toBeUndefined();
  });

  it('has business-day prices for every security, in a 5–40 % annual volatility band', () => {
    const d = snapshot.data;
    for (let s = 0; s < d.securities.id.length; s++) {
      const p = snapshot.prices(s);
      expect(p.value.length).toBeGreaterThan(50);
      const weekday = new Date(p.day[0]! * 86_400_000).getUTCDay();
      expect(weekday).toBeGreaterThanOrEqual(1);
      expect(weekday).toBeLessThanOrEqual(5);
      if (snapshot.securityType(s) === 'fund') continue;
      let sum = 0;
      let sum2 = 0;
      for (let i = 1; i < p.value.length; i++) {
        const r = Math.log(p.value[i]! / p.value[i - 1]!);
        sum += r;
        sum2 += r * r;
      }
      const n = p.value.length - 1;
      const vol = Math.sqrt((sum2 - (sum * sum) / n) / (n - 1)) * Math.sqrt(252);
      expect(vol).toBeGreaterThan(0.03);
      expect(vol).toBeLessThan(0.45);
    }
  });

  it('leaves 5–30 % of company facts missing per field, with estimates marked', () => {
    const f = snapshot.data.facts;
    const rows = f.year.length;
    expect(rows).toBe(300 * 5);
    for (const column of [
      'scope1_t',
      'scope3_t',
      'board_female_pct',
      'water_emissions_t',
      'no_human_rights_policy',
    ]) {
      const missing = f.numbers[column]!.filter((v) => Number.isNaN(v)).length / rows;
      expect(missing, column).toBeGreaterThan(0.02);
      expect(missing, column).toBeLessThan(0.6);
    }
    expect(f.numbers.scope3_t_estimated!.some((v) => v === 1)).toBe(true);
    const ind = snapshot.data.indicators;
    expect(ind.codes.length).toBeGreaterThan(300);
    const perCompanyYear = ind.value.length / (300 * 5);
    expect(perCompanyYear).toBeGreaterThan(ind.codes.length * 0.6);
    expect(perCompanyYear).toBeLessThan(ind.codes.length * 0.97);
  });

  it('is deterministic: the same seed writes byte-identical files', () => {
    const a = tempDir();
    const b = tempDir();
    generateDemoDataset(a, { size: 'small', seed: 7 });
    generateDemoDataset(b, { size: 'small', seed: 7 });
    const files = readdirSync(a).sort();
    expect(readdirSync(b).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(b, file)).equals(readFileSync(join(a, file))), file).toBe(true);
  }, 60_000);
});
