import {
  type AccessDecision,
  canAccess,
  DomainError,
  type FeatureId,
  type RouteDef,
  resolveFeature,
  SHARING_CAPABILITY,
  type ViewContext,
} from '@esgkit/core';
import { fromFlag } from '../store/ids.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import type { Principal } from './principal.ts';

/** What of the portfolio a capability decision depends on (doc 1 §6: its context; doc 1 §3: the demo portfolio). */
export interface AccessScope {
  viewContext?: ViewContext | undefined;
  isDemoPortfolio?: boolean | undefined;
}

/** A portfolio's context: a client's views follow the client rules, a lookup's the lookup rules (doc 1 §6). */
export const accessScopeOf = (row: PortfolioRow): Required<AccessScope> => ({
  viewContext: row.client_id ? 'client' : 'lookup',
  isDemoPortfolio: fromFlag(row.is_demo),
});

/** The features a route checks: its own and those its answer carries (core's RouteDef `carries`). */
export const routeFeatures = (def: RouteDef): string[] =>
  def.feature ? [def.feature, ...(def.carries ?? [])] : [];

/**
 * The one place that decides whether a caller may read a feature, and whether capability 7 gets it limited (doc 1
 * §6, doc 2 §6): core's canAccess with the feature resolved in the portfolio's context (client or lookup), sharing
 * mode at capability 4 with the advisor's access level, the demo portfolio exempt from capability minimums. The
 * capability middleware (views), the CSV exports (when the link is made and when it is opened) and the PDF report
 * all ask here, so a view, its CSV and its PDF section answer the same caller alike.
 */
export const accessFor = (
  principal: Principal,
  name: string,
  scope: AccessScope,
): AccessDecision & { feature: FeatureId } => {
  const feature = resolveFeature(name, scope.viewContext ?? 'client');
  if (!feature) throw new Error(`feature '${name}' is not in core's capability table`);
  const isSharing = principal.kind === 'share';
  const decision = canAccess(
    {
      accessLevel: isSharing ? principal.share.ownerAccessLevel : principal.user.access_level,
      userCapability: isSharing ? SHARING_CAPABILITY : principal.user.capability,
      isSharing,
      isDemoPortfolio: scope.isDemoPortfolio === true,
    },
    feature,
  );
  return { ...decision, feature };
};

/**
 * accessFor over every feature an answer carries: each must be allowed, else the first refusal; the answer is
 * limited if any of them is.
 */
export const decideAccess = (
  principal: Principal,
  names: readonly string[],
  scope: AccessScope,
):
  | { allowed: true; limited: boolean }
  | (Extract<AccessDecision, { allowed: false }> & { feature: FeatureId }) => {
  let limited = false;
  for (const name of names) {
    const decision = accessFor(principal, name, scope);
    if (!decision.allowed) return decision;
    limited ||= decision.limited;
  }
  return { allowed: true, limited };
};

/** decideAccess, a refusal thrown as a 403 with the decision as an upgrade hint. */
export const requireAccess = (
  principal: Principal,
  names: readonly string[],
  scope: AccessScope,
): { limited: boolean } => {
  const decision = decideAccess(principal, names, scope);
  if (!decision.allowed)
    throw new DomainError(decision.code ?? 'notEnoughCapability', {
      params: {
        feature: decision.feature,
        reason: decision.reason,
        ...(decision.redirect ? { redirect: decision.redirect } : {}),
      },
    });
  return { limited: decision.limited };
};
