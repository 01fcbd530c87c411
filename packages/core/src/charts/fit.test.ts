import { describe, expect, it } from 'vitest';
import type { DailyPerformance } from '../schemas/performance.ts';
import type { TaxonomyKpiSummary, TaxonomySummary } from '../schemas/taxonomy.ts';
import { dailyPerformanceChart } from './performance.ts';
import { axisTexts, renderSvg } from './render-svg.test-helper.ts';
import { taxonomyChart } from './taxonomy.ts';

// Issue 22 item 6: a chart that fills a 390 px phone's card (about 316 px) fits its x-axis labels to that width;
// the PDF's charts (no containerWidth) keep their axes.

const share = { eligiblePct: 20, alignedPct: 10 };
const kpi: TaxonomyKpiSummary = {
  includingSovereigns: share,
  excludingSovereigns: share,
  byObjective: { CCM: share, CCA: share, WTR: share, CE: share, PPC: share, BIO: share },
  enablingPct: 2,
  transitionalPct: 1,
  fossilGasPct: 0,
  nuclearPct: 0,
  coverage: { pct: 80 },
};
const summary: TaxonomySummary = { portfolio: { turnover: kpi, capex: kpi, opex: kpi }, benchmark: null };
const taxonomyOptions = {
  locale: 'en-US' as const,
  width: 'container' as const,
  labels: { portfolio: 'Portfolio', benchmark: 'Benchmark', noData: 'n/a' },
  // the web's English KPI names: 19 and 21 characters, about 120 px each at 11 px (6 px a character)
  kpiLabels: { turnover: 'Turnover', capex: 'Capital expenditure', opex: 'Operating expenditure' },
  measureLabels: { eligible: 'Eligible', aligned: 'Aligned' },
};
const xAxisOf = (spec: object) =>
  (spec as { encoding: { x: { axis: Record<string, unknown> } } }).encoding.x.axis;

describe('charts fitted to their container', () => {
  it('breaks long category labels into lines in a phone-wide chart, or stands them upright', async () => {
    // 316 − 72 px of y axis = 244 px for 3 labels: 77 px a slot, less than the 126 px of "Operating expenditure"
    // and more than the 66 px of its longest word, "expenditure"
    const phone = taxonomyChart(summary, { ...taxonomyOptions, containerWidth: 316 });
    expect(xAxisOf(phone)).toMatchObject({
      labelAngle: 0,
      labelExpr:
        'datum.label === "Capital expenditure" ? ["Capital","expenditure"] : ' +
        'datum.label === "Operating expenditure" ? ["Operating","expenditure"] : datum.label',
    });
    expect(axisTexts(await renderSvg(phone))).toEqual(
      expect.arrayContaining(['Turnover', 'Capitalexpenditure', 'Operatingexpenditure']),
    );
    // 244 − 72 = 172 px for 3: 53 px a slot holds no "expenditure" (66 px): the labels stand upright
    const narrower = taxonomyChart(summary, { ...taxonomyOptions, containerWidth: 244 });
    expect(xAxisOf(narrower)).toMatchObject({ labelAngle: -90, labelLimit: 160 });
    expect(axisTexts(await renderSvg(narrower))).toContain('Turnover');
    // a wide card and the PDF: level, on one line
    expect(xAxisOf(taxonomyChart(summary, { ...taxonomyOptions, containerWidth: 640 }))).toEqual({
      labelAngle: 0,
    });
    expect(xAxisOf(taxonomyChart(summary, { ...taxonomyOptions, width: 480 }))).toEqual({ labelAngle: 0 });
  });

  it('shows fewer dates on a phone-wide time axis, and lists a phone-wide legend in one column', async () => {
    // 89 days: six ticks a week apart become every 3 weeks; 316 − 72 = 244 px holds 3 dates (80 px each)
    const daily: DailyPerformance = {
      from: '2020-01-02',
      to: '2020-03-31',
      minDate: '2020-01-02',
      maxDate: '2020-03-31',
      base: 100,
      series: [
        { date: '2020-01-02', portfolio: 100, benchmark: 100 },
        { date: '2020-03-31', portfolio: 112.5, benchmark: 96 },
      ],
    };
    const labels = { portfolio: 'Portfolio', benchmark: 'Benchmark', noData: 'n/a' };
    const ticks = (spec: object) =>
      JSON.stringify(spec).match(/"tickCount":\{"interval":"week","step":(\d+)\}/)?.[1];
    expect(ticks(dailyPerformanceChart(daily, { locale: 'en-US', labels }))).toBe('3');
    const phone = dailyPerformanceChart(daily, {
      locale: 'en-US',
      labels,
      width: 'container',
      containerWidth: 316,
    });
    // ceil(89 / 7 / 3) = 5 weeks
    expect(ticks(phone)).toBe('5');
    expect(phone.config?.legend?.columns).toBe(1);
    expect(dailyPerformanceChart(daily, { locale: 'en-US', labels }).config?.legend?.columns).toBeUndefined();
  });
});
