import type { SortOrder } from '@esgkit/core';

// Paging of the list views this layer builds (spec doc 2 §7: page, per_page, order_by, order, find): find filters
// by text, a stable sort on one key with missing values last in either direction, then one page.

export interface PagingQuery {
  page?: number | undefined;
  perPage?: number | undefined;
  orderBy?: string | undefined;
  order?: SortOrder | undefined;
  find?: string | undefined;
  benchmark?: boolean | undefined;
}

export interface PageSpec<Row> {
  perPage: number;
  orderBy: string;
  order?: SortOrder;
  /** orderable columns; an unknown `orderBy` falls back to the default */
  keys: Record<string, (row: Row) => string | number | null | undefined>;
  find: (row: Row) => readonly (string | null | undefined)[];
}

const isMissing = (x: unknown) => x === null || x === undefined || (typeof x === 'number' && Number.isNaN(x));

/** One page after find and order; a page past the end is empty and keeps its number. */
export const pageOf = <Row>(rows: readonly Row[], query: PagingQuery, spec: PageSpec<Row>) => {
  const find = query.find?.trim() ?? '';
  const needle = find.toLowerCase();
  const found = needle
    ? rows.filter((r) => spec.find(r).some((t) => t?.toLowerCase().includes(needle)))
    : [...rows];
  const orderBy = query.orderBy && Object.hasOwn(spec.keys, query.orderBy) ? query.orderBy : spec.orderBy;
  const order: SortOrder = query.order ?? spec.order ?? 'desc';
  const key = spec.keys[orderBy]!;
  const sign = order === 'asc' ? 1 : -1;
  const keyed = found.map((row, i) => ({ row, i, k: key(row) }));
  keyed.sort((x, y) => {
    const mx = isMissing(x.k);
    const my = isMissing(y.k);
    if (mx || my) return mx === my ? x.i - y.i : mx ? 1 : -1;
    const c =
      typeof x.k === 'number' && typeof y.k === 'number'
        ? x.k - y.k
        : String(x.k).toLowerCase().localeCompare(String(y.k).toLowerCase(), 'en');
    return c !== 0 ? sign * c : x.i - y.i;
  });
  const perPage = query.perPage ?? spec.perPage;
  const page = query.page ?? 1;
  return {
    data: keyed.slice((page - 1) * perPage, page * perPage).map((k) => k.row),
    page,
    perPage,
    total: found.length,
    order,
    orderBy,
    find,
  };
};
