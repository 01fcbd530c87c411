import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

interface Entry {
  /** Lower-cased static segments; null where the path has a parameter. */
  segments: (string | null)[];
  names: (string | null)[];
  chain: readonly RequestHandler[];
}

/**
 * The contract's routes matched without Express's router: a map for static paths and, for paths with parameters,
 * one comparison per segment. Express walks every route's regular expression and wraps each middleware in a layer
 * (path-to-regexp and the router were ~9 % of the server's CPU under load; docs/benchmarks.md, "Part 5: API").
 *
 * It answers only what it matches exactly as Express would: the same routes in the same order (static paths first),
 * static segments case-insensitive, HEAD served by GET routes, parameters as written. A path Express would have to
 * decode (a `%`), one with a trailing slash, and any other method (OPTIONS) go to `fallback`: the same routes
 * mounted on an Express router, so every edge keeps Express's behaviour.
 */
export const createRouteTable = () => {
  const byMethod = new Map<string, { exact: Map<string, Entry>; withParams: Entry[] }>();

  const add = (method: string, path: string, chain: readonly RequestHandler[]): void => {
    const upper = method.toUpperCase();
    let routes = byMethod.get(upper);
    if (!routes) {
      routes = { exact: new Map(), withParams: [] };
      byMethod.set(upper, routes);
    }
    const parts = path.split('/');
    const entry: Entry = {
      segments: parts.map((part) => (part.startsWith(':') ? null : part.toLowerCase())),
      names: parts.map((part) => (part.startsWith(':') ? part.slice(1) : null)),
      chain,
    };
    if (entry.names.every((name) => name === null)) {
      // the first route of a path wins, as in Express
      if (!routes.exact.has(path.toLowerCase())) routes.exact.set(path.toLowerCase(), entry);
    } else routes.withParams.push(entry);
  };

  const match = (
    method: string,
    path: string,
  ): { entry: Entry; params: Record<string, string> } | undefined => {
    const routes = byMethod.get(method === 'HEAD' ? 'GET' : method);
    if (!routes || path.includes('%') || (path.length > 1 && path.endsWith('/'))) return undefined;
    const lower = path.toLowerCase();
    const exact = routes.exact.get(lower);
    if (exact) return { entry: exact, params: {} };
    const parts = path.split('/');
    const lowerParts = lower.split('/');
    for (const entry of routes.withParams) {
      if (entry.segments.length !== parts.length) continue;
      let matches = true;
      for (let i = 0; i < parts.length && matches; i += 1) {
        const segment = entry.segments[i];
        matches = segment === null ? parts[i] !== '' : segment === lowerParts[i];
      }
      if (!matches) continue;
      const params: Record<string, string> = {};
      entry.names.forEach((name, i) => {
        if (name !== null) params[name] = parts[i]!;
      });
      return { entry, params };
    }
    return undefined;
  };

  /** Runs a route's middleware in order like Express 5: a throw or a rejected promise goes to `done` as an error. */
  const run = (chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null && error !== 'route') {
        done(error);
        return;
      }
      const handler = chain[index++];
      if (!handler || error === 'route') {
        done();
        return;
      }
      try {
        const returned = handler(req, res, next) as unknown;
        if (returned instanceof Promise)
          returned.then(undefined, (rejection: unknown) => next(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };

  const dispatch =
    (fallback: Router): RequestHandler =>
    (req, res, next) => {
      const found = match(req.method, req.path);
      if (!found) {
        fallback(req, res, next);
        return;
      }
      req.params = found.params;
      run(found.entry.chain, req, res, next);
    };

  return { add, match, dispatch };
};
