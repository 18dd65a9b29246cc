/** "Export my data" (GDPR art. 20): everything stored about the user, minus secrets (hashes, tokens). */
import type { Db } from '../db/client.ts';
import { loadAvatar } from './avatars.ts';
import { toPublicUser } from './user.ts';

export async function exportUserData(db: Db, userId: string, now = new Date()) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const [sessions, contactMessages, avatar] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['created_at', 'name', 'email', 'subject', 'message', 'locale'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    loadAvatar(db, userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    user: {
      ...toPublicUser(user),
      updatedAt: new Date(user.updated_at).toISOString(),
      hasPassword: user.password_hash !== null,
      passwordChangedAt: user.password_changed_at ? new Date(user.password_changed_at).toISOString() : null,
      googleLinked: user.google_sub !== null,
    },
    avatar: avatar
      ? {
          mime: avatar.mime,
          updatedAt: new Date(avatar.updated_at).toISOString(),
          dataUrl: `data:${avatar.mime};base64,${Buffer.from(avatar.bytes).toString('base64')}`,
        }
      : null,
    sessions: sessions.map((s) => ({
      createdAt: new Date(s.created_at).toISOString(),
      lastUsedAt: new Date(s.updated_at).toISOString(),
      expiresAt: new Date(s.expires_at).toISOString(),
      ipAddress: s.ip_address,
      userAgent: s.user_agent,
    })),
    contactMessages: contactMessages.map(({ created_at, ...m }) => ({
      sentAt: new Date(created_at).toISOString(),
      ...m,
    })),
  };
}
