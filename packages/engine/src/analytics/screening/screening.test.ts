import { ScreeningQuery } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { minimalSnapshot } from '../minimal-snapshot.test-helper.ts';
import { companyScreeningFilters, screenCompanies } from './company.ts';
import { countryScreeningFilters, screenCountries } from './country.ts';
import { fundScreeningFilters, screenFunds } from './fund.ts';

// fixtures/datasets/minimal: C1 Alpina Energia (IT, Utilities, nuclear energy 4.5 %, sustainability 55), C2 Brenner
// Software (DE, Information Technology, 71), C3 Calder Foods (GB, Consumer Staples, alcohol 12 %, a social
// controversy, 49). Every country is in Europe.
const query = (q: Partial<ScreeningQuery>) => ScreeningQuery.parse(q);

describe('company screening', () => {
  it('answers a known page for a query with 5 filters and a sort', async () => {
    const snapshot = await minimalSnapshot();
    const result = screenCompanies(
      snapshot,
      query({
        regions: ['Europe'],
        sectors: ['Utilities', 'Information Technology', 'Consumer Staples'],
        // C1's 4.5 % nuclear energy is within None (0–5 %); C3's 12 % alcohol is beyond Minor (5.1–10 %)
        exclusions: { involvement_nuclear_energy: 'none', involvement_alcohol: 'minor' },
        controversies: ['social_controversy'],
        minScores: { sustainability: 50 },
      }),
      { orderBy: 'sustainability', order: 'desc', perPage: 1, page: 2 },
    );
    expect(result).toMatchObject({
      total: 2,
      page: 2,
      perPage: 1,
      order: 'desc',
      orderBy: 'sustainability',
      find: '',
    });
    expect(result.companies).toEqual([
      {
        id: 'C1',
        name: 'Alpina Energia S.p.A.',
        isin: 'IT0000MIN017',
        ticker: 'ALPE',
        country: 'IT',
        values: {
          name: 'Alpina Energia S.p.A.',
          country: 'IT',
          region: 'Europe',
          sector: 'Utilities',
          industry: 'Electric Utilities',
          marketCapEur: 12_000_000_000,
          environmental: 45,
          social: 61,
          governance: 70,
          sustainability: 55,
          involvement_nuclear_energy: 4.5,
          involvement_alcohol: null,
          social_controversy: 'green',
        },
      },
    ]);
    expect(result.columns.map((c) => c.key)).toContain('involvement_alcohol');
    expect(result.columns.find((c) => c.key === 'involvement_alcohol')!.label).toBe('Involvement: Alcohol');
  });

  it('finds by name, ISIN or ticker, and keeps companies without a figure out of a minimum score', async () => {
    const snapshot = await minimalSnapshot();
    expect(screenCompanies(snapshot, query({}), { find: 'calf' }).companies.map((c) => c.id)).toEqual(['C3']);
    // C3 has no impact score: it does not meet a minimum of 0
    const impact = screenCompanies(snapshot, query({ minScores: { impact: 0 } }));
    expect(impact.companies.map((c) => c.id)).toEqual(['C1', 'C2']);
    // the controversy option "none" excludes nothing; the default order is by name
    const all = screenCompanies(snapshot, query({ controversies: ['none'] }), {});
    expect(all).toMatchObject({ total: 3, perPage: 50, orderBy: 'name', order: 'asc' });
    expect(all.companies.map((c) => c.id)).toEqual(['C1', 'C2', 'C3']);
  });

  it('offers regions, industries under their sectors, exclusion types and controversies starting with None', async () => {
    const snapshot = await minimalSnapshot();
    const filters = companyScreeningFilters(snapshot, { locale: 'it-IT' });
    // values are the dataset's names, labels Italian; a name core has no label for stays as the dataset wrote it
    expect(filters.regions).toEqual([{ value: 'Europe', label: 'Europa' }]);
    expect(filters.industries).toContainEqual({
      value: 'Electric Utilities',
      label: 'Servizi elettrici',
      parent: 'Utilities',
    });
    expect(filters.industries).toContainEqual({
      value: 'Software',
      label: 'Software',
      parent: 'Information Technology',
    });
    expect(filters.controversies[0]).toEqual({ value: 'none', label: 'Nessuna' });
    expect(filters.exclusionTypes.find((e) => e.value === 'alcohol')!.label).toBe('Alcol');
  });
});

describe('fund screening', () => {
  it('filters funds by their facts and by involvement read through their holdings', async () => {
    const snapshot = await minimalSnapshot();
    const etf = screenFunds(snapshot, query({ fundTypes: ['etf'], maxTerPct: 0.5, sfdrArticles: [8] }));
    expect(etf.companies.map((r) => r.id)).toEqual(['F1']);
    // the fund type cell is its label, as the filter list names it (issue 22 item 9)
    expect(etf.companies[0]!.values).toMatchObject({
      terPct: 0.2,
      sustainability: 61,
      fundType: 'Exchange-traded fund',
    });
    // F2 holds C3 through F1: 50 % · 19.5 / 100.1 of its value, 12 % alcohol → 0.58 % of F2, within None
    const alcohol = screenFunds(snapshot, query({ exclusions: { involvement_alcohol: 'none' } }), {
      orderBy: 'involvement_alcohol',
      order: 'desc',
    });
    expect(alcohol.companies.map((r) => r.id)).toEqual(['F1', 'F2']);
    expect(alcohol.companies[0]!.values.involvement_alcohol).toBeCloseTo((19.5 / 100.1) * 12, 9);
    expect(alcohol.companies[1]!.values.involvement_alcohol).toBeCloseTo(0.5 * (19.5 / 100.1) * 12, 9);
    // C3 is red in its social controversy: F1 holds it at 19.48 % (red), F2 at 9.74 % (red)
    expect(screenFunds(snapshot, query({ controversies: ['social_controversy'] })).total).toBe(0);
    const filters = fundScreeningFilters(snapshot);
    expect(filters.fundTypes.map((o) => o.value)).toEqual(['open_end', 'etf']);
    expect(filters.domiciles.map((o) => o.label)).toEqual(['Ireland', 'Luxembourg']);
  });
});

describe('country screening', () => {
  it('keeps countries by region, flags and minimum pillar scores', async () => {
    const snapshot = await minimalSnapshot();
    const rows = screenCountries(snapshot, {
      regions: ['Europe'],
      exclusionTypes: [],
      minScores: { governance: 70 },
    });
    expect(rows.map((r) => [r.country, r.governance, r.score])).toEqual([
      ['DE', 79, (71 + 77 + 79) / 3],
      ['GB', 77, (68 + 74 + 77) / 3],
    ]);
    expect(countryScreeningFilters(snapshot).exclusionTypes.map((e) => e.value)).toEqual([
      'eu_non_cooperative_tax',
      'social_violations',
    ]);
  });
});
