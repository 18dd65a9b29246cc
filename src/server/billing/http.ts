/** HTTP pieces shared by the checkout routes: a refusal as the JSON error of docs/ARCHITECTURE.md "API conventions". */
import { apiError, domainErrorResponse } from '../../http/responses.ts';
import type { Translate } from '../../i18n/messages.ts';
import { DomainError } from '../errors.ts';

export function checkoutNotFound(t: Translate): Response {
  return apiError(404, t('checkout.errors.notFound'), { code: 'not_found' });
}

/** A DomainError as `{statusCode, message, code}`; anything else is not a refusal and is rethrown (500). */
export function billingFailure(error: unknown, t: Translate): Response {
  if (!(error instanceof DomainError)) throw error;
  return domainErrorResponse(error, t);
}

export const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;
