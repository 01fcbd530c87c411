import { describe, expect, it } from 'vitest';
import type { DailyPerformance, PerformanceReturns, RiskMeasures, RiskSet } from '../schemas/performance.ts';
import {
  cumulativeReturnsChart,
  dailyPerformanceChart,
  riskChart,
  rollingReturnsChart,
  trailingReturnsChart,
} from './performance.ts';
import { axisTexts, markTexts, renderSvg, svgTexts } from './render-svg.test-helper.ts';

const labels = { portfolio: 'Portafoglio', benchmark: 'Benchmark', noData: 'n.d.' };

// Given an index that ends 12.5 % up for the portfolio and 4 % down for the benchmark over Jan–Mar 2020
const daily: DailyPerformance = {
  from: '2020-01-02',
  to: '2020-03-31',
  minDate: '2019-09-10',
  maxDate: '2024-12-31',
  base: 100,
  series: [
    { date: '2020-01-02', portfolio: 100, benchmark: 100 },
    { date: '2020-02-03', portfolio: 104, benchmark: 101.5 },
    { date: '2020-03-02', portfolio: 1108.25 / 10, benchmark: 98 },
    { date: '2020-03-31', portfolio: 112.5, benchmark: 96 },
  ],
};

describe('cumulativeReturnsChart', () => {
  it('labels each line with its return since the first day, in Italian format', async () => {
    const svg = await renderSvg(cumulativeReturnsChart(daily, { locale: 'it-IT', labels }));
    // 112.5 / 100 − 1 = 12.5 %; 96 / 100 − 1 = −4 %
    expect(markTexts(svg).sort()).toEqual(['-4%', '12,5%']);
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Portafoglio', 'Benchmark']));
    // 89 days: a tick every 3 weeks on Sundays (UTC), day and Italian month
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['5 gen', '26 gen', '16 feb', '8 mar', '29 mar']));
  });

  it('measures a side that starts late from its own first value', async () => {
    const late: DailyPerformance = {
      ...daily,
      series: daily.series.map((p, i) => ({ ...p, benchmark: i < 2 ? null : p.benchmark })),
    };
    const texts = svgTexts(await renderSvg(cumulativeReturnsChart(late, { locale: 'en-US', labels })));
    // benchmark from 98 to 96: 96 / 98 − 1 = −2.04 % → "-2%"
    expect(texts).toEqual(expect.arrayContaining(['12.5%', '-2%']));
  });

  it('leaves the benchmark out when there is none', async () => {
    const alone = { ...daily, series: daily.series.map((p) => ({ ...p, benchmark: null })) };
    const texts = svgTexts(await renderSvg(cumulativeReturnsChart(alone, { locale: 'en-US', labels })));
    expect(texts).not.toContain('Benchmark');
    expect(texts).toContain('12.5%');
  });
});

describe('dailyPerformanceChart', () => {
  it('shows index values with one decimal', async () => {
    const svg = await renderSvg(dailyPerformanceChart(daily, { locale: 'it-IT', labels }));
    expect(markTexts(svg).sort()).toEqual(['112,5', '96,0']);
  });

  it('puts year ticks on a five-year window and month ticks on a one-year one', async () => {
    const years: DailyPerformance = {
      ...daily,
      series: [
        { date: '2019-09-10', portfolio: 100, benchmark: 100 },
        { date: '2022-03-01', portfolio: 1234.5, benchmark: 110 },
        { date: '2024-09-10', portfolio: 150, benchmark: 120 },
      ],
    };
    const long = axisTexts(await renderSvg(dailyPerformanceChart(years, { locale: 'en-US', labels })));
    expect(long).toEqual(expect.arrayContaining(['2020', '2021', '2022', '2023', '2024', '1,200.0']));
    const oneYear = {
      ...years,
      series: [
        { date: '2023-01-02', portfolio: 100, benchmark: null },
        { date: '2023-12-29', portfolio: 104, benchmark: null },
      ],
    };
    const short = axisTexts(await renderSvg(dailyPerformanceChart(oneYear, { locale: 'it-IT', labels })));
    // 361 days: a tick every second month
    expect(short).toEqual(expect.arrayContaining(['mar 2023', 'mag 2023', 'lug 2023']));
  });
});

describe('rollingReturnsChart', () => {
  it('draws the rolling returns as percentages', async () => {
    const spec = rollingReturnsChart(
      {
        window: '1y',
        isAnnualised: false,
        points: [
          { date: '2021-01-04', portfolio: 0.031, benchmark: null },
          { date: '2021-06-01', portfolio: 0.0726, benchmark: 0.05 },
        ],
      },
      { locale: 'en-US', labels },
    );
    const texts = svgTexts(await renderSvg(spec));
    expect(texts).toEqual(expect.arrayContaining(['7.3%', '5%']));
  });
});

describe('trailingReturnsChart', () => {
  it('shows n/a where the history is too short, never a zero bar', async () => {
    const trailing = (ytd: number | null, y1: number | null, y3: number | null, y5: number | null) => ({
      ytd: { value: ytd, isAnnualised: false },
      y1: { value: y1, isAnnualised: false },
      y3: { value: y3, isAnnualised: true },
      y5:
        y5 === null
          ? { value: null, isAnnualised: true, reason: 'insufficient_history' as const }
          : { value: y5, isAnnualised: true },
      sinceInception: { value: 0.2, isAnnualised: true },
    });
    const side = {
      cumulative: { lastWeek: 0.01, lastMonth: 0.02, lastYear: 0.05 },
      rolling: { lastWeek: 0.01, lastMonth: 0.02, lastYear: 0.08 },
    };
    const performance: PerformanceReturns = {
      asOf: '2024-12-31',
      portfolio: side,
      benchmark: side,
      trailing: {
        portfolio: trailing(0.052, 0.081, 0.064, null),
        benchmark: trailing(0.04, 0.07, 0.05, null),
      },
    };
    const spec = trailingReturnsChart(performance, {
      locale: 'it-IT',
      labels,
      rangeLabels: { ytd: 'Da inizio anno', y1: '1 anno', y3: '3 anni', y5: '5 anni' },
    });
    const svg = await renderSvg(spec);
    // Portfolio 5.2, 8.1, 6.4 %; benchmark 4, 7, 5 %; 5 years missing on both sides
    expect(markTexts(svg).sort()).toEqual(['4%', '5%', '5,2%', '6,4%', '7%', '8,1%', 'n.d.', 'n.d.']);
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['Da inizio anno', '1 anno', '3 anni', '5 anni']));
  });
});

describe('riskChart', () => {
  const set = (sd: number | null, sharpe: number | null): RiskSet => ({
    standardDeviation: { value: sd },
    sharpe: { value: sharpe },
    sortino: { value: null, reason: 'no_downside' },
    alpha: { value: 0.01 },
    beta: { value: 0.95 },
    rSquared: { value: 0.9 },
    maxDrawdown: { value: -0.2 },
  });
  const risk: RiskMeasures = {
    riskFreePct: 0,
    periodsPerYear: 252,
    windows: [
      {
        window: 'y1',
        from: '2024-01-01',
        to: '2024-12-31',
        observations: 252,
        portfolio: set(0.1534, 1.2345),
        benchmark: set(0.12, 0.9),
      },
      {
        window: 'y3',
        from: '2022-01-01',
        to: '2024-12-31',
        observations: 756,
        portfolio: set(0.18, 0.5),
        benchmark: null,
      },
    ],
  };

  it('draws volatility as percentages by window', async () => {
    const texts = svgTexts(
      await renderSvg(
        riskChart(risk, { locale: 'en-US', labels, windowLabels: { y1: '1 year', y3: '3 years' } }),
      ),
    );
    expect(texts).toEqual(expect.arrayContaining(['15.3%', '12%', '18%', '1 year', '3 years', 'n.d.']));
  });

  it('draws ratios with two decimals', async () => {
    const spec = riskChart(risk, {
      locale: 'it-IT',
      labels,
      windowLabels: { y1: '1 anno' },
      measure: 'sharpe',
    });
    const texts = svgTexts(await renderSvg(spec));
    // 1.2345 → "1,23"; a window without a label keeps its id
    expect(texts).toEqual(expect.arrayContaining(['1,23', '0,90', '0,50', '1 anno', 'y3']));
  });
});
