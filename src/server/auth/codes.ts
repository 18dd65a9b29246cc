/**
 * Six-digit codes sent by e-mail (verification, password reset): 15 minutes, single use, 5
 * tries, stored only as a hash. A new code of a purpose invalidates the older ones.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { AuthCodePurpose } from '../db/schema.ts';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

function codeHash(code: string, userId: string): string {
  return createHash('sha256').update(`${code}:${userId}`).digest('hex');
}

export async function issueCode(db: Db, userId: string, purpose: AuthCodePurpose, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('auth_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('auth_codes')
      .values({
        id: randomUUID(),
        user_id: userId,
        purpose,
        code_hash: codeHash(code, userId),
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        created_at: now,
      })
      .execute();
  });
  return code;
}

/**
 * Spends one try of the user's live code and consumes it when `code` matches. The try is
 * counted before comparing, in one conditional update, so parallel guesses cannot exceed 5.
 */
export async function consumeCode(
  db: Db,
  userId: string,
  purpose: AuthCodePurpose,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const live = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', CODE_MAX_ATTEMPTS)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!live) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(codeHash(code, userId), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const consumed = await db
    .updateTable('auth_codes')
    .set({ consumed_at: now })
    .where('id', '=', live.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}
