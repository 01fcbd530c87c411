import type { z } from 'zod';

/**
 * Who may call a route (docs/architecture.md, "Answers, errors and who may call"): a signed-in session, an API key, a share-link token
 * (the spec's "Shared" variants, read-only, one client), or anyone.
 */
export type AuthMode = 'session' | 'apiKey' | 'share' | 'anyone';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the answer is encoded: a JSON envelope, or a file (PDF report, CSV export, image). */
export type ResponseKind = 'json' | 'pdf' | 'csv' | 'image';

/** One endpoint of the contract. The engine mounts it, the client calls it, OpenAPI documents it. */
export interface RouteDef<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Express-style path under /api/v1, e.g. `/api/v1/clients/:clientId`. */
  path: string;
  summary: string;
  /** Group in the OpenAPI document and in docs/api-calls.md. */
  tag: string;
  auth: readonly AuthMode[];
  /** Capability feature id checked on the server (core rules' capability table); none = any signed-in caller. */
  feature?: string;
  /**
   * Further features whose data the answer carries (e.g. the portfolio summary also answers the asset, country,
   * currency, sector and SDG views): the server checks each as it checks `feature`, so no rule is bypassed by
   * reading it through another route.
   */
  carries?: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /** Schema of `data` inside the envelope (JSON answers only). */
  data?: Data;
  response: ResponseKind;
  /** Names of the spec calls (doc 2 §7) this route serves, for docs/api-calls.md. */
  specCalls: readonly string[];
  /** Safe to retry: reads that change nothing. */
  idempotent?: boolean;
}

/** Declares a route, keeping its exact type so the client and the engine see each entry's own schemas. */
export const route = <const Def extends RouteDef>(def: Def): Def => def;

export const requiresAuthentication = (def: Pick<RouteDef, 'auth'>): boolean => !def.auth.includes('anyone');

/** Fills `:name` segments of a path; every value is URI-encoded. */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });

/** The `:name` segments of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1] as string);
