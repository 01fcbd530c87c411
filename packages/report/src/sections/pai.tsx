import {
  type PaiData,
  type PaiFigure,
  type PaiIndicator,
  type PaiMetric,
  type PaiSet,
  paiFigureById,
  paiIndicatorChart,
  paiItemById,
  paiTotalGhgCoverage,
  unitById,
} from '@esgkit/core';
import { Chart } from '../charts/Chart.tsx';
import type { ReportResults } from '../input.ts';
import {
  chartOptionsOf,
  formatsOf,
  meanCoverage,
  type ReportSection,
  type SectionContext,
  sideLabelsOf,
  topByWeight,
} from './context.ts';
import { DataTable, Note, SubHeading } from './parts.tsx';

/** spec doc 2 §9: top companies by weight shown: 5. */
const TOP_COMPANIES = 5;
const resultOf = { 1: 'pai1', 2: 'pai2', 3: 'pai3' } as const satisfies Record<PaiSet, keyof ReportResults>;

/** A PAI figure with two decimals, or "n/a" when it has no data or does not apply (sfdr-pai-and-taxonomy.md §5.3). */
const figureText = (ctx: SectionContext, figure: PaiFigure | null) =>
  formatsOf(ctx.locale).num(figure && figure.status === 'ok' ? figure.value : null);

/**
 * The catalogue's name of a figure in the report's language: the engine names figures in the language it was asked
 * for, so a report in Italian from English answers would otherwise mix the two. Unknown codes keep their label.
 */
const metricLabel = (ctx: SectionContext, metric: PaiMetric): string =>
  paiFigureById(metric.code)?.name[ctx.locale] ?? metric.label;

const indicatorLabel = (ctx: SectionContext, indicator: PaiIndicator): string =>
  paiItemById(indicator.code)?.name[ctx.locale] ?? indicator.label;

/** The unit's symbol in the report's language ("per 1M h" → "per 1M di ore"); its name for a unit without one. */
const unitLabel = (ctx: SectionContext, metric: PaiMetric): string => {
  const unit = unitById(metric.portfolio.unit);
  return unit.symbol[ctx.locale] || unit.name[ctx.locale];
};

/** The indicator with its figures named in the report's language, for the chart (which names the unit itself). */
const localized = (ctx: SectionContext, indicator: PaiIndicator): PaiIndicator => ({
  ...indicator,
  label: indicatorLabel(ctx, indicator),
  metrics: indicator.metrics.map((m) => ({ ...m, label: metricLabel(ctx, m) })),
});

/** A PAI table's coverage: the mean over its portfolio figures (meanCoverage). */
const paiCoverage = (data: PaiData) =>
  meanCoverage(data.indicators.flatMap((i) => i.metrics.map((m) => m.portfolio.coverage)));

/** PAI table 1, 2 or 3 (SFDR RTS Annex I): every indicator's figures, one chart, the five largest companies. */
export const paiSection = (set: PaiSet): ReportSection => {
  const key = resultOf[set];
  return {
    hasData: (r) => r[key] !== undefined,
    coverage: (r) => {
      const data = r[key]?.data;
      return data ? paiCoverage(data) : null;
    },
    charts: (ctx) => {
      const data = ctx.results[key]?.data;
      const indicator = data?.indicators.find((i) => i.metrics.some((m) => m.portfolio.status === 'ok'));
      if (!indicator) return [];
      return [
        {
          key: `pai${set}.chart`,
          spec: paiIndicatorChart(localized(ctx, indicator), {
            ...chartOptionsOf(ctx, { height: 130 }),
            labels: sideLabelsOf(ctx),
            title: `${set}.${indicator.number} ${indicatorLabel(ctx, indicator)}`,
          }),
        },
      ];
    },
    Body: ({ ctx }) => {
      const f = formatsOf(ctx.locale);
      const data = ctx.results[key]!.data;
      const hasBenchmark = data.indicators.some((i) => i.metrics.some((m) => m.benchmark !== null));
      const metrics = data.indicators.flatMap((indicator) =>
        indicator.metrics.map((metric) => ({ indicator, metric })),
      );
      // the company table shows the first two metrics, headed by their names
      const shownMetrics = metrics.slice(0, 2).map(({ metric }) => metric);
      const totalGhgCoverage = paiTotalGhgCoverage(data.indicators);
      return (
        <>
          <Note>
            {ctx.t('report.pai.referenceYear', { year: String(data.referenceYear) })} ·{' '}
            {data.basis === 'all' ? ctx.t('report.pai.basisAll') : ctx.t('report.pai.basisCovered')}
          </Note>
          <Chart svg={ctx.charts.get(`pai${set}.chart`)} fallback={f.noData} />
          <DataTable
            headerColor={ctx.palette.brandPale}
            columns={[
              { label: '#', flex: 0.45 },
              { label: ctx.t('report.columns.indicator'), flex: 3.2 },
              { label: ctx.t('report.columns.unit'), flex: 1.6 },
              { label: ctx.t('nav.portfolio'), flex: 1, isNumeric: true },
              ...(hasBenchmark ? [{ label: ctx.t('fields.benchmark'), flex: 1, isNumeric: true }] : []),
              { label: ctx.t('common.coverage'), flex: 0.9, isNumeric: true },
            ]}
            rows={metrics.map(({ indicator, metric }) => [
              `${set}.${indicator.number}`,
              metricLabel(ctx, metric),
              unitLabel(ctx, metric),
              figureText(ctx, metric.portfolio),
              ...(hasBenchmark ? [figureText(ctx, metric.benchmark)] : []),
              f.pct(metric.portfolio.coverage.pct, 1),
            ])}
          />
          {totalGhgCoverage !== null ? (
            <Note>{ctx.t('report.pai.totalGhgCoverage', { pct: f.pct(totalGhgCoverage, 1) })}</Note>
          ) : null}
          {data.companies.length > 0 ? (
            <>
              <SubHeading>{ctx.t('report.top.companies')}</SubHeading>
              <DataTable
                headerColor={ctx.palette.brandPale}
                columns={[
                  { label: ctx.t('report.columns.name'), flex: 3 },
                  { label: ctx.t('fields.weight'), flex: 1, isNumeric: true },
                  ...shownMetrics.map((m) => ({
                    label: `${metricLabel(ctx, m)} (${unitLabel(ctx, m)})`,
                    flex: 1.5,
                    isNumeric: true,
                  })),
                  { label: ctx.t('report.columns.fiscalYear'), flex: 1, isNumeric: true },
                ]}
                rows={topByWeight(data.companies, TOP_COMPANIES).map((c) => [
                  c.name,
                  f.pct(c.weightPct),
                  ...shownMetrics.map((m) => f.num(c.values[m.code])),
                  c.fiscalYear === null ? f.noData : String(c.fiscalYear),
                ])}
              />
            </>
          ) : null}
        </>
      );
    },
  };
};
