/** POST /api/auth/verify-email {email, code, redirect?}: marks the address verified; a form goes on to `redirect`. */
import type { APIRoute } from 'astro';
import { redirectWithFlash } from '~/http/responses';
import { landingPath } from '~/server/auth/redirect';
import { verifyEmail } from '~/server/auth/accounts';
import { withListedAdminRole } from '~/server/auth/admin-role';
import { codeInput, KEPT_FIELDS } from '~/server/auth/input';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: codeInput,
    target: { page: '/verify-email', form: 'verifyEmail', keep: KEPT_FIELDS.code },
    async run(data, json) {
      const user = await withListedAdminRole(context.locals.platform, await verifyEmail(authDeps(context), data));
      if (json) return Response.json({ success: true, user });
      // Where the visitor was going when they signed up (`redirect`, kept since the register form).
      return redirectWithFlash(context, landingPath(data.redirect, context.locals.locale), 'emailVerified');
    },
  });
