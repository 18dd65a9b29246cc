/** The configured plans (config.plans) as the API and the pages show them. */
import { FREE_PLAN_ID, type Plan, type PlanDefinition, type PlanText } from './billing.types.ts';

/** The text in the locale, else French. */
export function planText(text: PlanText, locale: string): string {
  return text[locale] ?? text.fr;
}

export function resolvePlan(plan: PlanDefinition, locale: string): Plan {
  const resolved: Plan = {
    _id: plan._id,
    tier: plan.tier,
    name: planText(plan.name, locale),
    description: planText(plan.description, locale),
    price: plan.price,
    currency: plan.currency,
    interval: plan.interval,
    features: plan.features.map((feature) => planText(feature, locale)),
    quotas: { ...plan.quotas },
    recommended: plan.recommended ?? false,
  };
  if (plan.durationDays !== undefined) resolved.durationDays = plan.durationDays;
  return resolved;
}

export function findPlan(plans: readonly PlanDefinition[], id: string): PlanDefinition | undefined {
  return plans.find((plan) => plan._id === id);
}

/** The plan-schema check guarantees it exists. */
export function freePlan(plans: readonly PlanDefinition[]): PlanDefinition {
  const free = findPlan(plans, FREE_PLAN_ID);
  if (!free) throw new Error(`no "${FREE_PLAN_ID}" plan configured`);
  return free;
}
