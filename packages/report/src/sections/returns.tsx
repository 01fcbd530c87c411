import type { PeriodReturns } from '@esgkit/core';
import { formatsOf, type ReportSection } from './context.ts';
import { DataTable, SubHeading } from './parts.tsx';

const periods = ['lastWeek', 'lastMonth', 'lastYear'] as const;

/** Cumulative and rolling returns over the last week, month and year (spec doc 2 §3 Performance returns). */
export const returnsSection: ReportSection = {
  hasData: (r) => r.performance !== undefined,
  coverage: () => null,
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const { portfolio, benchmark } = ctx.results.performance!.data;
    const table = (kind: 'cumulative' | 'rolling') => (
      <DataTable
        headerColor={ctx.palette.brandPale}
        columns={[
          { label: ctx.t('report.columns.period'), flex: 2 },
          { label: ctx.t('nav.portfolio'), flex: 1, isNumeric: true },
          ...(benchmark ? [{ label: ctx.t('fields.benchmark'), flex: 1, isNumeric: true }] : []),
        ]}
        rows={periods.map((period) => {
          const value = (side: { cumulative: PeriodReturns; rolling: PeriodReturns }) => side[kind][period];
          return [
            ctx.t(`returns.${period}`),
            f.fraction(value(portfolio)),
            ...(benchmark ? [f.fraction(value(benchmark))] : []),
          ];
        })}
      />
    );
    return (
      <>
        <SubHeading>{ctx.t('report.returns.cumulative')}</SubHeading>
        {table('cumulative')}
        <SubHeading>{ctx.t('report.returns.rolling')}</SubHeading>
        {table('rolling')}
      </>
    );
  },
};
