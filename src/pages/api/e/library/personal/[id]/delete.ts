/**
 * POST /api/e/library/personal/{id}/delete: the DELETE of the item page's form, file included.
 * The form's box must be ticked (`confirm=on`): a form sent without it goes back to the item,
 * nothing deleted. A script asking JSON confirms on its own side.
 */
import type { APIRoute } from 'astro';
import { readInput, wantsJson } from '~/http/request';
import { redirectWithFlash } from '~/http/responses';
import { localizePath } from '~/i18n/paths';
import { deleteItem } from '~/server/personal-library/actions';
import { notFound } from '~/server/personal-library/http';

export const POST: APIRoute = async (context) => {
  const { params, locals, request } = context;
  const { platform } = locals;
  if (!wantsJson(request)) {
    const input = await readInput(request);
    if (!input.ok) return input.response;
    if (input.data['confirm'] !== 'on')
      return context.redirect(
        localizePath(`/library/personnal/${encodeURIComponent(params.id ?? '')}`, locals.locale),
        303,
      );
  }
  const row = await deleteItem(platform.database.db, platform.storage, locals.user?._id ?? '', params.id ?? '');
  if (!row) return notFound();
  if (wantsJson(request)) return Response.json({ success: true });
  return redirectWithFlash(context, localizePath('/library/personnal', locals.locale), 'itemDeleted');
};
