/** POST /api/auth/login: a new session on success; one answer for any wrong e-mail or password. */
import type { APIRoute } from 'astro';
import { login } from '~/server/auth/accounts';
import { withListedAdminRole } from '~/server/auth/admin-role';
import { KEPT_FIELDS, loginInput } from '~/server/auth/input';
import { landingPath } from '~/server/auth/redirect';
import { authDeps, handleAuthRoute, sessionContext } from '~/server/auth/respond';
import { startSession } from '~/server/auth/session-cookie';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: loginInput,
    target: { page: '/login', form: 'login', keep: KEPT_FIELDS.login },
    async run(data, json) {
      const account = await login(authDeps(context), data);
      await startSession(sessionContext(context), account._id);
      const user = await withListedAdminRole(context.locals.platform, account);
      if (json) return Response.json({ user });
      return context.redirect(landingPath(data.redirect, context.locals.locale), 303);
    },
  });
