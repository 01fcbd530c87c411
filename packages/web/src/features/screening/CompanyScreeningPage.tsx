import { CompanyScreeningScore, CompanyScreeningSortKey, type ScreeningQuery } from '@esgkit/core';
import { useT } from '../../app/locale.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { useScreeningColumns } from './columns.tsx';
import { MarketCapFilter } from './fact-filters.tsx';
import { ExclusionFilter, MinScoresFilter, OptionsFilter } from './filters.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { companyRowAction } from './RowActions.tsx';
import { industriesFor, relatedFiltersEnabled, withRegionRule } from './rules.ts';
import { ScreeningExports } from './ScreeningExports.tsx';
import { FindInput, ResultsArea, ScreeningShell, useScreeningQuery } from './ScreeningShell.tsx';
import { ScreeningTemplates } from './templates/index.ts';
import { usePagedScreen } from './use-screen.ts';

/**
 * Data Hub → Screening → Companies (doc 1 §2, §3): regions, then sectors and industries (a region first, doc 1 §5),
 * exclusion bands, controversies (the list starts with None) and ESG minimums; 50 companies a page.
 */
export const CompanyScreeningPage = () => {
  const t = useT();
  const { screen, results } = usePagedScreen('screening.company');
  const { view, setView, sortBy, draft, setDraft } = screen;
  const lists = useScreeningQuery('screening.companyFilters', null);
  const columnsOf = useScreeningColumns(CompanyScreeningSortKey.options);
  const data = results.data?.data;
  const filters = lists.data?.data;
  const industries = filters?.industries ?? [];
  const set = (patch: Partial<ScreeningQuery>) =>
    setDraft((d) => withRegionRule({ ...d, ...patch }, industries));
  const related = relatedFiltersEnabled(draft.regions);
  const scores = CompanyScreeningScore.options.map((k) => ({ value: k, label: t(`analytics.columns.${k}`) }));
  return (
    <ScreeningShell
      title={t('nav.companyScreening')}
      description={t('web.screening.descriptions.company')}
      running={results.isFetching}
      onRun={screen.run}
      onClear={screen.clear}
      toolbar={
        <>
          <ScreeningExports kind="company" screen={screen} />
          <ScreeningTemplates kind="company" criteria={draft} />
        </>
      }
      filters={
        <>
          {lists.error ? <QueryError error={lists.error} onRetry={lists.refetch} /> : null}
          <OptionsFilter
            label={t('web.screening.regions')}
            options={filters?.regions}
            value={draft.regions}
            onChange={(regions) => set({ regions })}
            testId="filter-regions"
          />
          <OptionsFilter
            label={t('web.screening.sectors')}
            options={filters?.sectors}
            value={draft.sectors}
            onChange={(sectors) => set({ sectors })}
            disabled={!related}
            {...(related ? {} : { description: t('web.screening.regionFirst') })}
            testId="filter-sectors"
          />
          <OptionsFilter
            label={t('web.screening.industries')}
            options={filters ? industriesFor(industries, draft.sectors) : undefined}
            value={draft.industries}
            onChange={(v) => set({ industries: v })}
            disabled={!related}
            {...(related ? {} : { description: t('web.screening.regionFirst') })}
            testId="filter-industries"
          />
          <ExclusionFilter
            types={filters?.exclusionTypes}
            value={draft.exclusions}
            onChange={(exclusions) => set({ exclusions })}
          />
          <OptionsFilter
            label={t('web.screening.controversies')}
            options={filters?.controversies}
            value={draft.controversies}
            onChange={(controversies) => set({ controversies })}
            testId="filter-controversies"
          />
          <MinScoresFilter
            scores={scores}
            value={draft.minScores}
            onChange={(minScores) => set({ minScores })}
          />
          <MarketCapFilter draft={draft} set={set} />
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
            testId="company-results"
            columns={columnsOf(data.columns)}
            rows={data.companies}
            rowKey={(r) => r.id}
            sorting={{ orderBy: data.orderBy, order: data.order, onSort: (key) => sortBy(key, data) }}
            action={companyRowAction}
          />
        ) : null}
      </ResultsArea>
    </ScreeningShell>
  );
};
