/** POST /api/e/user/auth/verify-password-reset-code {email, code} → {temporaryToken} (single use, 15 min). */
import type { APIRoute } from 'astro';
import { localizePath } from '~/i18n/paths';
import { codeInput, KEPT_FIELDS } from '~/server/auth/input';
import { verifyResetCode } from '~/server/auth/recovery';
import { setResetCookie } from '~/server/auth/reset-cookie';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: codeInput,
    target: { page: '/reset-password', form: 'verifyResetCode', keep: KEPT_FIELDS.code },
    async run(data, json) {
      const temporaryToken = await verifyResetCode(authDeps(context), data);
      if (json) return Response.json({ temporaryToken });
      // Step 2 is the page itself, fetched with a GET: a reload shows it again rather than
      // posting the spent code (reset-cookie.ts).
      setResetCookie(context.cookies, context.locals.platform.config, context.url, temporaryToken);
      return context.redirect(
        `${localizePath('/reset-password', context.locals.locale)}?email=${encodeURIComponent(data.email)}`,
        303,
      );
    },
  });
