/**
 * The shape every account endpoint shares: read JSON or a form, validate, run, then answer
 * JSON (errors `{statusCode, message, code?, fields?}`) or, for a browser form without
 * JavaScript, redirect on success and re-render the page with the errors on failure.
 */
import type { APIContext } from 'astro';
import type { z } from 'zod';
import { renderFormPage, submittedValues } from '../../http/form-page.ts';
import { clientIp, type InputResult, readInput, wantsJson } from '../../http/request.ts';
import { apiError, fieldErrors, translateFields } from '../../http/responses.ts';
import { createTranslator } from '../../i18n/messages.ts';
import type { AuthDeps } from './accounts.ts';
import { AuthError } from './errors.ts';
import type { SessionContext } from './session-cookie.ts';

export function authDeps(context: APIContext): AuthDeps {
  const { locals } = context;
  return {
    platform: locals.platform,
    ip: clientIp(context),
    requestId: locals.requestId,
    locale: locals.locale,
    acceptLanguage: context.request.headers.get('accept-language'),
    origin: locals.platform.config.publicUrl ?? context.url.origin,
  };
}

export function sessionContext(context: APIContext): SessionContext {
  const { platform } = context.locals;
  return {
    cookies: context.cookies,
    url: context.url,
    request: context.request,
    config: platform.config,
    db: platform.database.db,
    ip: clientIp(context),
  };
}

export interface FormTarget {
  /** Locale-free page re-rendered after a failed form post. */
  page: string;
  form: string;
  /** Text fields put back into the form (never a password). */
  keep: readonly string[];
}

export function errorResponse(
  context: APIContext,
  error: AuthError,
  target: FormTarget | null,
  data: Record<string, unknown>,
): Response | Promise<Response> {
  const t = createTranslator(context.locals.locale);
  const { code, fields = {}, params, retryAfterSeconds, drop = [] } = error.options;
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  if (!target || wantsJson(context.request)) {
    const translated = translateFields(fields, t);
    return apiError(
      error.status,
      t(error.key, params),
      { code, ...(Object.keys(translated).length > 0 ? { fields: translated } : {}) },
      headers,
    );
  }
  const values = submittedValues(data, target.keep);
  for (const field of drop) values[field] = '';
  return renderFormPage(context, target.page, {
    form: target.form,
    status: error.status,
    values,
    errors: fields,
    formError: { key: error.key, ...(params ? { params } : {}) },
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}

export interface AuthRoute<T> {
  schema: z.ZodType<T>;
  /** Null for endpoints only scripts call. */
  target: FormTarget | null;
  /** Runs the action and answers; `json` says which kind of answer the caller wants. */
  run(data: T, json: boolean): Promise<Response>;
  /** Read the body differently (multipart with a file). */
  read?: (request: Request) => Promise<InputResult>;
}

export async function handleAuthRoute<T>(context: APIContext, route: AuthRoute<T>): Promise<Response> {
  const input = await (route.read ?? readInput)(context.request);
  if (!input.ok) return input.response;
  const parsed = route.schema.safeParse(input.data);
  if (!parsed.success) {
    const failure = new AuthError(400, 'auth.errors.invalid', {
      code: 'validation_failed',
      fields: fieldErrors(parsed.error),
    });
    return errorResponse(context, failure, route.target, input.data);
  }
  try {
    return await route.run(parsed.data, wantsJson(context.request));
  } catch (error) {
    if (error instanceof AuthError) return errorResponse(context, error, route.target, input.data);
    throw error;
  }
}

/** The 401 of a signed-out caller on a route that needs a user. */
export function notSignedIn(context: APIContext): Response {
  return apiError(401, createTranslator(context.locals.locale)('auth.errors.notSignedIn'), { code: 'unauthenticated' });
}
