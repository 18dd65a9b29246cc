/**
 * What the /checkout page shows, decided outside the template so it can be tested: the
 * plan's period in words (dates and quotas: ../pricing/plan-text.ts), every enabled payment method with why it cannot be used,
 * and what paying does to a subscription already running.
 */
import type { PublicUser } from '~/server/auth/user';
import type { Currency, Interval, PaymentMethod, PlanDefinition } from '~/server/billing/billing.types';
import { METHOD_CURRENCIES } from '~/server/billing/methods';
import { findPlan, planText, sameOffer } from '~/server/billing/plans';
import { periodAfterPayment } from '~/server/billing/subscription';
import { TEST_OUTCOMES, type TestOutcome } from '~/server/billing/test-payment';
import type { PaymentsConfig } from '~/server/config';
import type { MessageKey, Translate } from '~/i18n/messages';

export function periodText(plan: { interval: Interval; durationDays?: number | undefined }, t: Translate): string {
  if (plan.interval === 'month') return t('checkout.period.month');
  if (plan.interval === 'year') return t('checkout.period.year');
  const days = plan.durationDays ?? 1;
  return days === 1 ? t('checkout.period.onceOne') : t('checkout.period.once', { days });
}

export interface MethodChoice {
  method: PaymentMethod;
  /** No keys: the test mode stands in, no money moves. */
  testMode: boolean;
  /** Why it cannot be chosen for this plan; null when it can. */
  unavailable: MessageKey | null;
}

/** Every method the configuration offers, in its order; those the plan cannot use say why. */
export function methodChoices(
  enabled: readonly PaymentMethod[],
  payments: PaymentsConfig,
  currency: Currency,
): MethodChoice[] {
  return enabled.map((method) => {
    const testMode = payments[method] === null;
    if (!METHOD_CURRENCIES[method].includes(currency))
      return { method, testMode, unavailable: `checkout.unavailable.${currency}` as const };
    if (testMode && !payments.testMode) return { method, testMode, unavailable: 'checkout.unavailable.noKeys' };
    return { method, testMode, unavailable: null };
  });
}

/** The mobile money method of the franc CFA: chosen first there, where most buyers pay by phone. */
const MOBILE_MONEY: PaymentMethod = 'fedapay';

/**
 * The method selected when the form opens: the one asked for (a refused attempt, or `?method=`
 * from a currency switch) when it can be used; mobile money for francs CFA; else the first.
 */
export function defaultMethod(
  choices: readonly MethodChoice[],
  currency: Currency,
  asked: string | null,
): PaymentMethod | undefined {
  const usable = choices.filter((choice) => choice.unavailable === null).map((choice) => choice.method);
  const askedMethod = usable.find((method) => method === asked);
  if (askedMethod) return askedMethod;
  if (currency === 'XOF' && usable.includes(MOBILE_MONEY)) return MOBILE_MONEY;
  return usable[0];
}

/**
 * For a method that does not take the plan's currency (PayPal and francs CFA), the same plan
 * (tier, interval, duration) in a currency it takes: the method's card links there.
 */
export function planForMethod(
  plans: readonly PlanDefinition[],
  plan: PlanDefinition,
  method: PaymentMethod,
): PlanDefinition | undefined {
  if (METHOD_CURRENCIES[method].includes(plan.currency)) return undefined;
  return plans.find(
    (other) =>
      other.tier === plan.tier &&
      other.interval === plan.interval &&
      other.durationDays === plan.durationDays &&
      METHOD_CURRENCIES[method].includes(other.currency),
  );
}

/** A method as the form offers it, with the plan it pays. */
export interface MethodOffer extends MethodChoice {
  /** The plan asked for, or the same plan in a currency the method takes (choosing it switches the currency). */
  plan: PlanDefinition;
}

/**
 * Every configured method for `plan`: those that take its currency pay it; one that does not
 * pays the same plan in a currency it takes, when the configuration sells one and the method
 * can be used there; the rest say why not.
 */
export function methodOffers(
  enabled: readonly PaymentMethod[],
  payments: PaymentsConfig,
  plan: PlanDefinition,
  plans: readonly PlanDefinition[],
): MethodOffer[] {
  return methodChoices(enabled, payments, plan.currency).map((choice) => {
    const other = choice.unavailable?.startsWith('checkout.unavailable.')
      ? planForMethod(plans, plan, choice.method)
      : undefined;
    const there = other ? methodChoices([choice.method], payments, other.currency)[0] : undefined;
    return other && there?.unavailable === null ? { ...there, plan: other } : { ...choice, plan };
  });
}

export type PlanNotice =
  | { kind: 'replace'; planName: string; until: string }
  | { kind: 'extend'; until: string }
  | null;

/** What paying for `plan` does to the buyer's running paid plan: extend it, or replace it. */
export function planNotice(
  user: PublicUser,
  plan: PlanDefinition,
  plans: readonly PlanDefinition[],
  locale: string,
  now: Date,
): PlanNotice {
  const current = user.subscription;
  if (current?.status !== 'active') return null;
  // The plan in force, or the same in another currency: paying extends it (plans.ts sameOffer).
  const extended = (running: string) => sameOffer(plans, running, plan._id);
  if (extended(current.planId)) {
    const row = {
      plan: current.planId,
      subscription_status: current.status,
      subscription_period_end: current.currentPeriodEnd,
    };
    return { kind: 'extend', until: periodAfterPayment(row, plan, now, extended).end.toISOString() };
  }
  const currentPlan = findPlan(plans, current.planId);
  return {
    kind: 'replace',
    planName: currentPlan ? planText(currentPlan.name, locale) : current.planId,
    until: current.currentPeriodEnd,
  };
}

export type PageAction =
  | { kind: 'pay'; planId: string; paymentMethod: string }
  | { kind: 'test'; checkoutId: string; outcome: TestOutcome }
  | { kind: 'none' };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The page's own form posts: `action=pay` (plan, paymentMethod) or `action=test-paid|test-failed|test-canceled` (id). */
export function pageAction(data: Record<string, unknown>): PageAction {
  const action = text(data['action']);
  if (action === 'pay') return { kind: 'pay', planId: text(data['plan']), paymentMethod: text(data['paymentMethod']) };
  const outcome = action.startsWith('test-') ? action.slice('test-'.length) : '';
  const checkoutId = text(data['id']);
  if ((TEST_OUTCOMES as readonly string[]).includes(outcome) && checkoutId)
    return { kind: 'test', checkoutId, outcome: outcome as TestOutcome };
  return { kind: 'none' };
}
