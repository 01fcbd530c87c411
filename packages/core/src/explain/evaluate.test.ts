import { describe, expect, it } from 'vitest';
import { evaluateTrace, evaluateTraceSteps, sumOfKnown, sumOfTerms } from './evaluate.ts';
import type { TraceStep, TraceTerm } from './trace.ts';

const term = (key: string, value: number): TraceTerm => ({
  key,
  name: key,
  weightPct: null,
  valueEur: null,
  path: [],
  inputs: {},
  estimated: false,
  fiscalYear: null,
  term: value,
});

const step = (symbol: string, op: TraceStep['op'], args: TraceStep['args'] = []): TraceStep => ({
  symbol,
  label: symbol,
  op,
  args,
  value: null,
});

describe('evaluateTrace', () => {
  it('recomputes PAI 2 = Σ (v / EVIC · x) / (V / 10⁶) from its terms', () => {
    // two holdings: 40,000 € of a company with EVIC 2,000,000 € and 500 t; 60,000 € of one with EVIC 1.2 M€ and 300 t
    // terms: 0.02 · 500 = 10 t and 0.05 · 300 = 15 t; V = 100,000 € → 25 / 0.1 = 250 t per M€
    const terms = [term('A', 10), term('B', 15)];
    const steps = [
      step('N', 'sumTerms'),
      step('V', 'input', [100_000]),
      step('M', 'div', ['V', 1e6]),
      step('PAI2', 'div', ['N', 'M']),
    ];
    expect(evaluateTrace({ terms, steps, value: 250 })).toBeCloseTo(250, 12);
    expect(sumOfTerms({ terms })).toBe(25);
  });

  it('recomputes an annualised volatility from daily returns (sample deviation, n − 1)', () => {
    // returns 1 %, −1 %, 2 %, 0 %: mean 0.5 %, squared deviations 0.25+2.25+2.25+0.25 = 5 (·10⁻⁴), /3, √ → 1.29099 %
    const terms = [0.01, -0.01, 0.02, 0].map((r, i) => term(`d${i}`, r));
    const steps = [step('s', 'stdevTerms'), step('k', 'sqrt', [252]), step('sigma', 'mul', ['s', 'k'])];
    const expected = Math.sqrt(5e-4 / 3) * Math.sqrt(252);
    expect(evaluateTrace({ terms, steps, value: 0.2 })).toBeCloseTo(expected, 12);
    expect(evaluateTraceSteps({ terms, steps }).get('s')).toBeCloseTo(0.0129099444873581, 12);
  });

  it('keeps a sum of many mixed-size terms exact to the last digit a plain loop loses', () => {
    const terms = [term('big', 1e16), term('a', 1), term('b', 1), term('neg', -1e16)];
    expect(sumOfTerms({ terms })).toBe(2);
  });

  it('recomputes a max drawdown as the least term and a downside deviation from a named input of each term', () => {
    // values 100, 110, 99, 104.5: running peaks 100, 110, 110, 110 → drawdowns 0, 0, −0.1, −0.05; least −0.1
    const dd = [0, 0, -0.1, -0.05].map((d, i) => term(`d${i}`, d));
    expect(evaluateTrace({ terms: dd, steps: [step('MDD', 'minTerms')], value: -0.1 })).toBeCloseTo(-0.1, 15);
    // excess returns 1 %, −2 %, −1 % with min(e, 0)² inputs 0, 4e-4, 1e-4: Σ = 5e-4, / n = 3 → √ = 1.29099 %
    const e = [
      [0.01, 0],
      [-0.02, 4e-4],
      [-0.01, 1e-4],
    ].map(([x, d2], i) => ({ ...term(`e${i}`, x!), inputs: { d2: d2! } }));
    const steps = [
      step('D2', 'sumInput', ['d2']),
      step('n', 'countTerms'),
      step('DD', 'div', ['D2', 'n']),
      step('dd', 'sqrt', ['DD']),
    ];
    expect(evaluateTrace({ terms: e, steps, value: 0 })).toBeCloseTo(Math.sqrt(5e-4 / 3), 15);
    // an input that is not a number in some term cannot be summed: a loud error, never a silent 0
    const bad = [{ ...term('x', 1), inputs: { d2: null } }];
    expect(() => evaluateTrace({ terms: bad, steps: [step('D2', 'sumInput', ['d2'])], value: 0 })).toThrow(
      /d2/,
    );
  });

  it('answers null for a figure without data and refuses a step that names a later one', () => {
    expect(evaluateTrace({ terms: [], steps: [step('x', 'sumTerms')], value: null })).toBeNull();
    expect(() =>
      evaluateTraceSteps({ terms: [], steps: [step('a', 'add', ['b', 1]), step('b', 'input', [1])] }),
    ).toThrow(/"b" is not an earlier step/);
  });
});

describe('sumOfKnown', () => {
  it('adds the known values and stays unknown when none is known, never 0', () => {
    expect(sumOfKnown([1.5, null, 2])).toBe(3.5);
    expect(sumOfKnown([null, null])).toBeNull();
    expect(sumOfKnown([])).toBeNull();
    expect(sumOfKnown([0, null])).toBe(0);
  });
});
