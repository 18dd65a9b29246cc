/** POST /api/auth/verify-email {email, code}: marks the address verified. */
import type { APIRoute } from 'astro';
import { redirectWithFlash } from '../../../http/responses';
import { localizePath } from '../../../i18n/paths';
import { verifyEmail } from '../../../server/auth/accounts';
import { withListedAdminRole } from '../../../server/auth/admin-role';
import { codeInput, KEPT_FIELDS } from '../../../server/auth/input';
import { authDeps, handleAuthRoute } from '../../../server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: codeInput,
    target: { page: '/verify-email', form: 'verifyEmail', keep: KEPT_FIELDS.code },
    async run(data, json) {
      const user = await withListedAdminRole(context.locals.platform, await verifyEmail(authDeps(context), data));
      if (json) return Response.json({ success: true, user });
      return redirectWithFlash(context, localizePath('/', context.locals.locale), 'emailVerified');
    },
  });
