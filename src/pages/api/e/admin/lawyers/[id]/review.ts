/**
 * POST /api/e/admin/lawyers/{id}/review {decision: 'verify' | 'reject', note?} (JSON or form;
 * admins only). JSON → {data: OwnLawyerProfile}. A form goes back (303) to the list it was
 * posted from with a toast; refused, the admin page is rendered again with the error beside
 * the note and what was typed.
 */
import type { APIRoute } from 'astro';
import { renderFormPage, submittedValues } from '~/http/form-page';
import { readInput, wantsJson } from '~/http/request';
import { apiError, type FieldErrors, fieldErrors, redirectWithFlash, translateFields } from '~/http/responses';
import { createTranslator, type MessageKey } from '~/i18n/messages';
import { localizePath } from '~/i18n/paths';
import { reviewApplication } from '~/server/lawyers/review';
import { mayReview, routeNotFound } from '~/server/lawyers/review-access';
import { listPosition, listSearch, REVIEW_FORM, reviewInput } from '~/server/lawyers/review-input';

export const POST: APIRoute = async (context) => {
  const { locals, params, request, url } = context;
  if (!mayReview(locals)) return routeNotFound();
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const lawyerId = params.id ?? '';
  const position = listPosition.parse(input.data);

  const refuse = (status: number, key: MessageKey, code: string, errors: FieldErrors = {}) => {
    if (wantsJson(request)) {
      const t = createTranslator(locals.locale);
      const fields = translateFields(errors, t);
      return apiError(status, t(key), { code, ...(Object.keys(fields).length > 0 ? { fields } : {}) });
    }
    const values = {
      ...submittedValues(input.data, ['decision', 'note']),
      lawyerId,
      status: position.status,
      page: String(position.page),
    };
    return renderFormPage(context, '/admin/lawyers', { form: REVIEW_FORM, status, values, errors, formError: { key } });
  };

  const parsed = reviewInput.safeParse(input.data);
  if (!parsed.success) return refuse(400, 'admin.errors.invalid', 'validation_failed', fieldErrors(parsed.error));
  const { platform } = locals;
  const profile = await reviewApplication(
    {
      db: platform.database.db,
      mailer: platform.mailer,
      logger: platform.logger,
      appName: platform.config.appName,
      publicUrl: platform.config.publicUrl ?? url.origin,
    },
    { ...parsed.data, lawyerId, reviewerId: locals.user?._id ?? '' },
  );
  if (!profile) return refuse(404, 'admin.errors.notFound', 'not_found');
  if (wantsJson(request)) return Response.json({ data: profile });
  const back = `${localizePath('/admin/lawyers', locals.locale)}${listSearch(position)}`;
  return redirectWithFlash(context, back, parsed.data.decision === 'verify' ? 'lawyerVerified' : 'lawyerRejected');
};
