/**
 * Each real payment provider end to end through our routes, against a local server speaking
 * its few endpoints and signing webhooks as it does (issue 10): a payment confirmed by webhook,
 * the same webhook replayed, forged and altered webhooks refused, a payment confirmed by the
 * server's own status check when no webhook comes, a failed and a canceled payment (the buyer
 * choosing on the fake's payment page and coming back), and the provider down at checkout start.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getCheckout } from '../../../src/pages/api/e/checkout/[id].ts';
import { POST as createCheckout } from '../../../src/pages/api/e/checkout/index.ts';
import { POST as webhook } from '../../../src/pages/api/payments/webhook/[provider].ts';
import { createSession, findSessionUser, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import type { CheckoutView } from '../../../src/server/billing/billing.types.ts';
import { cancelReturn, returnedCheckoutId } from '../../../src/server/billing/checkout-refresh.ts';
import type { Platform } from '../../../src/server/platform.ts';
import {
  altered,
  buyerChooses,
  PROVIDER_CASES,
  type ProviderFake,
  type SignedEvent,
} from './payment-provider-cases.ts';
import { callRoute, type RouteCall, testPlatformEngines } from './route-harness.ts';

const PUBLIC_URL = 'https://jurisia.test';
const RECEIPT = expect.stringMatching(/^JUR-\d{4}-\d{6}$/);

for (const engine of testPlatformEngines()) {
  for (const c of PROVIDER_CASES) {
    describe(`${c.name} against its fake (${engine.name})`, () => {
      let platform: Platform;
      let close: () => Promise<void>;
      let fake: ProviderFake;
      let buyer: { id: string; token: string };

      const db = () => platform.database.db;
      const json = async (response: Response) => ({ status: response.status, body: await response.json() });
      const call = async (route: Parameters<typeof callRoute>[0], request: RouteCall) =>
        json(
          (
            await callRoute(route, platform, {
              headers: { accept: 'application/json' },
              cookies: { [SESSION_COOKIE]: buyer.token },
              ...request,
            })
          ).response,
        );
      const start = () =>
        call(createCheckout, { path: '/api/e/checkout', json: { planId: c.planId, paymentMethod: c.name } });
      const view = async (id: string): Promise<CheckoutView> => {
        const answer = await call(getCheckout, { path: `/api/e/checkout/${id}`, method: 'GET', params: { id } });
        expect(answer.status).toBe(200);
        return answer.body;
      };
      const hook = (event: SignedEvent) =>
        call(webhook, {
          path: `/api/payments/webhook/${c.name}`,
          params: { provider: c.name },
          body: event.body,
          headers: Object.fromEntries(event.headers),
          cookies: {},
          user: null,
        });
      const rowOf = (id: string) =>
        db().selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const eventsWith = (body: string) =>
        db()
          .selectFrom('payment_events')
          .select(['event_id', 'verified', 'outcome'])
          .where('payload', '=', body)
          .execute();
      const subscription = async () => (await findSessionUser(db(), buyer.token))?.subscription ?? null;

      /** A checkout started on the provider: its id, the provider's reference and its payment page. */
      const begin = async () => {
        const answer = await start();
        expect(answer.status).toBe(201);
        const { checkoutId, redirectUrl } = answer.body as { checkoutId: string; redirectUrl: string };
        expect(redirectUrl.startsWith(`${fake.server.baseUrl}/`)).toBe(true);
        const row = await rowOf(checkoutId);
        expect(row).toMatchObject({ provider: c.name, status: 'pending', redirect_url: redirectUrl });
        return { id: checkoutId, ref: row.provider_ref ?? '', redirectUrl };
      };

      /** The buyer back on our checkout page, read as src/pages/checkout.astro reads it: the cancel return, or the status check. */
      const comeBack = async (back: URL, checkoutId: string): Promise<CheckoutView | null> => {
        expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/checkout`);
        const id = returnedCheckoutId(back.searchParams) ?? '';
        expect(id).toBe(checkoutId);
        if (back.searchParams.get('canceled') === '1') return cancelReturn(platform.billing, buyer.id, id);
        return view(id);
      };

      beforeAll(async () => {
        fake = await c.start();
        ({ platform, close } = await engine.open({ PUBLIC_URL, ...fake.env }));
        const id = randomUUID();
        await db()
          .insertInto('users')
          .values({
            id,
            email: `awa-${id.slice(0, 8)}@example.bj`,
            first_name: 'Awa',
            last_name: 'Dossou',
            password_hash: null,
          })
          .execute();
        buyer = { id, token: (await createSession(db(), id)).token };
      });
      afterAll(async () => {
        await close();
        await fake.server.close();
      });

      let paidEvent: SignedEvent;
      let paid: CheckoutView;

      it('takes a payment the signed webhook confirms: paid, with a receipt, the plan active at once', async () => {
        const checkout = await begin();
        expect(fake.charged(checkout.ref)).toEqual(c.charge);
        fake.settle(checkout.ref);
        expect((await rowOf(checkout.id)).status).toBe('pending');
        paidEvent = fake.webhook(checkout.ref);
        expect(await hook(paidEvent)).toEqual({ status: 200, body: { received: true } });
        expect(fake.state(checkout.ref)).toBe(c.paidState);
        paid = await view(checkout.id);
        expect(paid).toMatchObject({
          status: 'paid',
          testMode: false,
          amount: c.amount,
          currency: c.currency,
          paymentMethod: c.name,
          receiptNumber: RECEIPT,
        });
        expect(await subscription()).toEqual({ planId: c.planId, status: 'active', currentPeriodEnd: paid.periodEnd });
      });

      it('answers the same webhook replayed as a duplicate and changes nothing', async () => {
        const before = await subscription();
        expect(await hook(paidEvent)).toEqual({ status: 200, body: { received: true, duplicate: true } });
        expect(await view(paid._id)).toEqual(paid);
        expect(await subscription()).toEqual(before);
        const stored = await eventsWith(paidEvent.body);
        expect(stored).toEqual([{ event_id: expect.any(String), verified: true, outcome: 'applied' }]);
        const sameId = await db()
          .selectFrom('payment_events')
          .select('id')
          .where('provider', '=', c.name)
          .where('event_id', '=', stored[0]?.event_id ?? '')
          .execute();
        expect(sameId).toHaveLength(1);
      });

      it('refuses a webhook signed with another secret and one altered after signing, keeps them unverified, and still applies the real one', async () => {
        const checkout = await begin();
        fake.settle(checkout.ref);
        const genuine = fake.webhook(checkout.ref);
        const before = await rowOf(checkout.id);
        const verifications = () =>
          fake.server.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').length;
        const asked = verifications();
        for (const event of [fake.webhook(checkout.ref, true), altered(genuine, c.amountText)]) {
          expect(await hook(event)).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
          expect(await eventsWith(event.body)).toEqual([{ event_id: null, verified: false, outcome: 'rejected' }]);
        }
        // PayPal's signature can only be checked by PayPal: both went to its verify endpoint, which said FAILURE.
        expect(verifications() - asked).toBe(c.name === 'paypal' ? 2 : 0);
        expect(await rowOf(checkout.id)).toEqual(before);
        expect(await hook(genuine)).toEqual({ status: 200, body: { received: true } });
        expect((await rowOf(checkout.id)).status).toBe('paid');
      });

      it('without any webhook, finds the payment by asking the provider when the buyer comes back', async () => {
        const checkout = await begin();
        const before = await subscription();
        const back = await buyerChooses(checkout.redirectUrl, c.actions.pay);
        const shown = await comeBack(back, checkout.id);
        expect(shown).toMatchObject({ status: 'paid', receiptNumber: RECEIPT });
        // PayPal: the approved order was captured by that check.
        expect(fake.state(checkout.ref)).toBe(c.paidState);
        const after = await subscription();
        expect(after).toEqual({ planId: c.planId, status: 'active', currentPeriodEnd: shown?.periodEnd });
        expect(Date.parse(after?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.parse(before?.currentPeriodEnd ?? ''));
      });

      it('marks a payment the provider refused as failed and leaves the subscription alone', async () => {
        const checkout = await begin();
        const before = await subscription();
        const back = await buyerChooses(checkout.redirectUrl, c.actions.fail);
        expect(await comeBack(back, checkout.id)).toMatchObject({
          status: 'failed',
          receiptNumber: null,
          redirectUrl: null,
        });
        expect(await subscription()).toEqual(before);
      });

      it('marks a checkout the buyer canceled on the provider’s page as canceled', async () => {
        const checkout = await begin();
        const before = await subscription();
        const back = await buyerChooses(checkout.redirectUrl, c.actions.cancel);
        expect(await comeBack(back, checkout.id)).toMatchObject({ status: 'canceled', receiptNumber: null });
        expect((await rowOf(checkout.id)).status).toBe('canceled');
        expect(await subscription()).toEqual(before);
      });

      it('answers 502 when the provider is down at checkout start and keeps the attempt as failed', async () => {
        const started = await db().selectFrom('checkouts').select('id').where('user_id', '=', buyer.id).execute();
        fake.server.failNext({ status: 500 });
        expect(await start()).toMatchObject({ status: 502, body: { statusCode: 502, code: 'provider_unavailable' } });
        const known = new Set(started.map((row) => row.id));
        const attempts = (
          await db().selectFrom('checkouts').selectAll().where('user_id', '=', buyer.id).execute()
        ).filter((row) => !known.has(row.id));
        expect(attempts).toEqual([
          expect.objectContaining({ status: 'failed', provider: c.name, plan_id: c.planId, provider_ref: null }),
        ]);
      });
    });
  }
}
