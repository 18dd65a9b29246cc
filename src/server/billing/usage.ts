/**
 * What the quotas count (quotas.ts): one usage_events row per chat message, legal search or
 * generated document a user had accepted, and the period each kind is counted over.
 */
import type { Db } from '../db/client.ts';
import type { UsageKind } from './billing.types.ts';

export interface UsagePeriod {
  start: Date;
  /** Exclusive: the moment the allowance renews. */
  end: Date;
}

/**
 * Chat messages and searches are counted per UTC calendar day, documents per UTC calendar
 * month. The help page promises limits renewed "chaque jour / chaque mois" (help.pricing.3.a);
 * West Africa lives at UTC+0 (Côte d'Ivoire, Sénégal, Togo…) or UTC+1 (Bénin, Nigeria), so a
 * UTC day is the user's day, starting at midnight or 1 a.m., the same on every server
 * whatever its own time zone, with no time zone to store per user.
 */
export const USAGE_PERIOD: Readonly<Record<UsageKind, 'day' | 'month'>> = {
  chat: 'day',
  search: 'day',
  document: 'month',
};

export function usagePeriod(kind: UsageKind, now: Date): UsagePeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (USAGE_PERIOD[kind] === 'month')
    return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
  const day = now.getUTCDate();
  return { start: new Date(Date.UTC(year, month, day)), end: new Date(Date.UTC(year, month, day + 1)) };
}

/** Longer than the longest period (31 days), so no row of a running period is ever purged. */
export const USAGE_RETENTION_DAYS = 40;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Returns the row's id, so a refused consumption can take its own row back. */
export async function recordUsage(
  db: Db,
  userId: string,
  kind: UsageKind,
  at: Date,
  fingerprint: string | null = null,
): Promise<string> {
  const row = await db
    .insertInto('usage_events')
    .values({ user_id: userId, kind, created_at: at, fingerprint })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The user's rows of `kind` in the period. */
const eventsIn = (db: Db, userId: string, kind: UsageKind, { start, end }: UsagePeriod) =>
  db
    .selectFrom('usage_events')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);

/** Whether the same thing (`fingerprint`) was counted already in the period. */
export async function countedAlready(
  db: Db,
  userId: string,
  kind: UsageKind,
  fingerprint: string,
  period: UsagePeriod,
): Promise<boolean> {
  const row = await eventsIn(db, userId, kind, period)
    .select('id')
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeUsage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('usage_events').where('id', '=', id).execute();
}

export async function countUsage(db: Db, userId: string, kind: UsageKind, period: UsagePeriod): Promise<number> {
  const row = await eventsIn(db, userId, kind, period)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes rows older than the retention; returns how many. Idempotent, so any process may run it. */
export async function purgeUsage(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('usage_events')
    .where('created_at', '<', new Date(now.getTime() - USAGE_RETENTION_DAYS * DAY_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
