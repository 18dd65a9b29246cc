/** What the `/api/e/discussion…` and `/api/e/message…` routes share: refusals as answers, look-ups and their 404s. */
import type { APIContext } from 'astro';
import { apiError, domainErrorResponse, redirectWithFlash } from '../../http/responses.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { Locale } from '../../i18n/locales.ts';
import { createTranslator } from '../../i18n/messages.ts';
import { isValidDiscussionId } from '../../shared/chat-rules.ts';
import type { Discussion } from '../../shared/events.ts';
import { DomainError } from '../errors.ts';
import type { Platform } from '../platform.ts';
import { findDiscussion } from './discussions.ts';
import { type InputProblem, invalidDiscussion } from './input.ts';
import { findMessage, type MessageRow } from './messages.ts';
import { ChatRefusal, discussionNotFound, messageNotFound } from './refusal.ts';

/** A refused input: the message, its code, and the field it concerns. */
export function problemResponse(locale: Locale, problem: InputProblem): Response {
  const message = createTranslator(locale)(problem.key);
  return apiError(problem.status, message, { code: problem.code, fields: { [problem.field]: message } });
}

export function refusalResponse(locale: Locale, refusal: DomainError): Response {
  const retryAfter = refusal instanceof ChatRefusal ? refusal.retryAfterSeconds : null;
  const headers = retryAfter === null ? undefined : { 'Retry-After': String(retryAfter) };
  return domainErrorResponse(refusal, createTranslator(locale), headers);
}

/** The result of `work`, or the answer to its refusal (a ChatRefusal, or a quota's 403); any other error stays an error (500). */
export async function refusalsAnswered<T>(locale: Locale, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return refusalResponse(locale, error);
    throw error;
  }
}

type RouteContext = Pick<APIContext, 'params' | 'locals'>;

/** The user's own conversation of `params.id`; 400 for '' or 'temp', 404 for any other unknown one (another user's too). */
export async function ownDiscussionOr404({ params, locals }: RouteContext): Promise<Discussion | Response> {
  const id = params['id'];
  if (!isValidDiscussionId(id)) return problemResponse(locals.locale, invalidDiscussion('id'));
  const discussion = await findDiscussion(locals.platform.database.db, locals.user?._id ?? '', id);
  return discussion ?? refusalResponse(locals.locale, discussionNotFound());
}

/** The user's own message of `params.id`, or the 404 to answer (another user's message is not found). */
export async function ownMessageOr404({ params, locals }: RouteContext): Promise<MessageRow | Response> {
  const row = await findMessage(locals.platform.database.db, locals.user?._id ?? '', params['id'] ?? '');
  return row ?? refusalResponse(locals.locale, messageNotFound());
}

/** Removes recordings whose messages are gone; deleting a missing file is not an error. */
export async function removeStoredFiles(platform: Platform, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const storage = platform.storage;
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * POST /api/e/message from the composer's plain form, without JavaScript (SPEC-COVERAGE 1.1):
 * answered with pages, not JSON. Sent: back to the conversation, where the question shows
 * pending. Refused: back to where it was typed with the text in the field (`?q=`) and a toast,
 * so nothing typed is lost.
 */
export function composerFormAnswer(
  context: Pick<APIContext, 'cookies' | 'redirect' | 'locals'>,
  answer: Response | { discussion: Discussion },
  typed: { contentText: string; discussion: string | null },
): Response {
  const page = (id: string | null) =>
    localizePath(id === null ? '/chat' : `/chat/${encodeURIComponent(id)}`, context.locals.locale);
  if (!(answer instanceof Response)) return context.redirect(page(answer.discussion._id), 303);
  const back = `${page(typed.discussion)}?${new URLSearchParams({ q: typed.contentText })}`;
  return redirectWithFlash(context, back, answer.status === 403 ? 'chatQuotaReached' : 'messageNotSent', 'destructive');
}
