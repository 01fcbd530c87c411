import { randomUUID } from 'node:crypto';
import {
  type ApiClient,
  type CallInput,
  clientErrorOf,
  contract,
  DomainError,
  Envelope,
  type EnvelopeMeta,
  matchLocale,
  noDataMeta,
  type RouteDef,
  type RouteId,
  type Warning,
} from '@esgkit/core';
import type { Logger } from 'pino';
import type { AccountService } from '../services/accounts.ts';
import type { Store } from '../store/db.ts';
import type { FileResult, HandlerContext, JsonResult, RouteHandlers } from './context.ts';
import { domainErrorBody, errorBody } from './errors.ts';
import { authenticatePrincipal } from './middleware/authenticate.ts';
import { capabilityLimited } from './middleware/capability.ts';
import { isDataRoute } from './middleware/dataset.ts';
import { resolveScope } from './middleware/scope.ts';
import { validateInput } from './middleware/validate.ts';

/** The served dataset's provenance for the envelope's meta, or null while it loads. */
export type ServedDataset = () => Pick<EnvelopeMeta, 'snapshotVersion' | 'asOf' | 'demo'> | null;

export interface JsonEnvelope {
  data: unknown;
  meta: EnvelopeMeta;
  warnings: Warning[];
}

/**
 * A handler's JSON result in the envelope both transports answer with: data routes get the served snapshot's meta,
 * the handler adds what only it knows. With `checkResponses` (tests) a mismatch with the contract is an error.
 */
export const jsonEnvelope = (
  id: RouteId,
  def: RouteDef,
  result: JsonResult<unknown>,
  options: { servedDataset: ServedDataset; checkResponses?: boolean | undefined },
): JsonEnvelope => {
  const dataset = isDataRoute(def) ? options.servedDataset() : null;
  const envelope = {
    data: result.data,
    meta: { ...noDataMeta(), ...dataset, ...result.meta },
    warnings: result.warnings ?? [],
  };
  if (options.checkResponses && def.data) {
    const parsed = Envelope(def.data).safeParse(envelope);
    if (!parsed.success)
      throw new Error(`${id}: the answer does not match the contract: ${parsed.error.message}`);
  }
  return envelope;
};

export interface RunnerOptions {
  handlers: RouteHandlers;
  store: Store;
  accounts: AccountService;
  servedDataset: ServedDataset;
  logger: Logger;
  /** Check answers against the contract and freeze them (tests: a caller that changes a shared answer fails). */
  checkResponses?: boolean;
}

/** What an in-process call carries: the credential, the route's raw input as the HTTP transport would see it. */
export interface InProcessRequest {
  bearer?: string;
  shareToken?: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  locale: string | undefined;
  requestId: string;
}

export type RouteAnswer =
  | { kind: 'json'; status: number; envelope: JsonEnvelope }
  | { kind: 'file'; file: FileResult['file'] };

const deepFreeze = (value: unknown): void => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value))
    return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
};

/**
 * The contract's routes called in-process (issue 24: "the embedded CLI calls services, not HTTP"): the same steps as
 * the HTTP chain of mount-contract.ts — authenticate, validate params, query and body with zod, tenant scope,
 * capability, dataset ready, the handler — on the same functions, without a socket, JSON or a second validation of
 * the answer. What it leaves out is what only a network caller needs: body size limits and the per-IP and per-caller
 * rate limits (an embedded engine has one caller, the command itself: cli connect.ts).
 */
export const createRouteRunner = (options: RunnerOptions) => {
  const run = async (id: RouteId, request: InProcessRequest): Promise<RouteAnswer> => {
    const def = contract[id] as RouteDef;
    const handler = options.handlers[id];
    const principal = await authenticatePrincipal(def, options.accounts, {
      ...(request.bearer === undefined ? {} : { bearer: request.bearer }),
      ...(request.shareToken === undefined ? {} : { shareToken: request.shareToken }),
    });
    const input = validateInput(def, { params: request.params, query: request.query, body: request.body });
    const scope = await resolveScope(def, options.store, principal, input.params);
    const limited = capabilityLimited(def, principal, scope);
    if (isDataRoute(def) && options.servedDataset() === null) throw new DomainError('datasetLoading');
    if (!handler) throw new DomainError('notImplemented');
    const user = principal && principal.kind !== 'share' ? principal.user : undefined;
    const context: HandlerContext<RouteId> = {
      params: input.params as never,
      query: input.query as never,
      body: input.body as never,
      principal,
      user,
      share: principal?.kind === 'share' ? principal.share : undefined,
      scope,
      limited,
      requestId: request.requestId,
      clientAddress: '127.0.0.1',
      locale: matchLocale(request.locale) ?? matchLocale(user?.locale) ?? 'en-US',
    };
    const result = (await (handler as (c: HandlerContext<RouteId>) => Promise<unknown>)(context)) as
      | JsonResult<unknown>
      | FileResult;
    if ('file' in result) return { kind: 'file', file: result.file };
    const envelope = jsonEnvelope(id, def, result, options);
    if (options.checkResponses) deepFreeze(envelope.data);
    return { kind: 'json', status: result.status ?? 200, envelope };
  };
  return run;
};

export type RouteRunner = ReturnType<typeof createRouteRunner>;

// As the HTTP client sends them: path parameters and query values as text, absent values left out.
const asText = (values: Record<string, unknown> | undefined): Record<string, string> => {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {}))
    if (value !== undefined && value !== null) text[key] = String(value);
  return text;
};

/** The error a caller of the HTTP client would have seen for the same failure (core's clientErrorOf). */
const clientError = (def: RouteDef, error: unknown, requestId: string, logger: Logger): Error => {
  if (error instanceof DomainError)
    return clientErrorOf(def, error.status, domainErrorBody(error, requestId), requestId);
  logger.error({ requestId, err: error }, 'unexpected error');
  return clientErrorOf(def, 500, errorBody('anErrorHasOccurred', { requestId }), requestId);
};

/** Who calls in-process: a session token or API key (Bearer), or a share link's token; and the answers' language. */
export interface InProcessCaller {
  credential?: string | null;
  shareToken?: string;
  locale?: string | undefined;
}

/**
 * core's ApiClient over the route runner: the embedded CLI's transport (one interface, two transports; `--api URL`
 * keeps the HTTP client). Answers are the handlers' own objects: callers treat them as read-only.
 */
export const createInProcessClient = (
  run: RouteRunner,
  options: InProcessCaller & { baseUrl: string; logger: Logger },
): ApiClient => {
  const call = async (id: RouteId, input: Partial<CallInput<RouteId>> = {}): Promise<unknown> => {
    const def = contract[id] as RouteDef;
    const requestId = randomUUID();
    if (input.signal?.aborted) throw input.signal.reason;
    try {
      const answer = await run(id, {
        ...(options.credential ? { bearer: options.credential } : {}),
        ...(options.shareToken ? { shareToken: options.shareToken } : {}),
        params: asText(input.params as Record<string, unknown> | undefined),
        query: asText(input.query as Record<string, unknown> | undefined),
        body: input.body,
        locale: options.locale,
        requestId,
      });
      if (answer.kind === 'json') return answer.envelope;
      const { bytes, contentType, filename } = answer.file;
      return { bytes, contentType, filename: filename ? filename.replace(/"/g, '') : null };
    } catch (error) {
      throw clientError(def, error, requestId, options.logger);
    }
  };
  return { call: call as ApiClient['call'], baseUrl: options.baseUrl };
};
