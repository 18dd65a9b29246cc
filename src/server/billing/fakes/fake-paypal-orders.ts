/**
 * The Orders v2 part of the fake PayPal: orders kept in memory, created idempotently by
 * PayPal-Request-Id, approved by the buyer (or a test), captured once.
 */
import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, json, parseBody } from './fake-provider-server.ts';

/** How the next capture of an approved order ends; INSTRUMENT_DECLINED is PayPal's 422 refusal. */
export type PaypalCaptureResult = 'COMPLETED' | 'DECLINED' | 'PENDING' | 'INSTRUMENT_DECLINED';

interface Money {
  currency_code: string;
  value: string;
}

export interface FakePaypalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  referenceId: string;
  customId: string;
  description: string;
  amount: Money;
  returnUrl: string;
  cancelUrl: string;
  /** The create request's body, as received. */
  request: unknown;
  nextCapture: PaypalCaptureResult;
  capture: { id: string; status: string } | null;
  captureRequestId: string | null;
}

const error = (status: number, name: string, issue: string) =>
  json(status, { name, message: issue, details: [{ issue }] });

interface OrderRequest {
  intent?: string;
  purchase_units?: { reference_id?: string; custom_id?: string; description?: string; amount?: Partial<Money> }[];
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
}

export function orderRoutes() {
  const map = new Map<string, FakePaypalOrder>();
  const byRequestId = new Map<string, string>();

  const get = (id: string) => {
    const order = map.get(id);
    if (!order) throw new Error(`fake paypal: no order ${id}`);
    return order;
  };

  const captureResource = (id: string) => {
    const order = get(id);
    if (!order.capture) throw new Error(`fake paypal: order ${id} has no capture`);
    return {
      ...order.capture,
      amount: order.amount,
      custom_id: order.customId,
      supplementary_data: { related_ids: { order_id: order.id } },
    };
  };

  const shown = (id: string, baseUrl: string) => {
    const order = get(id);
    const unit = {
      reference_id: order.referenceId,
      custom_id: order.customId,
      description: order.description,
      amount: order.amount,
    };
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [order.capture ? { ...unit, payments: { captures: [captureResource(id)] } } : unit],
      links: [
        { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ href: `${baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }]
          : []),
      ],
    };
  };

  function create(request: FakeRequest, baseUrl: string): FakeAnswer {
    const requestId = request.headers['paypal-request-id'];
    const earlier = typeof requestId === 'string' ? byRequestId.get(requestId) : undefined;
    if (earlier) return json(200, shown(earlier, baseUrl));
    const body = parseBody(request) as OrderRequest | undefined;
    const unit = body?.purchase_units?.[0];
    const context = body?.payment_source?.paypal?.experience_context;
    const amount = unit?.amount;
    if (
      body?.intent !== 'CAPTURE' ||
      !amount?.currency_code ||
      !/^\d+(\.\d{2})?$/.test(amount.value ?? '') ||
      !context?.return_url ||
      !context.cancel_url
    ) {
      return error(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
    }
    if (amount.currency_code === 'XOF') return error(422, 'UNPROCESSABLE_ENTITY', 'CURRENCY_NOT_SUPPORTED');
    const id = randomBytes(9).toString('hex').toUpperCase();
    map.set(id, {
      id,
      status: 'PAYER_ACTION_REQUIRED',
      referenceId: unit?.reference_id ?? 'default',
      customId: unit?.custom_id ?? '',
      description: unit?.description ?? '',
      amount: { currency_code: amount.currency_code, value: amount.value ?? '' },
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      request: body,
      nextCapture: 'COMPLETED',
      capture: null,
      captureRequestId: null,
    });
    if (typeof requestId === 'string') byRequestId.set(requestId, id);
    return json(201, shown(id, baseUrl));
  }

  /** Captures an approved order; the same PayPal-Request-Id asked again gets the same answer. */
  function capture(id: string, requestId: string | null = null): FakePaypalOrder {
    const order = get(id);
    order.capture = { id: randomBytes(8).toString('hex').toUpperCase(), status: order.nextCapture };
    order.status = 'COMPLETED';
    order.captureRequestId = requestId;
    return order;
  }

  function captureRoute(request: FakeRequest, id: string, baseUrl: string): FakeAnswer {
    const order = get(id);
    const requestId =
      typeof request.headers['paypal-request-id'] === 'string' ? request.headers['paypal-request-id'] : null;
    if (order.capture && requestId !== null && requestId === order.captureRequestId)
      return json(201, shown(id, baseUrl));
    if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (order.nextCapture === 'INSTRUMENT_DECLINED') return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    capture(id, requestId);
    return json(201, shown(id, baseUrl));
  }

  function route(request: FakeRequest, baseUrl: string): FakeAnswer | null {
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') return create(request, baseUrl);
    const match = /^\/v2\/checkout\/orders\/([\w-]+)(\/capture)?$/.exec(request.path);
    const id = match?.[1];
    if (!id || !map.has(id)) return null;
    if (request.method === 'GET' && !match[2]) return json(200, shown(id, baseUrl));
    if (request.method === 'POST' && match[2]) return captureRoute(request, id, baseUrl);
    return null;
  }

  return {
    map,
    route,
    shown,
    captureResource,
    capture: (id: string) => capture(id),
    approve(id: string, result: PaypalCaptureResult): FakePaypalOrder {
      const order = get(id);
      order.status = 'APPROVED';
      order.nextCapture = result;
      return order;
    },
    void(id: string): FakePaypalOrder {
      const order = get(id);
      order.status = 'VOIDED';
      return order;
    },
  };
}
