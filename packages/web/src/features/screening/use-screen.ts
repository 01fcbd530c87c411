import { type CallInput, SCREENING_PAGE_SIZE, type ScreeningQuery, type SortOrder } from '@esgkit/core';
import { useEffect, useState } from 'react';
import { usePrefetchScreening, useScreeningQuery, useScreenView } from './ScreeningShell.tsx';
import { useTemplateRun } from './templates/use-template-run.ts';
import { hasRun, paramsOfQuery, queryFromParams, type ScreenView } from './url-state.ts';

/** The page, sort and find of `view` as a paged screening route takes them (`find` only when there is one, doc 1 §5). */
const pagedQueryOf = <SortKey extends string>(view: ScreenView) => ({
  page: view.page,
  perPage: SCREENING_PAGE_SIZE,
  ...(view.orderBy ? { orderBy: view.orderBy as SortKey } : {}),
  ...(view.order ? { order: view.order as SortOrder } : {}),
  ...(view.find ? { find: view.find } : {}),
});

/**
 * One screening page's state: the criteria applied (read from the URL, so a screen can be bookmarked and shared,
 * issue 26), the draft being edited in the filter panel, and the actions Run and Clear. `fromParams` and `toParams`
 * are the page's URL codec (url-state.ts); the view (page, sort, find) is kept across a new run's sort.
 */
export const useScreen = <Criteria>(
  fromParams: (params: URLSearchParams) => Criteria,
  toParams: (criteria: Criteria, view: Partial<ScreenView>) => URLSearchParams,
  beforeViewChange?: (next: ScreenView) => void,
) => {
  const { params, setParams, view, setView, sortBy } = useScreenView(beforeViewChange);
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
    pagedQuery: <SortKey extends string>() => pagedQueryOf<SortKey>(view),
    /** The pager of a paged answer: a new page keeps the filters, sort and find. */
    pagingOf: (data: { page: number; perPage: number } | undefined) =>
      data
        ? { page: data.page, perPage: data.perPage, onPage: (page: number) => setView({ page }) }
        : undefined,
  };
};

/**
 * A paged screening (companies, funds): useScreen with the results of the URL's criteria, page, sort and find. A
 * sort, a page or a find starts the next query at once (the request leaves at the click; the page's re-render for
 * the new URL overlaps it), which is what keeps a sort or page change near the engine's own time.
 */
export const usePagedScreen = <Id extends 'screening.company' | 'screening.fund'>(id: Id) => {
  const prefetch = usePrefetchScreening();
  // the URL's sort key is the route's (the engine refuses another with a message)
  const inputOf = (view: ScreenView, body: ScreeningQuery) =>
    ({ query: pagedQueryOf(view), body }) as Omit<CallInput<Id>, 'signal'>;
  const screen = useScreen(queryFromParams, paramsOfQuery, (next) => {
    if (screen.ran && template.ready) prefetch(id, inputOf(next, template.query));
  });
  // a CSV template's securities join the URL's criteria (the table, the CSV and the PDF alike)
  const template = useTemplateRun(id === 'screening.fund' ? 'fund' : 'company', screen.applied);
  const results = useScreeningQuery(id, inputOf(screen.view, template.query), {
    enabled: screen.ran && template.ready,
  });
  return {
    screen: { ...screen, applied: template.query },
    // a template that is gone is the screen's error (not every fund or company)
    results: template.error ? ({ ...results, error: template.error } as typeof results) : results,
  };
};
