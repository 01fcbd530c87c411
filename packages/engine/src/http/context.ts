import type { Contract, EnvelopeMeta, Locale, RouteId, ViewContext, Warning } from '@esgkit/core';
import type { Response } from 'express';
import type { z } from 'zod';
import type { Principal, ShareScope } from '../services/principal.ts';
import type { ClientRow } from '../store/repositories/clients.ts';
import type { ImageRow } from '../store/repositories/images.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import type { TemplateRow } from '../store/repositories/templates.ts';
import type { UserRow } from '../store/repositories/users.ts';

/** The rows a route's path parameters resolved to, inside the caller's tenant. */
export interface ResolvedScope {
  client?: ClientRow;
  portfolio?: PortfolioRow;
  template?: TemplateRow;
  image?: ImageRow;
  /** Which rules gate the portfolio's views (core's resolveFeature). */
  viewContext?: ViewContext;
  isDemoPortfolio?: boolean;
}

/** What the middleware chain learned about one request, kept in res.locals. */
export interface RequestState {
  requestId: string;
  /** The contract route (or 'openapi') this request matched; logged instead of the URL. */
  routeId?: RouteId | 'openapi';
  principal?: Principal;
  input: { params: unknown; query: unknown; body: unknown };
  scope: ResolvedScope;
  /** Capability 7 gets limited data on this feature (doc 1 §6). */
  limited: boolean;
}

export const stateOf = (res: Response): RequestState => res.locals as unknown as RequestState;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated input, the caller and the rows its path named. */
export interface HandlerContext<Id extends RouteId> {
  params: Out<Contract[Id] extends { params: infer P } ? P : undefined>;
  query: Out<Contract[Id] extends { query: infer Q } ? Q : undefined>;
  body: Out<Contract[Id] extends { body: infer B } ? B : undefined>;
  principal: Principal | undefined;
  /** The signed-in user (session or API key); undefined for share tokens and anonymous calls. */
  user: UserRow | undefined;
  share: ShareScope | undefined;
  scope: ResolvedScope;
  limited: boolean;
  requestId: string;
  /** The client's address (Express `req.ip`: behind a trusted proxy, from X-Forwarded-For); the login throttle keys on it. */
  clientAddress: string;
  /** The language of labels and messages: the request's Accept-Language, else the user's, else en-US. */
  locale: Locale;
  /**
   * The body's exact bytes and the headers, for the routes whose signature covers them (RAW_BODY_ROUTES: the
   * billing webhook); undefined elsewhere and in-process.
   */
  raw?: { body: Buffer; headers: Readonly<Record<string, string | string[] | undefined>> } | undefined;
}

/**
 * A JSON answer: `data` (wrapped in the envelope) and optionally its meta, warnings and status. Data routes get the
 * served snapshot's meta (version, asOf, demo); a handler adds what only it knows, such as the view's coverage.
 */
export interface JsonResult<Data> {
  data: Data;
  meta?: Partial<EnvelopeMeta>;
  warnings?: Warning[];
  status?: number;
}

/** A file answer (PDF, CSV, image). */
export interface FileResult {
  file: { bytes: Uint8Array; contentType: string; filename?: string };
}

type DataOf<Id extends RouteId> = Contract[Id] extends { data: infer D } ? z.input<D & z.ZodType> : never;

export type HandlerResult<Id extends RouteId> = Contract[Id] extends { response: 'json' }
  ? JsonResult<DataOf<Id>>
  : FileResult;

export type RouteHandler<Id extends RouteId> = (context: HandlerContext<Id>) => Promise<HandlerResult<Id>>;

/** The implemented routes; a route without an entry answers 501 notImplemented after auth and capability. */
export type RouteHandlers = { [Id in RouteId]?: RouteHandler<Id> };
