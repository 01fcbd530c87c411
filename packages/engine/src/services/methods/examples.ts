import {
  DomainError,
  dayFromIso,
  type MethodExampleResult,
  methodById,
  type RiskLevel,
  type RollingWindow,
  riskLevelInfo,
  type ScoringWeights,
} from '@esgkit/core';
import { exclusionBand, isAcceptedByBand, trafficLight } from '../../analytics/controversy/bands.ts';
import type { ScoreColumn, ScoreTable } from '../../analytics/esg/scores.ts';
import { countryOverallScore, overallScore } from '../../analytics/esg/scores.ts';
import { computeExposure } from '../../analytics/exposure/exposure.ts';
import { portfolioVolatility } from '../../analytics/matching/covariance.ts';
import { bestAllocation } from '../../analytics/matching/optimise.ts';
import { againstMinimum } from '../../analytics/matching/reasons.ts';
import { starsFromRank } from '../../analytics/performance/rating.ts';
import {
  annualiseReturn,
  pointToPointReturn,
  rollingReturns,
  trailingReturns,
} from '../../analytics/performance/returns.ts';
import {
  activeMeasures,
  periodRateFromAnnualPct,
  regressionMeasures,
  singleSeriesMeasures,
} from '../../analytics/performance/risk-statistics.ts';
import { buildTaxonomyInputs } from '../../analytics/taxonomy/inputs.ts';
import { computeTaxonomy } from '../../analytics/taxonomy/taxonomy.ts';
import { fundRatingExample, impactExample, statementExample } from './examples-more.ts';
import { viewComputations } from './examples-views.ts';
import {
  companyExposure,
  figureValue,
  type Inputs,
  num,
  numbers,
  paiCompanies,
  paiFigure,
  paiUniverse,
  sovereignPaiFigure,
} from './fixture.ts';

// Every method's worked example computed with the engine's own functions on the example's inputs (issue 30: "every
// method page shows its worked example computed live by the engine"). The inputs are the entry's (core's METHODS),
// so the page, docs/methodology.md and this computation read one source; a tiny in-memory fixture stands in for a
// snapshot where a function needs one.

/** Categorical answers as numbers (MethodExample.expected is a number): the order the bands rise in. */
export const LIGHT_CODE = { green: 0, yellow: 1, red: 2 } as const;
export const BAND_CODE = { none: 0, minor: 1, serious: 2 } as const;

// ── scores: one entity's five pillars ───────────────────────────────────────────────────────────────────────
const scoreTableOf = (inputs: Inputs): ScoreTable => {
  const column = (key: string) => Float64Array.of(key in inputs ? num(inputs, key) : Number.NaN);
  const columns = {
    environmental: column('E'),
    social: column('S'),
    governance: column('G'),
    impact: column('impact'),
    product: column('products'),
    sustainability: column('sustainability'),
  } satisfies Record<ScoreColumn, Float64Array>;
  return { columns, year: Int16Array.of(2025) };
};
const weightsOf = (inputs: Inputs): ScoringWeights | undefined =>
  'wE' in inputs
    ? {
        environmental: num(inputs, 'wE'),
        social: num(inputs, 'wS'),
        governance: num(inputs, 'wG'),
        impact: num(inputs, 'wImpact'),
        products: num(inputs, 'wProducts'),
      }
    : undefined;

// ── a value series (comma-separated values, one a day) ──────────────────────────────────────────────────────
const seriesOf = (inputs: Inputs, key: string) => {
  const values = numbers(inputs, key);
  return { days: Int32Array.from(values, (_, i) => i), values };
};
/** A series on the example's ISO `dates` with values `V`. */
const datedSeriesOf = (inputs: Inputs) => ({
  days: Int32Array.from(String(inputs.dates).split(','), (d) => dayFromIso(d)),
  values: numbers(inputs, 'V'),
});
const pairs = (inputs: Inputs) => {
  const y = numbers(inputs, 'r');
  const x = numbers(inputs, 'b');
  return { y, x, m: y.length, ppy: num(inputs, 'ppy') };
};
const single = (inputs: Inputs) => {
  const values = numbers(inputs, 'V');
  return singleSeriesMeasures(
    values,
    0,
    values.length - 1,
    new Float64Array(values.length).fill(num(inputs, 'rf')),
    num(inputs, 'ppy'),
  );
};

/** Perfectly correlated funds: cov_ij = σ_i σ_j (the matching section's "by hand" case). */
const correlatedCovariance = (inputs: Inputs): Float64Array => {
  const sigma = numbers(inputs, 'sigma');
  const k = sigma.length;
  const cov = new Float64Array(k * k);
  for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) cov[a * k + b] = sigma[a]! * sigma[b]!;
  return cov;
};

const computations: Readonly<Record<string, (inputs: Inputs) => number>> = {
  ...viewComputations,
  'pai-class-a-financed-amount': (i) => paiFigure(i, 't1_1_total'),
  'pai-class-b-per-million-invested': (i) => paiFigure(i, 't1_2'),
  'pai-basis-covered': (i) => paiFigure(i, 't1_2', 'covered'),
  'pai-class-c-weighted-intensity': (i) => paiFigure(i, 't1_3'),
  'pai-class-d-share-of-investments': (i) => paiFigure(i, 't1_4'),
  'pai-class-e-average': (i) => paiFigure(i, 't1_13'),
  'pai-class-f-plain-sum': (i) => paiFigure(i, 't3_17_convictions'),
  'pai-class-g-country-average': (i) => sovereignPaiFigure(i, 't3_18', 'income_inequality_score'),
  'pai-energy-mix': (i) => paiFigure(i, 't1_5'),
  'pai-share-of-consumption': (i) => paiFigure(i, 't2_5_coal'),
  'pai-sovereign-ghg-intensity': (i) => sovereignPaiFigure(i, 't1_15', 'ghg_intensity_t_per_meur_gdp'),
  'pai-board-gender-counts': (i) => paiFigure(i, 't1_13'),
  'pai-sovereign-social-violations': (i) => sovereignPaiFigure(i, 't1_16_pct', 'social_violations'),
  'pai-statement-year': (i) => statementExample(i),
  'pai-statement-coverage': (i) => statementExample(i),
  'taxonomy-turnover-aligned': (i) => {
    const taxonomy = buildTaxonomyInputs({
      companyIds: paiCompanies,
      year: 2026,
      rows: paiCompanies.map((c) => ({
        company_id: c,
        year: 2025,
        objective: 'CCM' as const,
        kpi: 'turnover' as const,
        eligible_pct: num(i, `eligible${c}`),
        aligned_pct: num(i, `aligned${c}`),
      })),
    });
    return (
      computeTaxonomy(companyExposure(i), taxonomy).side.turnover.includingSovereigns.alignedPct ?? Number.NaN
    );
  },
  'taxonomy-excluding-sovereigns': (i) => {
    const wK = num(i, 'weightK');
    const wIT = num(i, 'weightIT');
    const exposure = computeExposure(paiUniverse(), {
      investmentAmountEur: num(i, 'amountEur'),
      items: [
        { id: 'K-EQ', weightPct: wK },
        { id: 'IT-BTP', weightPct: wIT },
        { id: 'EUR', weightPct: 100 - wK - wIT },
      ],
    });
    const taxonomy = buildTaxonomyInputs({
      companyIds: paiCompanies,
      year: 2026,
      rows: [
        {
          company_id: 'K',
          year: 2025,
          objective: 'CCM' as const,
          kpi: 'turnover' as const,
          eligible_pct: num(i, 'eligibleK'),
          aligned_pct: num(i, 'alignedK'),
        },
      ],
    });
    return computeTaxonomy(exposure, taxonomy).side.turnover.excludingSovereigns.alignedPct ?? Number.NaN;
  },
  'look-through-fund': (i) =>
    computeExposure(paiUniverse(i), {
      investmentAmountEur: num(i, 'amountEur'),
      items: [{ id: 'GOVFUND', weightPct: 100 }],
    }).sovereignValueEur,
  'performance-cumulative-return': (i) => {
    const s = seriesOf(i, 'V');
    return pointToPointReturn(s, 0, s.values.length - 1) ?? Number.NaN;
  },
  'performance-trailing-return': (i) =>
    trailingReturns(datedSeriesOf(i), dayFromIso(String(i.asOf))).y1.value ?? Number.NaN,
  'performance-rolling-return': (i) => {
    const rolling = rollingReturns(datedSeriesOf(i), String(i.window) as RollingWindow);
    return rolling.values[rolling.values.length - 1] ?? Number.NaN;
  },
  'performance-annualised-return': (i) => annualiseReturn(num(i, 'R'), num(i, 'days')),
  'risk-free-per-period': (i) => periodRateFromAnnualPct(num(i, 'rate'), num(i, 'ppy')),
  'risk-standard-deviation': (i) => figureValue(single(i).standardDeviation),
  'risk-sharpe': (i) => figureValue(single(i).sharpe),
  'risk-sortino': (i) => figureValue(single(i).sortino),
  'risk-max-drawdown': (i) => figureValue(single(i).maxDrawdown),
  'risk-beta': (i) => {
    const p = pairs(i);
    return figureValue(regressionMeasures(p.y, p.x, p.m, p.ppy).beta);
  },
  'risk-alpha': (i) => {
    const p = pairs(i);
    return figureValue(regressionMeasures(p.y, p.x, p.m, p.ppy).alpha);
  },
  'risk-r-squared': (i) => {
    const p = pairs(i);
    return figureValue(regressionMeasures(p.y, p.x, p.m, p.ppy).rSquared);
  },
  'risk-tracking-error': (i) => {
    const p = pairs(i);
    return figureValue(activeMeasures(p.y, p.x, p.m, p.ppy).trackingError);
  },
  'risk-information-ratio': (i) => {
    const p = pairs(i);
    return figureValue(activeMeasures(p.y, p.x, p.m, p.ppy).informationRatio);
  },
  'fund-rating-stars': (i) => starsFromRank(num(i, 'rank'), num(i, 'N')),
  'fund-rating-overall': (i) => fundRatingExample(i),
  'esg-overall-default': (i) => overallScore(scoreTableOf(i), 0),
  'scoring-profile-company': (i) => overallScore(scoreTableOf(i), 0, weightsOf(i)),
  'scoring-profile-country': (i) => countryOverallScore(scoreTableOf(i), 0, weightsOf(i)),
  'impact-type-0-financed': (i) => impactExample(i, 0),
  'impact-type-2-per-million': (i) => impactExample(i, 2),
  'controversy-traffic-light': (i) => {
    const light = trafficLight(num(i, 'r'), num(i, 'o'));
    return light === null ? Number.NaN : LIGHT_CODE[light];
  },
  'exclusion-band': (i) => {
    const band = exclusionBand(num(i, 'share'));
    return band === null ? Number.NaN : BAND_CODE[band];
  },
  'screening-exclusion-missing-data': (i) =>
    String(i.shares)
      .split(',')
      .map((s) => (s === 'none' ? Number.NaN : Number(s)))
      .filter((s) => isAcceptedByBand(s, 'minor')).length,
  'matching-portfolio-volatility': (i) => portfolioVolatility(correlatedCovariance(i), numbers(i, 'w')),
  'matching-best-allocation': (i) =>
    bestAllocation(Array.from(numbers(i, 'fit')), correlatedCovariance(i), num(i, 'cap'))?.exposure ??
    Number.NaN,
  'matching-default-portfolio': (i) => {
    const equity = riskLevelInfo(num(i, 'level') as RiskLevel).defaultEquityPct / 100;
    return portfolioVolatility(correlatedCovariance(i), [equity, 1 - equity]);
  },
  'matching-mifid-preference': (i) =>
    String(i.x)
      .split(',')
      .filter((x) => againstMinimum(x === 'none' ? null : Number(x), num(i, 'm')) === 'met').length,
};

/** The ids with a live computation (the test checks every METHODS entry has one). */
export const computableMethodIds = (): string[] => Object.keys(computations);

/** A method's worked example, computed now; undefined for an id without an entry or a computation. */
export const computeMethodExample = (id: string): number | undefined => {
  const entry = methodById(id);
  const compute = computations[id];
  if (!entry || !compute) return undefined;
  return compute(entry.example.inputs);
};

/** methods.example's answer; an unknown id is 404 notFound. */
export const methodExampleResult = (id: string): MethodExampleResult => {
  const entry = methodById(id);
  const computed = computeMethodExample(id);
  if (!entry || computed === undefined) throw new DomainError('notFound');
  return {
    id,
    expected: entry.example.expected,
    computed,
    ...(entry.example.unit ? { unit: entry.example.unit } : {}),
  };
};
