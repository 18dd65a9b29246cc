/** POST /api/e/user/auth/reset-password {token, password}: sets the password and ends every session. */
import type { APIRoute } from 'astro';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { KEPT_FIELDS, resetInput } from '~/server/auth/input';
import { resetPassword } from '~/server/auth/recovery';
import { clearResetCookie } from '~/server/auth/reset-cookie';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';
import { clearSessionCookies } from '~/server/auth/session-cookie';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: resetInput,
    target: { page: '/reset-password', form: 'resetPassword', keep: KEPT_FIELDS.reset },
    async run(data, json) {
      await resetPassword(authDeps(context), data);
      // Every session is gone, this browser's included, and the token is spent.
      clearSessionCookies(context.cookies);
      clearResetCookie(context.cookies, context.locals.platform.config, context.url);
      if (json) return Response.json({ success: true });
      return redirectWithFlash(context, localizePath('/login', context.locals.locale), 'passwordReset');
    },
  });
