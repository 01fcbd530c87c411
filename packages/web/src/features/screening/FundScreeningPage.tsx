import { type AssetClass, FundScreeningSortKey, type FundType, type ScreeningQuery } from '@esgkit/core';
import { NumberInput } from '@mantine/core';
import { useLocale, useT } from '../../app/locale.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { useScreeningColumns } from './columns.tsx';
import { FundFactFilters } from './fact-filters.tsx';
import { ExclusionFilter, MinScoresFilter, OptionsFilter } from './filters.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { fundRowAction } from './RowActions.tsx';
import { ScreeningExports } from './ScreeningExports.tsx';
import { FindInput, ResultsArea, ScreeningShell, useScreeningQuery } from './ScreeningShell.tsx';
import { ScreeningTemplates } from './templates/index.ts';
import { usePagedScreen } from './use-screen.ts';

/** Data Hub → Screening → Funds (doc 1 §2, §3): the filters fund screening supports, 50 funds a page. */
export const FundScreeningPage = () => {
  const t = useT();
  const { locale } = useLocale();
  const { screen, results } = usePagedScreen('screening.fund');
  const { view, setView, sortBy, draft, setDraft } = screen;
  const lists = useScreeningQuery('screening.fundFilters', null);
  const columnsOf = useScreeningColumns(FundScreeningSortKey.options);
  const data = results.data?.data;
  const filters = lists.data?.data;
  const set = (patch: Partial<ScreeningQuery>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <ScreeningShell
      title={t('nav.fundScreening')}
      description={t('web.screening.descriptions.fund')}
      running={results.isFetching}
      onRun={screen.run}
      onClear={screen.clear}
      toolbar={
        <>
          <ScreeningExports kind="fund" screen={screen} />
          <ScreeningTemplates kind="fund" criteria={draft} />
        </>
      }
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
            // an it-IT user types 1,5 (read as 15 with the default separator)
            decimalSeparator={locale === 'it-IT' ? ',' : '.'}
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
          <FundFactFilters lists={filters} draft={draft} set={set} />
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
        ran={screen.ran}
        query={results}
        total={data?.total}
        paging={screen.pagingOf(data)}
        find={<FindInput find={view.find} onFind={(find) => setView({ find, page: 1 })} />}
      >
        {data ? (
          <ResultsTable
            testId="fund-results"
            columns={columnsOf(data.columns)}
            rows={data.companies}
            rowKey={(r) => r.id}
            sorting={{ orderBy: data.orderBy, order: data.order, onSort: (key) => sortBy(key, data) }}
            action={fundRowAction}
          />
        ) : null}
      </ResultsArea>
    </ScreeningShell>
  );
};
