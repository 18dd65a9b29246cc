/**
 * The quotas of the plans, enforced on the server (docs/ARCHITECTURE.md "Pricing, checkout and quotas"): chat
 * messages and legal searches per day, generated documents per month. Past a quota the API
 * answers 403 `subscription_required` and the browser offers the plans.
 */
import type { MessageKey } from '../../i18n/messages.ts';
import type { PublicUser } from '../auth/user.ts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import {
  FREE_PLAN_ID,
  type PlanDefinition,
  type Quotas,
  type SubscriptionView,
  USAGE_KINDS,
  type UsageKind,
} from './billing.types.ts';
import { findPlan, freePlan, resolvePlan } from './plans.ts';
import { countedAlready, countUsage, recordUsage, removeUsage, usagePeriod } from './usage.ts';

export const SUBSCRIPTION_REQUIRED = 'subscription_required';

const QUOTA_OF: Readonly<Record<UsageKind, keyof Quotas>> = {
  chat: 'chatMessagesPerDay',
  search: 'searchesPerDay',
  document: 'documentsPerMonth',
};
const REFUSAL_KEY: Readonly<Record<UsageKind, MessageKey>> = {
  chat: 'quota.chat',
  search: 'quota.search',
  document: 'quota.document',
};

export type QuotaUser = Pick<PublicUser, '_id' | 'plan' | 'subscription'>;

/** The subscription as it stands at `now`: the session's copy may have been read a moment before its end. */
function subscriptionAt(user: QuotaUser, now: Date): SubscriptionView['subscription'] {
  const subscription = user.subscription ?? null;
  if (!subscription) return null;
  const running = subscription.status === 'active' && new Date(subscription.currentPeriodEnd) > now;
  return { ...subscription, status: running ? 'active' : 'expired' };
}

/**
 * The plan whose quotas apply at `now`: the paid one while its period runs, else free. A plan
 * id no longer configured (removed from PLANS_FILE) falls back to free too.
 */
export function planInForce(user: QuotaUser, plans: readonly PlanDefinition[], now: Date = new Date()): PlanDefinition {
  const subscription = subscriptionAt(user, now);
  const id = subscription
    ? subscription.status === 'active'
      ? subscription.planId
      : FREE_PLAN_ID
    : (user.plan ?? FREE_PLAN_ID);
  return findPlan(plans, id) ?? freePlan(plans);
}

export const quotaExceeded = (kind: UsageKind): DomainError =>
  new DomainError(403, REFUSAL_KEY[kind], SUBSCRIPTION_REQUIRED);

export interface Consumption {
  user: QuotaUser;
  plans: readonly PlanDefinition[];
  kind: UsageKind;
  /** What is consumed, when asking for the same again costs nothing more (a document downloaded again). */
  fingerprint?: string;
  now?: Date;
}

/**
 * Counts one unit of `kind` for the user, or throws `quotaExceeded(kind)` (403) leaving no
 * row behind. Given a transaction (the one recording the message or the search), the unit
 * stands or falls with what it pays for.
 *
 * The row is inserted, then the period counted with it: the last unit goes to exactly one of
 * two parallel requests because the user's row is locked first, so one user's consumptions
 * take turns (without it, two inserts counted together could refuse both, or, with each
 * transaction blind to the other's uncommitted row, accept both).
 */
export async function consumeQuota(
  db: Db,
  { user, plans, kind, fingerprint, now = new Date() }: Consumption,
): Promise<void> {
  const limit = planInForce(user, plans, now).quotas[QUOTA_OF[kind]];
  const consume = async (trx: Db) => {
    if (limit !== null) await trx.selectFrom('users').select('id').where('id', '=', user._id).forUpdate().execute();
    if (fingerprint && (await countedAlready(trx, user._id, kind, fingerprint, usagePeriod(kind, now)))) return;
    // Unlimited plans are counted too: the subscription view shows what was used.
    const id = await recordUsage(trx, user._id, kind, now, fingerprint ?? null);
    if (limit === null || (await countUsage(trx, user._id, kind, usagePeriod(kind, now))) <= limit) return;
    await removeUsage(trx, id);
    throw quotaExceeded(kind);
  };
  await (db.isTransaction ? consume(db) : db.transaction().execute(consume));
}

/** `GET /api/e/subscription`: the plan in force in `locale`, the paid subscription, and each quota's use. */
export async function subscriptionView(
  db: Db,
  user: PublicUser,
  plans: readonly PlanDefinition[],
  locale: string,
  now: Date = new Date(),
): Promise<SubscriptionView> {
  const plan = planInForce(user, plans, now);
  const usage = await Promise.all(
    USAGE_KINDS.map(async (kind) => {
      const period = usagePeriod(kind, now);
      const used = await countUsage(db, user._id, kind, period);
      return [kind, { used, limit: plan.quotas[QUOTA_OF[kind]], resetsAt: period.end.toISOString() }] as const;
    }),
  );
  return {
    plan: resolvePlan(plan, locale),
    subscription: subscriptionAt(user, now),
    usage: Object.fromEntries(usage) as SubscriptionView['usage'],
  };
}
