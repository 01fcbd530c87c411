import { canAccess, DomainError, type RouteDef, resolveFeature } from '@esgkit/core';
import type { RequestHandler } from 'express';
import { stateOf } from '../context.ts';

/** A contract feature that core's table cannot resolve is a programming error, caught when the app is built. */
export const assertFeatureResolves = (id: string, def: RouteDef): void => {
  if (def.feature && !resolveFeature(def.feature, 'client') && !resolveFeature(def.feature, 'lookup'))
    throw new Error(`route ${id}: feature '${def.feature}' is not in core's capability table`);
};

/**
 * Capability (doc 1 §6, doc 2 §6) with core's canAccess, on the server: the route's feature resolved in the
 * portfolio's context (client or lookup), sharing mode at capability 4 with the advisor's access level, the demo
 * portfolio exempt from capability minimums. A refusal is 403 with the decision as an upgrade hint; `limited`
 * tells handlers that capability 7 gets limited data.
 */
export const requireCapability =
  (def: RouteDef): RequestHandler =>
  (_req, res, next) => {
    const state = stateOf(res);
    const principal = state.principal;
    if (!def.feature || !principal) {
      next();
      return;
    }
    const feature = resolveFeature(def.feature, state.scope.viewContext ?? 'client');
    if (!feature) throw new Error(`feature '${def.feature}' is not in core's capability table`);
    const isSharing = principal.kind === 'share';
    const decision = canAccess(
      {
        accessLevel: isSharing ? principal.share.ownerAccessLevel : principal.user.access_level,
        userCapability: isSharing ? 4 : principal.user.capability,
        isSharing,
        isDemoPortfolio: state.scope.isDemoPortfolio === true,
      },
      feature,
    );
    if (!decision.allowed) {
      throw new DomainError(decision.code ?? 'notEnoughCapability', {
        params: {
          feature,
          reason: decision.reason,
          ...(decision.redirect ? { redirect: decision.redirect } : {}),
        },
      });
    }
    state.limited = decision.limited;
    next();
  };
