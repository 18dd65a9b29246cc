/**
 * A local stand-in for the Stripe API endpoints we use: Checkout Sessions (create with an
 * idempotency key, retrieve, `expand[]=payment_intent`), a payment page at the session's
 * `url`, test controls for the buyer's outcome, and webhooks signed like Stripe's
 * (`stripe-signature: t=…,v1=HMAC-SHA256(secret, "t.body")`).
 */
import { randomBytes } from 'node:crypto';
import { signHeader } from '../providers/signed-header.ts';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
  bearerOf,
  json,
  paymentPage,
  redirect,
  startFakeServer,
} from './fake-provider-server.ts';

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
}

export interface FakeStripeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  product_name: string;
  payment_intent: { id: string; object: 'payment_intent'; status: string };
}

export interface StripeWebhookOptions {
  /** Sign with another secret (a forgery). */
  secret?: string;
  /** Unix seconds of the signature (default now). */
  timestamp?: number;
  eventId?: string;
}

export interface FakeStripe extends FakeServer {
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeStripeSession>;
  /** The buyer paid: complete and paid. */
  pay(sessionId: string): FakeStripeSession;
  /** An asynchronous payment failed: complete, unpaid, its payment intent back to requires_payment_method. */
  fail(sessionId: string): FakeStripeSession;
  /** Stripe has no canceled state: the session expires (what POST /v1/checkout/sessions/:id/expire does). */
  cancel(sessionId: string): FakeStripeSession;
  expire(sessionId: string): FakeStripeSession;
  /** An event `type` about the session as it stands now, signed like Stripe signs it. */
  webhook(type: string, sessionId: string, options?: StripeWebhookOptions): { body: string; headers: Headers };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, message: string) =>
  json(status, { error: { type: 'invalid_request_error', message } });

/** The session as the API shows it: the payment intent only as an id unless expanded. */
const shown = (s: FakeStripeSession, expandIntent: boolean) => ({
  ...s,
  payment_intent: expandIntent ? s.payment_intent : s.payment_intent.id,
});

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake';
  const sessions = new Map<string, FakeStripeSession>();
  const byIdempotencyKey = new Map<string, string>();

  function create(request: FakeRequest, baseUrl: string): FakeAnswer {
    const key = request.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    const existing = earlier ? sessions.get(earlier) : undefined;
    if (existing) return json(200, shown(existing, false));
    const form = new URLSearchParams(request.body);
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const currency = form.get('line_items[0][price_data][currency]');
    const successUrl = form.get('success_url');
    const cancelUrl = form.get('cancel_url');
    if (!Number.isSafeInteger(amount) || amount < 0 || !currency || !successUrl || !cancelUrl)
      return stripeError(400, 'missing or invalid parameter');
    const sessionId = id('cs');
    const session: FakeStripeSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${baseUrl}/pay/${sessionId}`,
      mode: form.get('mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      client_reference_id: form.get('client_reference_id'),
      customer_email: form.get('customer_email'),
      locale: form.get('locale'),
      metadata: Object.fromEntries(
        [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
      ),
      success_url: successUrl,
      cancel_url: cancelUrl,
      product_name: form.get('line_items[0][price_data][product_data][name]') ?? '',
      payment_intent: { id: id('pi'), object: 'payment_intent', status: 'requires_payment_method' },
    };
    sessions.set(sessionId, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, sessionId);
    return json(200, shown(session, false));
  }

  function change(sessionId: string, update: (s: FakeStripeSession) => void): FakeStripeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
    update(session);
    return session;
  }

  const controls = {
    pay: (sid: string) =>
      change(sid, (s) => {
        Object.assign(s, { status: 'complete', payment_status: 'paid' });
        s.payment_intent.status = 'succeeded';
      }),
    fail: (sid: string) =>
      change(sid, (s) => {
        Object.assign(s, { status: 'complete', payment_status: 'unpaid' });
        s.payment_intent.status = 'requires_payment_method';
      }),
    expire: (sid: string) => change(sid, (s) => Object.assign(s, { status: 'expired' })),
  };

  /** The payment page: the buyer picks an outcome and comes back to our success or cancel URL. */
  function page(request: FakeRequest, sessionId: string): FakeAnswer {
    const session = sessions.get(sessionId);
    if (!session) return stripeError(404, 'No such checkout.session');
    const action = request.query.get('action');
    if (action === 'pay') return redirect(controls.pay(sessionId).success_url);
    if (action === 'fail') return redirect(controls.fail(sessionId).success_url);
    if (action === 'cancel') return redirect(session.cancel_url);
    return paymentPage(`Stripe (fake): ${session.product_name}`, {
      Payer: '?action=pay',
      Échec: '?action=fail',
      Annuler: '?action=cancel',
    });
  }

  const server = await startFakeServer((request, baseUrl) => {
    const pay = /^\/pay\/([\w-]+)$/.exec(request.path);
    if (pay?.[1] && request.method === 'GET') return page(request, pay[1]);
    if (bearerOf(request) !== secretKey) return stripeError(401, 'Invalid API Key provided');
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return create(request, baseUrl);
    const one = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(request.path);
    const session = one?.[1] ? sessions.get(one[1]) : undefined;
    if (request.method === 'GET' && session)
      return json(200, shown(session, request.query.getAll('expand[]').includes('payment_intent')));
    return stripeError(404, `Unrecognized request URL (${request.method}: ${request.path})`);
  });

  return Object.assign(server, {
    secretKey,
    webhookSecret,
    sessions,
    ...controls,
    cancel: controls.expire,
    webhook(type: string, sessionId: string, opts: StripeWebhookOptions = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      const created = opts.timestamp ?? Math.floor(Date.now() / 1000);
      const event = {
        id: opts.eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-03-31.basil',
        created,
        livemode: false,
        type,
        data: { object: shown(session, false) },
      };
      const body = JSON.stringify(event);
      return {
        body,
        headers: new Headers({
          'content-type': 'application/json',
          'stripe-signature': signHeader(body, opts.secret ?? webhookSecret, 'v1', created),
        }),
      };
    },
  });
}
