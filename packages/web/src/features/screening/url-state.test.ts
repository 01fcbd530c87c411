import { describe, expect, it } from 'vitest';
import { industriesFor, withRegionRule } from './rules.ts';
import {
  criteriaFromParams,
  hasRun,
  paramsOfCriteria,
  paramsOfQuery,
  paramsOfTemplate,
  queryFromParams,
  viewFromParams,
  withView,
} from './url-state.ts';

// Filters live in the URL (issue 26): a bookmarked or shared address runs the same screen.
describe('screening URL', () => {
  it('writes a company screen to the URL and reads the same screen back', () => {
    const query = queryFromParams(new URLSearchParams());
    const screen = {
      ...query,
      regions: ['Europe'],
      sectors: ['Energy'],
      exclusions: { involvement_tobacco: 'minor' as const },
      controversies: ['none'],
      minScores: { environmental: 40 },
    };
    const params = paramsOfQuery(screen, { orderBy: 'marketCapEur', order: 'desc' });
    expect(params.toString()).toBe(
      'regions=Europe&sectors=Energy&ex.tobacco=minor&controversies=none&min.environmental=40&page=1&sort=marketCapEur&order=desc',
    );
    const back = new URLSearchParams(params.toString());
    expect(queryFromParams(back)).toEqual(screen);
    expect(viewFromParams(back)).toEqual({ page: 1, orderBy: 'marketCapEur', order: 'desc', find: '' });
  });

  it('reads a fund screen with SFDR articles and a maximum TER', () => {
    const params = new URLSearchParams('sfdr=8,9&assetClasses=equity&maxTer=0.5&page=2');
    const query = queryFromParams(params);
    expect(query.sfdrArticles).toEqual([8, 9]);
    expect(query.assetClasses).toEqual(['equity']);
    expect(query.maxTerPct).toBe(0.5);
    expect(viewFromParams(params).page).toBe(2);
  });

  it('round-trips the fund facts and market cap bounds (issue 26 part 7), a provider with a comma intact', () => {
    const screen = {
      ...queryFromParams(new URLSearchParams()),
      domiciles: ['IE', 'LU'],
      providers: ['Acme, Inc.', 'Minimal Funds'],
      minAumEur: 1_000_000_000,
      maxAumEur: 5_000_000_000,
      inceptionFrom: '2010-01-01',
      inceptionTo: '2015-03-02',
      minRating: 4,
      minTaxonomyAlignedPct: 12.5,
      minMarketCapEur: 2e9,
      maxMarketCapEur: 1e10,
    };
    const params = paramsOfQuery(screen);
    expect(params.toString()).toBe(
      'domiciles=IE%2CLU&provider=Acme%2C+Inc.&provider=Minimal+Funds&minAum=1000000000&maxAum=5000000000&minRating=4&minTaxonomy=12.5&minCap=2000000000&maxCap=10000000000&inceptionFrom=2010-01-01&inceptionTo=2015-03-02&page=1',
    );
    expect(queryFromParams(new URLSearchParams(params.toString()))).toEqual(screen);
    // a rating of 6 stars is one the route refuses
    expect(queryFromParams(new URLSearchParams('minRating=6&domiciles=IE')).domiciles).toEqual([]);
  });

  it('falls back to no filter when an address holds what the route refuses', () => {
    expect(queryFromParams(new URLSearchParams('ex.tobacco=huge&regions=Europe')).regions).toEqual([]);
    expect(queryFromParams(new URLSearchParams('assetClasses=gold')).assetClasses).toEqual([]);
  });

  it('shows results only once the screen was run, and a new page keeps the filters', () => {
    expect(hasRun(new URLSearchParams('regions=Europe'))).toBe(false);
    const run = new URLSearchParams('regions=Europe&page=1&find=acme');
    expect(hasRun(run)).toBe(true);
    expect(withView(run, { page: 3 }).toString()).toBe('regions=Europe&page=3&find=acme');
  });

  it('round-trips country criteria', () => {
    const criteria = {
      regions: ['Asia'],
      exclusionTypes: ['social_violations'],
      minScores: { governance: 55 },
    };
    expect(criteriaFromParams(paramsOfCriteria(criteria))).toEqual(criteria);
  });
});

// doc 1 §5: "At least one region must be picked before the related filter is enabled".
describe('region before the related filters', () => {
  const industries = [
    { value: 'Oil & Gas', label: 'Oil & Gas', parent: 'Energy' },
    { value: 'Banks', label: 'Banks', parent: 'Financials' },
  ];
  const base = queryFromParams(new URLSearchParams());

  it('clears sectors and industries when no region is left', () => {
    const next = withRegionRule(
      { ...base, regions: [], sectors: ['Energy'], industries: ['Oil & Gas'] },
      industries,
    );
    expect(next.sectors).toEqual([]);
    expect(next.industries).toEqual([]);
  });

  it('offers the industries of the picked sectors and drops the others', () => {
    expect(industriesFor(industries, ['Energy']).map((i) => i.value)).toEqual(['Oil & Gas']);
    expect(industriesFor(industries, []).length).toBe(2);
    const next = withRegionRule(
      { ...base, regions: ['Europe'], sectors: ['Energy'], industries: ['Oil & Gas', 'Banks'] },
      industries,
    );
    expect(next.industries).toEqual(['Oil & Gas']);
  });
});

describe('a CSV template in the URL', () => {
  it('names the template, not its securities, and keeps it across a page or sort', () => {
    const params = paramsOfTemplate('tpl-1', null);
    expect(params.toString()).toBe('page=1&template=tpl-1');
    expect(hasRun(params)).toBe(true);
    expect(withView(params, { page: 2, orderBy: 'terPct' }).get('template')).toBe('tpl-1');
    // the template's securities come from templates.list, never from the address
    expect(queryFromParams(params).securities).toBeUndefined();
  });
});
