/** POST /api/e/user/password {currentPassword, newPassword}: new password, a new session here, every other ended. */
import type { APIRoute } from 'astro';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { changePasswordInput, KEPT_FIELDS } from '~/server/auth/input';
import { changePassword } from '~/server/auth/profile';
import { authDeps, handleAuthRoute, notSignedIn, sessionContext } from '~/server/auth/respond';
import { startSession } from '~/server/auth/session-cookie';

export const POST: APIRoute = (context) => {
  const { user } = context.locals;
  if (!user) return notSignedIn(context);
  return handleAuthRoute(context, {
    schema: changePasswordInput,
    target: { page: '/settings', form: 'changePassword', keep: KEPT_FIELDS.none },
    async run(data, json) {
      await changePassword(authDeps(context), user._id, data);
      await startSession(sessionContext(context), user._id);
      if (json) return Response.json({ success: true });
      return redirectWithFlash(context, localizePath('/settings', context.locals.locale), 'passwordChanged');
    },
  });
};
