import type { SortOrder } from '@esgkit/core';

// Paging of every list view (spec doc 2 §7: page, per_page, order_by, order, find): find filters by text, then a
// stable sort on one key with missing values last in either direction, then one page.

export interface PagingQuery {
  page?: number;
  perPage?: number;
  orderBy?: string;
  order?: SortOrder;
  find?: string;
}

export interface PagingDefaults<Row> {
  perPage: number;
  orderBy: string;
  order: SortOrder;
  /** the sort key of a row for a column; null/undefined/NaN sort last */
  sortKey: (row: Row, orderBy: string) => string | number | null | undefined;
  /** the texts `find` searches (case-insensitive substring) */
  findText: (row: Row) => readonly (string | null | undefined)[];
  /** the columns that may be ordered by; an unknown `orderBy` falls back to the default */
  orderable: (orderBy: string) => boolean;
  /** true when `rows` already come in this order (the sort is then skipped: thousands of rows per view) */
  isInOrder?: (orderBy: string, order: SortOrder) => boolean;
}

export interface PageOf<Row> {
  data: Row[];
  page: number;
  perPage: number;
  total: number;
  order: SortOrder;
  orderBy: string;
  find: string;
}

const isMissing = (x: unknown): boolean =>
  x === null || x === undefined || (typeof x === 'number' && Number.isNaN(x));

/** Compares two sort keys ascending; numbers before strings, strings by locale-independent code order. */
export const compareKeys = (a: string | number, b: string | number): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a).toLowerCase();
  const sb = String(b).toLowerCase();
  return sa < sb ? -1 : sa > sb ? 1 : 0;
};

/** One page of rows after find and order; the page number is kept even past the end (an empty page). */
export const pageRows = <Row>(
  rows: readonly Row[],
  query: PagingQuery,
  defaults: PagingDefaults<Row>,
): PageOf<Row> => {
  const find = typeof query.find === 'string' ? query.find.trim() : '';
  const needle = find.toLowerCase();
  const found = needle
    ? rows.filter((r) => defaults.findText(r).some((t) => t?.toLowerCase().includes(needle)))
    : rows;
  const orderBy = query.orderBy && defaults.orderable(query.orderBy) ? query.orderBy : defaults.orderBy;
  const order = query.order ?? defaults.order;
  const perPage = query.perPage ?? defaults.perPage;
  const page = query.page ?? 1;
  if (defaults.isInOrder?.(orderBy, order)) {
    const data = found.slice((page - 1) * perPage, page * perPage);
    return { data, page, perPage, total: found.length, order, orderBy, find };
  }
  const sign = order === 'asc' ? 1 : -1;
  const keyed = found.map((row, i) => ({ row, i, key: defaults.sortKey(row, orderBy) }));
  keyed.sort((x, y) => {
    const mx = isMissing(x.key);
    const my = isMissing(y.key);
    if (mx || my) return mx === my ? x.i - y.i : mx ? 1 : -1;
    return sign * compareKeys(x.key as string | number, y.key as string | number) || x.i - y.i;
  });
  const data = keyed.slice((page - 1) * perPage, page * perPage).map((k) => k.row);
  return { data, page, perPage, total: found.length, order, orderBy, find };
};
