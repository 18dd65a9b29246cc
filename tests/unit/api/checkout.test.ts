/**
 * The checkout API (docs/ARCHITECTURE.md "Pricing, checkout and quotas") through its routes, on PGlite and
 * PostgreSQL: starting a checkout and its refusals, the test mode paying through the same state
 * machine (the session's user then has the plan), another user's checkout not found, the
 * receipt PDF, the history, and the webhook endpoint (unknown provider, no keys, too large,
 * forged, signed, replayed, unmatched).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getCheckout } from '../../../src/pages/api/e/checkout/[id].ts';
import { GET as getReceipt } from '../../../src/pages/api/e/checkout/[id]/receipt.ts';
import { POST as simulate } from '../../../src/pages/api/e/checkout/[id]/test.ts';
import { POST as createCheckout } from '../../../src/pages/api/e/checkout/index.ts';
import { GET as listCheckouts } from '../../../src/pages/api/e/checkouts.ts';
import { POST as webhook } from '../../../src/pages/api/payments/webhook/[provider].ts';
import { createSession, findSessionUser, SESSION_COOKIE } from '../../../src/server/auth/sessions.ts';
import type { CheckoutView } from '../../../src/server/billing/billing.types.ts';
import { signHeader } from '../../../src/server/billing/providers/signed-header.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { readPdf } from '../../../src/server/search/pdf/testing/read-pdf.ts';
import { callRoute, type RouteCall, testPlatformEngines } from './route-harness.ts';

const WEBHOOK_SECRET = 'whsec_route_test';
// Stripe's keys beside the other methods in test mode, asked for explicitly (docs/PAYMENTS.md "Test mode").
const ENV = {
  PUBLIC_URL: 'https://jurisia.test',
  STRIPE_SECRET_KEY: 'sk_test_route',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PAYMENTS_TEST_MODE: '1',
};

for (const engine of testPlatformEngines()) {
  describe(`checkout API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let awa: { id: string; cookies: Record<string, string> };
    let kossi: { id: string; cookies: Record<string, string> };

    const db = () => platform.database.db;
    const signUp = async (firstName: string) => {
      const id = randomUUID();
      await db()
        .insertInto('users')
        .values({
          id,
          email: `${firstName.toLowerCase()}-${id.slice(0, 6)}@example.bj`,
          first_name: firstName,
          last_name: 'Dossou',
          password_hash: null,
        })
        .execute();
      const { token } = await createSession(db(), id);
      return { id, cookies: { [SESSION_COOKIE]: token } };
    };
    const call = async (route: Parameters<typeof callRoute>[0], request: RouteCall) => {
      const { response } = await callRoute(route, platform, { headers: { accept: 'application/json' }, ...request });
      return response;
    };
    const json = async (response: Response) => ({ status: response.status, body: await response.json() });
    const start = (who: typeof awa, body: unknown) =>
      call(createCheckout, { path: '/api/e/checkout', json: body, cookies: who.cookies });
    const view = (who: typeof awa, id: string) =>
      call(getCheckout, { path: `/api/e/checkout/${id}`, method: 'GET', params: { id }, cookies: who.cookies });
    const pay = (who: typeof awa, id: string, outcome: string) =>
      call(simulate, { path: `/api/e/checkout/${id}/test`, params: { id }, json: { outcome }, cookies: who.cookies });
    const receipt = (who: typeof awa, id: string) =>
      call(getReceipt, { path: `/api/e/checkout/${id}/receipt`, method: 'GET', params: { id }, cookies: who.cookies });
    const hook = (provider: string, body: string, headers: Record<string, string> = {}) =>
      call(webhook, {
        path: `/api/payments/webhook/${provider}`,
        params: { provider },
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });

    beforeAll(async () => {
      ({ platform, close } = await engine.open(ENV));
      awa = await signUp('Awa');
      kossi = await signUp('Kossi');
    });
    afterAll(() => close());

    describe('POST /api/e/checkout', () => {
      it('answers 401 signed out and 400 for a missing or refused choice', async () => {
        expect(
          (
            await call(createCheckout, {
              path: '/api/e/checkout',
              json: { planId: 'pass-xof', paymentMethod: 'fedapay' },
              user: null,
            })
          ).status,
        ).toBe(401);
        expect(await json(await start(awa, { planId: 'pass-xof' }))).toMatchObject({
          status: 400,
          body: { statusCode: 400, code: 'validation_failed' },
        });
        expect(await json(await start(awa, { planId: 'platinum', paymentMethod: 'stripe' }))).toMatchObject({
          status: 400,
          body: { code: 'unknown_plan', message: "Ce forfait n'existe pas. Choisissez un forfait sur la page Tarifs." },
        });
        expect(await json(await start(awa, { planId: 'free', paymentMethod: 'stripe' }))).toMatchObject({
          status: 400,
          body: { code: 'free_plan' },
        });
        expect(await json(await start(awa, { planId: 'pass-xof', paymentMethod: 'paypal' }))).toMatchObject({
          status: 400,
          body: { code: 'method_unavailable' },
        });
      });
    });

    describe('the test mode', () => {
      let checkout: { checkoutId: string; redirectUrl: string };

      it('starts a checkout whose payment page is our own', async () => {
        const answer = await json(await start(awa, { planId: 'essentiel-month-xof', paymentMethod: 'fedapay' }));
        expect(answer.status).toBe(201);
        checkout = answer.body;
        expect(checkout.redirectUrl).toBe(`https://jurisia.test/checkout?id=${checkout.checkoutId}`);
        const shown = await json(await view(awa, checkout.checkoutId));
        expect(shown).toMatchObject({
          status: 200,
          body: {
            _id: checkout.checkoutId,
            status: 'pending',
            testMode: true,
            amount: 2500,
            currency: 'XOF',
            paymentMethod: 'fedapay',
            receiptNumber: null,
          },
        });
      });

      it('refuses a receipt before payment', async () => {
        expect(await json(await receipt(awa, checkout.checkoutId))).toMatchObject({
          status: 409,
          body: { code: 'not_paid' },
        });
      });

      it('hides the checkout from another user', async () => {
        expect((await view(kossi, checkout.checkoutId)).status).toBe(404);
        expect((await pay(kossi, checkout.checkoutId, 'paid')).status).toBe(404);
        expect((await receipt(kossi, checkout.checkoutId)).status).toBe(404);
      });

      it('refuses an outcome it does not know', async () => {
        expect(await json(await pay(awa, checkout.checkoutId, 'refunded'))).toMatchObject({
          status: 400,
          body: { code: 'validation_failed' },
        });
      });

      it('activates the plan on a simulated payment: the session’s user has it at once', async () => {
        expect((await findSessionUser(db(), awa.cookies[SESSION_COOKIE]))?.plan).toBe('free');
        const answer = await json(await pay(awa, checkout.checkoutId, 'paid'));
        expect(answer).toMatchObject({
          status: 200,
          body: { status: 'paid', testMode: true, receiptNumber: expect.stringMatching(/^JUR-\d{4}-\d{6}$/) },
        });
        const user = await findSessionUser(db(), awa.cookies[SESSION_COOKIE]);
        expect(user?.plan).toBe('essentiel-month-xof');
        expect(user?.subscription).toMatchObject({
          planId: 'essentiel-month-xof',
          status: 'active',
          currentPeriodEnd: answer.body.periodEnd,
        });
        const row = await db()
          .selectFrom('users')
          .select(['plan', 'subscription_status'])
          .where('id', '=', awa.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ plan: 'essentiel-month-xof', subscription_status: 'active' });
      });

      it('gives the receipt as a PDF with its number, the amount and the test-mode notice', async () => {
        const paid = (await json(await view(awa, checkout.checkoutId))).body as CheckoutView;
        const response = await receipt(awa, checkout.checkoutId);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(
          `attachment; filename="recu-${paid.receiptNumber}.pdf"`,
        );
        const text = (await readPdf(new Uint8Array(await response.arrayBuffer()))).pages
          .map((page) => page.text)
          .join(' ')
          .replace(/\s+/g, ' ');
        expect(text).toContain(paid.receiptNumber);
        expect(text).toContain('2 500 F CFA');
        expect(text).toContain('Mode test — aucun paiement réel');
        expect(text).toContain('Awa Dossou');
        expect(text).toContain('Mobile money — FedaPay');
      });
    });

    describe('GET /api/e/checkouts', () => {
      it('lists the user’s own checkouts, newest first, by page and status', async () => {
        const other = await json(await start(awa, { planId: 'pass-eur', paymentMethod: 'paypal' }));
        const all = await json(
          await call(listCheckouts, { path: '/api/e/checkouts', method: 'GET', cookies: awa.cookies }),
        );
        expect(all.body).toMatchObject({ page: 1, perPage: 20, totalItems: 2, totalPages: 1 });
        expect(all.body.data[0]._id).toBe(other.body.checkoutId);
        const firstPage = await json(
          await call(listCheckouts, { path: '/api/e/checkouts?perPage=1&page=2', method: 'GET', cookies: awa.cookies }),
        );
        expect(firstPage.body).toMatchObject({ page: 2, perPage: 1, totalPages: 2, data: [{ status: 'paid' }] });
        const pending = await json(
          await call(listCheckouts, { path: '/api/e/checkouts?status=pending', method: 'GET', cookies: awa.cookies }),
        );
        expect(pending.body.data.map((c: CheckoutView) => c._id)).toEqual([other.body.checkoutId]);
        expect(
          (await json(await call(listCheckouts, { path: '/api/e/checkouts', method: 'GET', cookies: kossi.cookies })))
            .body.totalItems,
        ).toBe(0);
      });
    });

    describe('POST /api/payments/webhook/{provider}', () => {
      const insertStripeCheckout = async (ref: string) => {
        const id = randomUUID();
        await db()
          .insertInto('checkouts')
          .values({
            id,
            user_id: kossi.id,
            plan_id: 'pro-month-eur',
            plan_name: 'Pro',
            interval: 'month',
            amount: 1299,
            currency: 'EUR',
            payment_method: 'stripe',
            provider: 'stripe',
            provider_ref: ref,
          })
          .execute();
        return id;
      };
      const stripeEvent = (eventId: string, ref: string, paymentStatus = 'paid') =>
        JSON.stringify({
          id: eventId,
          type: 'checkout.session.completed',
          data: {
            object: { id: ref, status: 'complete', payment_status: paymentStatus, amount_total: 1299, currency: 'eur' },
          },
        });
      const signed = (body: string, secret = WEBHOOK_SECRET) => ({
        'stripe-signature': signHeader(body, secret, 'v1'),
      });
      const statusOf = async (id: string) =>
        (await db().selectFrom('checkouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

      it('answers 404 for an unknown provider and for one without keys', async () => {
        expect(await json(await hook('bitcoin', '{}'))).toMatchObject({ status: 404, body: { code: 'not_found' } });
        expect((await hook('paypal', '{}')).status).toBe(404);
        expect((await hook('fedapay', '{}')).status).toBe(404);
      });

      it('answers 413 past 256 KB', async () => {
        expect((await hook('stripe', 'x'.repeat(256 * 1024 + 1))).status).toBe(413);
      });

      it('refuses a forged event with 400 and keeps it unverified', async () => {
        const ref = `cs_forged_${engine.name}`;
        const id = await insertStripeCheckout(ref);
        const body = stripeEvent('evt_forged', ref);
        expect(await json(await hook('stripe', body, signed(body, 'whsec_guess')))).toMatchObject({
          status: 400,
          body: { code: 'invalid_signature' },
        });
        expect(await statusOf(id)).toBe('pending');
        const stored = await db().selectFrom('payment_events').selectAll().where('payload', '=', body).execute();
        expect(stored).toEqual([
          expect.objectContaining({ provider: 'stripe', verified: false, event_id: null, outcome: 'rejected' }),
        ]);
      });

      it('applies a signed payment, then answers a replay as a duplicate without any change', async () => {
        const ref = `cs_paid_${engine.name}`;
        const id = await insertStripeCheckout(ref);
        const body = stripeEvent('evt_paid', ref);
        expect(await json(await hook('stripe', body, signed(body)))).toEqual({ status: 200, body: { received: true } });
        expect(await statusOf(id)).toBe('paid');
        const paid = await db().selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const user = await db().selectFrom('users').selectAll().where('id', '=', kossi.id).executeTakeFirstOrThrow();
        expect(user.plan).toBe('pro-month-eur');
        expect(await json(await hook('stripe', body, signed(body)))).toEqual({
          status: 200,
          body: { received: true, duplicate: true },
        });
        expect(await db().selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(
          paid,
        );
        expect(await db().selectFrom('users').selectAll().where('id', '=', kossi.id).executeTakeFirstOrThrow()).toEqual(
          user,
        );
        expect(
          await db().selectFrom('payment_events').select('outcome').where('event_id', '=', 'evt_paid').execute(),
        ).toEqual([{ outcome: 'applied' }]);
      });

      it('answers 200 to an event for no known checkout', async () => {
        const body = stripeEvent('evt_nobody', 'cs_nobody');
        expect(await json(await hook('stripe', body, signed(body)))).toEqual({ status: 200, body: { received: true } });
        expect(
          await db()
            .selectFrom('payment_events')
            .select(['outcome', 'verified'])
            .where('event_id', '=', 'evt_nobody')
            .execute(),
        ).toEqual([{ outcome: 'unmatched', verified: true }]);
      });
    });
  });
}
