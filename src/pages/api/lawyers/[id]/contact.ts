/**
 * POST /api/lawyers/{id|slug}/contact {subject, message, shareKind?, shareId?, consent?} (JSON,
 * or the profile page's form: `share`, `consent`): a signed-in user writes to a listed lawyer
 * (docs/ARCHITECTURE.md "Lawyer directory") → 201 {data: {_id, createdAt}}, or for the form a 303 back to the
 * profile with a toast. A failed form post re-renders the profile with what was typed.
 */
import type { APIContext, APIRoute } from 'astro';
import { renderFormPage, submittedValues } from '~/http/form-page';
import { readInput, wantsJson } from '~/http/request';
import { apiError, type FieldErrors, fieldErrors, redirectWithFlash, translateFields } from '~/http/responses';
import { createTranslator, type MessageKey } from '~/i18n/messages';
import { localizePath } from '~/i18n/paths';
import { contactLawyerInput, LAWYER_CONTACT_FIELDS, LAWYER_CONTACT_FORM } from '~/server/lawyers/contact-input';
import { type ContactRefusal, contactLawyer, contactRefusal, findContactTarget } from '~/server/lawyers/contact-lawyer';
import { summaryLabels } from '~/server/lawyers/shared-summary';

const REFUSALS: Record<ContactRefusal, { status: number; key: MessageKey; code: string }> = {
  demo: { status: 409, key: 'lawyers.contact.errors.demoProfile', code: 'demo_profile' },
  'own-profile': { status: 409, key: 'lawyers.contact.errors.ownProfile', code: 'own_profile' },
  'email-unverified': { status: 403, key: 'lawyers.contact.errors.emailUnverified', code: 'email_unverified' },
};

interface Failure {
  status: number;
  key: MessageKey;
  code: string;
  fields?: FieldErrors;
  params?: Record<string, string | number>;
  retryAfterSeconds?: number;
}

/** JSON for scripts; for the form, the profile page again with the typed values and the errors. */
function fail(
  context: APIContext,
  page: string,
  values: Record<string, string>,
  failure: Failure,
): Response | Promise<Response> {
  const { status, key, code, fields = {}, params, retryAfterSeconds } = failure;
  if (wantsJson(context.request)) {
    const t = createTranslator(context.locals.locale);
    const translated = translateFields(fields, t);
    const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
    return apiError(
      status,
      t(key, params),
      { code, ...(Object.keys(translated).length > 0 ? { fields: translated } : {}) },
      headers,
    );
  }
  return renderFormPage(context, page, {
    form: LAWYER_CONTACT_FORM,
    status,
    values,
    errors: fields,
    formError: { key, ...(params ? { params } : {}) },
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}

export const POST: APIRoute = async (context) => {
  const { request, locals, params } = context;
  const { platform, locale, user } = locals;
  const { db } = platform.database;
  const t = createTranslator(locale);
  const json = wantsJson(request);
  if (!user && json) return apiError(401, t('auth.errors.notSignedIn'), { code: 'unauthenticated' });

  const target = await findContactTarget(db, params.id ?? '', { demo: platform.config.demoData });
  if (!user) {
    // After signing in, the visitor lands back on the profile, where the form now is.
    const back = `/lawyers/${target?.lawyer.slug ?? params.id ?? ''}`;
    return context.redirect(localizePath(`/login?redirect=${encodeURIComponent(back)}`, locale), 303);
  }
  if (!target) return apiError(404, t('lawyers.errors.notFound'), { code: 'not_found' });

  const page = `/lawyers/${target.lawyer.slug}`;
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const values = submittedValues(input.data, LAWYER_CONTACT_FIELDS);

  const refusal = contactRefusal(target, user);
  if (refusal) return fail(context, page, values, REFUSALS[refusal]);

  const parsed = contactLawyerInput.safeParse(input.data);
  if (!parsed.success)
    return fail(context, page, values, {
      status: 400,
      key: 'lawyers.contact.errors.invalid',
      code: 'validation_failed',
      fields: fieldErrors(parsed.error),
    });

  const origin = platform.config.publicUrl ?? context.url.origin;
  const result = await contactLawyer(
    {
      db,
      mailer: platform.mailer,
      logger: platform.logger,
      appName: platform.config.appName,
      dashboardUrl: new URL('/lawyers/dashboard', origin).href,
    },
    {
      target,
      sender: { id: user._id, firstName: user.firstName, lastName: user.lastName, email: user.email },
      input: parsed.data,
      locale,
      labels: summaryLabels(t),
    },
  );
  switch (result.kind) {
    case 'share-not-found':
      return fail(context, page, values, {
        status: 400,
        key: 'lawyers.contact.errors.invalid',
        code: 'validation_failed',
        fields: { share: 'lawyers.contact.errors.shareInvalid' },
      });
    case 'rate-limited': {
      const { retryAfterSeconds } = result;
      const minutes = { minutes: Math.ceil(retryAfterSeconds / 60) };
      return fail(context, page, values, {
        status: 429,
        key: 'lawyers.contact.errors.rateLimited',
        code: 'rate_limited',
        params: minutes,
        retryAfterSeconds,
      });
    }
    case 'sent':
      if (json)
        return Response.json({ data: { _id: result.id, createdAt: result.createdAt.toISOString() } }, { status: 201 });
      return redirectWithFlash(context, localizePath(page, locale), 'lawyerContactSent');
  }
};
