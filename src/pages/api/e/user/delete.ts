/** POST /api/e/user/delete {password, confirm: "SUPPRIMER"}: deletes the account and all its data, signs out. */
import type { APIRoute } from 'astro';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { deleteInput, KEPT_FIELDS } from '~/server/auth/input';
import { deleteAccount } from '~/server/auth/profile';
import { authDeps, handleAuthRoute, notSignedIn } from '~/server/auth/respond';
import { clearSessionCookies } from '~/server/auth/session-cookie';

export const POST: APIRoute = (context) => {
  const { user } = context.locals;
  if (!user) return notSignedIn(context);
  return handleAuthRoute(context, {
    schema: deleteInput,
    target: { page: '/settings', form: 'deleteAccount', keep: KEPT_FIELDS.none },
    async run(data, json) {
      await deleteAccount(authDeps(context), user._id, data);
      clearSessionCookies(context.cookies);
      if (json) return Response.json({ success: true });
      return redirectWithFlash(context, localizePath('/', context.locals.locale), 'accountDeleted');
    },
  });
};
