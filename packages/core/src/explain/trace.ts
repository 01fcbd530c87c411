// Part 12 ("Explain every number"): the derivation of one figure, as data. A trace names the method (part 11's
// structured entries), the snapshot and fiscal year, the rows that made the figure (per holding: weight, value,
// look-through path, the facts used, estimated or reported) with each row's additive term, what was left out and
// why, and the arithmetic as ordered steps. `evaluateTrace` recomputes the figure from the steps alone, so a reader
// (or the property test) can check that the figure follows from what the trace shows.
import { z } from 'zod';
import { MethodArea } from '../methods/types.ts';

/** The key of the one row that stands for the terms (or, per reason, the exclusions) an answer does not list. */
export const OTHER_HOLDINGS_KEY = 'other';

/** How a term's funds are written in one cell or line: they are alternative routes, not a nesting. */
export const PATH_SEPARATOR = '; ';

/** A fact as used in a term: a number, a word (an ISIN, a NACE section), or null when not reported. */
export const TraceValue = z.union([z.number(), z.string(), z.null()]);
export type TraceValue = z.infer<typeof TraceValue>;

/** One row that made the figure: usually an investee company, a security, or a day of a value path. */
export const TraceTerm = z
  .object({
    /** company_id, security_id, country code or yyyy-mm-dd */
    key: z.string(),
    name: z.string(),
    /** share of the portfolio's value after look-through, percent; null for rows that are not holdings (days) */
    weightPct: z.number().nullable(),
    valueEur: z.number().nullable(),
    /**
     * the portfolio's own funds the row is reached through (any of them: one row sums every route), written joined by
     * PATH_SEPARATOR; empty for a direct holding
     */
    path: z.array(z.string()),
    /** the inputs of this row by the method's symbol or the dataset column ("evic_eur", "v", "r") */
    inputs: z.record(z.string(), TraceValue),
    estimated: z.boolean(),
    fiscalYear: z.number().int().nullable(),
    /** this row's contribution; `sumTerms`, `meanTerms` and `stdevTerms` steps read it */
    term: z.number(),
  })
  .meta({ id: 'TraceTerm' });
export type TraceTerm = z.infer<typeof TraceTerm>;

export const TraceExclusionReason = z.enum([
  /** an input the method needs is not reported */
  'missingData',
  /** the row is not of the asset type or scope the figure covers (a sovereign for a company figure) */
  'notApplicable',
  /** a denominator input is zero or negative (EVIC ≤ 0: unattributable) */
  'notPositive',
  /** held only through a fund whose holdings are withheld or not known */
  'notLookedThrough',
]);
export type TraceExclusionReason = z.infer<typeof TraceExclusionReason>;

/** A row that was left out of the figure, with why. */
export const TraceExclusion = z
  .object({
    key: z.string(),
    name: z.string(),
    valueEur: z.number().nullable(),
    reason: TraceExclusionReason,
    /** the missing inputs (dataset columns), for `missingData` */
    missing: z.array(z.string()),
  })
  .meta({ id: 'TraceExclusion' });
export type TraceExclusion = z.infer<typeof TraceExclusion>;

/**
 * How a step's value is formed. Term operations read every term's `term`; the others read earlier steps (by symbol)
 * or numbers. `stdevTerms` is the sample standard deviation (n − 1), the risk measures' convention. `minTerms` is the
 * least term (a max drawdown: each day's fall from its running peak); `sumInput` adds one named numeric input of
 * every term (args: [the input's name]), for a sum a figure needs beside Σ term (Sortino's Σ min(e, 0)², beta's Σ xy).
 */
export const TraceOp = z.enum([
  'input',
  'sumTerms',
  'meanTerms',
  'stdevTerms',
  'countTerms',
  'minTerms',
  'sumInput',
  'add',
  'sub',
  'mul',
  'div',
  'pow',
  'sqrt',
  'min',
  'max',
]);
export type TraceOp = z.infer<typeof TraceOp>;

/** One line of the arithmetic: `symbol = op(args)`, with the value the engine got. */
export const TraceStep = z
  .object({
    /** short name used by later steps, e.g. "N", "V", "EVIC" (unique in the trace) */
    symbol: z.string().min(1),
    /** what the value is, in the reader's language */
    label: z.string(),
    op: TraceOp,
    /** earlier steps' symbols or numbers; `input` takes one number; term operations take none */
    args: z.array(z.union([z.string(), z.number()])),
    /** the value as computed by the engine; null when the figure has no data */
    value: z.number().nullable(),
  })
  .meta({ id: 'TraceStep' });
export type TraceStep = z.infer<typeof TraceStep>;

export const TraceStatus = z.enum(['ok', 'noData', 'notApplicable']);
export type TraceStatus = z.infer<typeof TraceStatus>;

/** The derivation of one figure of a portfolio view (explain API, `esgkit explain`, "How is this computed?"). */
export const FigureTrace = z
  .object({
    /** canonical figure id, e.g. "pai:t1_2", "risk:sharpe:y3", "esg:total" */
    figure: z.string(),
    label: z.string(),
    area: MethodArea,
    /** the structured method (part 11) the figure follows */
    method: z.object({ id: z.string(), version: z.number().int().min(1) }),
    /** the method's formula, LaTeX */
    formula: z.string(),
    snapshotVersion: z.string(),
    /** calculation date, yyyy-mm-dd */
    asOf: z.string(),
    /** the latest fiscal year of the facts used; null when no fact was used */
    fiscalYear: z.number().int().nullable(),
    status: TraceStatus,
    value: z.number().nullable(),
    /** the figure's unit as the view shows it ("tCO2e", "%", "") */
    unit: z.string(),
    totalValueEur: z.number().nullable(),
    coveredValueEur: z.number().nullable(),
    missingValueEur: z.number().nullable(),
    /** every term, largest |term| first */
    terms: z.array(TraceTerm),
    excluded: z.array(TraceExclusion),
    /** the arithmetic in order; the last step's value is the figure */
    steps: z.array(TraceStep).min(1),
    /** true when the figure is Σ term (the terms CSV adds up to the figure) */
    additive: z.boolean(),
    /**
     * Present when the answer folds rows (explain's `top`, a limited caller): how many terms the last term (the
     * "Other holdings" row) and how many exclusions the trailing per-reason rows stand for. Every row is in the
     * terms CSV (explain.figureCsv).
     */
    folded: z.object({ terms: z.number().int().min(0), excluded: z.number().int().min(0) }).optional(),
  })
  .meta({ id: 'FigureTrace' });
export type FigureTrace = z.infer<typeof FigureTrace>;

/**
 * The rows of the whole trace (the terms CSV's) not among the first `listed` terms of the answer: a reader's "N more
 * rows in the terms CSV", counting a folded row as the terms it stands for.
 */
export const unlistedTerms = (trace: Pick<FigureTrace, 'terms' | 'folded'>, listed: number): number => {
  const foldedRow = trace.folded && trace.folded.terms > 0 ? trace.terms.at(-1) : undefined;
  const count = (rows: FigureTrace['terms']) =>
    rows.reduce((n, t) => n + (t === foldedRow ? trace.folded!.terms : 1), 0);
  return count(trace.terms) - count(trace.terms.slice(0, listed));
};

/**
 * One figure a caller may explain (`explain.figures`): its canonical id, the view area it belongs to, the value the
 * view shows, and whether the caller's view of it is limited (capability 7: its trace folds the holdings into one
 * "Other holdings" row). The label comes with the trace.
 */
export const ExplainableFigure = z
  .object({
    figure: z.string(),
    area: MethodArea,
    shown: z.number().nullable(),
    limited: z.boolean(),
  })
  .meta({ id: 'ExplainableFigure' });
export type ExplainableFigure = z.infer<typeof ExplainableFigure>;
