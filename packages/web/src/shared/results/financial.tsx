import {
  cumulativeReturnsChart,
  dailyPerformanceChart,
  dateInputToDay,
  FRACTION_RISK_MEASURES,
  type PeriodReturns,
  RISK_MEASURES,
  type RiskMeasure,
  type RiskMeasures,
  riskChart,
  trailingReturnsChart,
  validateDateRange,
} from '@esgkit/core';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../app/locale.tsx';
import { fieldErrors } from '../../shared/forms/issues.ts';
import { Chart } from './charts.tsx';
import { useViewQuery } from './context.tsx';
import { Explained } from './ExplainFigure.tsx';
import { DataTable, Section, useFormats } from './parts.tsx';
import { parseRiskFreePct, RISK_FREE_MAX_PCT, RISK_FREE_MIN_PCT } from './risk-free-rate.ts';
import { sideLabels } from './side-labels.ts';

const periods = ['lastWeek', 'lastMonth', 'lastYear'] as const satisfies readonly (keyof PeriodReturns)[];

interface DateRange {
  from?: string;
  to?: string;
}
type RiskQuery = DateRange & { riskFreePct?: number };
interface Bounds {
  min: string;
  max: string;
}

/**
 * A from–to pair inside the data's bounds (doc 1 §5 date rule, doc 2 §5 "daily performance takes from and to"):
 * `check` gives the field errors in the user's language, or the range to ask for (a year alone stands for its
 * first or last day, as the engine takes days).
 */
const useDateRange = (bounds: Bounds | undefined) => {
  const { locale } = useLocale();
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const check = (): DateRange | null => {
    if (!bounds) return null;
    const found = fieldErrors(
      locale,
      validateDateRange({ from: draft.from || null, to: draft.to || null }, bounds),
    );
    // invalidDateRange is about the pair (an empty path): it shows under From.
    const next = { from: found.from ?? found[''], to: found.to };
    setErrors(next);
    if (next.from || next.to) return null;
    return {
      ...(draft.from ? { from: dateInputToDay(draft.from, 'start') } : {}),
      ...(draft.to ? { to: dateInputToDay(draft.to, 'end') } : {}),
    };
  };
  const reset = () => {
    setDraft({ from: '', to: '' });
    setErrors({});
  };
  return { draft, setDraft, errors, check, reset, bounds };
};

/** The data's first and last day, above the date inputs: the range they accept. */
const RangeBounds = ({ bounds }: { bounds: Bounds | undefined }) => {
  const t = useT();
  const f = useFormats();
  return bounds ? (
    <Text size="xs" c="dimmed">
      {t('web.results.availableRange', { min: f.date(bounds.min), max: f.date(bounds.max) })}
    </Text>
  ) : null;
};

// Buttons beside labelled inputs sit level with the inputs, not with their labels (Mantine's sm label line).
const BESIDE_INPUTS = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))';

/** The From and To inputs of a date range. */
const DateRangeFields = ({ range, testId }: { range: ReturnType<typeof useDateRange>; testId: string }) => {
  const t = useT();
  const { draft, setDraft, errors } = range;
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          label={t(`web.results.${end}`)}
          placeholder={t('fields.datePlaceholder')}
          value={draft[end]}
          onChange={(e) => setDraft({ ...draft, [end]: e.currentTarget.value })}
          error={errors[end]}
          data-testid={`${testId}-${end}`}
        />
      ))}
    </>
  );
};

/**
 * The risk view's settings (doc 1 §2 risk and volatility; metrics.md §5): a chosen window instead of YTD, 1, 3 and
 * 5 years, and an annual risk-free rate instead of the dataset's rates.csv. Empty fields keep the defaults.
 */
const RiskSettings = ({
  bounds,
  isCustom,
  onApply,
}: {
  bounds: Bounds | undefined;
  isCustom: boolean;
  onApply: (query: RiskQuery) => void;
}) => {
  const t = useT();
  const range = useDateRange(bounds);
  const [rate, setRate] = useState('');
  const [rateError, setRateError] = useState<string | undefined>();
  const apply = () => {
    const parsed = parseRiskFreePct(rate);
    setRateError(
      parsed.kind === 'invalid'
        ? t('web.results.riskFreeInvalid', { min: RISK_FREE_MIN_PCT, max: RISK_FREE_MAX_PCT })
        : undefined,
    );
    const window = range.check();
    if (window && parsed.kind !== 'invalid')
      onApply({ ...window, ...(parsed.kind === 'rate' ? { riskFreePct: parsed.pct } : {}) });
  };
  return (
    <Stack gap={4} data-testid="risk-settings" aria-label={t('web.results.riskSettings')} role="group">
      <RangeBounds bounds={bounds} />
      <Group align="flex-start" wrap="wrap">
        <DateRangeFields range={range} testId="risk" />
        <TextInput
          label={t('web.results.riskFreeRate')}
          // empty, the figures use the dataset's rates.csv (metrics.md §5): the placeholder says so
          placeholder={t('web.results.riskFreePlaceholder')}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.currentTarget.value)}
          error={rateError}
          data-testid="risk-free"
        />
        <Group gap="xs" mt={BESIDE_INPUTS}>
          <Button variant="default" onClick={apply} data-testid="risk-apply">
            {t('web.results.apply')}
          </Button>
          {isCustom ? (
            <Button
              variant="subtle"
              onClick={() => {
                range.reset();
                setRate('');
                setRateError(undefined);
                onApply({});
              }}
            >
              {t('web.results.resetRiskSettings')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
};

/** Which risk-free rate the figures used: the user's, the dataset's rates, the engine's default, or none. */
const riskFreeNote = (t: ReturnType<typeof useT>, f: ReturnType<typeof useFormats>, risk: RiskMeasures) =>
  risk.riskFreePct === null
    ? t('web.results.riskFreeMissing')
    : t(
        risk.riskFreeSource === 'request'
          ? 'web.results.riskFreeFromSetting'
          : risk.riskFreeSource === 'setting'
            ? 'web.results.riskFreeFromDefault'
            : 'web.results.riskFreeFromRates',
        {
          rate: f.pct(risk.riskFreePct),
        },
      );

/**
 * Financial performance (doc 1 §2): cumulative and rolling returns, trailing returns over YTD, 1, 3 and 5 years,
 * risk and volatility per window, and the daily value between two dates inside the data's bounds.
 */
export const FinancialView = () => {
  const t = useT();
  const { locale } = useLocale();
  const f = useFormats();
  const performance = useViewQuery('views.performance');
  const [riskQuery, setRiskQuery] = useState<RiskQuery>({});
  const risk = useViewQuery('views.risk', { query: riskQuery });
  const wholeWindow = risk.data?.data.window;
  const [range, setRange] = useState<DateRange>({});
  const daily = useViewQuery('views.dailyPerformance', { query: range });
  // The data's first and last day, from the unranged answer (the same query the daily chart starts with).
  const full = useViewQuery('views.dailyPerformance');
  const bounds = full.data ? { min: full.data.data.minDate, max: full.data.data.maxDate } : undefined;
  const dailyRange = useDateRange(bounds);
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
    const checked = dailyRange.check();
    if (checked) setRange(checked);
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
              spec={(fit) =>
                trailingReturnsChart(p, {
                  locale,
                  width: 'container',
                  ...fit,
                  height: 220,
                  labels,
                  rangeLabels,
                })
              }
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
        // the measures as the view first opens (docs/decisions.md "A CSV of every view")
        csv={{ section: 'risk' }}
        isLoading={risk.isLoading}
        error={risk.error}
        isEmpty={risk.data?.data.windows.length === 0}
        testId="risk"
        controls={
          <RiskSettings bounds={bounds} isCustom={Object.keys(riskQuery).length > 0} onApply={setRiskQuery} />
        }
      >
        {risk.data ? (
          <>
            <Chart
              spec={(fit) =>
                riskChart(risk.data.data, {
                  locale,
                  width: 'container',
                  ...fit,
                  height: 220,
                  labels,
                  windowLabels: { ...rangeLabels, custom: t('web.results.customRange') },
                })
              }
              label={t('report.risk.standardDeviation')}
            />
            <DataTable
              rows={RISK_MEASURES.map((m) => ({ m }))}
              rowKey={(x) => x.m}
              testId="risk-table"
              columns={[
                { key: 'measure', label: t('report.columns.measure'), value: (x) => t(`report.risk.${x.m}`) },
                ...risk.data.data.windows.map((w) => ({
                  key: w.window,
                  label:
                    w.window === 'custom'
                      ? `${t('web.results.customRange')}: ${f.date(w.from)} – ${f.date(w.to)}`
                      : rangeLabels[w.window],
                  numeric: true,
                  value: (x: { m: RiskMeasure }) => {
                    const value = w.portfolio[x.m].value;
                    const custom = w.window === 'custom';
                    return (
                      // the explainer names the standard windows and a chosen one (`<from>..<to>`, the days the view
                      // measured) on the dataset's rates (engine explain/risk.ts): not under a rate the user set
                      <Explained
                        figure={`risk:${x.m}:${custom ? `${w.from}..${w.to}` : w.window}`}
                        label={`${t(`report.risk.${x.m}`)} · ${
                          custom
                            ? `${f.date(w.from)} – ${f.date(w.to)}`
                            : (rangeLabels[w.window as keyof typeof rangeLabels] ?? '')
                        }`}
                        hasValue={
                          value !== null &&
                          (custom ? riskQuery.riskFreePct === undefined : Object.keys(riskQuery).length === 0)
                        }
                      >
                        {FRACTION_RISK_MEASURES.has(x.m) ? f.fraction(value) : f.num(value)}
                      </Explained>
                    );
                  },
                })),
                // the whole window since the first investment (issue 21); a chosen range already is that window
                ...(wholeWindow && !risk.data.data.windows.some((w) => w.window === 'custom')
                  ? [
                      {
                        key: 'window',
                        label: `${t('web.results.wholeWindow')}: ${f.date(wholeWindow.from)} – ${f.date(wholeWindow.to)}`,
                        numeric: true,
                        value: (x: { m: RiskMeasure }) => {
                          const value = wholeWindow.portfolio[x.m].value;
                          return FRACTION_RISK_MEASURES.has(x.m) ? f.fraction(value) : f.num(value);
                        },
                      },
                    ]
                  : []),
              ]}
            />
            <Text size="sm" c="dimmed" data-testid="risk-free-note">
              {riskFreeNote(t, f, risk.data.data)}
            </Text>
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
        <Stack gap={4}>
          <RangeBounds bounds={bounds} />
          <Group align="flex-start" wrap="wrap">
            <DateRangeFields range={dailyRange} testId="daily" />
            <Button variant="default" onClick={applyRange} mt={BESIDE_INPUTS}>
              {t('web.results.applyRange')}
            </Button>
          </Group>
        </Stack>
        {daily.data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Chart
              spec={(fit) =>
                dailyPerformanceChart(daily.data.data, {
                  locale,
                  width: 'container',
                  ...fit,
                  height: 220,
                  labels,
                })
              }
              label={t('views.dailyPerformance')}
              testId="daily-chart"
            />
            <Chart
              spec={(fit) =>
                cumulativeReturnsChart(daily.data.data, {
                  locale,
                  width: 'container',
                  ...fit,
                  height: 220,
                  labels,
                })
              }
              label={t('views.cumulative')}
            />
          </SimpleGrid>
        ) : null}
      </Section>
    </>
  );
};
