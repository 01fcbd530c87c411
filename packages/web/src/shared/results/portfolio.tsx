import {
  type Allocation,
  type ApiError,
  allocationChart,
  type CallOutput,
  type CsvSection,
  type HoldingRow,
  type HoldingsSortKey,
  type PortfolioAggregates,
} from '@esgkit/core';
import { Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { Chart } from './charts.tsx';
import { useResults, useViewQuery } from './context.tsx';
import { DataTable, Figure, Section, useFormats } from './parts.tsx';

/** Portfolio summary (doc 1 §3): headline counts, and the distribution by item. */
export const PortfolioSummaryView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const aggregates = useViewQuery('views.aggregates');
  const data = aggregates.data?.data;
  const s = data?.summary;
  return (
    <Section
      title={t('views.summary')}
      meta={aggregates.data?.meta}
      coverage={data?.distribution.coverage}
      csv={{ section: 'summary' }}
      isLoading={aggregates.isLoading}
      error={aggregates.error}
      testId="portfolio-summary"
    >
      {s && data ? (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label={t('fields.investmentDay')} value={f.date(s.investmentDay)} />
            <Figure
              label={t('fields.investmentAmount')}
              value={`€ ${f.num(s.investmentAmountEur, 0)}`}
              testId="summary-amount"
            />
            <Figure label={t('report.summary.itemsCount')} value={f.num(s.itemsCount, 0)} />
            <Figure
              label={t('report.summary.holdingsCount')}
              value={f.num(s.holdingsCount, 0)}
              testId="summary-holdings"
            />
            <Figure label={t('report.summary.companiesCount')} value={f.num(s.companiesCount, 0)} />
            <Figure label={t('report.summary.countriesCount')} value={f.num(s.countriesCount, 0)} />
            <Figure label={t('report.summary.cashPct')} value={f.pct(s.cashPct)} />
            <Figure label={t('report.summary.notLookedThroughPct')} value={f.pct(s.notLookedThroughPct)} />
          </SimpleGrid>
          <AllocationBody
            allocation={data.distribution}
            label={t('report.top.distribution')}
            locale={locale}
          />
        </>
      ) : null}
    </Section>
  );
};

const AllocationBody = ({
  allocation,
  label,
  locale,
}: {
  allocation: Allocation;
  label: string;
  locale: 'en-US' | 'it-IT';
}) => {
  const t = useT();
  const f = useFormats();
  const labels = { other: t('report.other'), unknown: t('report.unknown') };
  const rows = [
    ...allocation.entries,
    ...(allocation.otherPct > 0
      ? [{ key: '__other', label: labels.other, weightPct: allocation.otherPct }]
      : []),
    ...(allocation.unknownPct > 0
      ? [{ key: '__unknown', label: labels.unknown, weightPct: allocation.unknownPct }]
      : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Chart
        // a bar per row, each tall enough to read its label (17 SDGs and "unknown" at 220 px were 12 px bars)
        spec={allocationChart(allocation, {
          locale,
          kind: 'bar',
          width: 'container',
          height: Math.max(220, rows.length * 24),
          labels,
        })}
        label={label}
      />
      <DataTable
        rows={rows}
        rowKey={(r) => r.key}
        columns={[
          { key: 'label', label: t('report.columns.name'), value: (r) => r.label },
          { key: 'weight', label: t('fields.weight'), value: (r) => f.pct(r.weightPct), numeric: true },
        ]}
        testId="allocation-table"
        minWidth={240}
      />
    </SimpleGrid>
  );
};

export type AllocationKind = 'assets' | 'countries' | 'currencies' | 'sectors' | 'goalsDistribution';

// each allocation's own CSV section (core's CsvSection)
const allocationCsv = {
  assets: 'assets',
  countries: 'countries',
  currencies: 'currencies',
  sectors: 'sectors',
  goalsDistribution: 'sdgs',
} as const satisfies Record<AllocationKind, CsvSection>;

const allocationTitles = {
  assets: 'views.assets',
  countries: 'views.country',
  currencies: 'views.currency',
  sectors: 'views.sector',
  goalsDistribution: 'views.sdgs',
} as const;

/** One breakdown of the portfolio (assets, countries, currencies, sectors, SDGs), with its coverage. */
export const AllocationView = ({ kind }: { kind: AllocationKind }) => {
  const t = useT();
  const { locale } = useLocale();
  const { subject } = useResults();
  const aggregates = useViewQuery('views.aggregates');
  const benchmark = useViewQuery('views.aggregates', { query: { benchmark: true } });
  const allocation: Allocation | undefined = aggregates.data?.data[kind];
  const benchmarkAllocation = subject.hasBenchmark
    ? (benchmark.data?.data as PortfolioAggregates | undefined)?.[kind]
    : undefined;
  return (
    <>
      <Section
        title={t(allocationTitles[kind])}
        meta={aggregates.data?.meta}
        coverage={allocation?.coverage}
        csv={{ section: allocationCsv[kind] }}
        isLoading={aggregates.isLoading}
        error={aggregates.error}
        isEmpty={allocation?.entries.length === 0}
        testId={`allocation-${kind}`}
      >
        {allocation ? (
          <AllocationBody allocation={allocation} label={t(allocationTitles[kind])} locale={locale} />
        ) : null}
      </Section>
      {benchmarkAllocation && benchmarkAllocation.entries.length > 0 ? (
        <Section
          title={`${t(allocationTitles[kind])} · ${t('web.results.benchmark')}`}
          meta={benchmark.data?.meta}
          coverage={benchmarkAllocation.coverage}
          testId={`allocation-${kind}-benchmark`}
        >
          <AllocationBody
            allocation={benchmarkAllocation}
            label={`${t(allocationTitles[kind])} · ${t('web.results.benchmark')}`}
            locale={locale}
          />
        </Section>
      ) : null}
    </>
  );
};

// columns of core's HoldingsSortKey (the contract's enum for views.holdings)
const sortFields = [
  'value',
  'weight',
  'name',
  'country',
  'sector',
] as const satisfies readonly HoldingsSortKey[];
type SortField = (typeof sortFields)[number];

/**
 * Holdings after look-through, 20 a page (doc 2 §3): "load more" appends the next page below the rows already
 * shown; sort and find start again from page 1.
 */
export const HoldingsView = () => {
  const t = useT();
  const f = useFormats();
  const { locale } = useLocale();
  const { client, subject } = useResults();
  const [orderBy, setOrderBy] = useState<SortField>('value');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [find, setFind] = useState('');
  const [applied, setApplied] = useState('');
  const holdings = useInfiniteQuery<
    CallOutput<'views.holdings'>,
    ApiError,
    InfiniteData<CallOutput<'views.holdings'>>,
    QueryKey,
    number
  >({
    queryKey: queryKeys.holdingsPages(
      subject.portfolioId,
      subject.shareToken ?? null,
      { orderBy, order, find: applied },
      locale,
    ),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.call('views.holdings', {
        params: { portfolioId: subject.portfolioId },
        query: { page: pageParam, orderBy, order, ...(applied ? { find: applied } : {}) },
        signal,
      }),
    getNextPageParam: (last) =>
      last.data.page * last.data.perPage < last.data.total ? last.data.page + 1 : undefined,
  });
  const pages = holdings.data?.pages ?? [];
  const rows: HoldingRow[] = pages.flatMap((p) => p.data.data);
  const total = pages.at(-1)?.data.total ?? 0;
  const sortLabels: Record<SortField, string> = {
    value: t('report.columns.value'),
    weight: t('fields.weight'),
    name: t('report.columns.name'),
    country: t('report.columns.country'),
    sector: t('report.columns.sector'),
  };
  return (
    <Section
      title={t('views.holdings')}
      meta={pages[0]?.meta}
      csv={{ section: 'holdings' }}
      isLoading={holdings.isLoading}
      error={holdings.error}
      testId="holdings"
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('common.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={find}
          onChange={(e) => setFind(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setApplied(find.trim());
          }}
          onBlur={() => setApplied(find.trim())}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          label={t('web.results.sortBy')}
          data={sortFields.map((s) => ({ value: s, label: sortLabels[s] }))}
          value={orderBy}
          onChange={(v) => v && setOrderBy(v as SortField)}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={t('web.results.order')}
          data={[
            { value: 'desc', label: t('web.results.descending') },
            { value: 'asc', label: t('web.results.ascending') },
          ]}
          value={order}
          onChange={(v) => v && setOrder(v as 'asc' | 'desc')}
          allowDeselect={false}
          w={160}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status" data-testid="holdings-count">
        {t('web.results.showing', { shown: f.num(rows.length, 0), total: f.num(total, 0) })}
      </Text>
      <DataTable
        rows={rows}
        rowKey={(r, i) => `${r.id}-${r.isBenchmark}-${i}`}
        testId="holdings-table"
        columns={[
          { key: 'name', label: t('report.columns.name'), value: (r) => r.name },
          { key: 'input', label: t('fields.isinOrTicker'), value: (r) => r.isin ?? r.ticker ?? r.input },
          { key: 'country', label: t('report.columns.country'), value: (r) => r.country ?? '' },
          { key: 'sector', label: t('report.columns.sector'), value: (r) => r.sector ?? '' },
          // current figures (issue 22 item 7): a holding without a price shows the missing marker, never 0
          {
            key: 'weight',
            label: t('fields.currentWeight'),
            value: (r) =>
              r.currentWeightPct === null ? t('common.noDataMarker') : f.pct(r.currentWeightPct),
            numeric: true,
          },
          {
            key: 'value',
            label: t('fields.currentValue'),
            value: (r) =>
              r.currentValueEur === null ? t('common.noDataMarker') : `€ ${f.num(r.currentValueEur)}`,
            numeric: true,
          },
        ]}
      />
      {holdings.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => holdings.fetchNextPage()}
            loading={holdings.isFetchingNextPage}
            data-testid="holdings-more"
          >
            {t('web.results.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
};
