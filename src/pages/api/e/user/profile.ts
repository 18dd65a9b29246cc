/**
 * PUT /api/e/user/profile {firstName?, lastName?, language?, avatar? (multipart)} → {user}.
 * POST does the same for the settings form (browsers cannot PUT from a form).
 */
import type { APIContext, APIRoute } from 'astro';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { KEPT_FIELDS, profileInput } from '~/server/auth/input';
import { updateProfile } from '~/server/auth/profile';
import { readProfileBody } from '~/server/auth/profile-body';
import { authDeps, handleAuthRoute, notSignedIn } from '~/server/auth/respond';

const save = (context: APIContext, userId: string) =>
  handleAuthRoute(context, {
    schema: profileInput,
    target: { page: '/settings', form: 'profile', keep: KEPT_FIELDS.profile },
    read: readProfileBody,
    async run({ avatar, ...fields }, json) {
      const user = await updateProfile(authDeps(context), userId, fields, avatar ?? null);
      if (json) return Response.json({ user });
      return redirectWithFlash(context, localizePath('/settings', context.locals.locale), 'profileSaved');
    },
  });

export const PUT: APIRoute = (context) =>
  context.locals.user ? save(context, context.locals.user._id) : notSignedIn(context);
export const POST = PUT;
