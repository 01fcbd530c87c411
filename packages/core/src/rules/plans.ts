import { defaultPlansFile, type PlansFile } from '../billing/plans-file.ts';
import type { PlanLimits } from '../schemas/billing.ts';
import type { PlanName } from '../schemas/user.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** What a plan grants: the stored access level, the capability, and the limits. */
export interface PlanAccess {
  accessLevel: number;
  capability: number;
  limits: PlanLimits;
}

const accessOf = (plans: PlansFile, plan: PlanName): PlanAccess => {
  const { accessLevel, capability, limits } = plans.plans[plan];
  return { accessLevel, capability, limits: { ...limits } };
};

/**
 * The access a plan grants, from `plans` (the operator's plans file; the repo's when absent) — docs/decisions.md
 * "Permissions and rules": in the repo's file Starter (4, 1), Professional (100, 4; 25 securities, 25 portfolios —
 * doc 1 §6, §9), Premium and Enterprise (100, 100). Starter has no limits of its own: without full access it is
 * locked out of both hubs, so it never creates a portfolio. Enterprise limits are set per contract (doc 1 §6
 * "Enterprise is customised"), unlimited unless the contract (`contractLimits`) says otherwise. The engine passes
 * the plans it loaded; the web reads them from billing.plans (never the repo's file).
 *
 * @example planAccess('professional') // { accessLevel: 100, capability: 4, limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 } }
 */
export const planAccess = (
  plan: PlanName,
  options: { contractLimits?: Partial<PlanLimits>; plans?: PlansFile } = {},
): PlanAccess => {
  const base = accessOf(options.plans ?? defaultPlansFile, plan);
  const limits =
    plan === 'enterprise' && options.contractLimits
      ? { ...base.limits, ...options.contractLimits }
      : base.limits;
  return { ...base, limits };
};

/** What an operation would leave the account with: securities in the portfolio, portfolios in the account. */
export interface PlanUsage {
  securities?: number;
  /** Securities in the portfolio's benchmark: a benchmark is held to the same limit (docs/decisions.md). */
  benchmarkSecurities?: number;
  portfolios?: number;
}

/**
 * The plan-limit rules (spec doc 1 §6, §9): `maxSecurities` when a portfolio (or its benchmark) would hold more
 * securities than the plan allows, `maxPortfolios` when the account would hold more portfolios. A plan's limits are
 * those of `options.plans` (the operator's plans file; the repo's when absent).
 */
export const checkPlanLimits = (
  plan: PlanName | PlanLimits,
  usage: PlanUsage,
  options: { plans?: PlansFile } = {},
): Issue[] => {
  const limits = typeof plan === 'string' ? planAccess(plan, options).limits : plan;
  const issues: Issue[] = [];
  const maxSecurities = limits.maxSecuritiesPerPortfolio;
  if (maxSecurities !== null && usage.securities !== undefined && usage.securities > maxSecurities) {
    issues.push(
      issue('maxSecurities', ['items'], { params: { max: maxSecurities, count: usage.securities } }),
    );
  }
  if (
    maxSecurities !== null &&
    usage.benchmarkSecurities !== undefined &&
    usage.benchmarkSecurities > maxSecurities
  ) {
    issues.push(
      issue('maxSecurities', ['benchmark', 'items'], {
        params: { max: maxSecurities, count: usage.benchmarkSecurities },
      }),
    );
  }
  const maxPortfolios = limits.maxPortfolios;
  if (maxPortfolios !== null && usage.portfolios !== undefined && usage.portfolios > maxPortfolios) {
    issues.push(issue('maxPortfolios', [], { params: { max: maxPortfolios, count: usage.portfolios } }));
  }
  return issues;
};
