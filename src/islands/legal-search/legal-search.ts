/**
 * Pure rules of the legal search screen (SPEC-COVERAGE §4, §5, §9): status transitions, matching a
 * request with its optimistic copy, history pages and queries.
 */
import type { AnswerStatus, LegalSearchPush, LegalSearchRequest, Page } from '~/shared/events.ts';
import { HISTORY_PAGE_SIZE, MAX_QUESTION_LENGTH } from '~/shared/legal-search-rules.ts';
import { foldAccents } from '~/shared/text-fold.ts';

/** SPEC-COVERAGE §3 "Pagination response" of the history. */
export type HistoryPage = Page<LegalSearchRequest>;

export interface DraftQuestion {
  questionText: string;
  localId: string;
  language: string;
  now: Date;
}

/** SPEC-COVERAGE §5: a legal search needs questionText (audio comes later) within the length limit. */
export function canAsk(questionText: string): boolean {
  const text = questionText.trim();
  return text.length > 0 && text.length <= MAX_QUESTION_LENGTH;
}

/** The entry shown at once, before the server has answered the POST (SPEC-COVERAGE §4: it starts pending). */
export function optimisticRequest({ questionText, localId, language, now }: DraftQuestion): LegalSearchRequest {
  const at = now.toISOString();
  return {
    _id: '',
    localId,
    questionText,
    questionAudio: null,
    audioUrl: null,
    language,
    answerAudio: null,
    answerStatus: 'pending',
    answerText: null,
    sources: [],
    thinkMode: 'instant',
    err: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The same search: by server id once known, else by the client's localId. */
export function sameRequest(a: LegalSearchRequest, b: LegalSearchRequest): boolean {
  return (a._id !== '' && a._id === b._id) || (a.localId !== null && a.localId === b.localId);
}

/**
 * The question the user typed and the one the server recorded, which may differ in spacing and
 * line breaks (multipart form data sends every line break as CRLF).
 */
export function sameQuestion(typed: string, recorded: string): boolean {
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  return flat(typed) === flat(recorded);
}

/** A stable key for lists and the pending set. */
export function requestKey(request: LegalSearchRequest): string {
  return request.localId ?? request._id;
}

/**
 * What the live region says as the result view goes from `previous` to `next`: that a search
 * is under way, then how it ended; nothing when another search is merely opened.
 */
export function announcement(
  previous: LegalSearchRequest | null,
  next: LegalSearchRequest | null,
): AnswerStatus | null {
  if (!next) return null;
  if (next.answerStatus === 'pending') return 'pending';
  return previous?.answerStatus === 'pending' && sameRequest(previous, next) ? next.answerStatus : null;
}

/** A completed search without an answer is a failure (SPEC-COVERAGE §4: a question but no answer). */
export function settle(request: LegalSearchRequest): LegalSearchRequest {
  if (request.answerStatus === 'completed' && !request.answerText?.trim())
    return { ...request, answerStatus: 'failed' };
  return request;
}

/** SPEC-COVERAGE §4: completed on a successful push; failed on a push error or a push without an answer. */
export function applyPush({ request, status, err }: LegalSearchPush): LegalSearchRequest {
  const failed = status === 'failed' || Boolean(err);
  const answerStatus: AnswerStatus = failed ? 'failed' : 'completed';
  return settle({ ...request, answerStatus, err: failed ? (err ?? request.err) : request.err });
}

/**
 * What we now know of a search: a late answer saying "pending" (the POST's response after the
 * push, a list read before the answer) never takes back a settled status.
 */
export function mergeRequest(known: LegalSearchRequest, incoming: LegalSearchRequest): LegalSearchRequest {
  if (known.answerStatus !== 'pending' && incoming.answerStatus === 'pending')
    return { ...known, _id: known._id || incoming._id };
  return incoming;
}

export function pagesFor(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}

/** SPEC-COVERAGE §5: page navigation only within 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/** Query of GET /api/e/legalsearch; an empty filter is left out. */
export function historyQuery(page: number, filter: string): { page: number; perPage: number; q?: string } {
  const q = filter.trim();
  return q ? { page, perPage: HISTORY_PAGE_SIZE, q } : { page, perPage: HISTORY_PAGE_SIZE };
}

/** SPEC-COVERAGE §5: the history filter is a case-insensitive substring of questionText (accents ignored too). */
export function matchesFilter(request: LegalSearchRequest, filter: string): boolean {
  const q = foldAccents(filter.trim());
  return q === '' || foldAccents(request.questionText).includes(q);
}

/** A new search on top of the first page; the last entry moves on to page 2. */
export function prependTo(list: HistoryPage, request: LegalSearchRequest): HistoryPage {
  const totalItems = list.totalItems + 1;
  return {
    ...list,
    data: [request, ...list.data].slice(0, list.perPage),
    totalItems,
    totalPages: pagesFor(totalItems, list.perPage),
  };
}
