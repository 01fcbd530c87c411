export { traceTermsCsv } from './csv.ts';
export { evaluateTrace, evaluateTraceSteps, figuresAgree, sumOfTerms } from './evaluate.ts';
export {
  ExplainableFigure,
  FigureTrace,
  TraceExclusion,
  TraceExclusionReason,
  TraceOp,
  TraceStatus,
  TraceStep,
  TraceTerm,
  TraceValue,
  unlistedTerms,
} from './trace.ts';
