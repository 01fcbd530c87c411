import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FundRating, ScreeningQuery } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { createSnapshot, importDataset, type Snapshot } from '../../provider/index.ts';
import { minimalDatasetDir, minimalSnapshot } from '../minimal-snapshot.test-helper.ts';
import { screenCompanies } from './company.ts';
import { screenCountries } from './country.ts';
import { type FundRatingCells, screenFunds } from './fund.ts';

// Issue 26 (part 7): the fund facts, market cap and sovereign PAI inputs screening gained. fixtures/datasets/minimal:
// F1 Minimal Equity UCITS ETF (IE, Minimal Funds, AUM 1.5 bn EUR, incepted 2015-03-02), F2 Minimal Balanced Fund (LU,
// Minimal Funds, 250 m EUR, 2010-09-15); C1 market cap 12 bn, C2 8 bn, C3 none; countries IT 190.5, DE 170.2,
// GB 150.8 t CO2e per million EUR of GDP, none subject to social violations.
const query = (q: Partial<ScreeningQuery>) => ScreeningQuery.parse(q);
// (the default order is by name: Minimal Balanced Fund F2 before Minimal Equity UCITS ETF F1)
const ids = (r: { companies: { id: string }[] }) => r.companies.map((c) => c.id);

/** The minimal fixture with some files edited (each edit replaces one exact text). */
const editedMinimal = async (edits: Record<string, [string, string][]>): Promise<Snapshot> => {
  const dir = mkdtempSync(join(tmpdir(), 'esgkit-screening-'));
  try {
    cpSync(minimalDatasetDir, dir, { recursive: true });
    for (const [file, pairs] of Object.entries(edits)) {
      let text = readFileSync(join(dir, file), 'utf8');
      for (const [from, to] of pairs) {
        if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
        text = text.replace(from, to);
      }
      writeFileSync(join(dir, file), text);
    }
    const r = await importDataset(dir);
    if (!r.ok) throw new Error('the edited fixture must import');
    return createSnapshot(r.data, r.version, r.warnings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const rated = (overall: FundRating['overall']): FundRatingCells => ({
  rating: { overall, returns: null, risk: null, persistence: null, expenses: null },
  globalCategoryRating: null,
});

describe('fund screening by the fund facts', () => {
  it('bounds AUM and inception, and keeps domiciles and providers', async () => {
    const snapshot = await minimalSnapshot();
    expect(ids(screenFunds(snapshot, query({ minAumEur: 1_000_000_000 })))).toEqual(['F1']);
    expect(ids(screenFunds(snapshot, query({ maxAumEur: 250_000_000 })))).toEqual(['F2']);
    // inclusive bounds: F1 was incepted on 2015-03-02 itself
    expect(ids(screenFunds(snapshot, query({ inceptionFrom: '2015-03-02' })))).toEqual(['F1']);
    expect(ids(screenFunds(snapshot, query({ inceptionTo: '2015-03-01' })))).toEqual(['F2']);
    const dated = screenFunds(snapshot, query({ inceptionFrom: '2010-01-01', inceptionTo: '2015-03-02' }));
    expect(dated.companies.map((r) => r.values.inceptionDate)).toEqual(['2010-09-15', '2015-03-02']);
    expect(ids(screenFunds(snapshot, query({ domiciles: ['LU'] })))).toEqual(['F2']);
    expect(ids(screenFunds(snapshot, query({ providers: ['Minimal Funds'] })))).toEqual(['F2', 'F1']);
    expect(screenFunds(snapshot, query({ providers: ['Other Funds'] })).total).toBe(0);
  });

  it('keeps a fund without an AUM or an inception date out of every bound on it (missing is not zero)', async () => {
    // F2 loses its AUM and inception date
    const snapshot = await editedMinimal({
      'funds.csv': [['open_end,250000000,2010-09-15,', 'open_end,,,']],
    });
    expect(ids(screenFunds(snapshot, query({})))).toEqual(['F2', 'F1']);
    // as a zero F2 would pass a maximum; as missing data it passes neither bound
    expect(screenFunds(snapshot, query({ maxAumEur: 1_000_000_000 })).total).toBe(0);
    expect(ids(screenFunds(snapshot, query({ minAumEur: 0 })))).toEqual(['F1']);
    expect(ids(screenFunds(snapshot, query({ inceptionTo: '2030-01-01' })))).toEqual(['F1']);
  });

  it('asks a minimum fund rating and a minimum taxonomy alignment, an unrated or unknown fund out', async () => {
    const snapshot = await minimalSnapshot();
    const ratings = new Map([
      ['F1', rated(4)],
      ['F2', rated(null)],
    ]);
    expect(ids(screenFunds(snapshot, query({ minRating: 4 }), {}, { ratings }))).toEqual(['F1']);
    expect(screenFunds(snapshot, query({ minRating: 5 }), {}, { ratings }).total).toBe(0);
    // without ratings nothing is known, so nothing meets a minimum
    expect(screenFunds(snapshot, query({ minRating: 1 })).total).toBe(0);
    const alignment = (id: string) => (id === 'F1' ? 12.5 : null);
    const green = screenFunds(
      snapshot,
      query({ minTaxonomyAlignedPct: 12.5 }),
      {},
      {
        taxonomyAlignedPctOf: alignment,
      },
    );
    expect(ids(green)).toEqual(['F1']);
    expect(green.companies[0]!.values.taxonomyAlignedPct).toBe(12.5);
    expect(green.columns.find((c) => c.key === 'taxonomyAlignedPct')).toMatchObject({ unit: '%' });
    // F2's unknown alignment does not meet a minimum of 0
    expect(
      ids(
        screenFunds(snapshot, query({ minTaxonomyAlignedPct: 0 }), {}, { taxonomyAlignedPctOf: alignment }),
      ),
    ).toEqual(['F1']);
  });
});

describe('company screening by market cap', () => {
  it('bounds the market cap; C3 without one passes no bound', async () => {
    const snapshot = await minimalSnapshot();
    expect(ids(screenCompanies(snapshot, query({ minMarketCapEur: 10_000_000_000 })))).toEqual(['C1']);
    expect(ids(screenCompanies(snapshot, query({ maxMarketCapEur: 10_000_000_000 })))).toEqual(['C2']);
    expect(ids(screenCompanies(snapshot, query({ minMarketCapEur: 0 })))).toEqual(['C1', 'C2']);
  });
});

describe('country screening rows', () => {
  it('carry the sovereign PAI inputs: GHG intensity (given, else ghg_t / GDP) and social violations', async () => {
    const plain = screenCountries(await minimalSnapshot(), {
      regions: [],
      exclusionTypes: [],
      minScores: {},
    });
    expect(plain.map((r) => [r.country, r.ghgIntensityTPerMeurGdp, r.socialViolations])).toEqual([
      ['DE', 170.2, false],
      ['IT', 190.5, false],
      ['GB', 150.8, false],
    ]);
    // DE: no intensity, 760 Mt over 4,000 bn EUR of GDP → 760e6 / 4e6 = 190; IT violates; GB does not say
    const snapshot = await editedMinimal({
      'countries.csv': [
        [
          'social_violations,corruption_score,eu_non_cooperative_tax',
          'social_violations,corruption_score,eu_non_cooperative_tax,ghg_t,gdp_eur',
        ],
        ['IT,Italy,Europe,64,70,61,190.5,0,56,0', 'IT,Italy,Europe,64,70,61,190.5,1,56,0,,'],
        [
          'DE,Germany,Europe,71,77,79,170.2,0,78,0',
          'DE,Germany,Europe,71,77,79,,0,78,0,760000000,4000000000000',
        ],
        ['GB,United Kingdom,Europe,68,74,77,150.8,0,71,0', 'GB,United Kingdom,Europe,68,74,77,,,71,0,,'],
      ],
    });
    const rows = screenCountries(snapshot, { regions: [], exclusionTypes: [], minScores: {} });
    expect(rows.map((r) => [r.country, r.ghgIntensityTPerMeurGdp, r.socialViolations, r.flags])).toEqual([
      ['DE', 190, false, []],
      ['IT', 190.5, true, ['social_violations']],
      ['GB', null, null, []],
    ]);
  });
});
