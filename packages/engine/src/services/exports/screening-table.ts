import {
  type CountryScreeningCriteria,
  type ScreeningQuery,
  screeningColumnHeader,
  sortCountries,
} from '@esgkit/core';
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
    // the route answers countries unsorted and the table sorts them: the file holds them in the table's order
    const rows = sortCountries(
      screenCountries(snapshot, claim.query as CountryScreeningCriteria, { locale: claim.locale }),
      claim.view?.orderBy,
      claim.view?.order,
    );
    const violations = (v: boolean | null) =>
      v === null ? null : t(v ? 'web.screening.violationsYes' : 'web.screening.violationsNo');
    return {
      header: [
        ...['country', 'name', 'region', 'environmental', 'social', 'governance', 'score'].map(c),
        // the sovereign PAI inputs the table shows (RTS Annex I table 1 #15, #16), labelled as its columns
        t('web.screening.ghgIntensity'),
        t('web.screening.socialViolations'),
      ],
      rows: rows.map((r) => [
        r.country,
        r.name,
        r.region,
        r.environmental,
        r.social,
        r.governance,
        r.score,
        r.ghgIntensityTPerMeurGdp,
        violations(r.socialViolations),
      ]),
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
