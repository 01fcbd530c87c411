import { type ApiClient, ApiError, type PaiStatementRequest } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalSnapshot, startTestEngine, type TestEngine, tempSqlite } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// POST /api/v1/lookup/pai-statement over HTTP on fixtures/datasets/minimal (asOf 2025-06-30), through core's client.
// ALPE is Alpina Energia (C1); its 2024 facts: EVIC 16,000,000,000 EUR, scope 1 2,300,000 t.

const quarter = (amount: number, items = [{ input: 'ALPE', weight: 100 }]) => ({
  investmentAmount: amount,
  portfolio: { items, cash: 0 },
});

describe('PAI statement route', () => {
  let t: TestEngine;
  let api: ApiClient;
  let italian: ApiClient;
  let starter: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target: tempSqlite,
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'statement', plan: 'premium' });
    api = t.client({ token: advisor.token });
    italian = t.client({ token: advisor.token }, { 'accept-language': 'it-IT' });
    const basic = await seedActor(t.engine, { label: 'statement-starter', plan: 'starter' });
    starter = t.client({ token: basic.token });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const request = (over: Partial<PaiStatementRequest> = {}): PaiStatementRequest => ({
    referenceYear: 2024,
    basis: 'all',
    quarters: [quarter(100_000), quarter(200_000), quarter(300_000), quarter(400_000)],
    ...over,
  });

  it('averages the four quarter ends: scope 1 financed emissions 14.375, 28.75, 43.125, 57.5 t → 35.9375 t', async () => {
    const { data } = await api.call('lookups.paiStatement', { body: request() });
    expect(data.referenceYear).toBe(2024);
    expect(data.basis).toBe('all');
    expect(new Set(data.lines.map((l) => l.table))).toEqual(new Set([1, 2, 3]));
    const scope1 = data.lines.find((l) => l.table === 1 && l.number === 1 && /scope 1/i.test(l.label));
    expect(scope1?.quarters.map((q) => q.date)).toEqual([
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ]);
    // amount / EVIC × scope 1 = amount × 2,300,000 / 16,000,000,000 (RTS Annex I, PAI 1)
    const values = scope1?.quarters.map((q) => q.value ?? Number.NaN) ?? [];
    expect(values.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([14.375, 28.75, 43.125, 57.5]);
    expect(scope1?.year.value).toBeCloseTo(35.9375, 9);
    expect(scope1?.year.fiscalYear).toBe(2024);
  });

  it('takes an all-cash quarter as 0 for classes A–D and skips it for class E (sfdr-pai-and-taxonomy.md §5.12)', async () => {
    const cash = { investmentAmount: 300_000, portfolio: { items: [], cash: 100 } };
    const { data } = await api.call('lookups.paiStatement', {
      body: request({ quarters: [quarter(100_000), quarter(200_000), cash, quarter(400_000)] }),
    });
    const line = (code: string) => data.lines.find((l) => l.code === code)!;
    const scope1 = line('t1_1_scope1');
    expect(scope1.quarters[2]).toMatchObject({
      status: 'not_applicable',
      value: null,
      totalValueEur: 300_000,
    });
    // (14.375 + 28.75 + 0 + 57.5) / 4 = 25.15625 t; coverage (100 + 100 + 0 + 100) / 4 = 75 %
    expect(scope1.year.value).toBeCloseTo(25.15625, 9);
    expect(scope1.year.coverage.pct).toBeCloseTo(75, 9);
    expect(scope1.year.totalValueEur).toBeCloseTo(250_000, 6);
    expect(scope1.year.unit).toBe('t_co2e');
    // PAI 13, board gender diversity (class E): ALPE's 42 % in the three quarters that hold it
    expect(line('t1_13').year).toMatchObject({ value: 42, quartersCounted: 3, fiscalYear: 2024 });
    expect(line('t1_13').year.coverage.pct).toBeCloseTo(100, 9);
    // EU Taxonomy, turnover aligned including sovereigns: ALPE 31 + 1 = 32 % → (32 + 32 + 0 + 32) / 4 = 24 %
    const turnover = data.taxonomy.find((l) => l.code === 'taxonomy_turnover_aligned_including')!;
    expect(turnover.quarters.map((q) => q.value)).toEqual([32, 32, 0, 32]);
    expect(turnover.year.value).toBeCloseTo(24, 9);
    expect(turnover.year.coverage.pct).toBeCloseTo(75, 9);
    // eligible 55 + 3 = 58 % → 43.5 %; capex aligned 62 % → 46.5 %
    expect(
      data.taxonomy.find((l) => l.code === 'taxonomy_turnover_eligible_including')?.year.value,
    ).toBeCloseTo(43.5, 9);
    expect(data.taxonomy.find((l) => l.code === 'taxonomy_capex_aligned_excluding')?.year.value).toBeCloseTo(
      46.5,
      9,
    );
  });

  it('labels the lines in the caller’s language', async () => {
    const [en, it] = await Promise.all([
      api.call('lookups.paiStatement', { body: request() }),
      italian.call('lookups.paiStatement', { body: request() }),
    ]);
    expect(it.data.lines.map((l) => l.code)).toEqual(en.data.lines.map((l) => l.code));
    expect(it.data.lines[0]?.label).not.toBe(en.data.lines[0]?.label);
  });

  it('refuses three quarters, an unknown security and a year the dataset has not finished (422)', async () => {
    const three = await api
      .call('lookups.paiStatement', { body: { ...request(), quarters: request().quarters.slice(0, 3) } })
      .catch((e: unknown) => e);
    expect(three).toBeInstanceOf(ApiError);
    expect((three as ApiError).status).toBe(422);
    const unknown = await api
      .call('lookups.paiStatement', {
        body: request({
          quarters: [quarter(1), quarter(1), quarter(1, [{ input: 'NOPE', weight: 100 }]), quarter(1)],
        }),
      })
      .catch((e: unknown) => e);
    expect((unknown as ApiError).status).toBe(422);
    expect(JSON.stringify((unknown as ApiError).issues)).toContain('"quarters",2,"portfolio"');
    const future = await api
      .call('lookups.paiStatement', { body: request({ referenceYear: 2025 }) })
      .catch((e: unknown) => e);
    expect((future as ApiError).status).toBe(422);
  });

  it('is a lookup: a Starter account without full access is refused (403)', async () => {
    const refused = await starter.call('lookups.paiStatement', { body: request() }).catch((e: unknown) => e);
    expect((refused as ApiError).status).toBe(403);
  });
});
