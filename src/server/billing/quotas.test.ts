import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { DomainError } from '../errors.ts';
import type { PlanDefinition } from './billing.types.ts';
import { DEFAULT_PLANS } from './default-plans.ts';
import { consumeQuota, planInForce, subscriptionView } from './quotas.ts';
import { countUsage, purgeUsage, usagePeriod } from './usage.ts';

const PLANS = DEFAULT_PLANS;
const PRO = 'pro-month-xof';
const ESSENTIEL = 'essentiel-month-eur';
const NOON = new Date('2025-03-14T12:00:00Z');

type Subscription = PublicUser['subscription'];

describe.each(testEngines())('quotas on $name', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(() => handle.close());

  async function aUser(plan = 'free', subscription: Subscription = null): Promise<PublicUser> {
    const id = randomUUID();
    await handle.db
      .insertInto('users')
      .values({ id, email: `${id}@example.test`, first_name: 'Awa', last_name: 'Test', password_hash: null })
      .execute();
    return { _id: id, plan, subscription } as PublicUser;
  }
  const consume = (
    user: PublicUser,
    kind: 'chat' | 'search' | 'document',
    now = NOON,
    plans: readonly PlanDefinition[] = PLANS,
  ) => consumeQuota(handle.db, { user, plans, kind, now });
  const used = (user: PublicUser, kind: 'chat' | 'search' | 'document', now = NOON) =>
    countUsage(handle.db, user._id, kind, usagePeriod(kind, now));
  async function consumeTimes(user: PublicUser, kind: 'chat' | 'search' | 'document', times: number, now = NOON) {
    for (let i = 0; i < times; i++) await consume(user, kind, now);
  }

  it('allows the free plan’s 10 messages a day, refuses the 11th with 403 subscription_required, and keeps no row for it', async () => {
    const user = await aUser();
    await consumeTimes(user, 'chat', 9);
    await expect(consume(user, 'chat')).resolves.toBeUndefined();
    const refusal = await consume(user, 'chat').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ status: 403, key: 'quota.chat', code: 'subscription_required' });
    expect(await used(user, 'chat')).toBe(10);
  });

  it('names each kind in its refusal, and counts kinds and users apart', async () => {
    const user = await aUser();
    const other = await aUser();
    await consumeTimes(user, 'search', 5);
    await expect(consume(user, 'search')).rejects.toMatchObject({ key: 'quota.search', code: 'subscription_required' });
    await consumeTimes(user, 'document', 3);
    await expect(consume(user, 'document')).rejects.toMatchObject({
      key: 'quota.document',
      code: 'subscription_required',
    });
    await expect(consume(user, 'chat')).resolves.toBeUndefined();
    await expect(consume(other, 'search')).resolves.toBeUndefined();
  });

  it('renews messages and searches at midnight UTC', async () => {
    const user = await aUser();
    const lastMoment = new Date('2025-03-14T23:59:59.999Z');
    await consumeTimes(user, 'search', 5, new Date('2025-03-14T00:00:00Z'));
    await expect(consume(user, 'search', lastMoment)).rejects.toMatchObject({ status: 403 });
    await expect(consume(user, 'search', new Date('2025-03-15T00:00:00Z'))).resolves.toBeUndefined();
    expect(await used(user, 'search', new Date('2025-03-15T08:00:00Z'))).toBe(1);
  });

  it('renews documents on the first of the month (UTC), not with the day', async () => {
    const user = await aUser();
    await consumeTimes(user, 'document', 3, new Date('2025-01-01T00:00:00Z'));
    await expect(consume(user, 'document', new Date('2025-01-31T23:59:59Z'))).rejects.toMatchObject({
      key: 'quota.document',
    });
    await expect(consume(user, 'document', new Date('2025-02-01T00:00:00Z'))).resolves.toBeUndefined();
    await consumeTimes(user, 'document', 2, new Date('2025-02-27T10:00:00Z'));
    await expect(consume(user, 'document', new Date('2025-02-28T10:00:00Z'))).rejects.toMatchObject({ status: 403 });
  });

  it('never refuses an unlimited plan, and still counts what it used', async () => {
    const user = await aUser(PRO, { planId: PRO, status: 'active', currentPeriodEnd: '2025-04-01T00:00:00.000Z' });
    await consumeTimes(user, 'chat', 25);
    expect(await used(user, 'chat')).toBe(25);
  });

  it('applies a paid plan while its period runs, and free once it has ended or when the plan is no longer sold', async () => {
    const paid = await aUser(ESSENTIEL, {
      planId: ESSENTIEL,
      status: 'active',
      currentPeriodEnd: '2025-03-14T13:00:00.000Z',
    });
    await consumeTimes(paid, 'search', 6);
    // The session was read while the period ran; it ended before this request.
    await expect(consume(paid, 'search', new Date('2025-03-14T13:00:00Z'))).rejects.toMatchObject({
      code: 'subscription_required',
    });

    const expired = await aUser('free', {
      planId: ESSENTIEL,
      status: 'expired',
      currentPeriodEnd: '2025-03-01T00:00:00.000Z',
    });
    await consumeTimes(expired, 'search', 5);
    await expect(consume(expired, 'search')).rejects.toMatchObject({ status: 403 });

    const withdrawn = await aUser('gold', {
      planId: 'gold',
      status: 'active',
      currentPeriodEnd: '2026-01-01T00:00:00.000Z',
    });
    expect(planInForce(withdrawn, PLANS, NOON)._id).toBe('free');
    await consumeTimes(withdrawn, 'document', 3);
    await expect(consume(withdrawn, 'document')).rejects.toMatchObject({ status: 403 });
  });

  it('gives the last unit to exactly one of parallel requests', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await aUser();
      await consumeTimes(user, 'chat', 9);
      const outcomes = await Promise.allSettled([consume(user, 'chat'), consume(user, 'chat'), consume(user, 'chat')]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect(await used(user, 'chat')).toBe(10);
    }
  });

  it('stands or falls with the transaction it is given', async () => {
    const user = await aUser();
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await consumeQuota(trx, { user, plans: PLANS, kind: 'chat', now: NOON });
        throw new Error('the message could not be recorded');
      })
      .catch(() => undefined);
    expect(await used(user, 'chat')).toBe(0);
  });

  it('shows the plan in force in the locale, the subscription, and each quota’s use with its renewal', async () => {
    const user = await aUser();
    await consumeTimes(user, 'chat', 2);
    await consume(user, 'document', new Date('2025-03-02T09:00:00Z'));
    await consume(user, 'chat', new Date('2025-03-13T09:00:00Z'));
    expect(await subscriptionView(handle.db, user, PLANS, 'en', NOON)).toEqual({
      plan: expect.objectContaining({
        _id: 'free',
        name: 'Free',
        quotas: { chatMessagesPerDay: 10, searchesPerDay: 5, documentsPerMonth: 3 },
      }),
      subscription: null,
      usage: {
        chat: { used: 2, limit: 10, resetsAt: '2025-03-15T00:00:00.000Z' },
        search: { used: 0, limit: 5, resetsAt: '2025-03-15T00:00:00.000Z' },
        document: { used: 1, limit: 3, resetsAt: '2025-04-01T00:00:00.000Z' },
      },
    });
    const subscription = { planId: PRO, status: 'active' as const, currentPeriodEnd: '2025-04-10T00:00:00.000Z' };
    const pro = await subscriptionView(handle.db, await aUser(PRO, subscription), PLANS, 'fr', NOON);
    expect(pro.plan).toMatchObject({ _id: PRO, name: 'Pro' });
    expect(pro.subscription).toEqual(subscription);
    expect(pro.usage.chat).toEqual({ used: 0, limit: null, resetsAt: '2025-03-15T00:00:00.000Z' });
    const ended = await subscriptionView(
      handle.db,
      await aUser(PRO, subscription),
      PLANS,
      'fr',
      new Date('2025-04-10T00:00:00Z'),
    );
    expect(ended.plan._id).toBe('free');
    expect(ended.subscription).toEqual({ ...subscription, status: 'expired' });
  });

  it('purges usage older than 40 days, keeping the rest (rows of the other tests are newer)', async () => {
    const user = await aUser();
    const now = new Date('2024-06-01T00:00:00Z');
    await consume(user, 'chat', new Date('2024-04-21T23:59:59Z'));
    await consume(user, 'chat', new Date('2024-04-22T00:00:01Z'));
    expect(await purgeUsage(handle.db, now)).toBe(1);
    expect(await purgeUsage(handle.db, now)).toBe(0);
    expect(await countUsage(handle.db, user._id, 'chat', { start: new Date('2024-01-01T00:00:00Z'), end: now })).toBe(
      1,
    );
  });
});

describe('usagePeriod', () => {
  it('is the UTC day for chat and search, the UTC month for documents, across the year’s end', () => {
    const evening = new Date('2025-12-31T23:30:00Z');
    expect(usagePeriod('chat', evening)).toEqual({
      start: new Date('2025-12-31T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
    expect(usagePeriod('search', evening)).toEqual({
      start: new Date('2025-12-31T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
    expect(usagePeriod('document', evening)).toEqual({
      start: new Date('2025-12-01T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
  });
});
