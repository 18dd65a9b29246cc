/**
 * GET /api/e/legalsearch/{id}/export-result-as-{format} (SPEC §7): the search as a PDF file
 * (the only format; others answer 400). A search still pending or failed exports its question
 * with a line saying no answer is available.
 */
import type { APIRoute } from 'astro';
import { apiError } from '../../../../../http/responses';
import { createTranslator } from '../../../../../i18n/messages';
import { pdfFileName } from '../../../../../server/search/export-pdf';
import { EXPORT_FORMATS } from '../../../../../server/search/input';
import { findLegalSearch, toRequest } from '../../../../../server/search/legal-searches';
import { renderSearchPdf } from '../../../../../server/search/search-pdf';
import { dispositionHeader } from '../../../../../server/storage/types';

export const GET: APIRoute = async ({ params, locals, url }) => {
  const t = createTranslator(locals.locale);
  const format = (params.format ?? '').toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    return apiError(400, t('legalSearch.errors.format', { format: params.format ?? '' }), { code: 'unsupported_format' });
  }
  const { platform } = locals;
  const row = await findLegalSearch(platform.database.db, locals.user?._id ?? '', params.id ?? '');
  if (!row) return apiError(404, t('legalSearch.errors.notFound'), { code: 'not_found' });
  const request = toRequest(row);
  const bytes = await renderSearchPdf(platform.config, locals.locale, url.origin, request);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': dispositionHeader('application/pdf', { type: 'attachment', fileName: pdfFileName(request) }),
      'Cache-Control': 'private, no-store',
    },
  });
};
