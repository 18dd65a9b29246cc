/** GET /api/documents/templates/{id|slug} (docs/ARCHITECTURE.md "Document generator") → {data: DocumentTemplate}, or 404. Public. */
import type { APIRoute } from 'astro';
import { findTemplate } from '~/documents/templates/index';
import { cachedJson } from '~/http/cached-json';
import { createTranslator } from '~/i18n/messages';
import { templateNotFound } from '~/server/documents/http';

export const GET: APIRoute = ({ request, params, locals }) => {
  const template = findTemplate(params.id ?? '');
  if (!template) return templateNotFound(createTranslator(locals.locale));
  return cachedJson(request, { data: template });
};
