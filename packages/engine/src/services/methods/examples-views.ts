import { dayFromIso, involvementKey, paiFigureById, paiItemById, ScreeningQuery } from '@esgkit/core';
import { esgView } from '../../analytics/esg/esg.ts';
import { computeExposure } from '../../analytics/exposure/exposure.ts';
import { buildUniverseInputs } from '../../analytics/exposure/universe.ts';
import { companyPaiValue } from '../../analytics/pai/company-value.ts';
import { computePai, paiFigureResultById } from '../../analytics/pai/pai.ts';
import { dailyPerformance } from '../../analytics/performance/returns.ts';
import { countryAllocation } from '../../analytics/portfolio/portfolio.ts';
import { productsView } from '../../analytics/products/products.ts';
import { screenCountries } from '../../analytics/screening/country.ts';
import { screenFunds } from '../../analytics/screening/fund.ts';
import {
  companyExposure,
  companyFacts,
  figureValue,
  type Inputs,
  num,
  numbers,
  paiCompanies,
} from './fixture.ts';
import { exampleSide, exampleSnapshot } from './snapshot-fixture.ts';

// The worked examples of the methods documented in issue 30's third wave: PAI by company, the chemicals and EU green
// bond kernels, and the daily-rebased performance view — each the engine's real function on the example's inputs.

/**
 * Table 2 #16: K's equity (`eqK`), K's EU green bond (`greenK`), L's bond not green (`bondL`) and L's bond without
 * the flag (`unflaggedL`), in % of `amountEur`; the rest cash.
 */
const greenBondShare = (i: Inputs): number => {
  const universe = buildUniverseInputs({
    companyIds: paiCompanies,
    countries: [],
    securities: [
      { id: 'K-EQ', type: 'equity', companyId: 'K' },
      { id: 'K-GB', type: 'corporate_bond', companyId: 'K', euGreenBond: true },
      { id: 'L-CB', type: 'corporate_bond', companyId: 'L', euGreenBond: false },
      { id: 'L-XB', type: 'corporate_bond', companyId: 'L' },
      { id: 'EUR', type: 'cash' },
    ],
    date: '2026-09-30',
  });
  const parts = [
    ['K-EQ', num(i, 'eqK')],
    ['K-GB', num(i, 'greenK')],
    ['L-CB', num(i, 'bondL')],
    ['L-XB', num(i, 'unflaggedL')],
  ] as const;
  const invested = parts.reduce((sum, [, w]) => sum + w, 0);
  const exposure = computeExposure(universe, {
    investmentAmountEur: num(i, 'amountEur'),
    items: [...parts.map(([id, weightPct]) => ({ id, weightPct })), { id: 'EUR', weightPct: 100 - invested }],
  });
  const result = computePai(exposure, { facts: companyFacts({}) });
  return figureValue(paiFigureResultById(result, 't2_16')!.figure);
};

/** The daily view's last portfolio point: values `V` on `dates`, shown from `from` to the last date. */
const dailyRebasedLast = (i: Inputs): number => {
  const dates = String(i.dates).split(',');
  const series = { days: Int32Array.from(dates, (d) => dayFromIso(d)), values: numbers(i, 'V') };
  const view = dailyPerformance(series, null, dayFromIso(String(i.from)), dayFromIso(dates.at(-1)!));
  if ('error' in view) throw new Error(`daily performance example: ${view.error}`);
  return view.series.at(-1)?.portfolio ?? Number.NaN;
};

/** One company's row of the PAI by company table: figure `figure` of K, holding `amountEur · weightK` %. */
const companyRow = (i: Inputs): number => {
  const figure = paiFigureById(String(i.figure));
  const item = paiItemById(String(i.figure).split('_').slice(0, 2).join('_'));
  if (!figure || !item) throw new Error(`no PAI figure ${String(i.figure)}`);
  const facts = companyFacts(i);
  return companyPaiValue(item, figure, {
    facts: (column) => facts.columns[column]?.[0] ?? Number.NaN,
    holdingValueEur: (num(i, 'amountEur') * num(i, 'weightK')) / 100,
    naceSection: null,
  });
};

export const viewComputations: Readonly<Record<string, (inputs: Inputs) => number>> = {
  'pai-chemicals': (i) => {
    const result = computePai(companyExposure(i), { facts: companyFacts(i) });
    return figureValue(paiFigureResultById(result, 't2_9')!.figure);
  },
  'pai-eu-green-bonds': greenBondShare,
  'pai-by-company': companyRow,
  'performance-daily-rebased': dailyRebasedLast,
  'portfolio-allocation': (i) =>
    countryAllocation(exampleSide(i), null).portfolio.find((r) => r.country === i.key)?.weightPct ??
    Number.NaN,
  'products-category-weight': (i) =>
    productsView(exampleSide(i)).categories.find((c) => c.code === i.category)?.weightPct ?? Number.NaN,
  'esg-portfolio-total': (i) => esgView(exampleSide(i), null, {}).e.portfolioTotal?.score ?? Number.NaN,
  'screening-country': (i) =>
    screenCountries(exampleSnapshot(i), {
      regions: [],
      exclusionTypes: String(i.exclude).split(','),
      minScores: { environmental: num(i, 'minE') },
    }).length,
  'screening-fund-involvement': (i) => {
    const key = involvementKey(String(i.involvementType));
    const query = ScreeningQuery.parse({ exclusions: { [key]: i.band } });
    const row = screenFunds(exampleSnapshot(i), query).companies.find((r) => r.id === 'FUND');
    return row ? Number(row.values[key]) : Number.NaN;
  },
  'screening-fund-facts': (i) =>
    screenFunds(
      exampleSnapshot(i),
      ScreeningQuery.parse({ maxAumEur: num(i, 'maxAumEur'), inceptionFrom: String(i.inceptionFrom) }),
    ).total,
};
