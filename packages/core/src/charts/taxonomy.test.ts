import { describe, expect, it } from 'vitest';
import type { TaxonomyKpiSummary, TaxonomySummary } from '../schemas/taxonomy.ts';
import { axisTexts, markTexts, renderSvg, svgTexts } from './render-svg.test-helper.ts';
import { taxonomyChart } from './taxonomy.ts';

const share = (eligiblePct: number | null, alignedPct: number | null) => ({ eligiblePct, alignedPct });
const kpi = (incl: [number, number], excl: [number, number]): TaxonomyKpiSummary => ({
  includingSovereigns: share(...incl),
  excludingSovereigns: share(...excl),
  byObjective: {
    CCM: share(incl[0], incl[1]),
    CCA: share(0, 0),
    WTR: share(0, 0),
    CE: share(0, 0),
    PPC: share(0, 0),
    BIO: share(0, 0),
  },
  enablingPct: 2,
  transitionalPct: 1,
  fossilGasPct: 0,
  nuclearPct: 0,
  coverage: { pct: 80 },
});
// The worked example of sfdr-pai-and-taxonomy.md §10: turnover eligible 23 %, aligned 14.5 %
const summary: TaxonomySummary = {
  portfolio: {
    turnover: kpi([23, 14.5], [25, 16]),
    capex: kpi([30, 20], [31, 21]),
    opex: kpi([12, 6], [13, 7]),
  },
  benchmark: null,
};
const options = {
  labels: { portfolio: 'Portafoglio', benchmark: 'Benchmark', noData: 'n.d.' },
  kpiLabels: { turnover: 'Fatturato', capex: 'CapEx', opex: 'OpEx' },
  measureLabels: { eligible: 'ammissibile', aligned: 'allineato' },
};

describe('taxonomyChart', () => {
  it('shows eligible and aligned per KPI, including sovereigns by default', async () => {
    const svg = await renderSvg(taxonomyChart(summary, { locale: 'it-IT', ...options }));
    expect(markTexts(svg).sort()).toEqual(['12%', '14,5%', '20%', '23%', '30%', '6%']);
    expect(axisTexts(svg)).toEqual(expect.arrayContaining(['Fatturato', 'CapEx', 'OpEx']));
    expect(svgTexts(svg)).toEqual(
      expect.arrayContaining(['Portafoglio · ammissibile', 'Portafoglio · allineato']),
    );
  });

  it('switches to the shares excluding sovereign exposures', async () => {
    const svg = await renderSvg(
      taxonomyChart(summary, { locale: 'en-US', ...options, sovereigns: 'excluding' }),
    );
    expect(markTexts(svg).sort()).toEqual(['13%', '16%', '21%', '25%', '31%', '7%']);
  });

  it('adds the benchmark in grey beside the portfolio', async () => {
    const withBenchmark = { ...summary, benchmark: summary.portfolio };
    const spec = taxonomyChart(withBenchmark, { locale: 'en-US', ...options });
    const texts = svgTexts(await renderSvg(spec));
    expect(texts).toEqual(expect.arrayContaining(['Benchmark · ammissibile', 'Benchmark · allineato']));
    expect(JSON.stringify(spec)).toContain('#9AA0A6');
  });
});
