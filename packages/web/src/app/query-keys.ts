import type { Locale, RouteId } from '@esgkit/core';
import type { QueryKey } from '@tanstack/react-query';

/**
 * Every react-query key of the SPA, made here and nowhere else. The first element is always the contract route id,
 * so `queryKeys.route(id)` matches every cached answer of that route (any input, share token or language) when a
 * change invalidates it; the rest of each key is whatever changes the answer.
 */
export const queryKeys = {
  /** Every cached answer of a route: what invalidateQueries and removeQueries take. */
  route: (id: RouteId) => [id] as const,
  /** One route and input (useApiQuery); a prefix of it matches that input's answer only. */
  call: (id: RouteId, input: object | null) => [id, input] as const,
  /** A result view of a portfolio as its subject (owner or share token) sees it, in one language. */
  view: (id: RouteId, input: object, shareToken: string | null, locale: Locale) =>
    [id, input, shareToken, locale] as const,
  /** The result views' holdings list: the pages of one order and filter. */
  holdingsPages: (
    portfolioId: string,
    shareToken: string | null,
    sort: { orderBy: string; order: string; find: string },
    locale: Locale,
  ) => ['views.holdings', portfolioId, shareToken, sort.orderBy, sort.order, sort.find, locale] as const,
  /** A client page's holdings table: the portfolio's `updatedAt` (an edit revalues it) and the language key it. */
  clientHoldings: (portfolioId: string, isBenchmark: boolean, version: string, locale: Locale) =>
    ['views.holdings', portfolioId, isBenchmark, version, locale] as const,
  /** A screening's filter lists or one run (criteria, page, sort, find), in one language (labels are translated). */
  screening: (id: RouteId, input: object | null, locale: Locale) => [id, input, locale] as const,
  profileImage: (imageId: string | undefined) => ['profile.image', imageId] as const,
  sharedClient: (token: string) => ['shares.get', token] as const,
} satisfies Record<string, (...args: never[]) => readonly [RouteId, ...unknown[]]>;

/** The answers a finished PAI run changes: the client and portfolio (their PAI day) and every PAI view. */
export const isChangedByPai = (key: QueryKey): boolean => {
  const id = String(key[0]);
  return id === 'clients.get' || id === 'portfolios.get' || id.startsWith('views.pai');
};
