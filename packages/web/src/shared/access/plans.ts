import type { PlanLimits } from '@esgkit/core';
import { useApiQuery, useProfile, useSession } from '../../app/api.ts';

/**
 * billing.plans, cached a minute: what each plan of the plans file the engine loaded (the operator's
 * ESGKIT_PLANS_FILE or the repo's) grants and costs. The web reads plans from here, never from core's default file,
 * so it checks and shows what the engine enforces (issue 25 "plans are configuration").
 */
export const useBillingPlans = (options: { enabled?: boolean } = {}) => {
  const session = useSession();
  return useApiQuery('billing.plans', undefined, {
    enabled: session !== null && (options.enabled ?? true),
    staleTime: 60_000,
  });
};

/**
 * The signed-in user's plan limits (securities per portfolio, portfolios; `null` inside is no limit) from
 * billing.plans; `null` while the profile or the plans load, or when they cannot be read: the form then checks no
 * limit and the engine's answer (maxSecurities, maxPortfolios) still holds the line.
 */
export const usePlanLimits = (): PlanLimits | null => {
  const { profile } = useProfile();
  const plans = useBillingPlans({ enabled: profile !== undefined });
  if (!profile) return null;
  return plans.data?.data.plans.find((offer) => offer.plan === profile.plan)?.limits ?? null;
};
