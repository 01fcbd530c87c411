import { describe, expect, it } from 'vitest';
import type { PaiFigure, PaiIndicator, PaiQuarterly } from '../schemas/pai.ts';
import { paiIndicatorChart, paiQuarterlyChart } from './pai.ts';
import { axisTexts, markTexts, renderSvg, svgTexts } from './render-svg.test-helper.ts';

const labels = { portfolio: 'Portafoglio', benchmark: 'Benchmark', noData: 'n.d.' };
const figure = (
  value: number | null,
  status: PaiFigure['status'] = value === null ? 'no_data' : 'ok',
): PaiFigure => ({
  value,
  status,
  unit: 't_co2e',
  basis: 'all',
  coverage: {
    pct: value === null ? 0 : 80,
    coveredValueEur: value === null ? 0 : 8_000_000,
    estimatedPct: 0,
  },
  totalValueEur: 10_000_000,
  eligibleValueEur: 8_000_000,
  fiscalYear: value === null ? null : 2023,
  fiscalYearFrom: value === null ? null : 2023,
});

describe('paiIndicatorChart', () => {
  // The worked example of sfdr-pai-and-taxonomy.md §10: S1 43, S2 11.5, S3 160.5, total 215 t
  const pai1: PaiIndicator = {
    table: 1,
    number: 1,
    code: 'PAI_1',
    label: 'GHG emissions',
    metrics: [
      { code: 'PAI_1_S1', label: 'Scope 1', portfolio: figure(43), benchmark: figure(1234.567) },
      { code: 'PAI_1_S2', label: 'Scope 2', portfolio: figure(11.5), benchmark: figure(null) },
      {
        code: 'PAI_1_S3',
        label: 'Scope 3',
        portfolio: figure(160.5),
        benchmark: figure(null, 'not_applicable'),
      },
      { code: 'PAI_1_T', label: 'Totale', portfolio: figure(215), benchmark: figure(null) },
    ],
  };

  it('shows each scope with two decimals and n/a where there is no data', async () => {
    const svg = await renderSvg(paiIndicatorChart(pai1, { locale: 'it-IT', labels }));
    expect(markTexts(svg).sort()).toEqual([
      '1.234,57',
      '11,50',
      '160,50',
      '215,00',
      '43,00',
      'n.d.',
      'n.d.',
      'n.d.',
    ]);
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['Scope 1', 'Scope 2', 'Scope 3', 'Totale']));
    // the shared unit's symbol becomes the y title
    expect(svgTexts(svg)).toContain('t CO2e');
  });
});

describe('paiQuarterlyChart', () => {
  it('draws the four quarter ends in order with the translated quarter names', async () => {
    const q = (number: number, date: string, value: number | null) => ({ number, date, ...figure(value) });
    const quarterly: PaiQuarterly = {
      number: 2,
      code: 'PAI_2',
      values: [
        q(3, '2023-09-30', 22.125),
        q(1, '2023-03-31', 20),
        q(4, '2023-12-31', null),
        q(2, '2023-06-30', 21.5),
      ],
    };
    const svg = await renderSvg(
      paiQuarterlyChart(quarterly, {
        locale: 'en-US',
        labels: { noData: 'n/a', series: 'Portfolio' },
        quarterLabels: ['Q1', 'Q2', 'Q3', 'Q4'],
      }),
    );
    // 22.125 → "22.13" (two decimals)
    expect(markTexts(svg)).toEqual(expect.arrayContaining(['20.00', '21.50', '22.13', 'n/a']));
    const quarters = axisTexts(svg).filter((t) => /^Q\d$/.test(t));
    expect(quarters).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });
});
