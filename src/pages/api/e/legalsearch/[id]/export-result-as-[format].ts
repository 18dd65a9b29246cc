/**
 * GET /api/e/legalsearch/{id}/export-result-as-{format} (SPEC-COVERAGE §7): the search as a PDF file
 * (the only format; others answer 400). A search still pending or failed exports its question
 * with a line saying no answer is available.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { pdfFileName } from '~/shared/export-file-name';
import { EXPORT_FORMATS } from '~/server/search/input';
import { ownSearchOr404 } from '~/server/search/http';
import { toRequest } from '~/server/search/legal-searches';
import { renderSearchPdf } from '~/server/search/search-pdf';
import { dispositionHeader } from '~/server/storage/types';

export const GET: APIRoute = async (context) => {
  const { params, locals, url } = context;
  const t = createTranslator(locals.locale);
  const format = (params.format ?? '').toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    return apiError(400, t('legalSearch.errors.format', { format: params.format ?? '' }), {
      code: 'unsupported_format',
    });
  }
  const row = await ownSearchOr404(context);
  if (row instanceof Response) return row;
  const request = toRequest(row);
  const bytes = await renderSearchPdf(locals.platform.config, locals.locale, url.origin, request);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': dispositionHeader('application/pdf', {
        type: 'attachment',
        fileName: pdfFileName(request),
      }),
      'Cache-Control': 'private, no-store',
    },
  });
};
