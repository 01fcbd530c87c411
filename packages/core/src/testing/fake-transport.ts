import { contract, type RouteId } from '../api/contract.ts';
import { noDataMeta } from '../api/envelope.ts';
import { DomainError } from '../api/errors.ts';
import { pathParamNames, type RouteDef } from '../api/route.ts';

export interface FakeRequest {
  routeId: RouteId;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

/** Answers `data` for a route, or throws a DomainError to answer an error. */
export type FakeHandler = (request: FakeRequest) => unknown;

const matchers = (Object.entries(contract) as Array<[RouteId, RouteDef]>).map(([routeId, def]) => ({
  routeId,
  method: def.method,
  names: pathParamNames(def.path),
  pattern: new RegExp(`^${def.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '([^/]+)')}$`),
}));

/**
 * A `fetch` that answers the contract's routes from in-memory handlers, for unit tests of code that calls the
 * client (web features, CLI services). Unhandled routes answer 501 notImplemented. Never used outside tests.
 * @example
 * const transport = createFakeTransport({ 'clients.list': () => [aClient()] });
 * const client = createClient({ baseUrl: 'http://fake', fetch: transport.fetch });
 */
export const createFakeTransport = (handlers: Partial<Record<RouteId, FakeHandler>>) => {
  const requests: FakeRequest[] = [];
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fakeFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    for (const matcher of matchers) {
      const match = matcher.method === method ? matcher.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const request: FakeRequest = {
        routeId: matcher.routeId,
        params: Object.fromEntries(
          matcher.names.map((name, i) => [name, decodeURIComponent(match[i + 1] as string)]),
        ),
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      requests.push(request);
      const handler = handlers[matcher.routeId];
      if (!handler)
        return reply(501, {
          error: { code: 'notImplemented', message: `${matcher.routeId} has no fake handler` },
        });
      try {
        return reply(200, { data: await handler(request), meta: noDataMeta(), warnings: [] });
      } catch (error) {
        if (error instanceof DomainError)
          return reply(error.status, {
            error: { code: error.code, message: error.message, issues: error.issues },
          });
        throw error;
      }
    }
    return reply(404, {
      error: { code: 'notFound', message: `${method} ${url.pathname} is not a route of the contract` },
    });
  };
  return { fetch: fakeFetch as typeof fetch, requests };
};
