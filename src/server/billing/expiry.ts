/**
 * Housekeeping for the background work (wired in src/server/background.ts): checkouts left
 * pending for a day are asked about once more, then expired; subscriptions whose period ended
 * are marked expired (the effective plan is already free from that instant: subscription.ts
 * compares the end with now, this only makes the stored status say so too).
 */
import { forgetSessionUsers } from '../auth/sessions.ts';
import type { BillingDeps } from './billing-deps.ts';
import { checkWithProvider } from './checkout-refresh.ts';
import { applyOutcome } from './checkout-state.ts';

export const PENDING_TTL_MS = 24 * 60 * 60 * 1000;
/** Per sweep: a backlog is worked through over the next runs rather than in one long burst. */
const BATCH = 200;

export interface SweepResult {
  checkoutsExpired: number;
  subscriptionsExpired: number;
}

export async function sweepBilling(deps: BillingDeps, now: Date): Promise<SweepResult> {
  const stale = await deps.db
    .selectFrom('checkouts')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - PENDING_TTL_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  let checkoutsExpired = 0;
  for (const row of stale) {
    // A payment taken meanwhile is honoured now; a provider failure does not keep it pending forever.
    await checkWithProvider({ ...deps, now: () => now }, row, { throttle: false });
    const result = await applyOutcome(deps, { target: { checkoutId: row.id }, outcome: { status: 'expired' }, now });
    if (result.kind === 'applied' && result.changed) checkoutsExpired += 1;
  }
  const ended = await deps.db
    .updateTable('users')
    .set({ subscription_status: 'expired', updated_at: now })
    .where('subscription_status', '=', 'active')
    .where('subscription_period_end', '<=', now)
    .executeTakeFirst();
  if (ended.numUpdatedRows > 0n) forgetSessionUsers(deps.db);
  return { checkoutsExpired, subscriptionsExpired: Number(ended.numUpdatedRows) };
}
