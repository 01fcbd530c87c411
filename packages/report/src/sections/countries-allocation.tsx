import { allocationChart } from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import { chartOptionsOf, formatsOf, type ReportSection, topByWeight } from './context.ts';
import { DataTable } from './parts.tsx';

/** spec doc 2 §9 PDF top lists: 5 countries. */
const TOP_COUNTRIES = 5;

/** The portfolio's five largest countries next to the benchmark's weight in them (getCountryPortfolioAllocation). */
export const countriesAllocationSection: ReportSection = {
  hasData: (r) => r.countryAllocation !== undefined,
  coverage: (r) => r.countryAllocation?.data.coverage ?? null,
  charts: (ctx) => {
    const allocation = ctx.results.countryAllocation?.data;
    if (!allocation) return [];
    const entries = topByWeight(allocation.portfolio, TOP_COUNTRIES).map((c) => ({
      key: c.country,
      label: c.label,
      weightPct: c.weightPct,
    }));
    return [
      {
        key: 'countries',
        spec: allocationChart(entries, {
          ...chartOptionsOf(ctx, { height: 130 }),
          labels: { other: ctx.t('report.other'), unknown: ctx.t('report.unknown') },
          title: ctx.t('report.top.countries'),
        }),
      },
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const allocation = ctx.results.countryAllocation!.data;
    const benchmarkWeight = new Map((allocation.benchmark ?? []).map((c) => [c.country, c.weightPct]));
    const hasBenchmark = allocation.benchmark !== null;
    return (
      <>
        <Chart svg={ctx.charts.get('countries')} fallback={f.noData} />
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.country'), flex: 3 },
            { label: ctx.t('nav.portfolio'), flex: 1, isNumeric: true },
            ...(hasBenchmark ? [{ label: ctx.t('fields.benchmark'), flex: 1, isNumeric: true }] : []),
          ]}
          rows={topByWeight(allocation.portfolio, TOP_COUNTRIES).map((c) => [
            c.label,
            f.pct(c.weightPct),
            ...(hasBenchmark ? [f.pct(benchmarkWeight.get(c.country) ?? null)] : []),
          ])}
        />
      </>
    );
  },
};
