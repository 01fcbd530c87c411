import { resolve } from 'node:path';
import { dayFromIso } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSnapshot, importDataset, type Snapshot } from '../../provider/index.ts';
import { computeExposure } from '../exposure/exposure.ts';
import { computePai, paiFigureResultById } from '../pai/pai.ts';
import { buildValuePath } from '../performance/value-path.ts';
import { computeTaxonomy } from '../taxonomy/taxonomy.ts';
import {
  exposurePortfolioOf,
  performancePortfolioOf,
  resolveHoldings,
  resolveSecurityInput,
  snapshotFxTable,
  snapshotIndex,
  snapshotPaiInputs,
  snapshotTaxonomyInputs,
  snapshotUniverseInputs,
} from './snapshot-inputs.ts';

const minimalDir = resolve(import.meta.dirname, '../../../../../fixtures/datasets/minimal');

const close = (actual: number | null | undefined, expected: number, digits = 9) => {
  expect(actual).not.toBeNull();
  expect(actual).toBeCloseTo(expected, digits);
};

let snapshot: Snapshot;
beforeAll(async () => {
  const r = await importDataset(minimalDir);
  if (!r.ok) throw new Error('the minimal fixture must import');
  snapshot = createSnapshot(r.data, r.version, r.warnings);
});

const item = (input: string, weight: number) => ({ input, weight });

describe('resolving portfolio inputs against a snapshot', () => {
  it('finds a security by security_id, ISIN or ticker (any case) and reads CASH as cash', () => {
    const s2 = snapshot.securityIndex('S2');
    expect(resolveSecurityInput(snapshot, 'S2')).toEqual({ kind: 'security', security: s2 });
    expect(resolveSecurityInput(snapshot, 'DE000MIN0027')).toEqual({ kind: 'security', security: s2 });
    expect(resolveSecurityInput(snapshot, 'brsw')).toEqual({ kind: 'security', security: s2 });
    expect(resolveSecurityInput(snapshot, ' cash ')).toEqual({ kind: 'cash' });
    expect(resolveSecurityInput(snapshot, 'XX0000000000')).toEqual({ kind: 'unknown' });
  });

  it('adds CASH rows to the side’s cash and lists unknown inputs', () => {
    const r = resolveHoldings(snapshot, {
      items: [item('MINEQ', 60), item('CASH', 5), item('NOPE', 10)],
      cash: 25,
    });
    expect(r.cashWeightPct).toBe(30);
    expect(r.unknownInputs).toEqual(['NOPE']);
    expect(r.items[0]!.resolved).toEqual({ kind: 'security', security: snapshot.securityIndex('F1') });
  });

  it('builds per-snapshot structures once and per-date inputs once per date', () => {
    expect(snapshotIndex(snapshot)).toBe(snapshotIndex(snapshot));
    expect(snapshotUniverseInputs(snapshot, '2025-06-30')).toBe(
      snapshotUniverseInputs(snapshot, '2025-06-30'),
    );
    expect(snapshotUniverseInputs(snapshot, '2025-03-31')).not.toBe(
      snapshotUniverseInputs(snapshot, '2025-06-30'),
    );
    // the country index space starts with countries.csv's rows, then codes only securities or companies name
    expect(snapshotIndex(snapshot).countryCodes).toEqual(['IT', 'DE', 'GB', 'IE', 'LU']);
  });
});

describe('look-through, PAI, taxonomy and value path on fixtures/datasets/minimal', () => {
  // 100 000 EUR on 2025-06-30: F2 50 % (by security_id), S2 20 % (by ISIN), S4 20 % (by ISIN), CASH 10 %.
  // F2 = F1 50 + S3 20 + S4 25 + cash 5; F1 (2025-06-30) = S1 35 + S2 45 + S5 19.5 + cash 0.6 = 100.1, scaled.
  const portfolio = {
    items: [item('F2', 50), item('DE000MIN0027', 20), item('IT0005MIN040', 20)],
    cash: 10,
  };
  const f1 = 25_000 / 100.1; // EUR per percent of F1 held through F2
  const c1 = 35 * f1 + 10_000; // S1 through F1, S3 (an EU green bond) through F2
  const c2 = 45 * f1 + 20_000;
  const c3 = 19.5 * f1;

  const exposure = () =>
    computeExposure(
      snapshotUniverseInputs(snapshot, '2025-06-30'),
      exposurePortfolioOf(snapshot, resolveHoldings(snapshot, portfolio), 100_000),
    );

  it('looks funds through with the composition in force and the CASH row as cash', () => {
    const e = exposure();
    close(e.totalValueEur, 100_000);
    close(e.corporateValueEur, c1 + c2 + c3);
    close(e.sovereignValueEur, 12_500 + 20_000);
    close(e.cashValueEur, 10_000 + 2_500 + 0.6 * f1);
    close(e.otherValueEur, 0);
    close(e.lookThroughCoveragePct, 100);
    const byCompany = Object.fromEntries(
      [...e.companies.index].map((c, i) => [snapshot.data.companies.id[c], e.companies.valueEur[i]]),
    );
    close(byCompany.C1, c1);
    close(byCompany.C2, c2);
    close(byCompany.C3, c3);
    // the sovereign bond S4 is Italy's
    expect([...e.countries.index].map((k) => snapshotIndex(snapshot).countryCodes[k])).toEqual(['IT']);
    expect(e.unmatchedIds).toEqual([]);
  });

  it('uses the older composition of F1 on 2025-03-31 (2024-12-31: S1 40, S2 58, cash 2)', () => {
    const e = computeExposure(
      snapshotUniverseInputs(snapshot, '2025-03-31'),
      exposurePortfolioOf(snapshot, resolveHoldings(snapshot, { items: [item('F1', 100)], cash: 0 }), 1_000),
    );
    close(e.corporateValueEur, 980);
    close(e.cashValueEur, 20);
  });

  it('computes PAI 1 scope 1 from the latest fiscal year ≤ 2025 (2024) with its coverage', () => {
    const pai = computePai(exposure(), snapshotPaiInputs(snapshot, '2025-06-30'), { table: 1 });
    const scope1 = paiFigureResultById(pai, 't1_1_scope1')!.figure;
    // Σ v / EVIC × scope 1 (sfdr-pai-and-taxonomy.md §3 class A)
    close(scope1.value, (c1 / 16e9) * 2_300_000 + (c2 / 8.5e9) * 1_200 + (c3 / 2.1e9) * 41_000);
    close(scope1.coverage.pct, (100 * (c1 + c2 + c3)) / 100_000);
    expect(scope1.fiscalYear).toBe(2024);
  });

  it('computes taxonomy turnover alignment with the green bond aligned in full', () => {
    const t = computeTaxonomy(exposure(), snapshotTaxonomyInputs(snapshot, '2025-06-30'));
    // C1 aligned CCM 31 + CCA 1 on 35·f1 (its green bond counts 100 %), C2 0 (eligible only), C3 ALL 0.5
    const aligned = 35 * f1 * 0.32 + 10_000 + c3 * 0.005;
    close(t.side.turnover.includingSovereigns.alignedPct, aligned / 1_000);
    close(t.side.turnover.excludingSovereigns.alignedPct, (100 * aligned) / (100_000 - 32_500));
  });

  it('values a buy-and-hold path with GBP prices converted at the day’s fx rate', () => {
    // F1 50 %, S5 (ticker CALF, GBP) 30 %, cash 20 % from 2025-06-26; S5 has no price before 06-27
    const side = resolveHoldings(snapshot, { items: [item('MINEQ', 50), item('CALF', 30)], cash: 20 });
    const path = buildValuePath(
      performancePortfolioOf(snapshot, side, { investmentDay: '2025-06-26', investmentAmountEur: 100_000 }),
      snapshotFxTable(snapshot),
    );
    expect(path.warnings).toEqual([
      { kind: 'start_moved', requestedDay: dayFromIso('2025-06-26'), day: dayFromIso('2025-06-27') },
    ]);
    expect([...path.days]).toEqual([dayFromIso('2025-06-27'), dayFromIso('2025-06-30')]);
    close(path.values[0], 100_000, 6);
    close(path.values[1], (50_000 * 100.3) / 100.4 + (30_000 * 9.02 * 1.171) / (8.95 * 1.168) + 20_000, 6);
  });
});
