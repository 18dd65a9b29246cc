/** POST /api/e/user/auth/generate-password-restoration-code {email}: always {success:true}, same timing for any address. */
import type { APIRoute } from 'astro';
import { localizePath } from '~/i18n/paths';
import { emailInput, KEPT_FIELDS } from '~/server/auth/input';
import { requestPasswordReset } from '~/server/auth/recovery';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: emailInput,
    target: { page: '/forgot-password', form: 'forgotPassword', keep: KEPT_FIELDS.email },
    async run(data, json) {
      await requestPasswordReset(authDeps(context), data);
      if (json) return Response.json({ success: true });
      return context.redirect(
        `${localizePath('/reset-password', context.locals.locale)}?email=${encodeURIComponent(data.email)}`,
        303,
      );
    },
  });
