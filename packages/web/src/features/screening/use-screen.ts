import { SCREENING_PAGE_SIZE, type SortOrder } from '@esgkit/core';
import { useEffect, useState } from 'react';
import { useScreenView } from './ScreeningShell.tsx';
import { hasRun, type ScreenView } from './url-state.ts';

/**
 * One screening page's state: the criteria applied (read from the URL, so a screen can be bookmarked and shared,
 * issue 26), the draft being edited in the filter panel, and the actions Run and Clear. `fromParams` and `toParams`
 * are the page's URL codec (url-state.ts); the view (page, sort, find) is kept across a new run's sort.
 */
export const useScreen = <Criteria>(
  fromParams: (params: URLSearchParams) => Criteria,
  toParams: (criteria: Criteria, view: Partial<ScreenView>) => URLSearchParams,
) => {
  const { params, setParams, view, setView, sortBy } = useScreenView();
  const applied = fromParams(params);
  const appliedKey = params.toString();
  const [draft, setDraft] = useState<Criteria>(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the URL (back, a shared link)
  useEffect(() => setDraft(fromParams(params)), [appliedKey]);
  return {
    view,
    setView,
    sortBy,
    applied,
    draft,
    setDraft,
    /** Whether the URL asks for results (the screen was run). */
    ran: hasRun(params),
    run: () => setParams(toParams(draft, { orderBy: view.orderBy, order: view.order })),
    /** Back to the empty criteria; the results stay until the next run. */
    clear: () => setDraft(fromParams(new URLSearchParams())),
    /** The page, sort and find as a paged screening route takes them (`find` only when there is one, doc 1 §5). */
    pagedQuery: <SortKey extends string>() => ({
      page: view.page,
      perPage: SCREENING_PAGE_SIZE,
      ...(view.orderBy ? { orderBy: view.orderBy as SortKey } : {}),
      ...(view.order ? { order: view.order as SortOrder } : {}),
      ...(view.find ? { find: view.find } : {}),
    }),
    /** The pager of a paged answer: a new page keeps the filters, sort and find. */
    pagingOf: (data: { page: number; perPage: number } | undefined) =>
      data
        ? { page: data.page, perPage: data.perPage, onPage: (page: number) => setView({ page }) }
        : undefined,
  };
};
