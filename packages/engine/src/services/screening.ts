import type {
  CompanyScreeningFilters,
  CountryScreeningCriteria,
  CountryScreeningResult,
  FundScreeningFilters,
  Locale,
  PageQuery,
  ScreeningQuery,
  ScreeningResult,
} from '@esgkit/core';
import {
  companyScreeningFilters,
  countryScreeningFilters,
  fundScreeningFilters,
  screenCompanies,
  screenCountries,
  screenFunds,
} from '../analytics/screening/index.ts';
import type { PagingQuery } from '../analytics/views/paging.ts';
import type { Snapshot } from '../provider/snapshot/snapshot.ts';
import { fundScreeningSources, requireSnapshot, type SnapshotSource } from './securities.ts';

type CountryFilters = Pick<CompanyScreeningFilters, 'regions' | 'exclusionTypes'>;

interface FilterLists {
  company: Map<Locale, CompanyScreeningFilters>;
  country: Map<Locale, CountryFilters>;
  fund: Map<Locale, FundScreeningFilters>;
}

const pagingOf = (query: PageQuery): PagingQuery => ({
  page: query.page,
  ...(query.perPage !== undefined ? { perPage: query.perPage } : {}),
  ...(query.orderBy !== undefined ? { orderBy: query.orderBy } : {}),
  ...(query.order !== undefined ? { order: query.order } : {}),
  ...(query.find !== undefined ? { find: query.find } : {}),
});

/**
 * Fund, company and country screening over the served snapshot (engine analytics/screening). The filter lists
 * depend only on the snapshot and the language, so they are built once per snapshot and locale.
 */
export const createScreeningService = (source: SnapshotSource) => {
  const lists = new WeakMap<Snapshot, FilterLists>();
  const listsOf = (snapshot: Snapshot): FilterLists => {
    let found = lists.get(snapshot);
    if (!found) {
      found = { company: new Map(), country: new Map(), fund: new Map() };
      lists.set(snapshot, found);
    }
    return found;
  };
  const cached = <T>(cache: Map<Locale, T>, locale: Locale, build: () => T): T => {
    let value = cache.get(locale);
    if (value === undefined) {
      value = build();
      cache.set(locale, value);
    }
    return value;
  };

  return {
    companyFilters(locale: Locale): CompanyScreeningFilters {
      const snapshot = requireSnapshot(source);
      return cached(listsOf(snapshot).company, locale, () => companyScreeningFilters(snapshot, { locale }));
    },
    countryFilters(locale: Locale): CountryFilters {
      const snapshot = requireSnapshot(source);
      return cached(listsOf(snapshot).country, locale, () => countryScreeningFilters(snapshot, { locale }));
    },
    fundFilters(locale: Locale): FundScreeningFilters {
      const snapshot = requireSnapshot(source);
      return cached(listsOf(snapshot).fund, locale, () => fundScreeningFilters(snapshot, { locale }));
    },
    companies(query: ScreeningQuery, page: PageQuery, locale: Locale): ScreeningResult {
      return screenCompanies(requireSnapshot(source), query, pagingOf(page), { locale });
    },
    funds(query: ScreeningQuery, page: PageQuery, locale: Locale): ScreeningResult {
      // The ratings' columns as the CSV export shows them (services/exports/screening-table.ts): one table.
      const snapshot = requireSnapshot(source);
      return screenFunds(snapshot, query, pagingOf(page), { locale, ...fundScreeningSources(snapshot) });
    },
    countries(criteria: CountryScreeningCriteria, locale: Locale): CountryScreeningResult {
      return screenCountries(requireSnapshot(source), criteria, { locale });
    },
  };
};

export type ScreeningService = ReturnType<typeof createScreeningService>;
