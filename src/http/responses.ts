/** Answers shared by API routes: the error shape of docs/ARCHITECTURE.md "API conventions" and the post-redirect-get of forms. */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { encodeFlash, FLASH_COOKIE, type FlashKey, type FlashVariant } from '../flash.ts';
import type { MessageKey, Translate } from '../i18n/messages.ts';
import type { DomainError } from '../server/errors.ts';

export interface ApiErrorExtra {
  code?: string;
  fields?: Record<string, string>;
}

export function apiError(
  statusCode: number,
  message: string,
  extra: ApiErrorExtra = {},
  headers?: HeadersInit,
): Response {
  return Response.json({ statusCode, message, ...extra }, { status: statusCode, ...(headers ? { headers } : {}) });
}

/** A domain module's refusal (src/server/errors.ts) as the JSON error, its message in the reader's language. */
export function domainErrorResponse(error: DomainError, t: Translate, headers?: HeadersInit): Response {
  return apiError(error.status, t(error.key), { code: error.code }, headers);
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** The first problem of each top-level field; schemas put message keys in their error messages. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}

export function translateFields(errors: FieldErrors, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, key]) => (key ? [[field, t(key)]] : [])));
}

/** 303 so the browser follows with a GET; the flash is shown as a toast on the next page. */
export function redirectWithFlash(
  context: Pick<APIContext, 'cookies' | 'redirect'>,
  to: string,
  key: FlashKey,
  variant: FlashVariant = 'success',
): Response {
  context.cookies.set(FLASH_COOKIE, encodeFlash({ key, variant }), {
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'lax',
  });
  return context.redirect(to, 303);
}
