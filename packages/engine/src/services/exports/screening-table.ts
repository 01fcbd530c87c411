import { type CountryScreeningCriteria, type ScreeningQuery, screeningColumnHeader } from '@esgkit/core';
import { screenCompanies } from '../../analytics/screening/company.ts';
import { screenCountries } from '../../analytics/screening/country.ts';
import { screenFunds } from '../../analytics/screening/fund.ts';
import { translatorFor } from '../../analytics/views/side.ts';
import { fundScreeningSources, requireSnapshot, type SnapshotSource } from '../securities.ts';
import type { ScreeningClaim } from './claims.ts';
import { ALL_ROWS, type Table } from './sections.ts';

/** A screening run's every row as a table (columns as the screening names them). */
export const screeningTable = (source: SnapshotSource, claim: ScreeningClaim): Table => {
  const snapshot = requireSnapshot(source);
  const t = translatorFor(claim.locale);
  const c = (k: string) => t(`exports.columns.${k}` as 'exports.columns.name');
  if (claim.screening === 'country') {
    const rows = screenCountries(snapshot, claim.query as CountryScreeningCriteria, {
      locale: claim.locale,
    });
    return {
      header: ['country', 'name', 'region', 'environmental', 'social', 'governance', 'score'].map(c),
      rows: rows.map((r) => [r.country, r.name, r.region, r.environmental, r.social, r.governance, r.score]),
    };
  }
  const all = { ...claim.view, page: 1, perPage: ALL_ROWS };
  const query = claim.query as ScreeningQuery;
  const result =
    claim.screening === 'fund'
      ? screenFunds(snapshot, query, all, { locale: claim.locale, ...fundScreeningSources(snapshot) })
      : screenCompanies(snapshot, query, all, { locale: claim.locale });
  const columns = result.columns.filter((col) => !['name', 'isin', 'ticker', 'country'].includes(col.key));
  return {
    header: [...['name', 'isin', 'ticker', 'country'].map(c), ...columns.map(screeningColumnHeader)],
    rows: result.companies.map((r) => [
      r.name,
      r.isin,
      r.ticker,
      r.country,
      ...columns.map((col) => r.values[col.key] ?? null),
    ]),
  };
};
