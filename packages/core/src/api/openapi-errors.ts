import { translateMessage } from '../i18n/create-i18n.ts';
import { type ErrorCode, errorStatus } from './errors.ts';
import { pathParamNames, type RouteDef } from './route.ts';

/**
 * Path parameters that name a stored resource: the engine's tenant scope answers 404 notFound when it is not the
 * caller's (middleware/scope.ts), so another advisor's ids reveal nothing. `set`, `step`, `kind` and `section` are
 * enumerations: a wrong one is invalidInput.
 */
const namesResource = (param: string): boolean => param.endsWith('Id') || param === 'token';

/**
 * The error codes a route can answer, derived from what it declares (docs/architecture.md, "Answers, errors and who
 * may call"): authentication → 401, a read-only key on a write or a capability feature → 403, a share token → 404/410, a resource in the path → 404, a body → 400/413, any
 * input → 422 invalidInput; `more` adds what the engine knows (rate limits, the dataset) and the route's own codes.
 */
export const routeErrorCodes = (def: RouteDef, more: readonly ErrorCode[] = []): ErrorCode[] => {
  const codes: ErrorCode[] = [];
  if (def.body) codes.push('invalidRequestBody', 'payloadTooLarge');
  if (!def.auth.includes('anyone')) codes.push('sessionExpired');
  // a read-only API key calls only the routes that change nothing (engine middleware/authenticate.ts)
  if (def.auth.includes('apiKey') && !def.idempotent) codes.push('readOnlyApiKey');
  // a share token that names no link, or one past its expiry
  if (def.auth.includes('share')) codes.push('sharingLinkInvalid', 'sharedLinkExpired');
  if (def.feature || def.carries?.length) codes.push('notEnoughCapability', 'noAccessToFeature');
  if (pathParamNames(def.path).some(namesResource)) codes.push('notFound');
  if (def.params || def.query || def.body) codes.push('invalidInput');
  codes.push(...more);
  return [...new Set(codes)].sort((a, b) => errorStatus[a] - errorStatus[b]);
};

/** One OpenAPI response per status, its message keys listed, each with an example in the shared error envelope. */
export const errorResponses = (
  codes: readonly ErrorCode[],
  errorBodyRef: string,
): Record<string, Record<string, unknown>> => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, group]) => [
      String(status),
      {
        description: `\`error.code\`: ${group.map((code) => `\`${code}\``).join(', ')}`,
        content: {
          'application/json': {
            schema: { $ref: errorBodyRef },
            examples: Object.fromEntries(
              group.map((code) => [
                code,
                {
                  value: { error: { code, message: translateMessage('en-US', code), requestId: 'req_5f2c' } },
                },
              ]),
            ),
          },
        },
      },
    ]),
  );
};
