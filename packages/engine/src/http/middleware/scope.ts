import { DomainError, type RouteDef } from '@esgkit/core';
import type { RequestHandler } from 'express';
import { accessScopeOf } from '../../services/access.ts';
import type { Principal } from '../../services/principal.ts';
import type { Store } from '../../store/db.ts';
import { findOwnedApiKey } from '../../store/repositories/api-keys.ts';
import { findOwnedClient } from '../../store/repositories/clients.ts';
import { findImageById } from '../../store/repositories/images.ts';
import { findOwnedPortfolio } from '../../store/repositories/portfolios.ts';
import { findOwnedTemplate } from '../../store/repositories/templates.ts';
import { type ResolvedScope, stateOf } from '../context.ts';

const notFound = () => new DomainError('notFound');

/**
 * Tenant isolation: every path parameter that names a row (client, portfolio, template, API key, image) must
 * resolve inside the caller's tenant, else 404 notFound — never 403, so another advisor's ids reveal nothing. A
 * share token reaches exactly its client, that client's portfolio, and the client's image or the advisor's logo.
 * Both transports use it (the middleware below, http/route-runner.ts).
 */
export const resolveScope = async (
  def: RouteDef,
  store: Store,
  principal: Principal | undefined,
  validatedParams: unknown,
): Promise<ResolvedScope> => {
  const params = (validatedParams ?? {}) as Record<string, string | undefined>;
  const scope: ResolvedScope = {};
  const db = store.db;
  if (!def.params || !principal) return scope;
  if (principal.kind === 'share') {
    const share = principal.share;
    if (params.clientId !== undefined) {
      if (params.clientId !== share.clientId) throw notFound();
      scope.client = (await findOwnedClient(db, share.ownerId, share.clientId)) ?? undefined;
      if (!scope.client) throw notFound();
    }
    if (params.portfolioId !== undefined) {
      if (params.portfolioId !== share.portfolioId) throw notFound();
      scope.portfolio = await findOwnedPortfolio(db, share.ownerId, params.portfolioId);
      if (!scope.portfolio) throw notFound();
    }
    if (params.imageId !== undefined) {
      const image = await findImageById(db, params.imageId);
      const reachable =
        image?.owner_id === share.ownerId && (image.client_id === share.clientId || image.kind === 'logo');
      if (!image || !reachable) throw notFound();
      scope.image = image;
    }
    if (params.templateId !== undefined || params.keyId !== undefined) throw notFound();
  } else {
    const ownerId = principal.user.id;
    if (params.clientId !== undefined) {
      scope.client = await findOwnedClient(db, ownerId, params.clientId);
      if (!scope.client) throw notFound();
    }
    if (params.portfolioId !== undefined) {
      scope.portfolio = await findOwnedPortfolio(db, ownerId, params.portfolioId);
      if (!scope.portfolio) throw notFound();
    }
    if (params.templateId !== undefined) {
      scope.template = await findOwnedTemplate(db, ownerId, params.templateId);
      if (!scope.template) throw notFound();
    }
    if (params.keyId !== undefined && !(await findOwnedApiKey(db, ownerId, params.keyId))) throw notFound();
    if (params.imageId !== undefined) {
      const image = await findImageById(db, params.imageId);
      if (!image || image.owner_id !== ownerId) throw notFound();
      scope.image = image;
    }
  }
  if (scope.portfolio) Object.assign(scope, accessScopeOf(scope.portfolio));
  return scope;
};

export const tenantScope =
  (def: RouteDef, store: Store): RequestHandler =>
  async (_req, res, next) => {
    const state = stateOf(res);
    state.scope = await resolveScope(def, store, state.principal, state.input.params);
    next();
  };
