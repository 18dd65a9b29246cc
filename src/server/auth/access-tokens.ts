/**
 * Short-lived access tokens for the socket (docs/ARCHITECTURE.md "API conventions"): HS256 JWTs, 15 minutes, `sub` the
 * user id. A token issued before the user's last password change is refused.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Platform } from '../platform.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
const ISSUER = 'jurisia';
const AUDIENCE = 'jurisia-socket';

export async function signAccessToken(
  platform: Platform,
  userId: string,
  now = new Date(),
): Promise<{ accessToken: string; accessTokenExpiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_S;
  const accessToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(platform.signingKey);
  return { accessToken, accessTokenExpiresAt: new Date(expiresAt * 1000).toISOString() };
}

export type TokenCheck =
  | { valid: true; reason: 'ok'; userId: string }
  | { valid: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(platform: Platform, token: string, now = new Date()): Promise<TokenCheck> {
  let sub: string | undefined;
  let iat: number | undefined;
  try {
    const { payload } = await jwtVerify(token, platform.signingKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    sub = payload.sub;
    iat = payload.iat;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    if (error instanceof errors.JOSEError) return { valid: false, reason: 'invalid' };
    throw error;
  }
  if (!sub || iat === undefined) return { valid: false, reason: 'invalid' };
  const user = await platform.database.db
    .selectFrom('users')
    .select('password_changed_at')
    .where('id', '=', sub)
    .executeTakeFirst();
  if (!user) return { valid: false, reason: 'invalid' };
  // JWT times are whole seconds: a token from the very second of the change passes, so the
  // token fetched right after a password change works at once.
  const changedAt = user.password_changed_at ? Math.floor(new Date(user.password_changed_at).getTime() / 1000) : 0;
  if (iat < changedAt) return { valid: false, reason: 'invalid' };
  return { valid: true, reason: 'ok', userId: sub };
}
