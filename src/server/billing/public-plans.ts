/** The configured plans as `GET /api/pricing/plans` and /pricing show them: in one language, maybe one currency. */
import { FREE_PLAN_ID, type Currency, type Plan, type PlanDefinition } from './billing.types.ts';
import { resolvePlan } from './plans.ts';

/** In configuration order; the free plan is kept whatever the currency (it costs nothing in any). */
export function publicPlans(plans: readonly PlanDefinition[], locale: string, currency?: Currency): Plan[] {
  return plans
    .filter((plan) => currency === undefined || plan._id === FREE_PLAN_ID || plan.currency === currency)
    .map((plan) => resolvePlan(plan, locale));
}
