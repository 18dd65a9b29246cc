/** POST /api/e/user/auth/resend-account-verification-code {email}: always {success:true}; mails only a known, unverified address. */
import type { APIRoute } from 'astro';
import { verifyEmailPath } from '~/server/auth/redirect';
import { resendVerificationCode } from '~/server/auth/accounts';
import { emailInput, KEPT_FIELDS } from '~/server/auth/input';
import { authDeps, handleAuthRoute } from '~/server/auth/respond';

export const POST: APIRoute = (context) =>
  handleAuthRoute(context, {
    schema: emailInput,
    target: { page: '/verify-email', form: 'resendCode', keep: KEPT_FIELDS.email },
    async run(data, json) {
      await resendVerificationCode(authDeps(context), data);
      if (json) return Response.json({ success: true });
      return context.redirect(verifyEmailPath(data.email, data.redirect, context.locals.locale, { sent: true }), 303);
    },
  });
