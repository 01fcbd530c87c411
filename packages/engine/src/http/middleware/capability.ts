import { type RouteDef, resolveFeature } from '@esgkit/core';
import type { RequestHandler } from 'express';
import { requireAccess, routeFeatures } from '../../services/access.ts';
import type { Principal } from '../../services/principal.ts';
import { type ResolvedScope, stateOf } from '../context.ts';

/** A contract feature that core's table cannot resolve is a programming error, caught when the app is built. */
export const assertFeatureResolves = (id: string, def: RouteDef): void => {
  if (def.carries && !def.feature) throw new Error(`route ${id}: 'carries' without a 'feature'`);
  for (const name of routeFeatures(def))
    if (!resolveFeature(name, 'client') && !resolveFeature(name, 'lookup'))
      throw new Error(`route ${id}: feature '${name}' is not in core's capability table`);
};

/**
 * Capability (doc 1 §6, doc 2 §6) on the server, decided by services/access.ts (the one place views, CSV exports
 * and the PDF report ask): the route's feature and the features its answer carries. A refusal is 403 with the
 * decision as an upgrade hint; `limited` tells handlers that capability 7 gets limited data.
 */
export const capabilityLimited = (
  def: RouteDef,
  principal: Principal | undefined,
  scope: ResolvedScope,
): boolean =>
  def.feature && principal ? requireAccess(principal, routeFeatures(def), scope).limited : false;

export const requireCapability =
  (def: RouteDef): RequestHandler =>
  (_req, res, next) => {
    const state = stateOf(res);
    state.limited = capabilityLimited(def, state.principal, state.scope);
    next();
  };
