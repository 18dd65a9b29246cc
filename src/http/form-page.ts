/**
 * A failed form post without JavaScript is answered with the form's page itself, rendered
 * in place with what was typed and the errors beside the fields. Nothing travels in a cookie,
 * so a 5,000-character message survives, and the state dies with the request.
 */
import type { APIContext } from 'astro';
import type { MessageKey } from '../i18n/messages.ts';
import { splitLocale } from '../i18n/paths.ts';
import { isApi } from './request.ts';
import type { FieldErrors } from './responses.ts';

export interface FormState {
  /** Which form failed, so no other page reads it. */
  form: string;
  status: number;
  values: Record<string, string>;
  errors: FieldErrors;
  /** A problem of the whole form (too many messages…), shown above it. */
  formError?: { key: MessageKey; params?: Record<string, string | number> };
  retryAfterSeconds?: number;
}

// Keyed by the request's locals, which Astro keeps across the rewrite to the page.
const states = new WeakMap<App.Locals, FormState>();

export function formState(locals: App.Locals, form: string): FormState | null {
  const state = states.get(locals);
  return state?.form === form ? state : null;
}

/** The submitted text fields among `fields`, to put back in the form. */
export function submittedValues(data: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, typeof data[f] === 'string' ? data[f] : '']));
}

/** Renders the page at locale-free `path` (same locale, same session) with `state`. */
export function renderFormPage(context: APIContext, path: string, state: FormState): Promise<Response> {
  states.set(context.locals, state);
  context.locals.path = path;
  const headers = new Headers(context.request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  return context.rewrite(new Request(new URL(path, context.url), { headers }));
}

/** For the page: answer with the failure's status (and Retry-After) instead of 200. */
export function applyFormStatus(
  response: { status?: number; statusText?: string; headers: Headers },
  state: FormState | null,
): void {
  if (!state) return;
  response.status = state.status;
  // Empty, so the HTTP server writes the standard reason phrase rather than the page's "OK".
  response.statusText = '';
  if (state.retryAfterSeconds) response.headers.set('Retry-After', String(state.retryAfterSeconds));
}

/**
 * The address a page rendered in place of a form post shows once loaded (docs/ARCHITECTURE.md
 * "Pages and forms"): its own, `pageHref`, with the query of the page the form was on when the
 * Referer is that page (`/login?redirect=…`), so that a reload, a reopened tab or a shared link
 * opens the page, not the API's address. Null for a page reached at its own address.
 */
export function formPageAddress(
  requestPath: string,
  pageHref: string,
  referer: string | null,
  origin: string,
): string | null {
  if (!isApi(splitLocale(requestPath).path)) return null;
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.origin === origin && from.pathname === pageHref) return `${pageHref}${from.search}`;
  } catch {
    // A malformed Referer: the page's own address alone.
  }
  return pageHref;
}
