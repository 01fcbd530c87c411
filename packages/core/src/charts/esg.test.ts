import { describe, expect, it } from 'vitest';
import type { EsgData, EsgPillar, SustainabilityScore } from '../schemas/esg.ts';
import { esgPillarsChart, sustainabilityScoreChart } from './esg.ts';
import { axisTexts, markTexts, renderSvg, svgTexts } from './render-svg.test-helper.ts';

const labels = { portfolio: 'Portfolio', benchmark: 'Benchmark', noData: 'n/a' };
const coverage = { pct: 90 };
const pillar = (portfolio: number | null, benchmark: number | null): EsgPillar => ({
  companies: [],
  indicators: [],
  selectedIndicators: [],
  portfolioTotal: { name: 'TOTAL', weightPct: 100, score: portfolio, values: {}, coverage },
  benchmarkTotal:
    benchmark === null ? null : { name: 'BENCHMARK', weightPct: 100, score: benchmark, values: {}, coverage },
});
const paging = { page: 1, perPage: 20, total: 0, order: 'desc' as const, orderBy: 'weight', find: '' };

describe('esgPillarsChart', () => {
  it('compares the TOTAL and BENCHMARK scores per pillar', async () => {
    const esg: EsgData = {
      e: pillar(62.45, 55),
      s: pillar(48.2, 51.35),
      g: pillar(null, 70),
      paging,
      limited: false,
    };
    const svg = await renderSvg(
      esgPillarsChart(esg, {
        locale: 'it-IT',
        labels,
        pillarLabels: { e: 'Ambientale', s: 'Sociale', g: 'Governance' },
      }),
    );
    // one decimal, Italian comma; G of the portfolio has no data
    expect(markTexts(svg).sort()).toEqual(['48,2', '51,4', '55,0', '62,5', '70,0', 'n/a']);
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['Ambientale', 'Sociale', 'Governance']));
    expect(svgTexts(svg)).toEqual(expect.arrayContaining(['Portfolio', 'Benchmark']));
  });

  it('draws the portfolio alone when no pillar has a benchmark', async () => {
    const esg: EsgData = {
      e: pillar(60, null),
      s: pillar(50, null),
      g: pillar(40, null),
      paging,
      limited: false,
    };
    const svg = await renderSvg(
      esgPillarsChart(esg, { locale: 'en-US', labels, pillarLabels: { e: 'E', s: 'S', g: 'G' } }),
    );
    expect(markTexts(svg).sort()).toEqual(['40.0', '50.0', '60.0']);
    expect(svgTexts(svg)).not.toContain('Benchmark');
  });
});

describe('sustainabilityScoreChart', () => {
  it('draws the five pillars without the overall score when not asked', async () => {
    const c = (portfolio: number | null, benchmark: number | null) => ({
      portfolio,
      benchmark,
      coverage,
      benchmarkCoverage: coverage,
    });
    const score: SustainabilityScore = {
      overall: c(58, 52),
      environmental: c(61, 50),
      social: c(55.56, 53),
      governance: c(70, 69),
      impact: c(null, 40),
      products: c(45, null),
    };
    const svg = await renderSvg(
      sustainabilityScoreChart(score, {
        locale: 'en-US',
        labels,
        pillarLabels: {
          environmental: 'Env',
          social: 'Soc',
          governance: 'Gov',
          impact: 'Impact',
          products: 'Products',
        },
      }),
    );
    expect(markTexts(svg).sort()).toEqual([
      '40.0',
      '45.0',
      '50.0',
      '53.0',
      '55.6',
      '61.0',
      '69.0',
      '70.0',
      'n/a',
      'n/a',
    ]);
    expect(axisTexts(svg).filter((t) => /^[A-Z]/.test(t))).toEqual([
      'Env',
      'Soc',
      'Gov',
      'Impact',
      'Products',
    ]);
  });
});
