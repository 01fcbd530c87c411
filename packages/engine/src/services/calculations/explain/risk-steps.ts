import {
  evaluateTraceSteps,
  isoFromDay,
  type RiskMeasure,
  type TraceExclusion,
  type TraceStep,
  type TraceTerm,
} from '@esgkit/core';
import { DAYS_PER_YEAR } from '../../../analytics/performance/returns.ts';
import type { PerformanceSeries } from '../../../analytics/performance/types.ts';

// The terms and the arithmetic of a risk or return figure, as analytics/performance/risk-statistics.ts and
// returns.ts compute it (metrics.md §1–§9): pure functions of the value path, so a unit test can check them against
// a hand-computed path. risk.ts picks the windows and reads the shown values from the views.

/** A step's label in the reader's language: [en-US, it-IT]. */
export type Say = (en: string, it: string) => string;

export interface Derivation {
  terms: TraceTerm[];
  /** the steps, each with the value the recipe gives (null when the figure has no data) */
  steps: TraceStep[];
  /** days left out: no risk-free rate yet (rates.csv starts later), so the figure is n/a */
  excluded: TraceExclusion[];
}

const noRate = (day: number, valueEur: number): TraceExclusion => ({
  key: isoFromDay(day),
  name: isoFromDay(day),
  valueEur,
  reason: 'missingData',
  missing: ['rf'],
});

const row = (day: number, valueEur: number, inputs: TraceTerm['inputs'], term: number): TraceTerm => ({
  key: isoFromDay(day),
  name: isoFromDay(day),
  weightPct: null,
  valueEur,
  path: [],
  inputs,
  estimated: false,
  fiscalYear: null,
  term,
});

type Recipe = [symbol: string, label: string, op: TraceStep['op'], args?: TraceStep['args']];

/** Steps from a recipe, each valued by evaluating the recipe over the terms (null values when there is no data). */
const valued = (
  terms: TraceTerm[],
  recipe: Recipe[],
  hasData: boolean,
  excluded: TraceExclusion[] = [],
): Derivation => {
  const steps = recipe.map(([symbol, label, op, args]) => ({
    symbol,
    label,
    op,
    args: args ?? [],
    value: null,
  }));
  if (!hasData) return { terms, steps, excluded };
  const values = evaluateTraceSteps({ terms, steps });
  const sorted = [...terms].sort((a, b) => Math.abs(b.term) - Math.abs(a.term));
  return {
    terms: sorted,
    steps: steps.map((s) => ({ ...s, value: finite(values.get(s.symbol)) })),
    excluded,
  };
};

const finite = (v: number | undefined): number | null => (v === undefined || !Number.isFinite(v) ? null : v);

/** The annualisation steps every ratio and volatility shares: ppy and √ppy. */
const rootPpy = (ppy: number, say: Say): Recipe[] => [
  ['ppy', say('periods per year', 'periodi per anno'), 'input', [ppy]],
  ['k', say('√ppy', '√ppy'), 'sqrt', ['ppy']],
];

/**
 * Standard deviation, Sharpe, Sortino or max drawdown of one series over the returns at indices (base, end]
 * (risk-statistics.ts singleSeriesMeasures): one term per return, r_k = V_k / V_{k−1} − 1, with the value at each
 * end of the period and the risk-free rate per period.
 */
export function singleSeriesDerivation(
  measure: 'standardDeviation' | 'sharpe' | 'sortino' | 'maxDrawdown',
  series: PerformanceSeries,
  base: number,
  end: number,
  rf: Float64Array,
  ppy: number,
  hasData: boolean,
  say: Say,
): Derivation {
  const terms: TraceTerm[] = [];
  const excluded: TraceExclusion[] = [];
  let peak = base >= 0 ? series.values[base]! : 0;
  for (let k = base + 1; base >= 0 && k <= end; k++) {
    const v0 = series.values[k - 1]!;
    const v1 = series.values[k]!;
    const r = v1 / v0 - 1;
    const f = rf[k - base - 1]!;
    const e = r - f;
    if (measure === 'maxDrawdown') {
      if (v1 > peak) peak = v1;
      // the day's fall from the running peak (0 on a new peak): the figure is the least of them
      terms.push(row(series.days[k]!, v1, { v: v1, peak }, v1 / peak - 1));
    } else if (measure === 'standardDeviation') {
      terms.push(row(series.days[k]!, v1, { v0, v1, r }, r));
    } else if (Number.isNaN(f)) {
      excluded.push(noRate(series.days[k]!, v1));
    } else {
      const d2 = e < 0 ? e * e : 0;
      terms.push(row(series.days[k]!, v1, { v0, v1, r, rf: f, d2 }, e));
    }
  }
  const recipes: Record<typeof measure, Recipe[]> = {
    maxDrawdown: [
      ['MDD', say('least fall from the running peak', 'minima caduta dal picco corrente'), 'minTerms'],
    ],
    standardDeviation: [
      [
        's',
        say('sample standard deviation of r (n − 1)', 'deviazione standard campionaria di r (n − 1)'),
        'stdevTerms',
      ],
      ...rootPpy(ppy, say),
      ['σ', say('annualised volatility', 'volatilità annualizzata'), 'mul', ['s', 'k']],
    ],
    sharpe: [
      ['m', say('mean excess return r − rf', 'media del rendimento in eccesso r − rf'), 'meanTerms'],
      [
        's',
        say('sample standard deviation of r − rf', 'deviazione standard campionaria di r − rf'),
        'stdevTerms',
      ],
      ...rootPpy(ppy, say),
      ['q', say('mean / deviation', 'media / deviazione'), 'div', ['m', 's']],
      ['SR', say('Sharpe ratio', 'indice di Sharpe'), 'mul', ['q', 'k']],
    ],
    sortino: [
      ['m', say('mean excess return r − MAR', 'media del rendimento in eccesso r − MAR'), 'meanTerms'],
      ['n', say('observations', 'osservazioni'), 'countTerms'],
      ['D2', say('Σ min(r − MAR, 0)²', 'Σ min(r − MAR, 0)²'), 'sumInput', ['d2']],
      ['DD2', say('downside variance', 'varianza al ribasso'), 'div', ['D2', 'n']],
      ['DD', say('downside deviation', 'deviazione al ribasso'), 'sqrt', ['DD2']],
      ...rootPpy(ppy, say),
      ['mk', say('annualised mean excess', 'media in eccesso annualizzata'), 'mul', ['m', 'k']],
      ['SO', say('Sortino ratio', 'indice di Sortino'), 'div', ['mk', 'DD']],
    ],
  };
  return valued(terms, recipes[measure], hasData, excluded);
}

/**
 * Alpha, beta or R² over paired days (risk-statistics.ts regressionMeasures): one term per common day with the
 * portfolio's excess y = r − rf (the term) and the benchmark's x = b − rf, and their products for the sums.
 */
export function regressionDerivation(
  measure: Extract<RiskMeasure, 'alpha' | 'beta' | 'rSquared'>,
  pairs: { day: number; v0: number; v1: number; b0: number; b1: number; rf: number }[],
  ppy: number,
  hasData: boolean,
  say: Say,
): Derivation {
  const excluded = pairs.filter((p) => Number.isNaN(p.rf)).map((p) => noRate(p.day, p.v1));
  const terms = pairs
    .filter((p) => !Number.isNaN(p.rf))
    .map(({ day, v0, v1, b0, b1, rf }) => {
      const y = v1 / v0 - 1 - rf;
      const x = b1 / b0 - 1 - rf;
      return row(day, v1, { v0, v1, b0, b1, rf, x, y, xx: x * x, yy: y * y, xy: x * y }, y);
    });
  const common: Recipe[] = [
    ['m', say('paired observations', 'osservazioni appaiate'), 'countTerms'],
    ['Sy', say('Σ y (portfolio excess)', 'Σ y (eccesso del portafoglio)'), 'sumTerms'],
    ['Sx', say('Σ x (benchmark excess)', 'Σ x (eccesso del benchmark)'), 'sumInput', ['x']],
    ['Sxx', 'Σ x²', 'sumInput', ['xx']],
    ['Sxy', 'Σ xy', 'sumInput', ['xy']],
    ['mx', say('mean x', 'media x'), 'div', ['Sx', 'm']],
    ['my', say('mean y', 'media y'), 'div', ['Sy', 'm']],
    ['Sx·mx', 'Σx · x̄', 'mul', ['Sx', 'mx']],
    ['sxx', say('Σ (x − x̄)²', 'Σ (x − x̄)²'), 'sub', ['Sxx', 'Sx·mx']],
    ['Sx·my', 'Σx · ȳ', 'mul', ['Sx', 'my']],
    ['sxy', say('Σ (x − x̄)(y − ȳ)', 'Σ (x − x̄)(y − ȳ)'), 'sub', ['Sxy', 'Sx·my']],
    ['β', 'beta', 'div', ['sxy', 'sxx']],
  ];
  const recipes: Record<typeof measure, Recipe[]> = {
    beta: common,
    alpha: [
      ...common,
      ['β·mx', 'β · x̄', 'mul', ['β', 'mx']],
      ['αd', say('alpha per period ȳ − β x̄', 'alfa per periodo ȳ − β x̄'), 'sub', ['my', 'β·mx']],
      ['1+αd', '1 + αd', 'add', [1, 'αd']],
      ['ppy', say('periods per year', 'periodi per anno'), 'input', [ppy]],
      ['g', '(1 + αd)^ppy', 'pow', ['1+αd', 'ppy']],
      ['α', say('annualised alpha', 'alfa annualizzato'), 'sub', ['g', 1]],
    ],
    rSquared: [
      ...common,
      ['Syy', 'Σ y²', 'sumInput', ['yy']],
      ['Sy·my', 'Σy · ȳ', 'mul', ['Sy', 'my']],
      ['syy', say('Σ (y − ȳ)²', 'Σ (y − ȳ)²'), 'sub', ['Syy', 'Sy·my']],
      ['c2', 'sxy²', 'mul', ['sxy', 'sxy']],
      ['vv', 'sxx · syy', 'mul', ['sxx', 'syy']],
      ['ρ²', 'sxy² / (sxx · syy)', 'div', ['c2', 'vv']],
      ['R²', say('R², at most 1', 'R², al massimo 1'), 'min', ['ρ²', 1]],
    ],
  };
  return valued(terms, recipes[measure], hasData, excluded);
}

/**
 * A point-to-point return V_end / V_base − 1 (returns.ts), annualised as (1 + R)^(365.25 / days) − 1 when asked:
 * the two observations are the terms.
 */
export function returnDerivation(
  series: PerformanceSeries,
  base: number,
  end: number,
  annualise: boolean,
  say: Say,
): Derivation {
  const hasData = base >= 0 && end >= 0;
  const terms = hasData
    ? [base, end].map((k) =>
        row(series.days[k]!, series.values[k]!, { v: series.values[k]! }, series.values[k]!),
      )
    : [];
  const vb = hasData ? series.values[base]! : 0;
  const ve = hasData ? series.values[end]! : 0;
  const days = hasData ? series.days[end]! - series.days[base]! : 0;
  const recipe: Recipe[] = [
    ['Vb', say('value at the base', 'valore alla base'), 'input', [vb]],
    ['Ve', say('value at the end', 'valore alla fine'), 'input', [ve]],
    ['q', 'Ve / Vb', 'div', ['Ve', 'Vb']],
    ['R', say('cumulative return', 'rendimento cumulato'), 'sub', ['q', 1]],
  ];
  if (annualise)
    recipe.push(
      ['1+R', '1 + R', 'add', ['R', 1]],
      ['days', say('calendar days', 'giorni di calendario'), 'input', [days]],
      ['e', '365.25 / days', 'div', [DAYS_PER_YEAR, 'days']],
      ['g', '(1 + R)^e', 'pow', ['1+R', 'e']],
      ['Ra', say('annualised return', 'rendimento annualizzato'), 'sub', ['g', 1]],
    );
  return valued(terms, recipe, hasData);
}
