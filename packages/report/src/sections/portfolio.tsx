import { type Allocation, allocationChart } from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import {
  chartOptionsOf,
  formatsOf,
  type ReportSection,
  type SectionContext,
  topByWeight,
} from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

/** spec doc 2 §9 PDF top lists: 5 distribution, 10 assets, 5 currencies, 5 sectors. */
const TOP = { distribution: 5, assets: 10, currencies: 5, sectors: 5 } as const;

const AllocationTable = ({
  ctx,
  allocation,
  count,
}: {
  ctx: SectionContext;
  allocation: Allocation;
  count: number;
}) => {
  const f = formatsOf(ctx.locale);
  return (
    <DataTable
      headerColor={ctx.palette.brandPale}
      columns={[
        { label: ctx.t('report.columns.name'), flex: 4 },
        { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
      ]}
      rows={topByWeight(allocation.entries, count).map((e) => [e.label, f.pct(e.weightPct)])}
    />
  );
};

/** Portfolio summary and its top lists (spec doc 1 §3 Portfolio aggregates). */
export const portfolioSection: ReportSection = {
  hasData: (r) => r.aggregates !== undefined,
  coverage: (r) => r.aggregates?.data.assets.coverage ?? null,
  charts: (ctx) => {
    const aggregates = ctx.results.aggregates?.data;
    if (!aggregates) return [];
    return [
      {
        key: 'portfolio.assets',
        spec: allocationChart(topByWeight(aggregates.assets.entries, TOP.assets), {
          ...chartOptionsOf(ctx, { width: 300, height: 190 }),
          labels: { other: ctx.t('report.other'), unknown: ctx.t('report.unknown') },
        }),
      },
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const aggregates = ctx.results.aggregates!.data;
    const { summary } = aggregates;
    const holdings = ctx.results.holdings?.data.data ?? [];
    return (
      <>
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.measure'), flex: 3 },
            { label: ctx.t('report.columns.value'), flex: 1, isNumeric: true },
          ]}
          rows={[
            [ctx.t('report.summary.itemsCount'), f.count(summary.itemsCount)],
            [ctx.t('report.summary.holdingsCount'), f.count(summary.holdingsCount)],
            [ctx.t('report.summary.companiesCount'), f.count(summary.companiesCount)],
            [ctx.t('report.summary.countriesCount'), f.count(summary.countriesCount)],
            [ctx.t('report.summary.cashPct'), f.pct(summary.cashPct)],
            [ctx.t('report.summary.notLookedThroughPct'), f.pct(summary.notLookedThroughPct)],
          ]}
        />
        <SubHeading>{ctx.t('report.top.distribution')}</SubHeading>
        <AllocationTable ctx={ctx} allocation={aggregates.distribution} count={TOP.distribution} />
        <SubHeading>{ctx.t('report.top.assets')}</SubHeading>
        <Chart svg={ctx.charts.get('portfolio.assets')} fallback={f.noData} />
        {/* the holdings view adds country and sector to the same ten assets; without it, names and weights */}
        {holdings.length > 0 ? (
          <DataTable
            headerColor={ctx.palette.brandPale}
            columns={[
              { label: ctx.t('report.columns.name'), flex: 3.2 },
              { label: ctx.t('report.columns.country'), flex: 0.9 },
              { label: ctx.t('report.columns.sector'), flex: 2 },
              { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
            ]}
            rows={topByWeight(holdings, TOP.assets).map((h) => [
              h.name,
              h.country ?? f.noData,
              h.sector ?? f.noData,
              f.pct(h.weightPct),
            ])}
          />
        ) : (
          <AllocationTable ctx={ctx} allocation={aggregates.assets} count={TOP.assets} />
        )}
        <SubHeading>{ctx.t('report.top.currencies')}</SubHeading>
        <AllocationTable ctx={ctx} allocation={aggregates.currencies} count={TOP.currencies} />
        <SubHeading>{ctx.t('report.top.sectors')}</SubHeading>
        <AllocationTable ctx={ctx} allocation={aggregates.sectors} count={TOP.sectors} />
      </>
    );
  },
};
