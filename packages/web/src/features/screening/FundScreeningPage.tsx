import {
  type AssetClass,
  FundScreeningSortKey,
  type FundType,
  SCREENING_PAGE_SIZE,
  type ScreeningQuery,
} from '@esgkit/core';
import { Button, NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { lookupOpenPath } from '../../app/paths.ts';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { useScreeningColumns } from './columns.tsx';
import { ExclusionFilter, MinScoresFilter, OptionsFilter } from './filters.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import {
  FindInput,
  ResultsArea,
  ScreeningShell,
  useScreeningQuery,
  useScreenView,
} from './ScreeningShell.tsx';
import { hasRun, paramsOfQuery, queryFromParams } from './url-state.ts';

const emptyQuery = (): ScreeningQuery => queryFromParams(new URLSearchParams());

/** Data Hub → Screening → Funds (doc 1 §2, §3): the filters fund screening supports, 50 funds a page. */
export const FundScreeningPage = () => {
  const t = useT();
  const { params, setParams, view, setView, sortBy } = useScreenView();
  const applied = queryFromParams(params);
  const appliedKey = params.toString();
  const [draft, setDraft] = useState<ScreeningQuery>(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft follows the URL (back, a shared link)
  useEffect(() => setDraft(queryFromParams(params)), [appliedKey]);
  const lists = useScreeningQuery('screening.fundFilters', null);
  const ran = hasRun(params);
  const results = useScreeningQuery(
    'screening.fund',
    {
      query: {
        page: view.page,
        perPage: SCREENING_PAGE_SIZE,
        ...(view.orderBy ? { orderBy: view.orderBy as FundScreeningSortKey } : {}),
        ...(view.order ? { order: view.order } : {}),
        // doc 1 §5: the search text is sent only when there is one
        ...(view.find ? { find: view.find } : {}),
      },
      body: applied,
    },
    { enabled: ran },
  );
  const columnsOf = useScreeningColumns(FundScreeningSortKey.options);
  const data = results.data?.data;
  const filters = lists.data?.data;
  const set = (patch: Partial<ScreeningQuery>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <ScreeningShell
      title={t('nav.fundScreening')}
      description={t('web.screening.descriptions.fund')}
      running={results.isFetching}
      onRun={() => setParams(paramsOfQuery(draft, { orderBy: view.orderBy, order: view.order }))}
      onClear={() => setDraft(emptyQuery())}
      filters={
        <>
          {lists.error ? <QueryError error={lists.error} onRetry={lists.refetch} /> : null}
          <OptionsFilter
            label={t('web.screening.categories')}
            options={filters?.categories}
            value={draft.categories}
            onChange={(categories) => set({ categories })}
            testId="filter-categories"
          />
          <OptionsFilter
            label={t('web.screening.assetClasses')}
            options={filters?.assetClasses}
            value={draft.assetClasses}
            onChange={(v) => set({ assetClasses: v as AssetClass[] })}
            testId="filter-assetClasses"
          />
          <OptionsFilter
            label={t('web.screening.fundTypes')}
            options={filters?.fundTypes}
            value={draft.fundTypes}
            onChange={(v) => set({ fundTypes: v as FundType[] })}
            testId="filter-fundTypes"
          />
          <OptionsFilter
            label={t('web.screening.sfdrArticles')}
            options={filters?.sfdrArticles}
            value={draft.sfdrArticles.map(String)}
            onChange={(v) => set({ sfdrArticles: v.map(Number) as ScreeningQuery['sfdrArticles'] })}
            testId="filter-sfdr"
          />
          <OptionsFilter
            label={t('web.screening.regions')}
            options={filters?.regions}
            value={draft.regions}
            onChange={(regions) => set({ regions })}
            testId="filter-regions"
          />
          <NumberInput
            label={t('web.screening.maxTer')}
            min={0}
            step={0.05}
            decimalScale={2}
            value={draft.maxTerPct ?? ''}
            onChange={(v) => {
              const { maxTerPct: _, ...rest } = draft;
              setDraft(typeof v === 'number' ? { ...rest, maxTerPct: v } : rest);
            }}
            data-testid="filter-maxTer"
          />
          <MinScoresFilter
            scores={filters?.scores ?? []}
            value={draft.minScores}
            onChange={(minScores) => set({ minScores })}
          />
          <ExclusionFilter
            types={filters?.exclusionTypes}
            value={draft.exclusions}
            onChange={(exclusions) => set({ exclusions })}
          />
        </>
      }
    >
      <ResultsArea
        ran={ran}
        query={results}
        total={data?.total}
        paging={
          data ? { page: data.page, perPage: data.perPage, onPage: (page) => setView({ page }) } : undefined
        }
        find={<FindInput find={view.find} onFind={(find) => setView({ find, page: 1 })} />}
      >
        {data ? (
          <ResultsTable
            testId="fund-results"
            columns={columnsOf(data.columns)}
            rows={data.companies}
            rowKey={(r) => r.id}
            sorting={{ orderBy: data.orderBy, order: data.order, onSort: (key) => sortBy(key, data) }}
            action={(row) => (
              <Button
                component={Link}
                to={lookupOpenPath(row.isin ?? row.ticker ?? row.id)}
                size="compact-sm"
                variant="light"
                data-testid="open-fund"
              >
                {t('web.screening.openResults')}
              </Button>
            )}
          />
        ) : null}
      </ResultsArea>
    </ScreeningShell>
  );
};
