import { describe, expect, it } from 'vitest';
import type { Allocation } from '../schemas/holdings.ts';
import { allocationChart } from './allocation.ts';
import { renderSvg, svgTexts } from './render-svg.test-helper.ts';

const countries: Allocation = {
  entries: [
    { key: 'FR', label: 'Francia', weightPct: 12.5 },
    { key: 'US', label: 'Stati Uniti', weightPct: 61.25 },
    { key: 'IT', label: 'Italia', weightPct: 8 },
  ],
  otherPct: 15.25,
  unknownPct: 3,
  coverage: { pct: 97 },
};
const labels = { other: 'Altri', unknown: 'Non noto' };

describe('allocationChart', () => {
  it('draws bars largest first, then other and unknown, labelled in the locale', async () => {
    const texts = svgTexts(await renderSvg(allocationChart(countries, { locale: 'it-IT', labels })));
    const order = ['Stati Uniti', 'Francia', 'Italia', 'Altri', 'Non noto'].map((l) => texts.indexOf(l));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // 61.25 % → "61,3%" is d3's rounding of 0.6125 to one decimal; 12.5 → "12,5%"; 8 → "8%" (trailing zero trimmed)
    expect(texts).toEqual(expect.arrayContaining(['12,5%', '8%', '15,3%', '3%']));
  });

  it('formats en-US with a decimal point', async () => {
    const texts = svgTexts(await renderSvg(allocationChart(countries, { locale: 'en-US', labels })));
    expect(texts).toContain('12.5%');
    expect(texts).not.toContain('12,5%');
  });

  it('draws a donut with a legend and weights', async () => {
    const spec = allocationChart(countries.entries, { locale: 'en-US', labels, kind: 'donut' });
    const texts = svgTexts(await renderSvg(spec));
    expect(texts).toEqual(
      expect.arrayContaining(['Stati Uniti', 'Francia', 'Italia', '61.3%', '12.5%', '8%']),
    );
    // A plain list carries no "other" bucket.
    expect(texts).not.toContain('Altri');
  });

  it('keeps two entries with the same name apart', async () => {
    const spec = allocationChart(
      [
        { key: 'URTH', label: 'World', weightPct: 50 },
        { key: 'SWDA', label: 'World', weightPct: 50 },
      ],
      { locale: 'en-US', labels },
    );
    const texts = svgTexts(await renderSvg(spec));
    expect(texts).toEqual(expect.arrayContaining(['World (URTH)', 'World (SWDA)']));
  });
});
