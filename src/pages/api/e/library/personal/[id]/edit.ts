/** POST /api/e/library/personal/{id}/edit {note, tags}: the PATCH of the item page's form. */
import type { APIRoute } from 'astro';
import { submittedValues } from '~/http/form-page';
import { readInput, wantsJson } from '~/http/request';
import { fieldErrors, redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { failure, notFound } from '~/server/personal-library/http';
import { EDIT_FIELDS, editInput } from '~/server/personal-library/input';
import { toPublicItem, updateItem } from '~/server/personal-library/items';

export const POST: APIRoute = async (context) => {
  const { params, locals, request } = context;
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const page = `/library/personnal/${params.id}`;
  const parsed = editInput.safeParse(input.data);
  if (!parsed.success) {
    const target = { page, form: 'personalEdit', values: submittedValues(input.data, EDIT_FIELDS) };
    return failure(
      context,
      400,
      'personalLibrary.errors.invalid',
      'validation_failed',
      target,
      fieldErrors(parsed.error),
    );
  }
  const row = await updateItem(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '', parsed.data);
  if (!row) return notFound();
  if (wantsJson(request)) return Response.json({ data: toPublicItem(row) });
  return redirectWithFlash(context, localizePath(page, locals.locale), 'itemUpdated');
};
