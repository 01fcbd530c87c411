import { describe, expect, it } from 'vitest';
import type { ResolvedSecurity } from '../schemas/portfolio.ts';
import {
  controversyOptions,
  exclusionOptionFor,
  isRegionFilterEnabled,
  screeningSearchText,
  sortCountries,
  validateAlignment,
  validateNewTemplate,
  validateRegionSelection,
  validateScreeningCsvColumns,
  validateScreeningCsvContent,
  validateScreeningSearch,
  validateScreeningTemplate,
} from './screening.ts';

const keys = (issues: { messageKey: string }[]) => issues.map((i) => i.messageKey);
const security = (input: string, type: ResolvedSecurity['type'], exists = true): ResolvedSecurity => ({
  input,
  fundId: exists ? input : null,
  type,
  exists,
});

describe('screening-template CSV', () => {
  it('accepts ISIN and Ticker columns in any case', () => {
    expect(validateScreeningCsvColumns(['ISIN'])).toEqual([]);
    expect(validateScreeningCsvColumns(['\uFEFFisin', ' Ticker '])).toEqual([]);
  });

  it('refuses any other column in a template CSV', () => {
    expect(validateScreeningCsvColumns(['ISIN', 'Weight'])).toEqual([
      {
        code: 'csvOnlyIsinOrTicker',
        path: [0, 1],
        messageKey: 'csvOnlyIsinOrTicker',
        severity: 'error',
        params: { column: 'Weight' },
      },
    ]);
    expect(keys(validateScreeningCsvColumns([]))).toEqual(['csvOnlyIsinOrTicker']);
    expect(keys(validateScreeningCsvColumns(['Name', '']))).toEqual([
      'csvOnlyIsinOrTicker',
      'csvOnlyIsinOrTicker',
    ]);
  });

  it('requires funds in a fund template CSV and warns on companies', () => {
    expect(validateScreeningCsvContent('fund', [security('URTH', 'fund')])).toEqual([]);
    expect(
      keys(
        validateScreeningCsvContent('fund', [security('US0378331005', 'equity'), security('X', null, false)]),
      ),
    ).toEqual(['csvNoFunds']);
    const mixed = validateScreeningCsvContent('fund', [
      security('URTH', 'fund'),
      security('US0378331005', 'equity'),
    ]);
    expect(mixed.map((i) => [i.messageKey, i.severity])).toEqual([['csvMixedWithCompanies', 'warning']]);
  });

  it('requires companies in a company template CSV and warns on funds', () => {
    expect(validateScreeningCsvContent('company', [security('US0378331005', 'equity')])).toEqual([]);
    expect(keys(validateScreeningCsvContent('company', [security('URTH', 'fund')]))).toEqual([
      'csvNoCompanies',
    ]);
    expect(keys(validateScreeningCsvContent('company', []))).toEqual(['csvNoCompanies']);
    const mixed = validateScreeningCsvContent('company', [
      security('US0378331005', 'equity'),
      security('URTH', 'fund'),
    ]);
    expect(mixed.map((i) => [i.messageKey, i.severity])).toEqual([['csvMixedWithFunds', 'warning']]);
  });
});

describe('screening templates and filters', () => {
  it('requires a template name', () => {
    expect(validateScreeningTemplate({ name: 'Low carbon', filters: { sectors: ['Utilities'] } })).toEqual(
      [],
    );
    expect(keys(validateScreeningTemplate({ name: '  ', filters: { sectors: ['Utilities'] } }))).toEqual([
      'templateNameRequired',
    ]);
    expect(keys(validateScreeningTemplate({ filters: { sectors: ['Utilities'] } }))).toEqual([
      'templateNameRequired',
    ]);
  });

  it('requires at least one filter or security', () => {
    expect(validateScreeningTemplate({ name: 'CSV list', securities: ['URTH'] })).toEqual([]);
    expect(
      validateScreeningTemplate({ name: 'Minor', filters: { involvement: { tobacco: 'minor' } } }),
    ).toEqual([]);
    expect(validateScreeningTemplate({ name: 'Zero is a value', filters: { minScore: 0 } })).toEqual([]);
    expect(
      keys(
        validateScreeningTemplate({
          name: 'Empty',
          filters: { regions: [], find: '', esg: null, flag: false },
        }),
      ),
    ).toEqual(['templateFilterRequired']);
    expect(
      keys(
        validateScreeningTemplate({
          name: 'Empty',
          filters: { involvement: { tobacco: null } },
          securities: [],
        }),
      ),
    ).toEqual(['templateFilterRequired']);
  });

  it('allows adding a template only when none is being added', () => {
    expect(validateNewTemplate([{ id: 't1' }, { id: 't2', editing: false }])).toEqual([]);
    expect(keys(validateNewTemplate([{ id: 't1' }, { id: null }]))).toEqual(['oneTemplateAtATime']);
    expect(keys(validateNewTemplate([{ id: 't1', editing: true }]))).toEqual(['oneTemplateAtATime']);
  });

  it('refuses an alignment above the eligibility', () => {
    expect(validateAlignment({ alignment: 12, eligibility: 12 })).toEqual([]);
    expect(validateAlignment({ alignment: 5, eligibility: null })).toEqual([]);
    expect(validateAlignment({ alignment: 12.5, eligibility: 12 })).toEqual([
      {
        code: 'alignmentAboveEligibility',
        path: ['alignment'],
        messageKey: 'alignmentAboveEligibility',
        severity: 'error',
        params: { eligibility: 12 },
      },
    ]);
  });

  it('requires a region before the region filter', () => {
    expect(isRegionFilterEnabled([])).toBe(false);
    expect(isRegionFilterEnabled(['Europe'])).toBe(true);
    expect(validateRegionSelection({ regions: ['Europe'], dependent: ['IT'] })).toEqual([]);
    expect(validateRegionSelection({ regions: [], dependent: [] })).toEqual([]);
    expect(keys(validateRegionSelection({ regions: [], dependent: ['IT'] }))).toEqual(['regionRequired']);
  });

  it('sends the search text only when it is a string', () => {
    expect(screeningSearchText('apple')).toBe('apple');
    expect(screeningSearchText('')).toBe('');
    expect(screeningSearchText(42)).toBeUndefined();
    expect(screeningSearchText(['apple'])).toBeUndefined();
    expect(validateScreeningSearch('apple')).toEqual([]);
    expect(validateScreeningSearch(undefined)).toEqual([]);
    expect(validateScreeningSearch(42).map((i) => [i.messageKey, i.severity])).toEqual([
      ['screeningSearchNotString', 'warning'],
    ]);
  });

  it('maps involvement to the exclusion options None, Minor and Serious', () => {
    expect([0, 5, 5.05, 5.1, 10, 10.05, 10.1, 20, 20.01, -1, Number.NaN].map(exclusionOptionFor)).toEqual([
      'none',
      'none',
      'minor',
      'minor',
      'minor',
      'serious',
      'serious',
      'serious',
      null,
      null,
      null,
    ]);
  });

  it('puts None first in the controversy list', () => {
    expect(controversyOptions(['minor', 'serious'])).toEqual(['none', 'minor', 'serious']);
    expect(controversyOptions(['minor', 'none', 'serious'])).toEqual(['none', 'minor', 'serious']);
  });
});

describe('sortCountries', () => {
  const row = (name: string, score: number | null) => ({
    country: name.slice(0, 2).toUpperCase(),
    name,
    region: 'Europe',
    environmental: null,
    social: null,
    governance: null,
    score,
    ghgIntensityTPerMeurGdp: null,
    socialViolations: null,
    flags: [],
  });
  const rows = [row('Italy', 65), row('Norway', null), row('Germany', 75.7), row('Austria', 65)];
  const names = (sorted: { name: string }[]) => sorted.map((r) => r.name);

  it('sorts by the column asked, a country without the figure last either way, ties by name', () => {
    expect(names(sortCountries(rows, 'score', 'desc'))).toEqual(['Germany', 'Austria', 'Italy', 'Norway']);
    expect(names(sortCountries(rows, 'score', 'asc'))).toEqual(['Austria', 'Italy', 'Germany', 'Norway']);
  });

  it('sorts by name for a key the table does not sort by', () => {
    expect(names(sortCountries(rows, 'flags', undefined))).toEqual(['Austria', 'Germany', 'Italy', 'Norway']);
  });
});
