import { readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseDay } from '@esgkit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/provider/importer/import-dataset.ts';
import {
  CASH_INDEX,
  createSnapshot,
  formatDatasetIssue,
  type ImportResult,
  importDataset,
} from '../../src/provider/index.ts';
import { cleanTempDirs, copyOfMinimal, replaceLine, tempDir } from './helpers.ts';

afterAll(cleanTempDirs);

const errorsOf = (r: ImportResult) => (r.ok ? [] : r.errors.map(formatDatasetIssue));
const ok = (r: ImportResult) => {
  if (!r.ok)
    throw new Error(`expected the import to succeed:\n${r.errors.map(formatDatasetIssue).join('\n')}`);
  return r;
};

describe('importDataset on fixtures/datasets/minimal', () => {
  it('imports the whole tiny dataset and answers through the snapshot', async () => {
    const r = ok(await importDataset(copyOfMinimal()));
    expect(r.warnings).toEqual([]);
    const s = createSnapshot(r.data, r.version, r.warnings);
    expect(s.manifest.asOf).toBe('2025-06-30');
    expect(s.securityByIsin('DE000MIN0027')).toBe(s.securityIndex('S2'));
    expect(s.securityByTicker('ALPE')).toBe(0);
    expect(s.securityType(s.securityIndex('S4'))).toBe('sovereign_bond');
    // Facts: latest fiscal year ≤ 2025 of C1 is 2024; 2023 is there too.
    const c1 = s.companyIndex('C1');
    expect(s.latestCompanyFacts(c1, 2025)?.year).toBe(2024);
    expect(s.latestCompanyFacts(c1, 2025)?.value('scope1_t')).toBe(2_300_000);
    expect(s.latestCompanyFacts(c1, 2023)?.value('scope1_t')).toBe(2_500_000);
    expect(s.latestCompanyFacts(c1, 2022)).toBeUndefined();
    expect(s.latestCompanyFacts(c1, 2024)?.isEstimated('scope3_t')).toBe(true);
    // Missing stays NaN, never 0: C2 has no water_emissions_t, C3 no scope3.
    expect(s.companyFacts(s.companyIndex('C2'), 2024)?.value('water_emissions_t')).toBeNaN();
    expect(s.companyFacts(s.companyIndex('C3'), 2024)?.value('scope3_t')).toBeNaN();
    expect(s.indicator(s.companyIndex('C2'), 2024, 'PHY_GHG_SCOPE1')).toBe(1200);
    expect(s.indicator(s.companyIndex('C2'), 2023, 'PHY_GHG_SCOPE1')).toBeNaN();
    // Holdings: the latest composition on or before the date; F1's 100.1 % set is scaled to 100.
    const f1 = s.securityIndex('F1');
    const june = s.holdingsOf(f1, parseDay('2025-06-30')!)!;
    expect(june.rows.reduce((a, h) => a + h.weightPct, 0)).toBeCloseTo(100, 10);
    expect(june.rows[0]!.weightPct).toBeCloseTo((35 * 100) / 100.1, 10);
    const march = s.holdingsOf(f1, parseDay('2025-03-31')!)!;
    expect(march.asOfDay).toBe(parseDay('2024-12-31'));
    expect(march.rows.map((h) => h.holding)).toEqual([
      s.securityIndex('S1'),
      s.securityIndex('S2'),
      CASH_INDEX,
    ]);
    expect(s.holdingsOf(f1, parseDay('2024-06-30')!)).toBeUndefined();
    expect(s.holdingDates(f1)).toEqual([parseDay('2024-12-31'), parseDay('2025-06-30')]);
    // Taxonomy: an aligned figure without eligible takes eligible = aligned.
    const c3tax = s.taxonomy(s.companyIndex('C3'), 2024);
    expect(c3tax).toHaveLength(1);
    expect(c3tax[0]).toMatchObject({ objective: 'ALL', kpi: 'turnover', eligiblePct: 0.5, alignedPct: 0.5 });
    const c2tax = s.taxonomy(s.companyIndex('C2'))[0]!;
    expect(c2tax.eligiblePct).toBe(4);
    expect(c2tax.alignedPct).toBeNaN();
    // Prices, fx, rates, countries, scores, involvement, products, sdg.
    const p = s.prices(s.securityIndex('S2'));
    expect(Array.from(p.value)).toEqual([151.4, 150.9, 152.2]);
    expect(p.day[0]).toBe(parseDay('2025-06-26'));
    expect(s.prices(s.securityIndex('S3')).value.length).toBe(0);
    expect(Array.from(s.fx('GBP')!.value)).toEqual([1.168, 1.171]);
    expect(s.fx('USD')).toBeUndefined();
    expect(Array.from(s.rates().value)).toEqual([2.15, 2.14]);
    expect(s.countryValue('IT', 'ghg_intensity_t_per_meur_gdp')).toBe(190.5);
    expect(s.countryValue('IT', 'human_rights_score')).toBeNaN();
    expect(s.scores('company', 'C3')?.values.impact).toBeNaN();
    expect(s.scores('country', 'IT')?.values.environmental).toBe(64); // countries.csv wins over scores.csv
    expect(s.involvement(s.companyIndex('C3')).map((i) => i.type)).toEqual(['alcohol', 'social_controversy']);
    expect(s.products(c1)).toHaveLength(2);
    expect(s.sdg(c1)).toEqual([
      { sdg: 7, score: 60 },
      { sdg: 13, score: -20 },
    ]);
    expect(s.hasFile('prices')).toBe(true);
  });

  it('rejects a broken cell with file:line:column', async () => {
    const r = await importDataset(copyOfMinimal({ 'prices.csv': replaceLine(3, 'S1,2025-06-27,10.3x') }));
    expect(errorsOf(r)).toEqual(['prices.csv:3:3: value: "10.3x" is not a number']);
  });

  it('rejects a fund cycle at the row that closes it', async () => {
    const r = await importDataset(copyOfMinimal({ 'holdings.csv': replaceLine(7, 'F1,F2,19.5,2025-06-30') }));
    expect(errorsOf(r)).toEqual(['holdings.csv:9:2: fund holdings form a cycle: F1 → F2 → F1']);
  });

  it('rejects a negative holding weight', async () => {
    const r = await importDataset(copyOfMinimal({ 'holdings.csv': replaceLine(3, 'F1,S2,-58,2024-12-31') }));
    expect(errorsOf(r)).toEqual(['holdings.csv:3:3: weight_pct -58 is negative']);
  });

  it('rejects fund weights summing to 102', async () => {
    const r = await importDataset(copyOfMinimal({ 'holdings.csv': replaceLine(12, 'F2,CASH,7,2025-06-30') }));
    expect(errorsOf(r)).toEqual(['holdings.csv:12:3: fund F2: weights sum to 102 > 100.5']);
  });

  it('rejects aligned above eligible', async () => {
    const r = await importDataset(
      copyOfMinimal({ 'taxonomy.csv': replaceLine(2, 'C1,2024,CCM,turnover,55,60,2,') }),
    );
    expect(errorsOf(r)).toEqual(['taxonomy.csv:2:6: aligned_pct 60 exceeds eligible_pct 55']);
  });

  it('rejects a company whose eligible shares of one KPI sum above 100', async () => {
    const r = await importDataset(
      copyOfMinimal({ 'taxonomy.csv': replaceLine(3, 'C1,2024,CCA,turnover,50,1,,') }),
    );
    expect(errorsOf(r)).toEqual([
      'taxonomy.csv:3:5: company C1 2024: eligible shares of one KPI sum to 105 > 100',
    ]);
  });

  it('imports a fund summing to 90 with a warning', async () => {
    const r = ok(
      await importDataset(copyOfMinimal({ 'holdings.csv': replaceLine(11, 'F2,S4,15,2025-06-30') })),
    );
    expect(r.warnings.map(formatDatasetIssue)).toEqual([
      'holdings.csv:12:3: fund F2: weights sum to 90; the remaining 10 % is "other"',
    ]);
  });

  it('reads .csv.gz and a UTF-8 BOM like plain files', async () => {
    const plain = ok(await importDataset(copyOfMinimal()));
    const dir = copyOfMinimal({ 'companies.csv': (t) => `\uFEFF${t}` });
    writeFileSync(join(dir, 'prices.csv.gz'), gzipSync(readFileSync(join(dir, 'prices.csv'))));
    unlinkSync(join(dir, 'prices.csv'));
    const r = ok(await importDataset(dir));
    expect(r.data.files).toContain('prices.csv.gz');
    expect(r.data.prices).toEqual(plain.data.prices);
    expect(r.data.companies).toEqual(plain.data.companies);
  });

  it('warns about an unknown column and an unknown file, and goes on', async () => {
    const dir = copyOfMinimal({
      'sdg.csv': (t) =>
        t
          .trimEnd()
          .split('\n')
          .map((l, i) => `${l},${i === 0 ? 'note' : 'x'}`)
          .join('\n'),
    });
    writeFileSync(join(dir, 'readme.txt'), 'hello');
    const r = ok(await importDataset(dir));
    expect(r.warnings.map(formatDatasetIssue)).toEqual([
      'readme.txt: not a file of the dataset format; ignored',
      'sdg.csv:1:4: unknown column "note" is ignored',
    ]);
  });

  it('fails on a missing required file and on a missing required column', async () => {
    const dir = copyOfMinimal();
    rmSync(join(dir, 'securities.csv'));
    expect(errorsOf(await importDataset(dir))).toEqual(['securities.csv: required file is missing']);
    const noName = copyOfMinimal({
      'companies.csv': (t) =>
        t
          .split('\n')
          .map((l) => l.split(',').toSpliced(1, 1).join(','))
          .join('\n'),
    });
    expect(errorsOf(await importDataset(noName))).toContain(
      'companies.csv:1: required column "name" is missing',
    );
  });

  it('imports a header-only companies.csv as an empty universe', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        name: 'empty',
        version: '1',
        asOf: '2025-01-31',
        baseCurrency: 'EUR',
        source: 'test',
        demo: false,
      }),
    );
    writeFileSync(join(dir, 'companies.csv'), 'company_id,name,country,sector\n');
    writeFileSync(join(dir, 'securities.csv'), 'security_id,name,type,currency\n');
    const r = ok(await importDataset(dir));
    expect(r.data.companies.id).toEqual([]);
    expect(r.data.securities.id).toEqual([]);
    expect(createSnapshot(r.data, r.version).companyIndex('C1')).toBe(-1);
  });

  it('reports at most 100 errors', async () => {
    const rows = Array.from(
      { length: 150 },
      (_, i) => `S1,2020-01-${String((i % 28) + 1).padStart(2, '0')},-1`,
    );
    const r = await importDataset(
      copyOfMinimal({ 'prices.csv': () => `security_id,date,value\n${rows.join('\n')}\n` }),
    );
    expect(r.ok).toBe(false);
    expect(errorsOf(r)).toHaveLength(100);
    expect(errorsOf(r)[0]).toBe('prices.csv:2:3: value: -1 must be above 0');
  });

  it('checks ISIN check digits, references, enumerations and catalogue codes', async () => {
    const r = await importDataset(
      copyOfMinimal({
        'securities.csv': replaceLine(3, 'S2,DE000MIN0028,BRSW,Brenner Software AG,equity,C9,DE,EUR,equity,'),
        'indicators.csv': replaceLine(2, 'C1,2024,PHY_NOT_A_CODE,1'),
        'involvement.csv': replaceLine(2, 'C1,nuclear,4.5,'),
      }),
    );
    expect(errorsOf(r)).toEqual([
      'securities.csv:3:2: isin: "DE000MIN0028" is not an ISIN with a valid check digit',
      'securities.csv:3:6: company_id: unknown company "C9"',
      'securities.csv:3:6: company_id is required for equity',
      'indicators.csv:2:3: code: "PHY_NOT_A_CODE" is not a PHY_ or PHY_M_ code of the catalogue',
      expect.stringMatching(/^involvement\.csv:2:2: type: "nuclear" is not one of adult_entertainment, /),
    ]);
  });

  it('gives the same files the same version and a one-cell change another', async () => {
    const a = ok(await importDataset(copyOfMinimal()));
    const b = ok(await importDataset(copyOfMinimal()));
    const c = ok(await importDataset(copyOfMinimal({ 'prices.csv': replaceLine(2, 'S1,2025-06-26,10.21') })));
    expect(a.version).toMatch(/^[0-9a-f]{32}$/);
    expect(b.version).toBe(a.version);
    expect(c.version).not.toBe(a.version);
  });

  it('takes a hash loadDataset already took for a file with the same stamp, and hashes a changed file again', async () => {
    const dir = copyOfMinimal();
    const fresh = ok(await importDataset(dir));
    const given = { hash: 'f'.repeat(64), stamp: fileStamp(statSync(join(dir, 'prices.csv'))) };
    const reused = ok(await importDataset(dir, { knownHashes: new Map([['prices.csv', given]]) }));
    expect(reused.version).not.toBe(fresh.version);
    const stale = { ...given, stamp: 'an older stamp' };
    const rehashed = ok(await importDataset(dir, { knownHashes: new Map([['prices.csv', stale]]) }));
    expect(rehashed.version).toBe(fresh.version);
  });

  it('stops when the signal is aborted', async () => {
    await expect(importDataset(copyOfMinimal(), { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
