/**
 * POST /api/auth/register (docs/ARCHITECTURE.md "API conventions"): creates the account, signs it in, sends the e-mail code;
 * a taken address is answered the same way (docs/ARCHITECTURE.md "No account enumeration").
 */
import type { APIRoute } from 'astro';
import { register } from '~/server/auth/accounts';
import { withListedAdminRole } from '~/server/auth/admin-role';
import { KEPT_FIELDS, registerInput } from '~/server/auth/input';
import { authDeps, handleAuthRoute, sessionContext } from '~/server/auth/respond';
import { registrationTiming } from '~/server/auth/registration-timing';
import { setDecoySessionCookie, startSession } from '~/server/auth/session-cookie';
import { verifyEmailPath } from '~/server/auth/redirect';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: registerInput,
    target: { page: '/register', form: 'register', keep: KEPT_FIELDS.register },
    async run(data, json) {
      const started = performance.now();
      const timing = registrationTiming(context.locals.platform);
      const { user: account, created } = await register(authDeps(context), data);
      // A taken address gets a session cookie like any registration's, one that opens nothing,
      // and answers after as long a wait.
      if (created) await startSession(sessionContext(context), account._id);
      else await setDecoySessionCookie(sessionContext(context));
      const user = created ? await withListedAdminRole(context.locals.platform, account) : account;
      if (created) timing.created(performance.now() - started);
      else await timing.padTaken(started);
      if (json) return Response.json({ user }, { status: 201 });
      return context.redirect(verifyEmailPath(user.email, data.redirect, context.locals.locale), 303);
    },
  });
