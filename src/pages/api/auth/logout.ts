/** POST /api/auth/logout: ends the session (row and cookies), then the login page (SPEC-COVERAGE §4 "Session"). */
import type { APIRoute } from 'astro';
import { wantsJson } from '~/http/request';
import { localizePath } from '~/i18n/paths';
import { endSession } from '~/server/auth/session-cookie';

export const POST: APIRoute = async ({ request, cookies, locals, redirect, url }) => {
  const { database, config } = locals.platform;
  await endSession({ cookies, db: database.db, config, url });
  if (wantsJson(request)) return Response.json({ success: true });
  // With sign-in switched off there is no login page to land on.
  return redirect(localizePath(config.features.login ? '/login' : '/', locals.locale), 303);
};
