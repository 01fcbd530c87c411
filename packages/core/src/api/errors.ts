import { z } from 'zod';
import { Issue } from '../rules/issue.ts';

/**
 * The one table of error codes → HTTP status. Codes are the spec's message keys (doc 2 §8) plus the
 * protocol codes of docs/conventions.md §4. The engine's error middleware and the client's mapper
 * both read it; `satisfies` makes a code without a status a type error.
 */
export const errorStatus = {
  // protocol (docs/conventions.md §4)
  invalidInput: 422,
  invalidRequestBody: 400,
  /** A payment provider's webhook without a valid signature (docs/billing.md "Stripe"): nothing is processed. */
  invalidWebhookSignature: 400,
  payloadTooLarge: 413,
  sessionExpired: 401,
  incorrectCredentials: 401,
  notEnoughCapability: 403,
  noAccessToFeature: 403,
  /** A read-only API key on a route that changes data (issue 28; `idempotent` routes only). */
  readOnlyApiKey: 403,
  notFound: 404,
  datasetLoading: 503,
  /** Every report thread busy and the wait list full: ask again after Retry-After (issue 20, bounded renders). */
  busy: 503,
  notImplemented: 501,
  tooManyRequests: 429,
  anErrorHasOccurred: 500,
  // sign-up and sign-in (doc 2 §8)
  accountExists: 409,
  emailIncorrect: 422,
  invalidEmail: 422,
  invalidCode: 422,
  invalidPassword: 422,
  userNotConfirmed: 403,
  // CSV
  csvFormatError: 422,
  csvContentError: 422,
  csvNoFunds: 422,
  csvNoCompanies: 422,
  errorCSV: 500,
  linkNotCreated: 500,
  // securities and portfolios
  securityNotFound: 422,
  duplicateSecurity: 422,
  unsupportedSecurityType: 422,
  noHoldings: 422,
  onlyOneCash: 422,
  weightsMustSum100: 422,
  // data
  cannotLoadPerformance: 500,
  cannotLoadEsg: 500,
  cannotLoadTaxonomy: 500,
  cannotLoadBilling: 500,
  noData: 404,
  invalidDateRange: 422,
  // sharing
  sharingLinkInvalid: 404,
  cannotShareClient: 409,
  sharedLinkExpired: 410,
  shareAvailableAfterPAI: 409,
  // billing
  plansUnavailable: 503,
  paymentConfirmationError: 402,
  paymentSessionError: 502,
  incorrectCoupon: 422,
  cancellationProblem: 500,
  subscriptionPaused: 402,
  // limits
  maxSecurities: 403,
  maxPortfolios: 403,
  hugePortfolioTimeout: 504,
  // PDF and PAI
  pdfError: 500,
  pdfTimeout: 504,
  unavailableWhilePaiCalculates: 409,
  // other
  wrongImageFormat: 422,
  versionMissmatch: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** Why a capability check refused, sent with a 403 so the client can offer the upgrade (doc 1 §6). */
export const UpgradeHint = z
  .object({
    /** The capability's feature key, e.g. `customization.api`. */
    feature: z.string(),
    /** Why it refused: a capability decision (`locked`, `limited` …) or the error code. */
    reason: z.string(),
    /** Where the client leads the user, e.g. `plan`. */
    redirect: z.string().optional(),
  })
  .meta({ id: 'UpgradeHint' });
export type UpgradeHint = z.infer<typeof UpgradeHint>;

/** The body of every error answer (the engine writes it, the client and the OpenAPI document read it). */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    /** The values of the code's placeholders (`{{max}}`), so a client can say it in its own language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    issues: z.array(Issue).optional(),
    requestId: z.string().optional(),
    /** With a 403 of a capability check only. */
    upgrade: UpgradeHint.optional(),
  }),
});
export type ErrorBody = z.input<typeof ErrorBody>;

/** A failure that knows its HTTP answer. Thrown by services, answered by the engine's error middleware. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: Issue[] | undefined;
  readonly params: Record<string, string | number> | undefined;
  /** Sent as the Retry-After header (seconds) with 429 and 503 answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      issues?: Issue[];
      params?: Record<string, string | number>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = errorStatus[code];
    this.issues = options.issues;
    // an error named after one of its issues says what that issue says: its placeholders come with it
    this.params = options.params ?? options.issues?.find((i) => i.messageKey === code)?.params;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Any non-2xx answer the client received, carrying the server's message key. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: Issue[];
  readonly requestId: string | undefined;
  /** The values of the code's placeholders, for `translateMessage(locale, error.code, error.params)`. */
  readonly params: Record<string, string | number> | undefined;
  /** A 403's upgrade hint (doc 1 §6): which feature, why, and where to lead the user. */
  readonly upgrade: UpgradeHint | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    options: {
      message?: string;
      issues?: Issue[];
      requestId?: string;
      params?: Record<string, string | number>;
      upgrade?: UpgradeHint;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = options.issues ?? [];
    this.requestId = options.requestId;
    this.params = options.params;
    this.upgrade = options.upgrade;
  }
}

/** 401 on an authenticated route: the session is gone; go to login (spec doc 2 §8). */
export class SessionExpiredError extends ApiError {
  constructor(options: { message?: string; requestId?: string } = {}) {
    super('sessionExpired', 401, options);
    this.name = 'SessionExpiredError';
  }
}

/** 504: the chain sets its timeout flag (spec doc 1 §4). */
export class TimeoutError extends ApiError {
  constructor(options: { message?: string; requestId?: string } = {}) {
    super('hugePortfolioTimeout', 504, options);
    this.name = 'TimeoutError';
  }
}

/** The request never got an answer (connection refused, reset, DNS). */
export class NetworkError extends ApiError {
  constructor(options: { message?: string; cause?: unknown } = {}) {
    super('anErrorHasOccurred', 0, options);
    this.name = 'NetworkError';
  }
}
