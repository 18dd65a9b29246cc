/** POST /api/contact {name, email, subject, message} (JSON or form): docs/ARCHITECTURE.md "API conventions". */
import type { APIContext, APIRoute } from 'astro';
import { renderFormPage, submittedValues } from '~/http/form-page';
import { clientIp, readInput, wantsJson } from '~/http/request';
import { apiError, fieldErrors, redirectWithFlash, translateFields } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { localizePath } from '~/i18n/paths';
import { CONTACT_FIELDS, contactInput, isHoneypotFilled } from '~/server/contact/contact-input';
import { submitContact } from '~/server/contact/submit-contact';

function received(context: APIContext, json: boolean): Response {
  if (json) return Response.json({ success: true }, { status: 201 });
  return redirectWithFlash(context, localizePath('/contact', context.locals.locale), 'contactSent');
}

export const POST: APIRoute = async (context) => {
  const { request, locals } = context;
  const { platform, locale } = locals;
  const json = wantsJson(request);
  const input = await readInput(request);
  if (!input.ok) return input.response;

  if (isHoneypotFilled(input.data)) {
    platform.logger.info('contact form honeypot filled: message dropped', { requestId: locals.requestId });
    return received(context, json);
  }

  const t = createTranslator(locale);
  const values = submittedValues(input.data, CONTACT_FIELDS);
  const parsed = contactInput.safeParse(input.data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    if (json)
      return apiError(400, t('contact.errors.invalid'), {
        code: 'validation_failed',
        fields: translateFields(errors, t),
      });
    return renderFormPage(context, '/contact', {
      form: 'contact',
      status: 400,
      values,
      errors,
      formError: { key: 'contact.errors.invalid' },
    });
  }

  const result = await submitContact(
    {
      db: platform.database.db,
      mailer: platform.mailer,
      logger: platform.logger,
      supportEmail: platform.config.supportEmail,
      appName: platform.config.appName,
    },
    parsed.data,
    { locale, userId: locals.user?._id ?? null, ip: clientIp(context) },
  );
  if (result.kind === 'rate-limited') {
    const { retryAfterSeconds } = result;
    const params = { minutes: Math.ceil(retryAfterSeconds / 60) };
    if (json)
      return apiError(
        429,
        t('contact.errors.rateLimited', params),
        { code: 'rate_limited' },
        { 'Retry-After': String(retryAfterSeconds) },
      );
    return renderFormPage(context, '/contact', {
      form: 'contact',
      status: 429,
      values,
      errors: {},
      formError: { key: 'contact.errors.rateLimited', params },
      retryAfterSeconds,
    });
  }
  return received(context, json);
};
