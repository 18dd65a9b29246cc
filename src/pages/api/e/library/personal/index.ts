/**
 * GET /api/e/library/personal?q&kind&tag&documentId&page&perPage → {data, page, totalPages, totalItems, perPage}.
 * POST /api/e/library/personal: `kind=library` + `documentId` saves a library document (once);
 * a multipart body with `file` stores an upload. Both take `note` and `tags`, JSON or form.
 */
import type { APIContext, APIRoute } from 'astro';
import { submittedValues } from '~/http/form-page';
import { readInput, wantsJson } from '~/http/request';
import { fieldErrors, redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { landingPath } from '~/server/auth/redirect';
import { saveLibraryDocument, storeUpload } from '~/server/personal-library/actions';
import { actionFailure, failure, readUploadBody, type UploadedFile } from '~/server/personal-library/http';
import { listQuery, saveDocumentInput, uploadFields } from '~/server/personal-library/input';
import { listItems, toPublicItem } from '~/server/personal-library/items';

const PAGE = '/library/personnal';

export const GET: APIRoute = async ({ url, locals }) => {
  const query = listQuery.parse(Object.fromEntries(url.searchParams));
  return Response.json(await listItems(locals.platform.database.db, locals.user?._id ?? '', query));
};

async function upload(context: APIContext, userId: string): Promise<Response> {
  const target = { page: PAGE, form: 'personalUpload', values: {} };
  const input = await readUploadBody(context.request).catch((error: unknown) => actionFailure(context, error, target));
  if (input instanceof Response) return input;
  if (!input.ok) return input.response;
  target.values = submittedValues(input.data, ['note', 'tags']);
  const file = input.data['file'] as UploadedFile | undefined;
  if (!file)
    return failure(context, 400, 'personalLibrary.errors.fileRequired', 'file_required', target, {
      file: 'personalLibrary.errors.fileRequired',
    });
  const fields = uploadFields.safeParse(input.data);
  if (!fields.success)
    return failure(
      context,
      400,
      'personalLibrary.errors.invalid',
      'validation_failed',
      target,
      fieldErrors(fields.error),
    );
  const { platform } = context.locals;
  try {
    const row = await storeUpload(platform.database.db, platform.storage, userId, { ...file, ...fields.data });
    if (wantsJson(context.request)) return Response.json({ data: toPublicItem(row) }, { status: 201 });
    return redirectWithFlash(context, localizePath(PAGE, context.locals.locale), 'fileUploaded');
  } catch (error) {
    return actionFailure(context, error, target);
  }
}

async function saveDocument(context: APIContext, userId: string): Promise<Response> {
  const input = await readInput(context.request);
  if (!input.ok) return input.response;
  const target = {
    page: PAGE,
    form: 'personalSave',
    values: submittedValues(input.data, ['documentId', 'note', 'tags']),
  };
  const parsed = saveDocumentInput.safeParse(input.data);
  if (!parsed.success)
    return failure(
      context,
      400,
      'personalLibrary.errors.invalid',
      'validation_failed',
      target,
      fieldErrors(parsed.error),
    );
  const { documentId, redirect, ...extras } = parsed.data;
  try {
    const { item, created } = await saveLibraryDocument(
      context.locals.platform.database.db,
      userId,
      documentId,
      extras,
    );
    if (wantsJson(context.request)) return Response.json({ data: toPublicItem(item) }, { status: created ? 201 : 200 });
    const { locale } = context.locals;
    const to = redirect ? landingPath(redirect, locale) : localizePath(`${PAGE}/${item.id}`, locale);
    return redirectWithFlash(context, to, 'savedToLibrary');
  } catch (error) {
    return actionFailure(context, error, target);
  }
}

export const POST: APIRoute = (context) => {
  const userId = context.locals.user?._id ?? '';
  const multipart = (context.request.headers.get('content-type') ?? '').includes('multipart/form-data');
  return multipart ? upload(context, userId) : saveDocument(context, userId);
};
