/**
 * GET → {data: DocumentDraft | null}, PUT {values, step} → {data: DocumentDraft}, DELETE → 204:
 * /api/e/documents/drafts/{templateId|slug}, the signed-in user's own draft of a template
 * (docs/ARCHITECTURE.md "Document generator"). An unknown template answers 404.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { findTemplate } from '~/documents/templates/index';
import { readInput } from '~/http/request';
import { apiError } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { DRAFT_MAX_BYTES, DraftError, deleteDraft, readDraft, saveDraft } from '~/server/documents/drafts';
import { templateNotFound } from '~/server/documents/http';

const draftBody = z.object({
  values: z.record(z.string(), z.string()),
  step: z.number().int().min(0).max(1000).default(0),
});

export const GET: APIRoute = async ({ params, locals }) => {
  const template = findTemplate(params.templateId ?? '');
  if (!template) return templateNotFound(createTranslator(locals.locale));
  return Response.json({ data: await readDraft(locals.platform.database.db, locals.user?._id ?? '', template._id) });
};

export const PUT: APIRoute = async ({ params, locals, request }) => {
  const t = createTranslator(locals.locale);
  const template = findTemplate(params.templateId ?? '');
  if (!template) return templateNotFound(t);
  // Room for the JSON around the values: the draft's own limit is checked on what is kept.
  const input = await readInput(request, 2 * DRAFT_MAX_BYTES);
  if (!input.ok) return input.response;
  const parsed = draftBody.safeParse(input.data);
  if (!parsed.success) return apiError(400, t('documents.api.draftInvalid'), { code: 'validation_failed' });
  try {
    const draft = await saveDraft(
      locals.platform.database.db,
      locals.user?._id ?? '',
      template._id,
      parsed.data,
      new Date(),
    );
    return Response.json({ data: draft });
  } catch (error) {
    if (!(error instanceof DraftError)) throw error;
    return apiError(error.status, t(error.key), { code: error.code });
  }
};

export const DELETE: APIRoute = async ({ params, locals }) => {
  const template = findTemplate(params.templateId ?? '');
  if (!template) return templateNotFound(createTranslator(locals.locale));
  await deleteDraft(locals.platform.database.db, locals.user?._id ?? '', template._id);
  return new Response(null, { status: 204 });
};
