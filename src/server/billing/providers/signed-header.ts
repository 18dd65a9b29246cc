/**
 * The webhook signature Stripe (`stripe-signature: t=…,v1=…`) and FedaPay
 * (`x-fedapay-signature: t=…,s=…`) both send: an HMAC-SHA256, in hex, of `${t}.${rawBody}` with
 * the endpoint's secret. The raw body is what is signed, so it is checked before any parsing;
 * the timestamp is inside the HMAC, so a captured request cannot be replayed past the tolerance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from '../billing.types.ts';

/** Both providers' libraries default to five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header a provider would send for this body: for the fakes and the tests. */
export function signHeader(
  rawBody: string,
  secret: string,
  scheme: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},${scheme}=${hmacHex(secret, timestamp, rawBody)}`;
}

/** `t` and the signatures of `scheme` (a provider may send several while it rolls its secret). */
function parseHeader(header: string, scheme: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 1) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === scheme && HEX_SHA256.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Throws WebhookRejected unless one signature of `scheme` is the HMAC of this exact body and
 * the timestamp is within the tolerance (either way: a clock far ahead is as suspect as an old request).
 */
export function verifySignedHeader(
  header: string | null,
  rawBody: string,
  secret: string,
  scheme: string,
  nowMs = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header) throw new WebhookRejected('missing signature header');
  const parsed = parseHeader(header, scheme);
  if (!parsed) throw new WebhookRejected('unreadable signature header');
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  // Every candidate is compared (no early exit) in constant time; all are 32 bytes by the regex.
  const matches = parsed.signatures.map((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matches.includes(true)) throw new WebhookRejected('signature does not match the body');
  if (Math.abs(Math.floor(nowMs / 1000) - parsed.timestamp) > toleranceSeconds)
    throw new WebhookRejected('signature timestamp outside the tolerance');
}
