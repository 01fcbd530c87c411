export { traceTermsCsv } from './csv.ts';
export { evaluateTrace, evaluateTraceSteps, figuresAgree, sumOfTerms } from './evaluate.ts';
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
