import { createHash } from 'node:crypto';
import {
  type Contract,
  DomainError,
  type EnvelopeMeta,
  matchLocale,
  type RouteDef,
  type RouteId,
} from '@esgkit/core';
import { type Express, type Request, type RequestHandler, Router } from 'express';
import type { AccountService } from '../services/accounts.ts';
import type { Store } from '../store/db.ts';
import {
  type FileResult,
  type HandlerContext,
  type JsonResult,
  type RouteHandlers,
  stateOf,
} from './context.ts';
import { type ExpensiveFamily, expensiveRouteLimits } from './expensive-routes.ts';
import { authenticate } from './middleware/authenticate.ts';
import { jsonBody, type RawBodyRequest } from './middleware/body.ts';
import { assertFeatureResolves, requireCapability } from './middleware/capability.ts';
import { isDataRoute, requireDataset } from './middleware/dataset.ts';
import { authRateLimit } from './middleware/rate-limit.ts';
import { tenantScope } from './middleware/scope.ts';
import { validate } from './middleware/validate.ts';
import { jsonEnvelope, type ServedDataset } from './route-runner.ts';
import { createRouteTable } from './route-table.ts';

/**
 * Routes under a per-IP, per-process rate limit (brute force of mailed codes, account probing, sign-up spam).
 * Login is not among them: it has the store-backed login throttle (services/login-throttle.ts), which a shared
 * address cannot use to lock the owner out.
 */
export const RATE_LIMITED_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'auth.signUp',
  'auth.emailExists',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.confirmEmail',
  'auth.resendConfirmation',
]);

/** Routes whose body carries an image data URL or a CSV file: the larger body limit. */
export const LARGE_BODY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'profile.uploadImage',
  'company.setLogo',
  'clients.setImage',
  'templates.uploadCsv',
]);

/** Routes whose handler gets the body's raw bytes and the headers (a provider's signature covers them). */
export const RAW_BODY_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['billing.webhook']);

export interface MountOptions {
  handlers: RouteHandlers;
  store: Store;
  accounts: AccountService;
  /** The served dataset's provenance, or null while it loads (data routes answer 503 until then). */
  servedDataset: ServedDataset;
  jsonBodyLimitBytes: number;
  largeBodyLimitBytes: number;
  authRateLimit: { limit: number; windowMs: number };
  /** Per-caller budgets on the expensive routes (expensive-routes.ts). */
  expensiveRateLimits: { limits: Readonly<Record<ExpensiveFamily, number>>; windowMs: number };
  /** Check JSON answers against the contract's data schema (tests; a mismatch is a 500). */
  checkResponses?: boolean;
}

const notImplemented: RequestHandler = () => {
  throw new DomainError('notImplemented');
};

/** The language asked for: the first Accept-Language tag we support, else the user's stored one, else en-US. */
const requestLocale = (req: Request, userLocale: string | undefined) => {
  for (const tag of (req.headers['accept-language'] ?? '').split(',')) {
    const locale = matchLocale(tag.split(';', 1)[0]);
    if (locale) return locale;
  }
  return matchLocale(userLocale) ?? 'en-US';
};

interface Serialised {
  metaAndWarnings: string;
  body: Buffer;
  etag: string;
}

// Views hand back the same memoized data object for repeated requests (paging back, another tab, the PDF), so its
// JSON and ETag are built once per object: serialising a 70 KB ESG page was half the server's time under load.
const serialisedByData = new WeakMap<object, Serialised>();

const serialise = (envelope: { data: unknown; meta: EnvelopeMeta; warnings: unknown }): Serialised => {
  const metaAndWarnings = JSON.stringify([envelope.meta, envelope.warnings]);
  const key = typeof envelope.data === 'object' && envelope.data !== null ? envelope.data : undefined;
  const hit = key && serialisedByData.get(key);
  if (hit && hit.metaAndWarnings === metaAndWarnings) return hit;
  const body = Buffer.from(JSON.stringify(envelope));
  // the weak ETag Express would compute (length and SHA-1), so conditional requests still answer 304
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  const serialised = { metaAndWarnings, body, etag: `W/"${body.length.toString(16)}-${hash}"` };
  if (key) serialisedByData.set(key, serialised);
  return serialised;
};
const toHandler =
  (
    id: RouteId,
    def: RouteDef,
    handler: NonNullable<RouteHandlers[RouteId]>,
    options: Pick<MountOptions, 'checkResponses' | 'servedDataset'>,
  ): RequestHandler =>
  async (req, res) => {
    const state = stateOf(res);
    const principal = state.principal;
    const user = principal && principal.kind !== 'share' ? principal.user : undefined;
    const context: HandlerContext<RouteId> = {
      params: state.input.params as never,
      query: state.input.query as never,
      body: state.input.body as never,
      principal,
      user,
      share: principal?.kind === 'share' ? principal.share : undefined,
      scope: state.scope,
      limited: state.limited,
      requestId: state.requestId,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? '',
      locale: requestLocale(req, user?.locale),
      raw: RAW_BODY_ROUTES.has(id)
        ? { body: (req as RawBodyRequest).rawBody ?? Buffer.alloc(0), headers: req.headers }
        : undefined,
    };
    const result = (await (handler as (c: HandlerContext<RouteId>) => Promise<unknown>)(context)) as
      | JsonResult<unknown>
      | FileResult;
    if ('file' in result) {
      const { bytes, contentType, filename } = result.file;
      res.setHeader('content-type', contentType);
      if (filename)
        res.setHeader('content-disposition', `attachment; filename="${filename.replace(/"/g, '')}"`);
      res.status(200).end(Buffer.from(bytes));
      return;
    }
    const envelope = jsonEnvelope(id, def, result, options);
    const { body, etag } = serialise(envelope);
    res.status(result.status ?? 200);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('etag', etag);
    res.send(body);
  };

/** The contract's routes in the order they are matched: fewer path parameters first (a stable sort). */
export const routesInMountOrder = (contract: Contract): Array<[RouteId, RouteDef]> =>
  (Object.entries(contract) as Array<[RouteId, RouteDef]>).sort(
    ([, a], [, b]) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0),
  );

/**
 * Mounts every route of the contract: rate limit (auth routes) → authenticate(auth set) → the caller's budget
 * (expensive routes, 429) → JSON body (size limit)
 * → validate params, query, body (422) → tenant scope (404) → capability (403) → dataset ready (503, data routes)
 * → the handler, or 501 notImplemented when the route has none yet. Static paths are mounted before paths with
 * parameters so `/clients/from-lookup` is never taken for `/clients/:clientId`. The routes are matched by a route
 * table (route-table.ts) in front of an Express router holding the same routes, which takes what the table leaves.
 */
export const mountContract = (app: Express, contract: Contract, options: MountOptions): void => {
  const entries = routesInMountOrder(contract);
  const expensiveLimits = expensiveRouteLimits({ ...options.expensiveRateLimits, store: options.store });
  const table = createRouteTable();
  const fallback = Router();
  for (const [id, def] of entries) {
    assertFeatureResolves(id, def);
    const chain: RequestHandler[] = [
      (_req, res, next) => {
        stateOf(res).routeId = id;
        next();
      },
    ];
    if (RATE_LIMITED_ROUTES.has(id))
      chain.push(authRateLimit({ ...options.authRateLimit, name: id, store: options.store }));
    chain.push(authenticate(def, options.accounts));
    const callerLimit = expensiveLimits.get(id);
    if (callerLimit) chain.push(callerLimit);
    if (def.body)
      chain.push(
        jsonBody(
          LARGE_BODY_ROUTES.has(id) ? options.largeBodyLimitBytes : options.jsonBodyLimitBytes,
          RAW_BODY_ROUTES.has(id),
        ),
      );
    chain.push(validate(def), tenantScope(def, options.store), requireCapability(def));
    if (isDataRoute(def)) chain.push(requireDataset(() => options.servedDataset() !== null));
    const handler = options.handlers[id];
    chain.push(handler ? toHandler(id, def, handler, options) : notImplemented);
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    fallback[method](def.path, ...chain);
    table.add(method, def.path, chain);
  }
  app.use(table.dispatch(fallback));
};
