/** POST /api/auth/register (DESIGN §4): creates the account, signs it in, sends the e-mail code. */
import type { APIRoute } from 'astro';
import { localizePath } from '../../../i18n/paths';
import { register } from '../../../server/auth/accounts';
import { withListedAdminRole } from '../../../server/auth/admin-role';
import { KEPT_FIELDS, registerInput } from '../../../server/auth/input';
import { authDeps, handleAuthRoute, sessionContext } from '../../../server/auth/respond';
import { startSession } from '../../../server/auth/session-cookie';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: registerInput,
    target: { page: '/register', form: 'register', keep: KEPT_FIELDS.register },
    async run(data, json) {
      const account = await register(authDeps(context), data);
      await startSession(sessionContext(context), account._id);
      const user = await withListedAdminRole(context.locals.platform, account);
      if (json) return Response.json({ user }, { status: 201 });
      return context.redirect(`${localizePath('/verify-email', context.locals.locale)}?email=${encodeURIComponent(user.email)}`, 303);
    },
  });
