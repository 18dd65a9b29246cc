/**
 * GET /api/e/lawyer/profile → {data: OwnLawyerProfile | null}: the signed-in user's profile.
 * PUT (JSON) and POST (JSON, or the form of /lawyers/dashboard) save the application →
 * {data, outcome} (201 for a first application), or for a form a 303 back to the lawyer's
 * space with a toast; an invalid form is answered with that page, its values and errors.
 */
import type { APIContext, APIRoute } from 'astro';
import type { FlashKey, FlashVariant } from '~/flash';
import { renderFormPage } from '~/http/form-page';
import { wantsJson } from '~/http/request';
import { apiError, fieldErrors, redirectWithFlash, translateFields } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { localizePath } from '~/i18n/paths';
import { notSignedIn } from '~/server/auth/respond';
import type { PublicUser } from '~/server/auth/user';
import { readApplicationBody } from '~/server/lawyers/application-body';
import { APPLICATION_FORM, applicationFormValues } from '~/server/lawyers/application-form-values';
import { applicationInput } from '~/server/lawyers/application-input';
import { findOwnProfile, type SaveOutcome, saveApplication } from '~/server/lawyers/applications';

const PAGE = '/lawyers/dashboard';

const FLASHES: Record<SaveOutcome, [FlashKey, FlashVariant]> = {
  submitted: ['lawyerApplicationSent', 'success'],
  saved: ['lawyerProfileSaved', 'success'],
  resubmitted: ['lawyerProfileResubmitted', 'info'],
};

export const GET: APIRoute = async (context) => {
  const { user, platform } = context.locals;
  if (!user) return notSignedIn(context);
  const data = await findOwnProfile(platform.database.db, user._id);
  return Response.json({ data }, { headers: { 'Cache-Control': 'private, no-store' } });
};

async function save(context: APIContext, user: PublicUser): Promise<Response> {
  const { platform, locale } = context.locals;
  const json = wantsJson(context.request);
  const input = await readApplicationBody(context.request);
  if (!input.ok) return input.response;
  const parsed = applicationInput.safeParse(input.data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const t = createTranslator(locale);
    if (json)
      return apiError(400, t('lawyers.apply.errors.invalid'), {
        code: 'validation_failed',
        fields: translateFields(errors, t),
      });
    const values = applicationFormValues(input.data);
    return renderFormPage(context, PAGE, {
      form: APPLICATION_FORM,
      status: 400,
      values,
      errors,
      formError: { key: 'lawyers.apply.errors.invalid' },
    });
  }
  const { config, database, logger } = platform;
  const deps = {
    db: database.db,
    mailer: platform.mailer,
    logger,
    supportEmail: config.supportEmail,
    appName: config.appName,
    publicUrl: config.publicUrl,
  };
  const { profile, outcome } = await saveApplication(deps, user, parsed.data, new Date());
  if (json) return Response.json({ data: profile, outcome }, { status: outcome === 'submitted' ? 201 : 200 });
  const [flash, variant] = FLASHES[outcome];
  return redirectWithFlash(context, localizePath(PAGE, locale), flash, variant);
}

export const PUT: APIRoute = (context) =>
  context.locals.user ? save(context, context.locals.user) : notSignedIn(context);
export const POST = PUT;
