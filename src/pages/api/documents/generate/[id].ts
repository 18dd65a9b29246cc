/**
 * POST /api/documents/generate/{id|slug} {values, format: 'pdf' | 'docx'} (docs/ARCHITECTURE.md "API conventions"
 * "Documents") → the file as a download. Open to anonymous visitors; a signed-in user's file
 * is also kept in their personal library (X-Personal-Item-Id). 400 names each field to correct
 * (`fields`), 404 for an unknown template, 429 with Retry-After past the generation limit, 403
 * `subscription_required` past the documents of a signed-in user's plan for the month.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { DOCUMENT_FORMATS } from '~/documents/template.types';
import { findTemplate } from '~/documents/templates/index';
import { clientIp, readInput } from '~/http/request';
import { apiError, domainErrorResponse } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { consumeQuota } from '~/server/billing/quotas';
import { type GenerateResult, generateDocument } from '~/server/documents/generate';
import { countGeneration } from '~/server/documents/generate-rate';
import { downloadResponse, templateNotFound, translateProblems } from '~/server/documents/http';
import { DomainError } from '~/server/errors';

const formatSchema = z.string().trim().toLowerCase().pipe(z.enum(DOCUMENT_FORMATS));

export const POST: APIRoute = async (context) => {
  const { params, locals, request } = context;
  const { platform, user } = locals;
  const t = createTranslator(locals.locale);
  const template = findTemplate(params.id ?? '');
  if (!template) return templateNotFound(t);
  const input = await readInput(request);
  if (!input.ok) return input.response;

  // Every attempt counts, refused ones too: a script probing values costs as much as one generating.
  const rate = await countGeneration(platform.database.db, { userId: user?._id ?? null, ip: clientIp(context) });
  if (!rate.allowed) {
    const minutes = Math.ceil(rate.retryAfterSeconds / 60);
    return apiError(
      429,
      t('documents.errors.rateLimited', { minutes }),
      { code: 'rate_limited' },
      { 'Retry-After': String(rate.retryAfterSeconds) },
    );
  }

  const format = formatSchema.safeParse(input.data['format']);
  if (!format.success) {
    const message = t('documents.errors.format');
    return apiError(400, message, { code: 'unsupported_format', fields: { format: message } });
  }
  const { db } = platform.database;
  // A signed-in user's documents count against the plan. An anonymous generation does not, and
  // stays bounded by the rate limit above (30 per 10 minutes per address) only: a quota per
  // address would lock out whole neighbourhoods sharing one carrier-grade NAT address.
  // The same document downloaded again (its other format, a second click) is counted once.
  const quota = (fingerprint: string) =>
    user ? consumeQuota(db, { user, plans: platform.config.plans, kind: 'document', fingerprint }) : Promise.resolve();
  let result: GenerateResult;
  try {
    result = await generateDocument(
      { db, storage: platform.storage, logger: platform.logger, appName: platform.config.appName, quota },
      {
        template,
        input: input.data['values'],
        format: format.data,
        user: user ? { id: user._id } : null,
        today: new Date(),
      },
    );
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error, t);
    throw error;
  }
  if (result.kind === 'invalid')
    return apiError(400, t('documents.api.invalid'), {
      code: 'validation_failed',
      fields: translateProblems(result.errors, t),
    });
  return downloadResponse(result);
};
