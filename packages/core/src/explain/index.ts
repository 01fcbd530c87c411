export { traceTermsCsv } from './csv.ts';
export { evaluateTrace, evaluateTraceSteps, figuresAgree, sumOfKnown, sumOfTerms } from './evaluate.ts';
export { type TraceInputName, traceInputLabel } from './labels.ts';
export {
  ExplainableFigure,
  FigureTrace,
  OTHER_HOLDINGS_KEY,
  PATH_SEPARATOR,
  TraceExclusion,
  TraceExclusionReason,
  TraceOp,
  TraceStatus,
  TraceStep,
  TraceTerm,
  TraceValue,
  unlistedTerms,
} from './trace.ts';
export { traceValueText } from './value-text.ts';
