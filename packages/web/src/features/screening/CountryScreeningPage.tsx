import {
  type CountryScreeningCriteria,
  type CountryScreeningRow,
  CountryScreeningSortKey,
  sortCountries,
} from '@esgkit/core';
import { useT } from '../../app/locale.tsx';
import { QueryError } from '../../shared/feedback/QueryError.tsx';
import { useFormats } from '../../shared/results/parts.tsx';
import { MinScoresFilter, OptionsFilter } from './filters.tsx';
import { type ResultColumn, ResultsTable } from './ResultsTable.tsx';
import { ScreeningExports } from './ScreeningExports.tsx';
import { ResultsArea, ScreeningShell, useScreeningQuery } from './ScreeningShell.tsx';
import { criteriaFromParams, paramsOfCriteria } from './url-state.ts';
import { useScreen } from './use-screen.ts';

const pillars = ['environmental', 'social', 'governance'] as const;
const countrySortKeys: readonly string[] = CountryScreeningSortKey.options;

/**
 * Data Hub → Screening → Countries (doc 1 §2, §3): regions, exclusion criteria and ESG minimums; every country that
 * passes with its pillar scores (the route answers them all: no paging, sort or find on the engine's side).
 */
export const CountryScreeningPage = () => {
  const t = useT();
  const f = useFormats();
  const screen = useScreen(criteriaFromParams, paramsOfCriteria);
  const { view, sortBy, draft, setDraft } = screen;
  const lists = useScreeningQuery('screening.countryFilters', null);
  const results = useScreeningQuery('screening.country', { body: screen.applied }, { enabled: screen.ran });
  const filters = lists.data?.data;
  // the route answers every country unsorted: the table sorts them by the column the URL names (core's
  // sortCountries, as the CSV and the PDF)
  const rows = results.data?.data ? sortCountries(results.data.data, view.orderBy, view.order) : undefined;
  const set = (patch: Partial<CountryScreeningCriteria>) => setDraft((d) => ({ ...d, ...patch }));
  const scores = pillars.map((k) => ({ value: k, label: t(`analytics.columns.${k}`) }));
  const regionLabel = new Map((filters?.regions ?? []).map((o) => [o.value, o.label]));
  const flagLabel = new Map((filters?.exclusionTypes ?? []).map((o) => [o.value, o.label]));
  const columns: ResultColumn<CountryScreeningRow>[] = [
    { key: 'name', label: t('analytics.columns.name'), value: (r) => r.name },
    {
      key: 'region',
      label: t('analytics.columns.region'),
      value: (r) => (r.region ? (regionLabel.get(r.region) ?? r.region) : t('common.noDataMarker')),
    },
    ...pillars.map((k) => ({
      key: k,
      label: t(`analytics.columns.${k}`),
      numeric: true,
      value: (r: CountryScreeningRow) => f.num(r[k], 1),
    })),
    { key: 'score', label: t('web.screening.score'), numeric: true, value: (r) => f.num(r.score, 1) },
    // the sovereign PAI inputs (RTS Annex I table 1 #15, #16); the unit is in the label
    {
      key: 'ghgIntensityTPerMeurGdp',
      label: t('web.screening.ghgIntensity'),
      numeric: true,
      value: (r) => f.num(r.ghgIntensityTPerMeurGdp, 1),
    },
    {
      key: 'socialViolations',
      label: t('web.screening.socialViolations'),
      value: (r) =>
        r.socialViolations === null
          ? t('common.noDataMarker')
          : t(r.socialViolations ? 'web.screening.violationsYes' : 'web.screening.violationsNo'),
    },
    {
      key: 'flags',
      label: t('web.screening.flags'),
      value: (r) => r.flags.map((flag) => flagLabel.get(flag) ?? flag).join(', '),
    },
  ];
  return (
    <ScreeningShell
      title={t('nav.countryScreening')}
      description={t('web.screening.descriptions.country')}
      running={results.isFetching}
      onRun={screen.run}
      onClear={screen.clear}
      toolbar={<ScreeningExports kind="country" screen={screen} />}
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
            label={t('web.screening.exclusionTypes')}
            options={filters?.exclusionTypes}
            value={draft.exclusionTypes}
            onChange={(exclusionTypes) => set({ exclusionTypes })}
            testId="filter-exclusionTypes"
          />
          <MinScoresFilter
            scores={scores}
            value={draft.minScores}
            onChange={(minScores) => set({ minScores })}
          />
        </>
      }
    >
      <ResultsArea ran={screen.ran} query={results} total={rows?.length}>
        {rows ? (
          <ResultsTable
            testId="country-results"
            columns={columns.map((c) => ({ ...c, sortable: countrySortKeys.includes(c.key) }))}
            rows={rows}
            rowKey={(r) => r.country}
            sorting={{
              orderBy: view.orderBy ?? 'name',
              order: view.order ?? 'asc',
              onSort: (key) => sortBy(key, { orderBy: view.orderBy ?? 'name', order: view.order ?? 'asc' }),
            }}
          />
        ) : null}
      </ResultsArea>
    </ScreeningShell>
  );
};
