import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/user.ts';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { ProviderError, type ProviderOutcome } from './billing.types.ts';
import { startCheckout } from './checkout-start.ts';
import { PAYLOAD_MAX_BYTES, storablePayload } from './payment-events.ts';
import { type BillingFixture, billingFixture } from './fakes/billing-fixture.ts';
import type { StubProvider } from './fakes/stub-provider.ts';
import { REFUSED_KEPT, receiveWebhook, webhookProvider } from './webhooks.ts';

describe('storablePayload', () => {
  it('keeps at most 64 KB and drops NUL characters', () => {
    expect(storablePayload('a\u0000b')).toBe('ab');
    expect(Buffer.byteLength(storablePayload('é'.repeat(PAYLOAD_MAX_BYTES)))).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
    expect(storablePayload('{"id":1}')).toBe('{"id":1}');
  });
});

describe.each(testEngines())('receiveWebhook on $name', (engine) => {
  let handle: DbHandle;
  let fx: BillingFixture;
  let stripe: StubProvider;
  let user: PublicUser;
  let n = 0;

  beforeAll(async () => {
    handle = await engine.open();
    fx = billingFixture(handle);
    stripe = fx.stubs.stripe as StubProvider;
    user = await fx.newUser();
  });
  afterAll(() => handle.close());

  const pending = async () => {
    const { checkoutId } = await startCheckout(fx.deps, {
      user,
      planId: 'essentiel-month-xof',
      paymentMethod: 'stripe',
      locale: 'fr',
      baseUrl: 'https://jurisia.test',
    });
    return handle.db.selectFrom('checkouts').selectAll().where('id', '=', checkoutId).executeTakeFirstOrThrow();
  };
  const eventId = () => `evt_${++n}_${engine.name}`;
  const send = (event: { eventId: string; outcome: ProviderOutcome | null; type?: string }, secret?: string) => {
    const { body, headers } = stripe.webhook(event, secret);
    return receiveWebhook(fx.deps, stripe, body, headers);
  };
  const eventsOf = (id: string | null) =>
    handle.db
      .selectFrom('payment_events')
      .selectAll()
      .where((eb) => (id === null ? eb('event_id', 'is', null) : eb('event_id', '=', id)))
      .execute();
  const statusOf = async (id: string) =>
    (await handle.db.selectFrom('checkouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('finds the provider of a method with keys only', () => {
    expect(webhookProvider(fx.deps, 'stripe')).toBe(stripe);
    expect(webhookProvider(fx.deps, 'paypal')).toBeNull();
    expect(webhookProvider(fx.deps, 'bitcoin')).toBeNull();
    expect(webhookProvider(fx.deps, '__proto__')).toBeNull();
  });

  it('refuses a forged event and stores it unverified, without the id it claims', async () => {
    const row = await pending();
    const id = eventId();
    const forged = await send(
      { eventId: id, outcome: { providerRef: row.provider_ref ?? '', status: 'paid', amount: 2500, currency: 'XOF' } },
      'not-the-secret',
    );
    expect(forged).toEqual({ kind: 'rejected' });
    expect(await statusOf(row.id)).toBe('pending');
    const stored = await handle.db
      .selectFrom('payment_events')
      .selectAll()
      .where('payload', 'like', `%${id}%`)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        verified: false,
        event_id: null,
        outcome: 'rejected',
        checkout_id: null,
      }),
    ]);
    // The real event with that id is still processed.
    expect(
      await send({
        eventId: id,
        outcome: { providerRef: row.provider_ref ?? '', status: 'paid', amount: 2500, currency: 'XOF' },
      }),
    ).toEqual({ kind: 'received', outcome: 'applied' });
    expect(await statusOf(row.id)).toBe('paid');
  });

  it('keeps of refused events their first kilobyte, and at most REFUSED_KEPT.limit an hour: anyone may post them', async () => {
    // A window of its own, past the other tests' refusals.
    fx.setNow(new Date(Date.now() + 48 * 60 * 60 * 1000));
    const marker = `flood-${engine.name}`;
    for (let i = 0; i <= REFUSED_KEPT.limit; i++) {
      const body = JSON.stringify({ id: `${marker}-${i}`, padding: 'x'.repeat(10_000) });
      expect(await receiveWebhook(fx.deps, stripe, body, new Headers())).toEqual({ kind: 'rejected' });
    }
    const kept = await handle.db
      .selectFrom('payment_events')
      .select('payload')
      .where('payload', 'like', `%${marker}%`)
      .execute();
    expect(kept).toHaveLength(REFUSED_KEPT.limit);
    expect(Math.max(...kept.map((row) => Buffer.byteLength(row.payload)))).toBeLessThanOrEqual(REFUSED_KEPT.bytes);
    fx.setNow(new Date());
  });

  it('refuses a body without a signature', async () => {
    expect(await receiveWebhook(fx.deps, stripe, '{"id":"evt_x"}', new Headers())).toEqual({ kind: 'rejected' });
  });

  it('applies a verified payment once; a replay changes nothing', async () => {
    const row = await pending();
    const id = eventId();
    const event = {
      eventId: id,
      outcome: { providerRef: row.provider_ref ?? '', status: 'paid' as const, amount: 2500, currency: 'XOF' },
    };
    expect(await send(event)).toEqual({ kind: 'received', outcome: 'applied' });
    const [stored] = await eventsOf(id);
    expect(stored).toMatchObject({
      provider: 'stripe',
      verified: true,
      checkout_id: row.id,
      outcome: 'applied',
      type: 'payment.updated',
    });
    const paid = await handle.db.selectFrom('checkouts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(await send(event)).toEqual({ kind: 'duplicate' });
    expect(await eventsOf(id)).toHaveLength(1);
    expect(
      await handle.db.selectFrom('checkouts').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(),
    ).toEqual(paid);
  });

  it('answers an event for no known checkout, and keeps it as unmatched', async () => {
    const id = eventId();
    expect(await send({ eventId: id, outcome: { providerRef: 'cs_nobody', status: 'paid' } })).toEqual({
      kind: 'received',
      outcome: 'unmatched',
    });
    expect((await eventsOf(id))[0]).toMatchObject({ outcome: 'unmatched', checkout_id: null });
  });

  it('keeps an event about nothing as ignored', async () => {
    const id = eventId();
    expect(await send({ eventId: id, type: 'customer.created', outcome: null })).toEqual({
      kind: 'received',
      outcome: 'ignored',
    });
    expect((await eventsOf(id))[0]).toMatchObject({ outcome: 'ignored', verified: true });
  });

  it('does not apply a payment of another amount', async () => {
    const row = await pending();
    const id = eventId();
    expect(
      await send({
        eventId: id,
        outcome: { providerRef: row.provider_ref ?? '', status: 'paid', amount: 1, currency: 'XOF' },
      }),
    ).toEqual({ kind: 'received', outcome: 'rejected' });
    expect(await statusOf(row.id)).toBe('pending');
    expect((await eventsOf(id))[0]).toMatchObject({ outcome: 'rejected', checkout_id: row.id });
  });

  it('asks the provider about a pending report and applies its answer', async () => {
    const row = await pending();
    const ref = row.provider_ref ?? '';
    stripe.settle({ providerRef: ref, status: 'paid', amount: 2500, currency: 'XOF' });
    expect(await send({ eventId: eventId(), outcome: { providerRef: ref, status: 'pending' } })).toEqual({
      kind: 'received',
      outcome: 'applied',
    });
    expect(stripe.fetched.at(-1)).toBe(ref);
    expect(await statusOf(row.id)).toBe('paid');
  });

  it('answers retry when the provider cannot be asked, and processes the redelivery of the same event', async () => {
    const row = await pending();
    const ref = row.provider_ref ?? '';
    const id = eventId();
    stripe.settle({ providerRef: ref, status: 'paid', amount: 2500, currency: 'XOF' });
    stripe.failFetch = true;
    expect(await send({ eventId: id, outcome: { providerRef: ref, status: 'pending' } })).toEqual({ kind: 'retry' });
    stripe.failFetch = false;
    // The attempt stays stored, its id released so the redelivery is not taken for a replay.
    expect(await eventsOf(id)).toHaveLength(0);
    const failed = await handle.db
      .selectFrom('payment_events')
      .select(['outcome', 'event_id'])
      .where('payload', 'like', `%${id}%`)
      .execute();
    expect(failed).toEqual([{ outcome: 'failed', event_id: null }]);
    expect(await statusOf(row.id)).toBe('pending');
    expect(await send({ eventId: id, outcome: { providerRef: ref, status: 'pending' } })).toEqual({
      kind: 'received',
      outcome: 'applied',
    });
    expect(await statusOf(row.id)).toBe('paid');
  });

  it('answers retry when the signature cannot be checked now (PayPal asks its API), keeping the attempt', async () => {
    const unreachable: StubProvider = {
      ...stripe,
      verifyWebhook: () => Promise.reject(new ProviderError('verification endpoint down')),
    };
    const before = (await eventsOf(null)).length;
    expect(await receiveWebhook(fx.deps, unreachable, '{"id":"evt_down"}', new Headers())).toEqual({ kind: 'retry' });
    const after = await eventsOf(null);
    expect(after).toHaveLength(before + 1);
    expect(after.find((event) => event.payload === '{"id":"evt_down"}')).toMatchObject({
      verified: false,
      outcome: 'ignored',
    });
  });
});
