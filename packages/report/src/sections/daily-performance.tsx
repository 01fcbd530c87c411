import { cumulativeReturnsChart, dailyPerformanceChart, formatDate } from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import { chartOptionsOf, formatsOf, type ReportSection, sideLabelsOf } from './context.ts';
import { Note } from './parts.tsx';

/** The daily value index and the cumulative return of portfolio and benchmark (getDailyPerformancePDF). */
export const dailyPerformanceSection: ReportSection = {
  hasData: (r) => r.dailyPerformance !== undefined,
  coverage: () => null,
  charts: (ctx) => {
    const daily = ctx.results.dailyPerformance?.data;
    if (!daily) return [];
    const base = { ...chartOptionsOf(ctx), labels: sideLabelsOf(ctx) };
    return [
      {
        key: 'daily.index',
        spec: dailyPerformanceChart(daily, { ...base, title: ctx.t('views.dailyPerformance') }),
      },
      {
        key: 'daily.cumulative',
        spec: cumulativeReturnsChart(daily, { ...base, title: ctx.t('views.cumulative') }),
      },
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const daily = ctx.results.dailyPerformance!.data;
    return (
      <>
        <Note>
          {formatDate(daily.from, ctx.locale)} – {formatDate(daily.to, ctx.locale)}
        </Note>
        <Chart svg={ctx.charts.get('daily.index')} fallback={f.noData} />
        <Chart svg={ctx.charts.get('daily.cumulative')} fallback={f.noData} />
      </>
    );
  },
};
