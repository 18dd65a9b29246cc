/** POST /api/auth/login-with-google {id_token | access_token}: signs in, creating the account on first use. */
import type { APIRoute } from 'astro';
import { loginWithGoogle } from '~/server/auth/accounts';
import { withListedAdminRole } from '~/server/auth/admin-role';
import { googleInput } from '~/server/auth/input';
import { authDeps, handleAuthRoute, sessionContext } from '~/server/auth/respond';
import { startSession } from '~/server/auth/session-cookie';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: googleInput,
    target: null,
    async run(data) {
      const account = await loginWithGoogle(authDeps(context), data);
      await startSession(sessionContext(context), account._id);
      return Response.json({ user: await withListedAdminRole(context.locals.platform, account) });
    },
  });
