/** POST /api/e/library/personal/{id}/delete: the DELETE of the item page's form, file included. */
import type { APIRoute } from 'astro';
import { wantsJson } from '~/http/request';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { deleteItem } from '~/server/personal-library/actions';
import { notFound } from '~/server/personal-library/http';

export const POST: APIRoute = async (context) => {
  const { params, locals, request } = context;
  const { platform } = locals;
  const row = await deleteItem(platform.database.db, platform.storage, locals.user?._id ?? '', params.id ?? '');
  if (!row) return notFound();
  if (wantsJson(request)) return Response.json({ success: true });
  return redirectWithFlash(context, localizePath('/library/personnal', locals.locale), 'itemDeleted');
};
