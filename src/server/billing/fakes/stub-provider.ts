/**
 * An in-memory PaymentProvider for tests of the checkout flow: it records what it is asked,
 * answers `fetchOutcome` with what the test set, fails on demand, and signs webhooks with an
 * HMAC header so forged ones can be told apart, without any HTTP.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CreateCheckoutInput,
  type Currency,
  type PaymentMethod,
  type PaymentProvider,
  ProviderError,
  type ProviderOutcome,
  type VerifiedEvent,
  WebhookRejected,
} from '../billing.types.ts';
import { METHOD_CURRENCIES } from '../methods.ts';

export const STUB_SIGNATURE_HEADER = 'x-stub-signature';

export interface StubProvider extends PaymentProvider {
  readonly created: CreateCheckoutInput[];
  /** The refs fetchOutcome was asked about, in order. */
  readonly fetched: string[];
  /** What fetchOutcome answers per ref; createCheckout starts each one pending. */
  readonly outcomes: Map<string, ProviderOutcome>;
  /** Makes the next calls throw ProviderError. */
  failCreate: boolean;
  failFetch: boolean;
  /** Sets what the provider says about a ref (paid, with the amount it took…). */
  settle(outcome: ProviderOutcome): void;
  /** A webhook as the provider would send it; `secret` other than the stub's forges it. */
  webhook(
    event: { eventId: string; type?: string; outcome: ProviderOutcome | null },
    secret?: string,
  ): { body: string; headers: Headers };
}

const SECRET = 'stub-webhook-secret';

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

function verify(rawBody: string, headers: Headers): VerifiedEvent {
  const given = Buffer.from(headers.get(STUB_SIGNATURE_HEADER) ?? '', 'hex');
  const expected = Buffer.from(sign(rawBody, SECRET), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new WebhookRejected('bad stub signature');
  const body = JSON.parse(rawBody) as { id: string; type: string; outcome: ProviderOutcome | null };
  return { eventId: body.id, type: body.type, outcome: body.outcome };
}

export function stubProvider(
  name: PaymentMethod,
  currencies: readonly Currency[] = METHOD_CURRENCIES[name],
): StubProvider {
  let count = 0;
  const stub: StubProvider = {
    name,
    currencies,
    created: [],
    fetched: [],
    outcomes: new Map(),
    failCreate: false,
    failFetch: false,
    async createCheckout(input) {
      stub.created.push(input);
      if (stub.failCreate) throw new ProviderError(`${name} is down`);
      count += 1;
      const providerRef = `${name}_ref_${count}_${input.checkoutId.slice(0, 8)}`;
      stub.outcomes.set(providerRef, { providerRef, status: 'pending' });
      return { providerRef, redirectUrl: `https://pay.${name}.test/${providerRef}` };
    },
    async fetchOutcome(providerRef) {
      stub.fetched.push(providerRef);
      if (stub.failFetch) throw new ProviderError(`${name} is down`);
      const outcome = stub.outcomes.get(providerRef);
      if (!outcome) throw new ProviderError(`unknown ${name} reference`);
      return outcome;
    },
    async verifyWebhook(rawBody, headers) {
      return verify(rawBody, headers);
    },
    settle(outcome) {
      stub.outcomes.set(outcome.providerRef, outcome);
    },
    webhook(event, secret = SECRET) {
      const body = JSON.stringify({ id: event.eventId, type: event.type ?? 'payment.updated', outcome: event.outcome });
      return {
        body,
        headers: new Headers({ 'content-type': 'application/json', [STUB_SIGNATURE_HEADER]: sign(body, secret) }),
      };
    },
  };
  return stub;
}
