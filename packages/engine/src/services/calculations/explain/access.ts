import {
  contract,
  DomainError,
  type FigureTrace,
  OTHER_HOLDINGS_KEY,
  type RouteId,
  sumOfKnown,
  sumOfTerms,
} from '@esgkit/core';
import { routeFeatures } from '../../access.ts';

// Who may read a figure's trace (part 12: "same auth as the view, limited data respected"): the caller of the view the
// figure belongs to, with that view's `limited`. The features come from the view's contract route, never restated.

/** The view whose figures each explainer's canonical prefix names. */
const areaView = {
  pai: 'views.pai',
  taxonomy: 'views.taxonomy',
  esg: 'views.esg',
  impact: 'views.impactSummary',
  risk: 'views.risk',
  performance: 'views.performance',
} as const satisfies Record<string, RouteId>;

export type FigureArea = keyof typeof areaView;

/** The area of a canonical figure: its prefix (`pai:t1_2` → `pai`). */
export const figureArea = (canonical: string): FigureArea => {
  const area = canonical.slice(0, canonical.indexOf(':'));
  if (!(area in areaView)) throw new Error(`figure '${canonical}' has no view in explain/access.ts`);
  return area as FigureArea;
};

/** The features a caller needs for an area's figures: its view's. */
export const areaFeatures = (area: FigureArea): string[] => routeFeatures(contract[areaView[area]]);

/** The features a caller needs for a canonical figure (`pai:t1_2`, `risk:sharpe:y3` …): its view's. */
export const explainFeatures = (canonical: string): string[] => areaFeatures(figureArea(canonical));

/** Whether the trace's steps read its terms only through Σ term: then folding rows keeps the figure recomputable. */
const foldable = (trace: FigureTrace): boolean =>
  !trace.steps.some((s) => s.op !== 'sumTerms' && (s.op.endsWith('Terms') || s.op === 'sumInput'));

/**
 * The one folding of a trace's rows (capability 7's limited trace and explain.figure's `top`): the first `keep` terms
 * (largest |term| first) and exclusions stay, the rest of the terms become one "other holdings" row and the rest of
 * the exclusions one row per reason. Σ term, weight and value are preserved, so a trace whose steps read the terms
 * only through `sumTerms` still recomputes; the caller decides what to do with one that does not (`foldable`).
 */
export const foldTrace = (trace: FigureTrace, keep: number, otherName: string): FigureTrace => {
  const rest = trace.terms.slice(keep);
  const terms: FigureTrace['terms'] =
    rest.length === 0
      ? trace.terms
      : [
          ...trace.terms.slice(0, keep),
          {
            key: OTHER_HOLDINGS_KEY,
            name: otherName,
            weightPct: sumOfKnown(rest.map((t) => t.weightPct)),
            valueEur: sumOfKnown(rest.map((t) => t.valueEur)),
            path: [],
            inputs: {},
            estimated: rest.some((t) => t.estimated),
            fiscalYear: trace.fiscalYear,
            term: sumOfTerms({ terms: rest }),
          },
        ];
  const restExcluded = trace.excluded.slice(keep);
  const reasons = [...new Set(restExcluded.map((e) => e.reason))];
  const excluded = [
    ...trace.excluded.slice(0, keep),
    ...reasons.map((reason) => {
      const rows = restExcluded.filter((e) => e.reason === reason);
      return {
        key: OTHER_HOLDINGS_KEY,
        name: otherName,
        valueEur: sumOfKnown(rows.map((e) => e.valueEur)),
        reason,
        missing: [...new Set(rows.flatMap((e) => e.missing))].sort(),
      };
    }),
  ];
  if (rest.length === 0 && restExcluded.length === 0) return trace;
  return { ...trace, terms, excluded, folded: { terms: rest.length, excluded: restExcluded.length } };
};

/**
 * The trace as capability 7 may see it (doc 2 §6): the limited views list no company, so every term is folded into
 * one "other holdings" row and the exclusions into one row per reason. The figure still recomputes from the steps as
 * long as they read the terms only through `sumTerms` (the limited areas, ESG and impact, do); a trace whose steps
 * need the rows one by one cannot be limited and is refused.
 */
export const limitedTrace = (trace: FigureTrace, otherName: string): FigureTrace => {
  if (!foldable(trace)) throw new DomainError('notEnoughCapability');
  return foldTrace(trace, 0, otherName);
};

/**
 * explain.figure's answer (issue 31): the `top` largest terms and exclusions and the rest folded, for a trace that
 * folds; a trace whose steps read the rows one by one (the risk figures' days) is answered whole, or the figure would
 * no longer recompute from the answer.
 */
export const topTrace = (trace: FigureTrace, top: number, otherName: string): FigureTrace =>
  foldable(trace) ? foldTrace(trace, top, otherName) : trace;
