/**
 * A user's subscription as the users row holds it (plan, subscription_status,
 * subscription_period_end): which plan applies now, and the period a payment buys. Payments
 * buy periods; nothing is debited automatically (mobile money cannot be), so "renewal" is
 * paying again, which extends the current period of the same plan.
 */
import { FREE_PLAN_ID, type Interval, type SubscriptionStatus } from './billing.types.ts';

export interface SubscriptionRow {
  plan: string;
  subscription_status: SubscriptionStatus | null;
  subscription_period_end: Date | string | null;
}

export interface SubscriptionState {
  planId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
}

/** The paid subscription, active or expired; null when the user never paid. */
export function subscriptionOf(row: SubscriptionRow, now: Date = new Date()): SubscriptionState | null {
  if (row.plan === FREE_PLAN_ID || row.subscription_period_end === null) return null;
  const end = new Date(row.subscription_period_end);
  const status: SubscriptionStatus = row.subscription_status === 'active' && end > now ? 'active' : 'expired';
  return { planId: row.plan, status, currentPeriodEnd: end.toISOString() };
}

/** The plan whose quotas apply now: the paid one while its period runs, else free. */
export function effectivePlanId(row: SubscriptionRow, now: Date = new Date()): string {
  const subscription = subscriptionOf(row, now);
  return subscription?.status === 'active' ? subscription.planId : FREE_PLAN_ID;
}

/** `date` plus whole calendar months, kept on the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export interface PeriodPlan {
  _id: string;
  interval: Interval;
  durationDays?: number | null;
}

/**
 * The period a payment made at `paidAt` buys. Paying again for the plan in force (`extended`
 * tells: the same plan, or the same in another currency, plans.ts `sameOffer`) extends it from
 * its end, so nothing paid is lost; another plan starts at the payment.
 */
export function periodAfterPayment(
  current: SubscriptionRow,
  plan: PeriodPlan,
  paidAt: Date,
  extended: (runningPlanId: string) => boolean = (id) => id === plan._id,
): { start: Date; end: Date } {
  const state = subscriptionOf(current, paidAt);
  const start = state?.status === 'active' && extended(state.planId) ? new Date(state.currentPeriodEnd) : paidAt;
  if (plan.interval === 'month') return { start, end: addMonths(start, 1) };
  if (plan.interval === 'year') return { start, end: addMonths(start, 12) };
  return { start, end: new Date(start.getTime() + (plan.durationDays ?? 1) * 24 * 60 * 60 * 1000) };
}
