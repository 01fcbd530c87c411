import {
  cumulativeReturnsChart,
  dailyPerformanceChart,
  type PeriodReturns,
  type RiskSet,
  riskChart,
  trailingReturnsChart,
  validateDateRange,
} from '@esgkit/core';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { translateIssue } from '../../shared/forms/issues.ts';
import { Chart } from './charts.tsx';
import { useViewQuery } from './context.tsx';
import { DataTable, Section, useFormats } from './parts.tsx';
import { sideLabels } from './side-labels.ts';

const periods = ['lastWeek', 'lastMonth', 'lastYear'] as const satisfies readonly (keyof PeriodReturns)[];
const measures = [
  'standardDeviation',
  'sharpe',
  'sortino',
  'alpha',
  'beta',
  'rSquared',
  'maxDrawdown',
] as const satisfies readonly (keyof RiskSet)[];
// Ratios print as numbers; volatility, alpha and drawdown are fractions (metrics.md).
const fractionMeasures = new Set<keyof RiskSet>(['standardDeviation', 'alpha', 'maxDrawdown']);

/**
 * Financial performance (doc 1 §2): cumulative and rolling returns, trailing returns over YTD, 1, 3 and 5 years,
 * risk and volatility per window, and the daily value between two dates inside the data's bounds.
 */
export const FinancialView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const performance = useViewQuery('views.performance');
  const risk = useViewQuery('views.risk');
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const daily = useViewQuery('views.dailyPerformance', { query: range });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const labels = sideLabels(t);
  const rangeLabels = {
    ytd: t('ranges.ytd'),
    y1: t('ranges.oneYear'),
    y3: t('ranges.threeYears'),
    y5: t('ranges.fiveYears'),
  };
  const p = performance.data?.data;
  const returnRows = p
    ? (['cumulative', 'rolling'] as const).flatMap((kind) =>
        periods.map((period) => ({
          key: `${kind}-${period}`,
          kind,
          period,
          portfolio: p.portfolio[kind][period],
          benchmark: p.benchmark?.[kind][period] ?? null,
        })),
      )
    : [];
  const applyRange = () => {
    const bounds = daily.data?.data;
    if (!bounds) return;
    const issues = validateDateRange(
      { from: draft.from || null, to: draft.to || null },
      { min: bounds.minDate, max: bounds.maxDate },
    );
    const first = issues[0];
    setRangeError(first ? translateIssue(locale, first) : null);
    if (!first)
      setRange({ ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) });
  };
  return (
    <>
      <Section
        title={t('views.cumulative')}
        meta={performance.data?.meta}
        csv={{ section: 'performance' }}
        isLoading={performance.isLoading}
        error={performance.error}
        testId="returns"
      >
        <DataTable
          rows={returnRows}
          rowKey={(r) => r.key}
          columns={[
            {
              key: 'kind',
              label: t('report.columns.measure'),
              value: (r) =>
                t(r.kind === 'cumulative' ? 'report.returns.cumulative' : 'report.returns.rolling'),
            },
            { key: 'period', label: t('report.columns.period'), value: (r) => t(`returns.${r.period}`) },
            {
              key: 'portfolio',
              label: labels.portfolio,
              value: (r) => f.fraction(r.portfolio),
              numeric: true,
            },
            {
              key: 'benchmark',
              label: labels.benchmark,
              value: (r) => f.fraction(r.benchmark),
              numeric: true,
            },
          ]}
          testId="returns-table"
        />
      </Section>
      <Section
        title={t('report.returns.trailing')}
        meta={performance.data?.meta}
        isLoading={performance.isLoading}
        error={performance.error}
        testId="trailing"
      >
        {p ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Chart
              spec={trailingReturnsChart(p, { locale, width: 'container', height: 220, labels, rangeLabels })}
              label={t('report.returns.trailing')}
            />
            <DataTable
              minWidth={240}
              rows={(['ytd', 'y1', 'y3', 'y5', 'sinceInception'] as const).map((r) => ({ r }))}
              rowKey={(x) => x.r}
              columns={[
                {
                  key: 'range',
                  label: t('report.columns.period'),
                  value: (x) =>
                    x.r === 'sinceInception' ? t('report.returns.sinceInception') : rangeLabels[x.r],
                },
                {
                  key: 'portfolio',
                  label: labels.portfolio,
                  value: (x) => f.fraction(p.trailing.portfolio[x.r].value),
                  numeric: true,
                },
                {
                  key: 'benchmark',
                  label: labels.benchmark,
                  value: (x) => f.fraction(p.trailing.benchmark?.[x.r].value),
                  numeric: true,
                },
              ]}
            />
          </SimpleGrid>
        ) : null}
      </Section>
      <Section
        title={t('views.riskAndVolatility')}
        meta={risk.data?.meta}
        isLoading={risk.isLoading}
        error={risk.error}
        isEmpty={risk.data?.data.windows.length === 0}
        testId="risk"
      >
        {risk.data ? (
          <>
            <Chart
              spec={riskChart(risk.data.data, {
                locale,
                width: 'container',
                height: 220,
                labels,
                windowLabels: { ...rangeLabels, custom: t('web.results.customRange') },
              })}
              label={t('report.risk.standardDeviation')}
            />
            <DataTable
              rows={measures.map((m) => ({ m }))}
              rowKey={(x) => x.m}
              testId="risk-table"
              columns={[
                { key: 'measure', label: t('report.columns.measure'), value: (x) => t(`report.risk.${x.m}`) },
                ...risk.data.data.windows.map((w) => ({
                  key: w.window,
                  label: w.window === 'custom' ? t('web.results.customRange') : rangeLabels[w.window],
                  numeric: true,
                  value: (x: { m: (typeof measures)[number] }) => {
                    const value = w.portfolio[x.m].value;
                    return fractionMeasures.has(x.m) ? f.fraction(value) : f.num(value);
                  },
                })),
              ]}
            />
          </>
        ) : null}
      </Section>
      <Section
        title={t('views.dailyPerformance')}
        meta={daily.data?.meta}
        isLoading={daily.isLoading}
        error={daily.error}
        isEmpty={daily.data?.data.series.length === 0}
        testId="daily"
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('web.results.from')}
            placeholder="yyyy-mm-dd"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            error={rangeError}
          />
          <TextInput
            label={t('web.results.to')}
            placeholder="yyyy-mm-dd"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <Button variant="default" onClick={applyRange}>
            {t('web.results.applyRange')}
          </Button>
        </Group>
        {daily.data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Chart
              spec={dailyPerformanceChart(daily.data.data, {
                locale,
                width: 'container',
                height: 220,
                labels,
              })}
              label={t('views.dailyPerformance')}
              testId="daily-chart"
            />
            <Chart
              spec={cumulativeReturnsChart(daily.data.data, {
                locale,
                width: 'container',
                height: 220,
                labels,
              })}
              label={t('views.cumulative')}
            />
          </SimpleGrid>
        ) : null}
      </Section>
    </>
  );
};
