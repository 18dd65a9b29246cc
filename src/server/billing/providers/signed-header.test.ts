import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '../billing.types.ts';
import { signHeader, verifySignedHeader } from './signed-header.ts';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}';
const NOW = Date.UTC(2026, 2, 12, 10, 0, 0);
const T = Math.floor(NOW / 1000);

/** Any Unicode scalar value (a lone surrogate has no UTF-8 form, so it is not a body a provider sends). */
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp));

const rejected = (header: string | null, body = BODY, scheme = 'v1', now = NOW) => {
  expect(() => verifySignedHeader(header, body, SECRET, scheme, now)).toThrow(WebhookRejected);
};

describe('t=…,scheme=… signed headers (Stripe v1, FedaPay s)', () => {
  it('accepts the header the provider would send, within five minutes either way', () => {
    const header = signHeader(BODY, SECRET, 'v1', T);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifySignedHeader(header, BODY, SECRET, 'v1', NOW)).not.toThrow();
    expect(() => verifySignedHeader(header, BODY, SECRET, 'v1', NOW + 300_000)).not.toThrow();
    expect(() => verifySignedHeader(signHeader(BODY, SECRET, 's', T), BODY, SECRET, 's', NOW - 300_000)).not.toThrow();
  });

  it('accepts any one good signature among several (a secret being rolled)', () => {
    const good = signHeader(BODY, SECRET, 'v1', T).split(',')[1];
    const other = signHeader(BODY, 'old-secret', 'v1', T).split(',')[1];
    expect(() => verifySignedHeader(`t=${T},${other},${good},v0=abc`, BODY, SECRET, 'v1', NOW)).not.toThrow();
  });

  it('refuses a wrong secret, a changed body, a stale or far-future timestamp', () => {
    rejected(signHeader(BODY, 'another-secret', 'v1', T));
    rejected(signHeader(BODY, SECRET, 'v1', T), BODY.replace('evt_1', 'evt_2'));
    rejected(signHeader(BODY, SECRET, 'v1', T - 301));
    rejected(signHeader(BODY, SECRET, 'v1', T + 301));
  });

  it('refuses a timestamp changed after signing (it is inside the HMAC)', () => {
    const [, signature] = signHeader(BODY, SECRET, 'v1', T - 1000).split(',');
    rejected(`t=${T},${signature}`);
  });

  it('refuses a missing, empty or garbled header, and another scheme', () => {
    rejected(null);
    rejected('');
    rejected('garbage');
    rejected(`t=${T}`);
    rejected(`v1=${'a'.repeat(64)}`);
    rejected(`t=soon,v1=${signHeader(BODY, SECRET, 'v1', T).split('v1=')[1]}`);
    rejected(`t=${T},v1=not-hex`);
    rejected(signHeader(BODY, SECRET, 's', T), BODY, 'v1');
  });

  it('verifies any body with the right secret, and no body with one character changed (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(codePoint, fc.constantFrom('{', '"', ':', ',', '}', 'a', ' ')),
          minLength: 1,
          maxLength: 300,
        }),
        fc.nat(),
        codePoint,
        fc.string({ minLength: 1, maxLength: 40 }),
        (body, at, replacement, secret) => {
          const header = signHeader(body, secret, 'v1', T);
          expect(() => verifySignedHeader(header, body, secret, 'v1', NOW)).not.toThrow();
          const chars = [...body];
          const index = at % chars.length;
          fc.pre(chars[index] !== replacement);
          chars[index] = replacement;
          expect(() => verifySignedHeader(header, chars.join(''), secret, 'v1', NOW)).toThrow(WebhookRejected);
        },
      ),
    );
  });
});
