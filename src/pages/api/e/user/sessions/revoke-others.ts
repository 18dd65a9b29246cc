/** POST /api/e/user/sessions/revoke-others: signs out every other browser ("sign out everywhere else"). */
import type { APIRoute } from 'astro';
import { wantsJson } from '~/http/request';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { notSignedIn } from '~/server/auth/respond';
import { sessionToken } from '~/server/auth/session-cookie';
import { deleteUserSessions } from '~/server/auth/sessions';

export const POST: APIRoute = async (context) => {
  const { user, platform, locale } = context.locals;
  const token = sessionToken(context.cookies, platform.config, context.url);
  if (!user || !token) return notSignedIn(context);
  await deleteUserSessions(platform.database.db, user._id, token);
  if (wantsJson(context.request)) return Response.json({ success: true });
  return redirectWithFlash(context, localizePath('/settings', locale), 'sessionsRevoked');
};
