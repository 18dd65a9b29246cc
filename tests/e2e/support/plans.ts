/**
 * Puts an end-to-end user on a paid plan straight in the server's database, for journeys that
 * need more than the free plan allows in a day (10 messages, 5 searches, 3 documents a month)
 * without being about quotas.
 */
import pg from 'pg';
import { databaseOf, MAIN_URL } from './env.ts';

/** A plan of the default list without any limit. */
export const UNLIMITED_PLAN = 'pro-month-xof';

export async function onPaidPlan(
  userId: string,
  serverUrl: string = MAIN_URL,
  planId: string = UNLIMITED_PLAN,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseOf(serverUrl) });
  await client.connect();
  try {
    await client.query(
      "update users set plan = $2, subscription_status = 'active', subscription_period_end = now() + interval '1 day' where id = $1",
      [userId, planId],
    );
  } finally {
    await client.end();
  }
}
