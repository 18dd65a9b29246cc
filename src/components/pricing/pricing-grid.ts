/**
 * What /pricing shows for a currency and a billing interval: one card per tier (the same
 * cards make the comparison table's columns), and what each card offers the visitor. Pure, so
 * the choices are tested here rather than read off the rendered page.
 */
import { type Currency, FREE_PLAN_ID, type Plan } from '~/server/billing/billing.types.ts';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface PricingChoice {
  currency: Currency;
  interval: BillingInterval;
}

export interface PricingCard {
  tier: string;
  plan: Plan;
  /** A yearly price divided by twelve, only when that is a whole amount in minor units. */
  monthlyEquivalent: number | null;
}

/**
 * The plan of each tier, tiers in configuration order. The free plan shows whatever the
 * currency; a paid tier shows its plan in the chosen interval, else its one-off plan (the pass
 * is in both views), else its plan in the other interval rather than vanishing from a view.
 */
export function pricingCards(plans: readonly Plan[], { currency, interval }: PricingChoice): PricingCard[] {
  const tiers = [...new Set(plans.map((plan) => plan.tier))];
  return tiers.flatMap((tier) => {
    const ofTier = plans.filter(
      (plan) => plan.tier === tier && (plan._id === FREE_PLAN_ID || plan.currency === currency),
    );
    const plan =
      ofTier.find((p) => p._id === FREE_PLAN_ID) ??
      ofTier.find((p) => p.interval === interval) ??
      ofTier.find((p) => p.interval === 'once') ??
      ofTier[0];
    if (!plan) return [];
    const monthlyEquivalent =
      plan.interval === 'year' && plan.price > 0 && plan.price % 12 === 0 ? plan.price / 12 : null;
    return [{ tier, plan, monthlyEquivalent }];
  });
}

/**
 * The months a year saves against twelve monthly payments, the same for every tier of the
 * currency (« 2 mois offerts »); null when no tier has both or they disagree or it is not whole.
 */
export function freeMonths(plans: readonly Plan[], currency: Currency): number | null {
  const saved = new Set<number>();
  for (const yearly of plans.filter((p) => p.currency === currency && p.interval === 'year')) {
    const monthly = plans.find((p) => p.tier === yearly.tier && p.currency === currency && p.interval === 'month');
    if (!monthly || monthly.price <= 0) continue;
    const difference = 12 * monthly.price - yearly.price;
    saved.add(difference % monthly.price === 0 ? difference / monthly.price : Number.NaN);
  }
  const [months] = saved;
  return saved.size === 1 && months !== undefined && Number.isInteger(months) && months > 0 ? months : null;
}

/** Who is looking: the CTA and the « current plan » mark depend on it. */
export interface Viewer {
  signedIn: boolean;
  subscription: { planId: string; status: 'active' | 'expired'; currentPeriodEnd: string } | null;
}

export type CardAction =
  /** Anonymous visitor on the free plan: sign up. */
  | { kind: 'register' }
  /** The free plan of a signed-in user without a running subscription. */
  | { kind: 'current' }
  /** The plan paid for and running: paying again extends it. */
  | { kind: 'extend'; until: string }
  | { kind: 'checkout' }
  /** The free plan for someone paying: nothing to do there. */
  | { kind: 'none' };

export function cardAction(
  plan: Plan,
  viewer: Viewer,
  /** Whether paying for one plan extends the other: the same plan, or the same in another currency (plans.ts `sameOffer`). */
  extendsRunning: (running: string, chosen: string) => boolean = (running, chosen) => running === chosen,
): CardAction {
  const running = viewer.subscription?.status === 'active' ? viewer.subscription : null;
  if (plan._id === FREE_PLAN_ID) {
    if (!viewer.signedIn) return { kind: 'register' };
    return running ? { kind: 'none' } : { kind: 'current' };
  }
  if (running && extendsRunning(running.planId, plan._id)) return { kind: 'extend', until: running.currentPeriodEnd };
  return { kind: 'checkout' };
}

const isCurrency = (value: string | null): value is Currency => value === 'XOF' || value === 'EUR';
const isInterval = (value: string | null): value is BillingInterval => value === 'month' || value === 'year';

/**
 * The choice from `?currency&interval`, invalid values ignored. Without them: the currency and
 * interval of the plan a signed-in user pays for, else `fallbackCurrency` and monthly.
 * `explicit` says the URL alone decides the page (what makes it safe to cache).
 */
export function pricingChoice(
  params: URLSearchParams,
  fallbackCurrency: () => Currency,
  current: Plan | undefined,
): PricingChoice & { explicit: boolean } {
  const currency = params.get('currency');
  const interval = params.get('interval');
  const currentInterval = current && isInterval(current.interval) ? current.interval : undefined;
  return {
    currency: isCurrency(currency) ? currency : (current?.currency ?? fallbackCurrency()),
    interval: isInterval(interval) ? interval : (currentInterval ?? 'month'),
    explicit: isCurrency(currency) && isInterval(interval),
  };
}

/** `?currency=…&interval=…`: the toggles change one and keep the other. */
export function pricingQuery(choice: PricingChoice): string {
  return `?${new URLSearchParams({ currency: choice.currency, interval: choice.interval })}`;
}
