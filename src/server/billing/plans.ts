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

/**
 * Whether two plans sell the same thing: the same plan, or one tier's plan of the same length in
 * another currency (Essentiel a month in francs CFA or in euros). Paying for the one while the
 * other runs extends it rather than replacing it (docs/PAYMENTS.md "Subscriptions").
 */
export function sameOffer(plans: readonly PlanDefinition[], a: string, b: string): boolean {
  if (a === b) return true;
  const [one, other] = [findPlan(plans, a), findPlan(plans, b)];
  return (
    one !== undefined &&
    other !== undefined &&
    one.tier === other.tier &&
    one.interval === other.interval &&
    (one.durationDays ?? null) === (other.durationDays ?? null)
  );
}

/** The plan-schema check guarantees it exists. */
export function freePlan(plans: readonly PlanDefinition[]): PlanDefinition {
  const free = findPlan(plans, FREE_PLAN_ID);
  if (!free) throw new Error(`no "${FREE_PLAN_ID}" plan configured`);
  return free;
}
