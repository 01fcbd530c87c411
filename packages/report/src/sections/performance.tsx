import {
  FRACTION_RISK_MEASURES,
  RISK_MEASURES,
  type RiskWindowId,
  riskChart,
  trailingReturnsChart,
} from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import {
  chartOptionsOf,
  formatsOf,
  type ReportSection,
  type SectionContext,
  sideLabelsOf,
} from './context.ts';
import { DataTable, Note, SubHeading } from './parts.tsx';

export const rangeLabelsOf = (ctx: SectionContext) => ({
  ytd: ctx.t('ranges.ytd'),
  y1: ctx.t('ranges.oneYear'),
  y3: ctx.t('ranges.threeYears'),
  y5: ctx.t('ranges.fiveYears'),
});

const windowLabelsOf = (ctx: SectionContext): Record<RiskWindowId, string> => ({
  ...rangeLabelsOf(ctx),
  custom: ctx.t('report.columns.period'),
});

/** Trailing returns over YTD, 1, 3 and 5 years and the risk measures (spec doc 1 §2 performance charts). */
export const performanceSection: ReportSection = {
  hasData: (r) => r.performance !== undefined,
  coverage: () => null,
  charts: (ctx) => {
    const { performance, risk } = ctx.results;
    if (!performance) return [];
    const base = { ...chartOptionsOf(ctx), labels: sideLabelsOf(ctx) };
    return [
      {
        key: 'performance.trailing',
        spec: trailingReturnsChart(performance.data, {
          ...base,
          rangeLabels: rangeLabelsOf(ctx),
          title: ctx.t('report.returns.trailing'),
        }),
      },
      ...(risk
        ? [
            {
              key: 'performance.risk',
              spec: riskChart(risk.data, {
                ...base,
                windowLabels: windowLabelsOf(ctx),
                title: ctx.t('report.risk.standardDeviation'),
              }),
            },
          ]
        : []),
    ];
  },
  Body: ({ ctx }) => {
    const f = formatsOf(ctx.locale);
    const performance = ctx.results.performance!.data;
    const risk = ctx.results.risk?.data;
    const { portfolio, benchmark } = performance.trailing;
    const ranges = ['ytd', 'y1', 'y3', 'y5', 'sinceInception'] as const;
    const rangeLabel = { ...rangeLabelsOf(ctx), sinceInception: ctx.t('report.returns.sinceInception') };
    const windows = risk?.windows ?? [];
    const windowLabels = windowLabelsOf(ctx);
    return (
      <>
        <Chart svg={ctx.charts.get('performance.trailing')} fallback={f.noData} />
        <DataTable
          headerColor={ctx.palette.brandPale}
          columns={[
            { label: ctx.t('report.columns.period'), flex: 2 },
            { label: ctx.t('nav.portfolio'), flex: 1, isNumeric: true },
            ...(benchmark ? [{ label: ctx.t('fields.benchmark'), flex: 1, isNumeric: true }] : []),
          ]}
          rows={ranges.map((range) => [
            rangeLabel[range],
            f.fraction(portfolio[range].value),
            ...(benchmark ? [f.fraction(benchmark[range].value)] : []),
          ])}
        />
        <Note>{ctx.t('report.returns.annualisedNote')}</Note>
        {risk && windows.length > 0 ? (
          <>
            <SubHeading>{ctx.t('report.risk.title')}</SubHeading>
            <Chart svg={ctx.charts.get('performance.risk')} fallback={f.noData} />
            <DataTable
              headerColor={ctx.palette.brandPale}
              columns={[
                { label: ctx.t('report.columns.measure'), flex: 2.2 },
                ...windows.map((w) => ({ label: windowLabels[w.window], flex: 1, isNumeric: true })),
              ]}
              rows={[
                ...RISK_MEASURES.map((measure) => [
                  ctx.t(`report.risk.${measure}`),
                  ...windows.map((w) =>
                    FRACTION_RISK_MEASURES.has(measure)
                      ? f.fractionUnsigned(w.portfolio[measure].value)
                      : f.num(w.portfolio[measure].value),
                  ),
                ]),
                [ctx.t('report.risk.observations'), ...windows.map((w) => f.count(w.observations))],
              ]}
            />
          </>
        ) : null}
      </>
    );
  },
};
