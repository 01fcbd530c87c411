import { dayFromIso, PerformanceReturns, RollingReturnSeries } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import {
  cumulativePeriodReturns,
  dailyPerformance,
  performanceReturns,
  rollingPeriodReturns,
  rollingReturnSeries,
  rollingReturns,
  trailingReturns,
} from './returns.ts';
import { seriesOf } from './test-series.test-helper.ts';

const d = dayFromIso;

describe('cumulative (to-date) and rolling (trailing) period returns', () => {
  // Fri 2023-12-29 100, Tue 2024-01-02 101, Fri 2024-01-05 102, Mon 2024-01-08 99, Wed 2024-01-10 104.
  const s = seriesOf([
    ['2023-12-29', 100],
    ['2024-01-02', 101],
    ['2024-01-05', 102],
    ['2024-01-08', 99],
    ['2024-01-10', 104],
  ]);

  it('case 1: week-, month- and year-to-date from the last values before the week, month and year', () => {
    const r = cumulativePeriodReturns(s, d('2024-01-10'));
    // WTD base: Sunday 2024-01-07 → Fri 01-05 = 102 → 104/102 − 1
    expect(r.lastWeek).toBeCloseTo(104 / 102 - 1, 15);
    // MTD and YTD base: 2023-12-31 → Fri 12-29 = 100 → 0.04
    expect(r.lastMonth).toBeCloseTo(0.04, 15);
    expect(r.lastYear).toBeCloseTo(0.04, 15);
  });

  it('case 2: trailing 7 days, 1 and 12 months; n/a where the history is shorter', () => {
    const r = rollingPeriodReturns(s, d('2024-01-10'));
    // base 2024-01-03 → Tue 01-02 = 101 → 104/101 − 1 = 0.0297029…
    expect(r.lastWeek).toBeCloseTo(104 / 101 - 1, 15);
    // base 2023-12-10 and 2023-01-10 precede the first value: "n/a"
    expect(r.lastMonth).toBeNull();
    expect(r.lastYear).toBeNull();
  });

  it('case 3: month end clamping and a week base inside the previous month', () => {
    const t = seriesOf([
      ['2024-02-28', 100],
      ['2024-02-29', 110],
      ['2024-03-28', 121],
    ]);
    const asOf = d('2024-03-28'); // a Thursday
    // rolling 1 month: base 2024-02-28 = 100 → 0.21
    expect(rollingPeriodReturns(t, asOf).lastMonth).toBeCloseTo(0.21, 15);
    const c = cumulativePeriodReturns(t, asOf);
    // MTD base 2024-02-29 = 110 → 0.1; WTD base Sunday 03-24 → 02-29 = 110 → 0.1; YTD base 2023-12-31 → n/a
    expect(c.lastMonth).toBeCloseTo(0.1, 15);
    expect(c.lastWeek).toBeCloseTo(0.1, 15);
    expect(c.lastYear).toBeNull();
  });

  it('case 4: a first-day loss', () => {
    const t = seriesOf([
      ['2024-05-31', 100],
      ['2024-06-03', 95],
    ]);
    const asOf = d('2024-06-03'); // Monday
    // WTD base Sun 06-02 → 05-31 = 100 → −0.05; MTD base 05-31 → −0.05; trailing 7 days base 05-27 → n/a
    const c = cumulativePeriodReturns(t, asOf);
    expect(c.lastWeek).toBeCloseTo(-0.05, 15);
    expect(c.lastMonth).toBeCloseTo(-0.05, 15);
    expect(c.lastYear).toBeNull();
    expect(rollingPeriodReturns(t, asOf).lastWeek).toBeNull();
  });

  it('parses with core PerformanceReturns, portfolio and benchmark ending on the portfolio day', () => {
    const benchmark = seriesOf([
      ['2023-12-29', 50],
      ['2024-01-09', 55],
    ]);
    const result = performanceReturns(s, benchmark);
    expect(PerformanceReturns.parse(result)).toEqual(result);
    expect(result?.asOf).toBe('2024-01-10');
    // benchmark YTD: 55/50 − 1 = 0.1 (its last value at or before 2024-01-10 is 01-09)
    expect(result?.benchmark?.cumulative.lastYear).toBeCloseTo(0.1, 15);
    expect(performanceReturns(seriesOf([]), null)).toBeNull();
  });
});

describe('trailing returns (metrics.md §3)', () => {
  const s = seriesOf([
    ['2019-01-02', 100],
    ['2020-01-02', 110],
    ['2021-12-31', 121],
    ['2022-01-03', 120],
    ['2023-01-03', 150],
    ['2024-01-02', 160],
  ]);
  const t = trailingReturns(s, d('2024-01-02'));

  it('case 1: YTD from the last value of the previous year, not annualised', () => {
    // base: last value ≤ 2023-12-31 = 2023-01-03 (150) → 160/150 − 1
    expect(t.ytd).toEqual({ value: 160 / 150 - 1, isAnnualised: false });
  });
  it('case 2: 1 year from the last value at or before asOf − 1 year, not annualised', () => {
    // base ≤ 2023-01-02 → 2022-01-03 (120) → 1/3
    expect(t.y1.value).toBeCloseTo(1 / 3, 15);
    expect(t.y1.isAnnualised).toBe(false);
  });
  it('case 3: 3 years annualised in calendar time', () => {
    // base ≤ 2021-01-02 → 2020-01-02 (110); 1461 days → exponent 365.25 / 1461 = 0.25
    expect(t.y3.value).toBeCloseTo((160 / 110) ** 0.25 - 1, 15);
    expect(t.y3.isAnnualised).toBe(true);
  });
  it('case 4: 5 years and since inception from the same first value', () => {
    // base 2019-01-02 (100); 2019-01-02 → 2024-01-02 = 1826 days
    expect(t.y5.value).toBeCloseTo(1.6 ** (365.25 / 1826) - 1, 15);
    expect(t.sinceInception).toEqual(t.y5);
  });
  it('a window shorter than the trailing period is n/a', () => {
    const short = seriesOf([
      ['2022-06-01', 100],
      ['2023-06-01', 105],
      ['2024-01-02', 110],
    ]);
    const r = trailingReturns(short, d('2024-01-02'));
    expect(r.y3).toEqual({ value: null, isAnnualised: true, reason: 'insufficient_history' });
    expect(r.y5.value).toBeNull();
    // 1Y base ≤ 2023-01-02 → 2022-06-01 (100) → 0.1
    expect(r.y1.value).toBeCloseTo(0.1, 15);
    // since inception spans 580 days ≥ a year: annualised 1.1^(365.25/580) − 1
    expect(r.sinceInception.value).toBeCloseTo(1.1 ** (365.25 / 580) - 1, 15);
  });
  it('since inception under a year is not annualised', () => {
    const r = trailingReturns(
      seriesOf([
        ['2024-01-02', 100],
        ['2024-06-03', 90],
      ]),
      d('2024-06-03'),
    );
    expect(r.sinceInception.value).toBeCloseTo(-0.1, 15);
    expect(r.sinceInception.isAnnualised).toBe(false);
    expect(r.y1.reason).toBe('insufficient_history');
  });
  it('a single observation has no return at all', () => {
    const r = trailingReturns(seriesOf([['2024-01-02', 100]]), d('2024-01-02'));
    expect(r.sinceInception).toEqual({ value: null, isAnnualised: false, reason: 'insufficient_history' });
    expect(r.ytd.value).toBeNull();
    expect(r.y1.value).toBeNull();
  });
});

describe('daily performance between from and to', () => {
  const p = seriesOf([
    ['2024-01-02', 200],
    ['2024-01-03', 210],
    ['2024-01-04', 190],
    ['2024-01-05', 220],
  ]);
  const b = seriesOf([
    ['2024-01-02', 50],
    ['2024-01-04', 55],
    ['2024-01-05', 60],
  ]);
  it('rebases both sides to 100 on the first day of the range; a missing day is null', () => {
    const r = dailyPerformance(p, b, d('2024-01-03'), d('2024-01-05'));
    if ('error' in r) throw new Error(r.error);
    // portfolio base 01-03 = 210: 100, 190/210·100, 220/210·100; benchmark base ≤ 01-03 = 01-02 (50)
    expect(r.series.map((x) => x.date)).toEqual(['2024-01-03', '2024-01-04', '2024-01-05']);
    expect(r.series[0]).toEqual({ date: '2024-01-03', portfolio: 100, benchmark: null });
    expect(r.series[1]!.portfolio).toBeCloseTo((190 / 210) * 100, 12);
    expect(r.series[1]!.benchmark).toBeCloseTo(110, 12);
    expect(r.series[2]!.benchmark).toBeCloseTo(120, 12);
    expect(r.minDate).toBe('2024-01-02');
    expect(r.maxDate).toBe('2024-01-05');
  });
  it('refuses a range outside [minDate, maxDate] or reversed', () => {
    expect(dailyPerformance(p, b, d('2023-12-29'), d('2024-01-05'))).toMatchObject({
      error: 'invalid_range',
    });
    expect(dailyPerformance(p, b, d('2024-01-05'), d('2024-01-03'))).toMatchObject({
      error: 'invalid_range',
    });
    expect(dailyPerformance(seriesOf([]), null, 0, 1)).toEqual({ error: 'no_data' });
  });
  it('a single-day range is one point at 100', () => {
    const r = dailyPerformance(p, null, d('2024-01-04'), d('2024-01-04'));
    expect('error' in r ? r : r.series).toEqual([{ date: '2024-01-04', portfolio: 100, benchmark: null }]);
  });
});

describe('rolling-return series', () => {
  const s = seriesOf([
    ['2024-01-31', 100],
    ['2024-02-15', 102],
    ['2024-02-29', 105],
    ['2024-03-15', 99],
    ['2024-03-29', 110],
  ]);
  it('is the trailing 1-month return at every day whose base exists', () => {
    const r = rollingReturns(s, '1m');
    // 01-31 and 02-15: bases 12-31 and 01-15 precede the first value → skipped; 02-29: base 01-29 → skipped;
    // 03-15: base ≤ 02-15 = 102 → 99/102 − 1; 03-29: base ≤ 02-29 = 105 → 110/105 − 1
    expect(Array.from(r.days)).toEqual([d('2024-03-15'), d('2024-03-29')]);
    expect(r.values[0]).toBeCloseTo(99 / 102 - 1, 15);
    expect(r.values[1]).toBeCloseTo(110 / 105 - 1, 15);
  });
  it('takes the base one calendar month back (2024-02-29 − 1 month = 2024-01-29)', () => {
    const withFeb = rollingReturns(
      seriesOf([
        ['2024-01-29', 100],
        ['2024-02-29', 120],
      ]),
      '1m',
    );
    expect(withFeb.values).toHaveLength(1);
    expect(withFeb.values[0]).toBeCloseTo(0.2, 15);
  });
  it('annualises 3-year windows and parses with core', () => {
    const long = seriesOf([
      ['2020-01-02', 100],
      ['2023-01-02', 133.1],
    ]);
    const r = rollingReturnSeries(long, null, '3y');
    // 2020-01-02 → 2023-01-02 = 1096 days: 1.331^(365.25/1096) − 1
    expect(r.points).toHaveLength(1);
    expect(r.points[0]!.portfolio).toBeCloseTo(1.331 ** (365.25 / 1096) - 1, 15);
    expect(r.isAnnualised).toBe(true);
    expect(RollingReturnSeries.parse(r)).toEqual(r);
  });
  it('merges portfolio and benchmark days', () => {
    const r = rollingReturnSeries(
      s,
      seriesOf([
        ['2024-01-01', 1],
        ['2024-02-20', 2],
      ]),
      '1m',
    );
    expect(r.points.map((x) => [x.date, x.benchmark === null])).toEqual([
      ['2024-02-20', false],
      ['2024-03-15', true],
      ['2024-03-29', true],
    ]);
  });
});
