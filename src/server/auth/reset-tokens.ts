/** The temporaryToken between a verified reset code and the new password: 15 minutes, single use. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { hashToken } from './sessions.ts';

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

export async function issueResetToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('reset_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      created_at: now,
    })
    .execute();
  return token;
}

/** The user a live token belongs to, without spending it (to check the new password first). */
export async function resetTokenUser(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (token.length > 200) return null;
  const row = await db
    .selectFrom('reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Spends the token; false when it was already spent (two submissions racing). */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .updateTable('reset_tokens')
    .set({ consumed_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
