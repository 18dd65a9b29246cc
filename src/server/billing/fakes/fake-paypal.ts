/**
 * A local stand-in for the PayPal REST endpoints we use: OAuth client credentials, Orders v2
 * (create with PayPal-Request-Id, get, capture), the approval page, and
 * /v1/notifications/verify-webhook-signature. Real PayPal signs webhooks with a certificate
 * chain; this fake signs them with its own secret (an HMAC of transmission id, time, webhook id
 * and the CRC32 of the event) and is the only one able to check it, exactly as the client must
 * ask PayPal.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
  bearerOf,
  json,
  parseBody,
  paymentPage,
  redirect,
  startFakeServer,
} from './fake-provider-server.ts';
import { type FakePaypalOrder, orderRoutes, type PaypalCaptureResult } from './fake-paypal-orders.ts';

export type { FakePaypalOrder, PaypalCaptureResult } from './fake-paypal-orders.ts';

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** `expires_in` of the access tokens (default 32400 s, as PayPal). */
  tokenLifetimeSeconds?: number;
}

export interface PaypalWebhookOptions {
  /** Sign with another secret (a forgery PayPal would not verify). */
  signingSecret?: string;
  /** Default now. */
  transmissionTime?: Date;
  eventId?: string;
}

export interface FakePaypal extends FakeServer {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakePaypalOrder>;
  /** Access tokens handed out so far. */
  tokensIssued: string[];
  /** Forget every token, as if they expired: the next call with one gets 401. */
  revokeTokens(): void;
  /** The buyer approved; the next capture ends as `capture` (default COMPLETED). */
  approve(orderId: string, capture?: PaypalCaptureResult): FakePaypalOrder;
  /** Approved and already captured. */
  pay(orderId: string): FakePaypalOrder;
  /** Approved, but the capture will be declined. */
  fail(orderId: string): FakePaypalOrder;
  /** Voided: the buyer never completed it. */
  cancel(orderId: string): FakePaypalOrder;
  /** A webhook event of `eventType` about the order (a capture resource for PAYMENT.CAPTURE.*), with PayPal's headers. */
  webhook(eventType: string, orderId: string, options?: PaypalWebhookOptions): { body: string; headers: Headers };
}

const paypalError = (status: number, name: string, issue?: string) =>
  json(status, { name, message: name, details: issue ? [{ issue }] : [] });

export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'paypal-client-fake';
  const clientSecret = options.clientSecret ?? 'paypal-secret-fake';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const signingSecret = randomBytes(32).toString('hex');
  const tokens = new Set<string>();
  const tokensIssued: string[] = [];
  const orders = orderRoutes();

  const signature = (secret: string, transmissionId: string, time: string, hookId: string, eventJson: string) =>
    createHmac('sha256', secret)
      .update(`${transmissionId}|${time}|${hookId}|${crc32(eventJson)}`)
      .digest('base64');

  function issueToken(request: FakeRequest): FakeAnswer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (
      request.headers.authorization !== expected ||
      new URLSearchParams(request.body).get('grant_type') !== 'client_credentials'
    ) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    const token = `A21AA${randomBytes(16).toString('hex')}`;
    tokens.add(token);
    tokensIssued.push(token);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE',
      expires_in: options.tokenLifetimeSeconds ?? 32400,
      nonce: randomUUID(),
    });
  }

  function verify(request: FakeRequest, baseUrl: string): FakeAnswer {
    const body = parseBody(request) as Record<string, unknown> | undefined;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ] as const;
    if (!body || fields.some((f) => typeof body[f] !== 'string') || typeof body['webhook_event'] !== 'object')
      return paypalError(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const [algo, certUrl, transmissionId, sig, time, hookId] = fields.map((f) => body[f] as string);
    const expected = Buffer.from(
      signature(signingSecret, transmissionId ?? '', time ?? '', hookId ?? '', JSON.stringify(body['webhook_event'])),
    );
    const given = Buffer.from(sig ?? '');
    const valid =
      algo === 'SHA256withRSA' &&
      certUrl === `${baseUrl}/v1/notifications/certs/CERT-FAKE` &&
      hookId === webhookId &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    return json(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  }

  /** The approval page: the buyer approves or cancels and comes back to our URLs, as PayPal sends them. */
  function page(request: FakeRequest): FakeAnswer {
    const orderId = request.query.get('token') ?? '';
    const order = orders.map.get(orderId);
    if (!order) return paypalError(404, 'RESOURCE_NOT_FOUND');
    const action = request.query.get('action');
    const back = (url: string, extra: Record<string, string>) => {
      const target = new URL(url);
      for (const [k, v] of Object.entries({ token: orderId, ...extra })) target.searchParams.set(k, v);
      return redirect(target.href);
    };
    if (action === 'approve') return back(orders.approve(orderId, 'COMPLETED').returnUrl, { PayerID: 'FAKEPAYER' });
    if (action === 'decline') return back(orders.approve(orderId, 'DECLINED').returnUrl, { PayerID: 'FAKEPAYER' });
    if (action === 'cancel') return back(order.cancelUrl, {});
    const here = `?token=${encodeURIComponent(orderId)}&action=`;
    return paymentPage(`PayPal (fake): ${order.description}`, {
      Approuver: `${here}approve`,
      Refusée: `${here}decline`,
      Annuler: `${here}cancel`,
    });
  }

  const server = await startFakeServer((request, baseUrl) => {
    if (request.method === 'GET' && request.path === '/checkoutnow') return page(request);
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') return issueToken(request);
    const token = bearerOf(request);
    if (!token || !tokens.has(token))
      return json(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    if (request.method === 'POST' && request.path === '/v1/notifications/verify-webhook-signature')
      return verify(request, baseUrl);
    return orders.route(request, baseUrl) ?? paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  });

  return Object.assign(server, {
    clientId,
    clientSecret,
    webhookId,
    orders: orders.map,
    tokensIssued,
    revokeTokens: () => tokens.clear(),
    approve: (orderId: string, capture: PaypalCaptureResult = 'COMPLETED') => orders.approve(orderId, capture),
    pay: (orderId: string) => orders.capture(orders.approve(orderId, 'COMPLETED').id),
    fail: (orderId: string) => orders.approve(orderId, 'DECLINED'),
    cancel: (orderId: string) => orders.void(orderId),
    webhook(eventType: string, orderId: string, opts: PaypalWebhookOptions = {}) {
      const event = {
        id: opts.eventId ?? `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: eventType.startsWith('PAYMENT.CAPTURE.') ? 'capture' : 'checkout-order',
        event_type: eventType,
        summary: eventType,
        resource: eventType.startsWith('PAYMENT.CAPTURE.')
          ? orders.captureResource(orderId)
          : orders.shown(orderId, server.baseUrl),
      };
      const body = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = (opts.transmissionTime ?? new Date()).toISOString();
      const headers = new Headers({
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${server.baseUrl}/v1/notifications/certs/CERT-FAKE`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(
          opts.signingSecret ?? signingSecret,
          transmissionId,
          time,
          webhookId,
          body,
        ),
      });
      return { body, headers };
    },
  });
}
