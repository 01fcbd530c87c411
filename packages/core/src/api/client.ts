import type { z } from 'zod';
import { type Contract, contract, type RouteId } from './contract.ts';
import { Envelope } from './envelope.ts';
import {
  ApiError,
  isErrorCode,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  UpgradeHint,
} from './errors.ts';
import { fillPath, type RouteDef, requiresAuthentication } from './route.ts';

type Infer<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a call takes: the route's path parameters, query and body, each typed by its schema. */
export type CallInput<Id extends RouteId> = (Contract[Id] extends { params: infer P }
  ? { params: Infer<P> }
  : { params?: undefined }) &
  (Contract[Id] extends { query: infer Q } ? { query?: Infer<Q> } : { query?: undefined }) &
  (Contract[Id] extends { body: infer B } ? { body: Infer<B> } : { body?: undefined }) & {
    signal?: AbortSignal;
  };

/** A downloaded file (PDF report, CSV export, image). */
export interface FileAnswer {
  bytes: Uint8Array;
  contentType: string;
  filename: string | null;
}

/** What a call answers: the validated envelope for JSON routes, the file for the others. */
export type CallOutput<Id extends RouteId> = Contract[Id] extends { response: 'json'; data: infer D }
  ? Envelope<Output<D>>
  : FileAnswer;

/** How the client proves who it is. A share token is used only for routes that allow it (the "Shared" variants). */
export interface ClientAuth {
  token?: string;
  apiKey?: string;
  shareToken?: string;
}

export interface ClientOptions {
  /** Origin of the engine, e.g. `http://127.0.0.1:3000`; paths in the contract start with /api/v1. */
  baseUrl: string;
  auth?: ClientAuth | (() => ClientAuth);
  /** Defaults to the global `fetch` (the browser's, or Node's built-in one); the CLI passes none. Tests inject undici's. */
  fetch?: typeof fetch;
  /** Sent as Accept-Language so the server answers in the user's language. */
  locale?: string;
  headers?: Record<string, string>;
  /**
   * Wait out a 429 or 503 that carries Retry-After (a per-caller budget spent, the dataset still loading, every
   * report thread busy) and send the call again, up to `maxWaitSeconds` in all for one call; `onWait` is told each
   * wait. Such an answer refused the call before any work, so sending it again is safe. For batch callers (the CLI
   * against a remote engine); without it the 429 or 503 is thrown at once.
   */
  retryAfter?: { maxWaitSeconds: number; onWait?: (wait: { route: RouteId; seconds: number }) => void };
}

export const SHARE_TOKEN_HEADER = 'x-esgkit-share-token';
export const REQUEST_ID_HEADER = 'x-request-id';

/** The typed client of the engine's HTTP API; every route of the contract, validated both ways. */
export interface ApiClient {
  call<Id extends RouteId>(
    id: Id,
    ...input: Record<never, never> extends CallInput<Id> ? [CallInput<Id>?] : [CallInput<Id>]
  ): Promise<CallOutput<Id>>;
  readonly baseUrl: string;
}

/**
 * Creates a client over fetch. Errors follow docs/conventions.md §4: 401 on an authenticated route →
 * SessionExpiredError; 504 → TimeoutError; anything else → ApiError carrying the server's message key.
 * @example
 * const client = createClient({ baseUrl: 'http://127.0.0.1:3000', auth: { token } });
 * const { data } = await client.call('clients.list');
 */
export const createClient = (options: ClientOptions): ApiClient => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const authOf = (): ClientAuth =>
    typeof options.auth === 'function' ? options.auth() : (options.auth ?? {});

  const call = async (id: RouteId, input: Partial<CallInput<RouteId>> = {}): Promise<unknown> => {
    const def = contract[id] as RouteDef;
    const url = new URL(baseUrl + fillPath(def.path, input.params as Record<string, unknown> | undefined));
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: def.response === 'json' ? 'application/json' : '*/*',
      ...options.headers,
    };
    if (options.locale) headers['accept-language'] = options.locale;
    const auth = authOf();
    const credential = auth.token ?? auth.apiKey;
    if (credential && (def.auth.includes('session') || def.auth.includes('apiKey')))
      headers.authorization = `Bearer ${credential}`;
    else if (auth.shareToken && def.auth.includes('share')) headers[SHARE_TOKEN_HEADER] = auth.shareToken;
    let body: string | undefined;
    if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    const init: RequestInit = {
      method: def.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(input.signal ? { signal: input.signal } : {}),
    };

    let response = await send(doFetch, url, init, def.method === 'GET');
    for (let waited = 0; ; ) {
      const seconds = retryAfterOf(response);
      const limit = options.retryAfter?.maxWaitSeconds ?? 0;
      if (seconds === undefined || waited + seconds > limit) break;
      options.retryAfter?.onWait?.({ route: id, seconds });
      await response.body?.cancel().catch(() => undefined); // free the socket while waiting
      await pause(seconds * 1000, input.signal);
      waited += seconds;
      response = await send(doFetch, url, init, def.method === 'GET');
    }
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    if (!response.ok) throw await errorFrom(response, def, requestId);
    if (def.response !== 'json') {
      const disposition = response.headers.get('content-disposition') ?? '';
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null,
      } satisfies FileAnswer;
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = Envelope(def.data as z.ZodType).safeParse(json);
    if (!parsed.success) {
      throw new ApiError('anErrorHasOccurred', response.status, {
        message: `${id}: the answer does not match the contract: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
        ...(requestId ? { requestId } : {}),
      });
    }
    return parsed.data;
  };

  return { call: call as ApiClient['call'], baseUrl };
};

/** The seconds a 429 or 503 asks to wait (its Retry-After, in seconds), or undefined for any other answer. */
const retryAfterOf = (response: Response): number | undefined => {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
};

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

// A kept-alive socket the server has closed shows up as a reset on the next request: one retry is safe for GETs.
const isConnectionReset = (error: unknown): boolean => {
  const codes = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    if (e instanceof Error && /socket hang up|other side closed/i.test(e.message)) return true;
  }
  return false;
};

const send = async (
  doFetch: typeof fetch,
  url: URL,
  init: RequestInit,
  isIdempotentGet: boolean,
): Promise<Response> => {
  try {
    return await doFetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (isIdempotentGet && isConnectionReset(error)) {
      try {
        return await doFetch(url, init);
      } catch (retryError) {
        throw new NetworkError({
          message: `${init.method} ${url.pathname}: ${String(retryError)}`,
          cause: retryError,
        });
      }
    }
    throw new NetworkError({ message: `${init.method} ${url.pathname}: ${String(error)}`, cause: error });
  }
};

const isParams = (value: unknown): value is Record<string, string | number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

const errorFrom = async (
  response: Response,
  def: RouteDef,
  requestId: string | undefined,
): Promise<ApiError> =>
  clientErrorOf(def, response.status, await response.json().catch(() => undefined), requestId);

/**
 * The client's error for an answer's status and body (docs/conventions.md §4), read field by field so an unknown
 * code still answers anErrorHasOccurred. Both transports build their errors with it: the HTTP client above and the
 * embedded CLI's in-process one (the engine's route runner).
 */
export const clientErrorOf = (
  def: RouteDef,
  status: number,
  answer: unknown,
  requestId: string | undefined,
): ApiError => {
  const body = answer as
    | { error?: { code?: unknown; message?: unknown; params?: unknown; issues?: unknown; upgrade?: unknown } }
    | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : undefined;
  const params = isParams(body?.error?.params) ? body.error.params : undefined;
  const meta = { ...(message ? { message } : {}), ...(requestId ? { requestId } : {}) };
  if (status === 401 && requiresAuthentication(def)) return new SessionExpiredError(meta);
  if (status === 504) return new TimeoutError(meta);
  const code = isErrorCode(body?.error?.code) ? body.error.code : 'anErrorHasOccurred';
  const issues = Array.isArray(body?.error?.issues) ? (body.error.issues as ApiError['issues']) : [];
  // the hint by its schema in ErrorBody
  const upgrade = UpgradeHint.safeParse(body?.error?.upgrade);
  return new ApiError(code, status, {
    ...meta,
    issues,
    ...(params ? { params } : {}),
    ...(upgrade.success ? { upgrade: upgrade.data } : {}),
  });
};
