import { Security } from '@esgkit/core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSnapshot,
  datasetSource,
  fetchModel,
  ModelNotServedError,
  type RawDataset,
  type Snapshot,
  sources,
} from '../../src/provider/index.ts';
import { cleanTempDirs, copyOfMinimal, minimalDir } from './helpers.ts';

afterAll(cleanTempDirs);

const dataset = datasetSource.fetchers.Dataset!;

describe('the dataset source, stage by stage', () => {
  it('transformQuery resolves the folder and rejects an empty one', () => {
    expect(dataset.transformQuery({ dir: 'fixtures/datasets/minimal' }).dir).toMatch(
      /^\/.*fixtures\/datasets\/minimal$/,
    );
    expect(() => dataset.transformQuery({ dir: ' ' })).toThrow('the dataset folder is required');
  });

  it('extractData reads and hashes every file of the fixture', async () => {
    const raw: RawDataset = await dataset.extractData({ dir: minimalDir }, {});
    expect([...raw.texts.keys()]).toContain('holdings.csv');
    expect(raw.texts.get('companies.csv')?.split('\n')[0]).toBe(
      'company_id,name,country,sector,industry,nace,nace_code,market_cap_eur',
    );
    expect(raw.hashes.get('manifest.json')).toMatch(/^[0-9a-f]{64}$/);
    expect(raw.hashes.size).toBe(raw.texts.size + 1);
  });

  it('transformData turns the extracted files into snapshot columns', async () => {
    const raw = await dataset.extractData({ dir: minimalDir }, {});
    const result = dataset.transformData({ dir: minimalDir }, raw, {});
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.securities.id).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'F1', 'F2']);
  });
});

describe('fetchModel through the registry', () => {
  let snapshot: Snapshot;
  const context = () => ({ snapshot });

  it('lists the dataset source', () => {
    expect(sources.map((s) => s.name)).toEqual(['dataset']);
  });

  it('fetches the Dataset model from a folder', async () => {
    const result = await fetchModel('Dataset', { dir: copyOfMinimal() });
    if (!result.ok) throw new Error('minimal must import');
    snapshot = createSnapshot(result.data, result.version);
  });

  it('fetches a Security by ISIN as core Security', async () => {
    const security = await fetchModel('Security', { isin: 'xs00min00034' }, context());
    expect(Security.safeParse(security).success).toBe(true);
    expect(security).toEqual({
      id: 'S3',
      isin: 'XS00MIN00034',
      name: 'Alpina Energia 3.5% 2030 Green',
      type: 'corporate_bond',
      currency: 'EUR',
      country: 'IT',
      assetClass: 'fixed_income',
      companyId: 'C1',
      isEuGreenBond: true,
    });
    expect(await fetchModel('Security', { ticker: 'NOPE' }, context())).toBeUndefined();
    await expect(fetchModel('Security', {}, context())).rejects.toThrow('give id, isin or ticker');
  });

  it('fetches a Company with its latest scores, missing ones as null', async () => {
    const company = await fetchModel('Company', { id: 'C3' }, context());
    expect(company).toMatchObject({ id: 'C3', country: 'GB', marketCapEur: null, naceSection: 'C' });
    expect(company?.scores).toEqual({
      environmental: 50,
      social: 40,
      governance: 58,
      impact: null,
      product: 46,
      sustainability: 49,
    });
  });

  it('fetches FundHoldings as of a date: the latest composition on or before it', async () => {
    const june = await fetchModel('FundHoldings', { fundId: 'F1' }, context());
    expect(june?.asOf).toBe('2025-06-30');
    const march = await fetchModel('FundHoldings', { fundId: 'F1', date: '2025-03-31' }, context());
    expect(march).toEqual({
      fundId: 'F1',
      asOf: '2024-12-31',
      holdings: [
        { holdingId: 'S1', weightPct: 40 },
        { holdingId: 'S2', weightPct: 58 },
        { holdingId: 'CASH', weightPct: 2 },
      ],
    });
  });

  it('says so when no source serves a model', async () => {
    await expect(fetchModel('Security', { id: 'S1' }, context(), { from: [] })).rejects.toBeInstanceOf(
      ModelNotServedError,
    );
  });
});
