/** GET, PATCH {note?, tags?} and DELETE /api/e/library/personal/{id}: the user's own items only. */
import type { APIRoute } from 'astro';
import { readInput } from '~/http/request';
import { fieldErrors } from '~/http/responses';
import { deleteItem } from '~/server/personal-library/actions';
import { failure, notFound } from '~/server/personal-library/http';
import { editInput } from '~/server/personal-library/input';
import { findItem, toPublicItem, updateItem } from '~/server/personal-library/items';

export const GET: APIRoute = async ({ params, locals }) => {
  const row = await findItem(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '');
  return row ? Response.json({ data: toPublicItem(row) }) : notFound();
};

export const PATCH: APIRoute = async (context) => {
  const { params, locals, request } = context;
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = editInput.safeParse(input.data);
  const target = { page: `/library/personnal/${params.id}`, form: 'personalEdit', values: {} };
  if (!parsed.success)
    return failure(
      context,
      400,
      'personalLibrary.errors.invalid',
      'validation_failed',
      target,
      fieldErrors(parsed.error),
    );
  const row = await updateItem(locals.platform.database.db, locals.user?._id ?? '', params.id ?? '', parsed.data);
  return row ? Response.json({ data: toPublicItem(row) }) : notFound();
};

export const DELETE: APIRoute = async ({ params, locals }) => {
  const { platform } = locals;
  const row = await deleteItem(platform.database.db, platform.storage, locals.user?._id ?? '', params.id ?? '');
  return row ? Response.json({ success: true }) : notFound();
};
