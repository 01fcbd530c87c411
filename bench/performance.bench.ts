import {
  buildValuePath,
  dailyPerformance,
  type FundRatingInput,
  fundRatings,
  type PerformanceFxSeries,
  type PerformanceItem,
  type PerformancePortfolio,
  type PerformanceSeries,
  performanceReturns,
  riskMeasures,
  rollingReturnSeries,
} from '@esgkit/engine';
import { test } from 'vitest';

// Performance and risk (Part 5): a 10-year daily series for a 25-item portfolio, every measure (issue bound: ≤ 20 ms).
// Synthetic, seeded: weekdays from 2016-01-04 to 2025-12-31, log-normal daily returns, 1 % of prices missing at
// random (carried forward), 7 of 25 items in USD or GBP converted with fx series.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20261122);
const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const FIRST_DAY = Date.UTC(2016, 0, 4) / 86_400_000;
const LAST_DAY = Date.UTC(2025, 11, 31) / 86_400_000;
const weekdays: number[] = [];
for (let d = FIRST_DAY; d <= LAST_DAY; d++) if ((d + 3) % 7 < 5) weekdays.push(d);

function randomSeries(drift: number, vol: number, missingShare: number): PerformanceSeries {
  const days: number[] = [];
  const values: number[] = [];
  let v = 100;
  for (const d of weekdays) {
    v *= Math.exp(drift + vol * gaussian());
    if (days.length > 0 && random() < missingShare) continue;
    days.push(d);
    values.push(v);
  }
  return { days: Int32Array.from(days), values: Float64Array.from(values) };
}
function fxSeries(level: number): PerformanceFxSeries {
  const s = randomSeries(0, 0.004, 0);
  return { days: s.days, eurPerUnit: s.values.map((x) => (x / 100) * level) };
}

const fx = new Map([
  ['USD', fxSeries(0.9)],
  ['GBP', fxSeries(1.15)],
]);
const currencies = ['USD', 'USD', 'USD', 'USD', 'USD', 'GBP', 'GBP'];
const items: PerformanceItem[] = Array.from({ length: 25 }, (_, i) => ({
  series: randomSeries(0.0003, 0.012, 0.01),
  weightPct: 3.8,
  currency: currencies[i] ?? 'EUR',
  id: `S${i}`,
}));
const portfolio: PerformancePortfolio = {
  items,
  cashWeightPct: 5,
  investmentDay: FIRST_DAY,
  investmentAmountEur: 100_000,
};
const benchmark: PerformancePortfolio = {
  items: [
    { series: randomSeries(0.0003, 0.01, 0), weightPct: 60, currency: 'EUR' },
    { series: randomSeries(0.0001, 0.004, 0), weightPct: 40, currency: 'USD' },
  ],
  cashWeightPct: 0,
  investmentDay: FIRST_DAY,
  investmentAmountEur: 100_000,
};
const riskFree = { kind: 'constant' as const, annualPct: 2 };
const rollingWindows = ['1m', '3m', '6m', '1y', '3y', '5y'] as const;

/** Every measure of the performance view for one portfolio and its benchmark. */
function everything(): number {
  const p = buildValuePath(portfolio, fx);
  const b = buildValuePath(benchmark, fx);
  const returns = performanceReturns(p, b);
  const risk = riskMeasures(p, b, { riskFree });
  const daily = dailyPerformance(p, b, p.days[0]!, p.days[p.days.length - 1]!);
  let points = 0;
  for (const w of rollingWindows) points += rollingReturnSeries(p, b, w).points.length;
  return (
    (returns === null ? 0 : 1) + risk.windows.length + ('error' in daily ? 0 : daily.series.length) + points
  );
}

const p = buildValuePath(portfolio, fx);
const b = buildValuePath(benchmark, fx);

test('performance: 10 years daily, 25 items, every measure', async ({ bench }) => {
  await bench('value paths + returns + risk (4 windows) + daily + 6 rolling series', () => {
    everything();
  }).run();
});

test('performance: the parts', async ({ bench }) => {
  await bench('buildValuePath (25 items, fx, carry-forward)', () => {
    buildValuePath(portfolio, fx);
  }).run();
  await bench('performanceReturns', () => {
    performanceReturns(p, b);
  }).run();
  await bench('riskMeasures (YTD, 1, 3, 5 years, with benchmark)', () => {
    riskMeasures(p, b, { riskFree });
  }).run();
  await bench('dailyPerformance (10 years)', () => {
    dailyPerformance(p, b, p.days[0]!, p.days[p.days.length - 1]!);
  }).run();
  await bench('rollingReturnSeries 1y', () => {
    rollingReturnSeries(p, b, '1y');
  }).run();
});

// Fund ratings: 2,000 funds in 40 categories and 8 global categories, 5 years of daily NAVs each.
const ratingFunds: FundRatingInput[] = Array.from({ length: 2000 }, (_, i) => {
  const s = randomSeries(0.0002 + 0.0002 * random(), 0.005 + 0.01 * random(), 0);
  const n = s.days.length;
  return {
    series: { days: s.days.subarray(n - 1305), values: s.values.subarray(n - 1305) },
    category: `C${i % 40}`,
    globalCategory: `G${i % 8}`,
    terPct: Math.round(random() * 200) / 100,
  };
});

test('fund ratings: 2,000 funds, 40 categories', async ({ bench }) => {
  await bench('fundRatings (3 years, 12 quarters)', () => {
    fundRatings(ratingFunds, { asOfDay: LAST_DAY });
  }).run();
});
