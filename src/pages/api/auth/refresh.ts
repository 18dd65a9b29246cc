/** POST /api/auth/refresh: extends the session 30 days and answers the fresh user. */
import type { APIRoute } from 'astro';
import { notSignedIn, sessionContext } from '~/server/auth/respond';
import { sessionToken, setSessionCookie } from '~/server/auth/session-cookie';
import { extendSession } from '~/server/auth/sessions';

export const POST: APIRoute = async (context) => {
  const { user, platform } = context.locals;
  const token = sessionToken(context.cookies, platform.config, context.url);
  const expiresAt = user && token ? await extendSession(platform.database.db, token) : null;
  if (!user || !token || !expiresAt) return notSignedIn(context);
  const { cookies, url, config } = sessionContext(context);
  setSessionCookie(cookies, config, url, token, expiresAt);
  return Response.json({ user, success: true });
};
