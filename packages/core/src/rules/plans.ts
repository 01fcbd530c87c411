import type { PlanName } from '../schemas/user.ts';
import {
  DEFAULT_ACCESS_LEVEL,
  FULL_ACCESS_LEVEL,
  MATCHING_CAPABILITY,
  PROFESSIONAL_MAX_PORTFOLIOS,
  PROFESSIONAL_MAX_SECURITIES,
} from './constants.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** How much a plan may hold; `null` is no limit. */
export interface PlanLimits {
  maxSecuritiesPerPortfolio: number | null;
  maxPortfolios: number | null;
}

/** What a plan grants: the stored access level, the capability, and the limits. */
export interface PlanAccess {
  accessLevel: number;
  capability: number;
  limits: PlanLimits;
}

const unlimited: PlanLimits = { maxSecuritiesPerPortfolio: null, maxPortfolios: null };

/**
 * Plans → (accessLevel, capability, limits), as docs/decisions.md ("Permissions and rules") fixes them. Starter has no limits of
 * its own: without full access it is locked out of both hubs, so it never creates a portfolio. Enterprise limits
 * are set per contract (doc 1 §6 "Enterprise is customised"), unlimited unless the contract says otherwise.
 */
export const planTable = {
  starter: { accessLevel: DEFAULT_ACCESS_LEVEL, capability: 1, limits: unlimited },
  professional: {
    accessLevel: FULL_ACCESS_LEVEL,
    capability: 4,
    // spec doc 1 §6, §9: at most 25 securities per portfolio and 25 portfolios
    limits: {
      maxSecuritiesPerPortfolio: PROFESSIONAL_MAX_SECURITIES,
      maxPortfolios: PROFESSIONAL_MAX_PORTFOLIOS,
    },
  },
  premium: { accessLevel: FULL_ACCESS_LEVEL, capability: MATCHING_CAPABILITY, limits: unlimited },
  enterprise: { accessLevel: FULL_ACCESS_LEVEL, capability: MATCHING_CAPABILITY, limits: unlimited },
} as const satisfies Record<PlanName, PlanAccess>;

/**
 * The access a plan grants. Enterprise takes the limits of its contract when given.
 *
 * @example planAccess('professional') // { accessLevel: 100, capability: 4, limits: { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 } }
 */
export const planAccess = (
  plan: PlanName,
  options: { contractLimits?: Partial<PlanLimits> } = {},
): PlanAccess => {
  const base = planTable[plan];
  const limits =
    plan === 'enterprise' && options.contractLimits
      ? { ...base.limits, ...options.contractLimits }
      : base.limits;
  return { accessLevel: base.accessLevel, capability: base.capability, limits: { ...limits } };
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
 * securities than the plan allows, `maxPortfolios` when the account would hold more portfolios.
 */
export const checkPlanLimits = (plan: PlanName | PlanLimits, usage: PlanUsage): Issue[] => {
  const limits = typeof plan === 'string' ? planAccess(plan).limits : plan;
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
