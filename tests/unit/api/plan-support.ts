/**
 * Plans for route tests: a user on an unlimited paid plan, for tests that send more than the
 * free plan allows in a day without being about quotas; and a user's allowance used up at
 * once, for the tests that are.
 */
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { UsageKind } from '../../../src/server/billing/billing.types.ts';
import { recordUsage } from '../../../src/server/billing/usage.ts';
import type { Platform } from '../../../src/server/platform.ts';

/** A plan of the default list without any limit. */
export const UNLIMITED_PLAN = 'pro-month-xof';

/** Puts the user on `planId`, paid for a year from now, on the row and on the session's copy. */
export async function onPaidPlan(
  platform: Platform,
  user: PublicUser,
  planId: string = UNLIMITED_PLAN,
): Promise<PublicUser> {
  const end = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  await platform.database.db
    .updateTable('users')
    .set({ plan: planId, subscription_status: 'active', subscription_period_end: end })
    .where('id', '=', user._id)
    .execute();
  return Object.assign(user, {
    plan: planId,
    subscription: { planId, status: 'active' as const, currentPeriodEnd: end.toISOString() },
  });
}

/** Records `count` units of `kind` used now, as if the user had sent, searched or generated them. */
export async function useAllowance(
  platform: Platform,
  user: PublicUser,
  kind: UsageKind,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) await recordUsage(platform.database.db, user._id, kind, new Date());
}
