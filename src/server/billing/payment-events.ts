/**
 * Every webhook and test-mode payment is kept (docs/ARCHITECTURE.md "API conventions"), forged ones included. A provider's
 * event id is unique: recording it a second time finds the first row, which is how a replay
 * is recognised and changes nothing.
 */
import type { Db } from '../db/client.ts';
import type { PaymentEventsTable } from '../db/schema.ts';
import type { ProviderName } from './billing.types.ts';
import type { ApplyResult } from './checkout-state.ts';

export const PAYLOAD_MAX_BYTES = 64 * 1024;

type EventOutcome = PaymentEventsTable['outcome'];

/** At most `maxBytes` (64 KB) of the body, without the NUL characters a PostgreSQL text cannot hold. */
export function storablePayload(raw: string, maxBytes = PAYLOAD_MAX_BYTES): string {
  const bytes = Buffer.from(raw, 'utf8');
  const kept = bytes.byteLength > maxBytes ? bytes.subarray(0, maxBytes).toString('utf8') : raw;
  return kept.replaceAll('\u0000', '');
}

export interface NewEvent {
  provider: ProviderName;
  eventId: string | null;
  type: string | null;
  verified: boolean;
  checkoutId?: string | null;
  outcome: EventOutcome;
  payload: string;
  /** Bytes of the payload kept (PAYLOAD_MAX_BYTES when unset). */
  payloadBytes?: number;
  receivedAt: Date;
}

/** The new row's id, or null when the provider already sent this event id (a replay). */
export async function recordEvent(db: Db, event: NewEvent): Promise<string | null> {
  const row = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      verified: event.verified,
      checkout_id: event.checkoutId ?? null,
      outcome: event.outcome,
      payload: storablePayload(event.payload, event.payloadBytes),
      received_at: event.receivedAt,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).where('event_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? String(row.id) : null;
}

/** What the event did, once applied. */
export function eventOutcome(result: ApplyResult): Exclude<EventOutcome, 'failed'> {
  if (result.kind === 'unmatched') return 'unmatched';
  if (result.kind === 'rejected') return 'rejected';
  return result.changed ? 'applied' : 'ignored';
}

export async function settleEvent(db: Db, id: string, result: ApplyResult): Promise<void> {
  const checkoutId = result.kind === 'unmatched' ? null : result.checkoutId;
  await db
    .updateTable('payment_events')
    .set({ outcome: eventOutcome(result), checkout_id: checkoutId })
    .where('id', '=', id)
    .execute();
}

/**
 * Keeps an event whose processing failed half-way, but releases its id (outcome `failed`), so
 * the provider's redelivery with the same id is processed instead of being taken for a replay.
 */
export async function releaseEvent(db: Db, id: string): Promise<void> {
  await db.updateTable('payment_events').set({ event_id: null, outcome: 'failed' }).where('id', '=', id).execute();
}
