import { buildOpenApiDocument, type ErrorCode, type RouteDef, type RouteId } from '@esgkit/core';
import { EXPENSIVE_ROUTES } from './expensive-routes.ts';
import { isDataRoute } from './middleware/dataset.ts';
import { RATE_LIMITED_ROUTES } from './mount-contract.ts';

/** Routes answering 429 tooManyRequests: the per-IP auth limits, the login throttle, the per-caller budgets. */
const throttled: ReadonlySet<string> = new Set<string>([
  ...RATE_LIMITED_ROUTES,
  'auth.login' satisfies RouteId,
  ...Object.values(EXPENSIVE_ROUTES).flatMap((family) => family.routes),
]);

/** What this engine adds to a route's errors beyond its contract entry: its rate limits and the dataset load. */
const serverErrors = (id: string, def: RouteDef): ErrorCode[] => [
  ...(throttled.has(id) ? (['tooManyRequests'] as const) : []),
  ...(isDataRoute(def) ? (['datasetLoading'] as const) : []),
];

/** The document /api/openapi.json serves (and the lint test checks). */
export const engineOpenApiDocument = (options: { version: string; serverUrl?: string }) =>
  buildOpenApiDocument({ ...options, serverErrors });
