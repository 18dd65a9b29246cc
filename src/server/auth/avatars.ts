/**
 * Profile pictures, kept in the database (≤ 2 MB) so every server process serves them. The
 * type comes from the file's first bytes, never from its name or the browser's claim.
 */
import type { Db } from '../db/client.ts';
import type { AvatarsTable } from '../db/schema.ts';
import { forgetSessionUsers } from './sessions.ts';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export type AvatarMime = AvatarsTable['mime'];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): AvatarMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

export const avatarUrl = (userId: string, updatedAt: Date) =>
  `/api/avatars/${encodeURIComponent(userId)}?v=${Math.floor(updatedAt.getTime() / 1000)}`;

/** Stores the picture and points the user's avatarUrl at it (the version busts caches). */
export async function saveAvatar(
  db: Db,
  userId: string,
  bytes: Uint8Array,
  mime: AvatarMime,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('avatars')
      .values({ user_id: userId, mime, bytes, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ mime, bytes, updated_at: now }))
      .execute();
    await trx
      .updateTable('users')
      .set({ avatar_url: avatarUrl(userId, now), updated_at: now })
      .where('id', '=', userId)
      .execute();
  });
  forgetSessionUsers(db);
}

export function loadAvatar(db: Db, userId: string) {
  return db
    .selectFrom('avatars')
    .select(['mime', 'bytes', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
