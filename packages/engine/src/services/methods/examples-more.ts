import type { PaiFigure } from '@esgkit/core';
import { impactCode, impactFigure } from '../../analytics/impact/impact.ts';
import { buildCompanyFactsInputs } from '../../analytics/pai/inputs.ts';
import { statementYearFigure } from '../../analytics/pai/statement.ts';
import { fundRatings } from '../../analytics/performance/rating.ts';
import type { PortfolioSide } from '../../analytics/views/side.ts';
import { type Inputs, num } from './fixture.ts';

// The worked examples of the impact types and the PAI reference-year statement (see examples.ts): the real
// functions (`impactFigure`, `statementYearFigure`) on in-memory inputs.

/**
 * Impact type 0 or 2 of one additive code over two companies K and L: held values vK/vL, EVICs evicK/evicL and the
 * companies' reported quantities xK/xL of `code`.
 */
export const impactExample = (inputs: Inputs, type: 0 | 2): number => {
  const code = impactCode(String(inputs.code));
  if (!code?.indicator)
    throw new Error(`impact example: ${String(inputs.code)} is not a catalogue indicator`);
  const facts = buildCompanyFactsInputs({
    companyIds: ['K', 'L'],
    facts: [
      { company_id: 'K', year: 2025, evic_eur: num(inputs, 'evicK') },
      { company_id: 'L', year: 2025, evic_eur: num(inputs, 'evicL') },
    ],
    year: 2026,
  });
  // impactFigure reads only the side's companies and their values once the context is given
  const side = {
    companies: Int32Array.of(0, 1),
    companyValue: Float64Array.of(num(inputs, 'vK'), num(inputs, 'vL')),
  } as unknown as PortfolioSide;
  const indicators = {
    companyCount: 2,
    codeIndex: new Map([[code.indicator.code, 0]]),
    values: Float64Array.of(num(inputs, 'xK'), num(inputs, 'xL')),
  };
  const figure = impactFigure(side, code, type, { side, indicators, facts, evic: facts.columns.evic_eur });
  return figure.value ?? Number.NaN;
};

/**
 * The reference year of a class A–D figure from four quarter values (`quarters`: numbers, `na` for a quarter without
 * exposure — e.g. all cash — and `nodata` for exposure without coverage) with their coverage percentages.
 */
export const statementExample = (inputs: Inputs): number => {
  const values = String(inputs.quarters).split(',');
  const coverage = String(inputs.coveragePct).split(',').map(Number);
  const quarters: PaiFigure[] = values.map((v, q) => {
    const status = v === 'na' ? 'not_applicable' : v === 'nodata' ? 'no_data' : 'ok';
    return {
      value: status === 'ok' ? Number(v) : null,
      status,
      unit: 't_co2e',
      basis: 'all',
      coverage: { pct: coverage[q]!, coveredValueEur: coverage[q]! * 1e5, estimatedPct: 0 },
      totalValueEur: 1e7,
      eligibleValueEur: status === 'not_applicable' ? 0 : 1e7,
      fiscalYear: status === 'ok' ? 2025 : null,
      fiscalYearFrom: status === 'ok' ? 2025 : null,
    } as PaiFigure;
  });
  const year = statementYearFigure(quarters, { zeroWhenNotApplicable: inputs.class !== 'E' });
  return inputs.measure === 'coverage' ? year.coverage.pct : (year.value ?? Number.NaN);
};

/**
 * The overall rating (stars) of fund `fund` (0-based) among five funds of one category whose daily returns alternate
 * m + s, m − s (`m`, `s` in basis points, comma-separated) over `days` days ending on the rating date, with TERs `ter`.
 */
export const fundRatingExample = (inputs: Inputs): number => {
  const bp = (key: string) =>
    String(inputs[key])
      .split(',')
      .map((x) => Number(x) / 10_000);
  const m = bp('m');
  const s = bp('s');
  const ter = String(inputs.ter).split(',').map(Number);
  const days = num(inputs, 'days');
  const asOfDay = 20_000;
  const funds = m.map((mean, f) => {
    const values = [100];
    for (let k = 0; k < days; k++)
      values.push(values[k]! * (1 + (k % 2 === 0 ? mean + s[f]! : mean - s[f]!)));
    return {
      series: {
        days: Int32Array.from(values, (_, i) => asOfDay - days + i),
        values: Float64Array.from(values),
      },
      category: 'Equity Europe',
      globalCategory: 'Equity',
      terPct: ter[f]!,
    };
  });
  return fundRatings(funds, { asOfDay })[num(inputs, 'fund')]!.rating.overall ?? Number.NaN;
};
