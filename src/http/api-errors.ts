/**
 * What an API route answers when it throws (docs/ARCHITECTURE.md "Bad input"): always the JSON
 * error shape, never the HTML error page. A domain refusal keeps its status and its message in
 * the reader's language; text PostgreSQL refuses that got past the boundary is the same 400 as
 * at the boundary; anything else is logged and answered 500 without its details.
 */
import type { Locale } from '../i18n/locales.ts';
import { createTranslator } from '../i18n/messages.ts';
import type { Logger } from '../server/logger.ts';
import { DomainError } from '../server/errors.ts';
import type { AllowedMethods } from './api-methods.ts';
import { BAD_TEXT_SQLSTATES, badText } from './bad-text.ts';
import { wantsJson } from './request.ts';
import { apiError, domainErrorResponse } from './responses.ts';

export interface ThrownContext {
  locale: Locale;
  logger: Logger;
  requestId: string | undefined;
  path: string;
}

/** A browser's form post without script: its answer is a page (the form again, with its errors). */
function browserFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return (
    (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) && !wantsJson(request)
  );
}

/**
 * Astro's own answers on the API as the JSON error shape: its bare 404 for a method a route lacks
 * (405 with `Allow` when the route answers others, api-methods.ts; answered here, as Astro would
 * otherwise reroute it to its 404 page and keep the 404) and its HTML error pages (the 404 page of
 * an unknown route). A form post's page is left as it is.
 */
export async function apiErrorAsJson(
  request: Request,
  response: Response,
  path: string,
  allowedMethods: AllowedMethods,
): Promise<Response> {
  if (response.status < 400 || browserFormPost(request)) return response;
  const method = request.method.toUpperCase();
  // HEAD too: a route answering GET answers it (Astro), one without GET answers 405 as for any other method.
  if (response.status === 404 && response.body === null) {
    const allowed = await allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(method))
      return apiError(405, 'Method not allowed', { code: 'method_not_allowed' }, { Allow: allowed.join(', ') });
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  return response.status === 404
    ? apiError(404, 'Not found', { code: 'not_found' })
    : apiError(response.status, 'Request refused', { code: 'request_refused' });
}

const sqlState = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export function apiErrorFor(error: unknown, { locale, logger, requestId, path }: ThrownContext): Response {
  const t = createTranslator(locale);
  if (error instanceof DomainError) return domainErrorResponse(error, t);
  const state = sqlState(error);
  if (typeof state === 'string' && BAD_TEXT_SQLSTATES.has(state)) {
    logger.warn('text refused by the database past the boundary', { requestId, path });
    return domainErrorResponse(badText(), t);
  }
  logger.error('unhandled API error', { requestId, path, error });
  return apiError(500, t('error.500.headline'), { code: 'internal_error' });
}
