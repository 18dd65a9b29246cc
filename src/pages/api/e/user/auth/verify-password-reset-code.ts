/** POST /api/e/user/auth/verify-password-reset-code {email, code} → {temporaryToken} (single use, 15 min). */
import type { APIRoute } from 'astro';
import { renderFormPage } from '~/http/form-page';
import { codeInput, KEPT_FIELDS } from '~/server/auth/input';
import { verifyResetCode } from '~/server/auth/recovery';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: codeInput,
    target: { page: '/reset-password', form: 'verifyResetCode', keep: KEPT_FIELDS.code },
    async run(data, json) {
      const temporaryToken = await verifyResetCode(authDeps(context), data);
      if (json) return Response.json({ temporaryToken });
      // Step 2 of the page (new password) with the token in a hidden field.
      return renderFormPage(context, '/reset-password', {
        form: 'resetPassword',
        status: 200,
        values: { email: data.email, token: temporaryToken },
        errors: {},
      });
    },
  });
