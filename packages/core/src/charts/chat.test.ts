import { compile } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import type { ChatChartData } from '../schemas/chat.ts';
import { chatAnswerChart } from './chat.ts';
import { axisTexts, markTexts, renderSvg } from './render-svg.test-helper.ts';

describe('chatAnswerChart', () => {
  it('draws columns for a single year, values in K and M rounded to 2 decimals', async () => {
    const data: ChatChartData = {
      unit: 't CO2e',
      points: [
        { series: 'Acme', year: 2023, value: 1_534_567.891 },
        { series: 'Globex', year: 2023, value: 2_500 },
        { series: 'Initech', year: 2023, value: 12.345 },
        { series: 'Umbrella', year: 2023, value: null },
      ],
    };
    const spec = chatAnswerChart(data, { locale: 'it-IT', labels: { noData: 'n.d.' } });
    expect(JSON.stringify(compile(spec).spec)).toContain('"type":"rect"');
    const svg = await renderSvg(spec);
    // 1,534,567.89 → 1,53M; 2,500 → 2,5K; 12.345 → 12.35 (rounded first) → 12,35
    expect(markTexts(svg).sort()).toEqual(['1,53M', '12,35', '2,5K', 'n.d.']);
    expect(axisTexts(svg)).toEqual(
      expect.arrayContaining(['Acme', 'Globex', 'Initech', 'Umbrella', '0', '1M']),
    );
  });

  it('draws areas when the answer spans several years', async () => {
    const data: ChatChartData = {
      unit: null,
      points: [
        { series: 'Acme', year: 2021, value: 900 },
        { series: 'Acme', year: 2022, value: 1_200 },
        { series: 'Acme', year: 2023, value: 1_250.5 },
      ],
    };
    const spec = chatAnswerChart(data, { locale: 'en-US', labels: { noData: 'n/a' } });
    expect(JSON.stringify(compile(spec).spec)).toContain('"type":"area"');
    const svg = await renderSvg(spec);
    expect(markTexts(svg)).toEqual(['900', '1.2K', '1.25K']);
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['2021', '2022', '2023']));
  });
});
