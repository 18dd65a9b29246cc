/** POST /api/auth/logout: ends the session (row and cookies), then the login page (SPEC §4 "Session"). */
import type { APIRoute } from 'astro';
import { wantsJson } from '../../../http/request';
import { localizePath } from '../../../i18n/paths';
import { deleteSession, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../../server/auth/sessions';

export const POST: APIRoute = async ({ request, cookies, locals, redirect }) => {
  const { database, config } = locals.platform;
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = cookies.get(name)?.value;
    if (token) await deleteSession(database.db, token);
  }
  // Browsers only accept a __Host- cookie, even an expired one, when it is Secure with path /.
  cookies.delete(SECURE_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  cookies.delete(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  if (wantsJson(request)) return Response.json({ success: true });
  // With sign-in switched off there is no login page to land on.
  return redirect(localizePath(config.features.login ? '/login' : '/', locals.locale), 303);
};
