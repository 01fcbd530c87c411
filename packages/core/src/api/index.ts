export { renderApiCallsMarkdown } from './api-calls-doc.ts';
export {
  type CliJsonCommand,
  cliJsonOutputs,
  renderCliJsonSchema,
  withCliJsonSchemaTable,
} from './cli-json-doc.ts';
export {
  type ApiClient,
  type CallInput,
  type CallOutput,
  type ClientAuth,
  clientErrorOf,
  createClient,
  REQUEST_ID_HEADER,
  SHARE_TOKEN_HEADER,
} from './client.ts';
export {
  ChainJob,
  ChainJobFrom,
  type Contract,
  CsvDownload,
  CsvSection,
  contract,
  DatasetLoading,
  DatasetLoadStage,
  DigestEvent,
  DigestFrequency,
  EXPLAIN_TOP_DEFAULT,
  EXPLAIN_TOP_MAX,
  MAX_PDF_JOBS_PER_READ,
  NotificationEvent,
  NotificationSettings,
  PdfJob,
  type RouteId,
  routeIds,
  ScreeningKind,
  type ScreeningView,
  screeningView,
} from './contract.ts';
export {
  Envelope,
  EnvelopeMeta,
  noDataMeta,
  Warning,
} from './envelope.ts';
export {
  ApiError,
  DomainError,
  ErrorBody,
  type ErrorCode,
  errorStatus,
  isErrorCode,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  UpgradeHint,
} from './errors.ts';
export { buildOpenApiDocument } from './openapi.ts';
export type {
  AuthMode,
  RouteDef,
} from './route.ts';
