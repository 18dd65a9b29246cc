/**
 * POST /api/e/legalsearch/{id}/save-to-library → 201 {data: PersonalItem}: keeps the search's
 * PDF in the personal library (kind `search-export`). Only an answered search is worth keeping:
 * a pending or failed one answers 409.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { toPublicItem } from '~/server/personal-library/items';
import { ownSearchOr404 } from '~/server/search/http';
import { toRequest } from '~/server/search/legal-searches';
import { saveSearchExport } from '~/server/search/save-export';
import { renderSearchPdf } from '~/server/search/search-pdf';

export const POST: APIRoute = async (context) => {
  const { locals, url } = context;
  const { platform } = locals;
  const row = await ownSearchOr404(context);
  if (row instanceof Response) return row;
  if (row.answer_status !== 'completed')
    return apiError(409, createTranslator(locals.locale)('legalSearch.errors.notAnswered'), { code: 'not_answered' });
  const request = toRequest(row);
  const pdf = await renderSearchPdf(platform.config, locals.locale, url.origin, request);
  const item = await saveSearchExport(platform.database.db, platform.storage, row.user_id, request, pdf);
  return Response.json({ data: toPublicItem(item) }, { status: 201 });
};
