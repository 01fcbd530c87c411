import type { FigureTrace, TraceStep } from './trace.ts';

// Recomputes a figure from its trace's steps and terms only, never from the engine: what a reader checking a
// derivation by hand (or in Excel from the terms CSV) would do. The property test of part 12 holds every figure of
// every view to this.

const termValues = (trace: Pick<FigureTrace, 'terms'>): number[] => trace.terms.map((t) => t.term);

const numericInput = (t: FigureTrace['terms'][number], name: string, symbol: string): number => {
  const v = t.inputs[name];
  if (typeof v !== 'number') throw new Error(`step ${symbol}: term ${t.key} has no numeric input "${name}"`);
  return v;
};

const sum = (xs: readonly number[]): number => {
  // Neumaier's compensated sum: thousands of terms of mixed size would otherwise drift past 1e-9 relative
  let s = 0;
  let c = 0;
  for (const x of xs) {
    const t = s + x;
    c += Math.abs(s) >= Math.abs(x) ? s - t + x : x - t + s;
    s = t;
  }
  return s + c;
};

const mean = (xs: readonly number[]): number => (xs.length === 0 ? Number.NaN : sum(xs) / xs.length);

const sampleStdev = (xs: readonly number[]): number => {
  if (xs.length < 2) return Number.NaN;
  const m = mean(xs);
  return Math.sqrt(sum(xs.map((x) => (x - m) * (x - m))) / (xs.length - 1));
};

/** Each step's value recomputed, by symbol. Throws on a step that names an unknown or later symbol. */
export const evaluateTraceSteps = (trace: Pick<FigureTrace, 'terms' | 'steps'>): Map<string, number> => {
  const values = new Map<string, number>();
  const arg = (step: TraceStep, i: number): number => {
    const a = step.args[i];
    if (typeof a === 'number') return a;
    if (a === undefined) throw new Error(`step ${step.symbol}: argument ${i + 1} is missing`);
    const v = values.get(a);
    if (v === undefined) throw new Error(`step ${step.symbol}: "${a}" is not an earlier step`);
    return v;
  };
  const all = (step: TraceStep) => step.args.map((_, i) => arg(step, i));
  for (const step of trace.steps) {
    let v: number;
    switch (step.op) {
      case 'input':
        v = arg(step, 0);
        break;
      case 'sumTerms':
        v = sum(termValues(trace));
        break;
      case 'meanTerms':
        v = mean(termValues(trace));
        break;
      case 'stdevTerms':
        v = sampleStdev(termValues(trace));
        break;
      case 'countTerms':
        v = trace.terms.length;
        break;
      case 'minTerms':
        v = trace.terms.reduce(
          (m, t) => Math.min(m, t.term),
          trace.terms.length === 0 ? Number.NaN : Infinity,
        );
        break;
      case 'sumInput':
        v = sum(trace.terms.map((t) => numericInput(t, String(step.args[0]), step.symbol)));
        break;
      case 'add':
        v = sum(all(step));
        break;
      case 'sub':
        v = arg(step, 0) - arg(step, 1);
        break;
      case 'mul':
        v = all(step).reduce((p, x) => p * x, 1);
        break;
      case 'div':
        v = arg(step, 0) / arg(step, 1);
        break;
      case 'pow':
        v = arg(step, 0) ** arg(step, 1);
        break;
      case 'sqrt':
        v = Math.sqrt(arg(step, 0));
        break;
      case 'min':
        v = Math.min(...all(step));
        break;
      case 'max':
        v = Math.max(...all(step));
        break;
    }
    values.set(step.symbol, v);
  }
  return values;
};

/** The figure recomputed from the trace: the last step's value; null when the trace has no value. */
export const evaluateTrace = (trace: Pick<FigureTrace, 'terms' | 'steps' | 'value'>): number | null => {
  if (trace.value === null) return null;
  const values = evaluateTraceSteps(trace);
  return values.get(trace.steps.at(-1)!.symbol) ?? null;
};

/** Σ term, compensated: what the terms CSV adds up to. */
export const sumOfTerms = (trace: Pick<FigureTrace, 'terms'>): number => sum(termValues(trace));

/**
 * The sum of the known values, null when none is known: a folded row's weight or value, and the value a figure left
 * out. An unknown value adds nothing, and an all-unknown sum stays unknown, never 0 (docs/methodology.md).
 */
export const sumOfKnown = (values: readonly (number | null)[]): number | null =>
  values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;

/** Whether two figures agree to `relative` (1e-9 by default), treating values near 0 absolutely. */
export const figuresAgree = (a: number, b: number, relative = 1e-9): boolean =>
  Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));
