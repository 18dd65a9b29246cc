/**
 * Where the chat's calls go (SPEC-COVERAGE §7 "Chat") and the URLs of the chat screen, so every module
 * of the store builds them the same way.
 */
import { CHAT_PAGE_SIZE } from '~/shared/chat-rules.ts';

export const DISCUSSION_URL = '/api/e/discussion';
export const MESSAGE_URL = '/api/e/message';

export const discussionUrl = (id: string) => `${DISCUSSION_URL}/${encodeURIComponent(id)}`;
export const messageUrl = (id: string) => `${MESSAGE_URL}/${encodeURIComponent(id)}`;

/** The screen's address: `/chat` for a new conversation, `/chat/{id}` otherwise, after the locale prefix ('' or '/en'). */
export function chatPageUrl(localePrefix: string, id: string | null): string {
  return id === null ? `${localePrefix}/chat` : `${localePrefix}/chat/${encodeURIComponent(id)}`;
}

/** GET /api/e/discussion: an empty search is left out. */
export function conversationsQuery(page: number, query: string): { page: number; perPage: number; q?: string } {
  const q = query.trim();
  return q ? { page, perPage: CHAT_PAGE_SIZE, q } : { page, perPage: CHAT_PAGE_SIZE };
}

/** GET /api/e/message: page 1 holds the newest messages, each page oldest first. */
export function messagesQuery(discussion: string, page: number): { discussion: string; page: number; perPage: number } {
  return { discussion, page, perPage: CHAT_PAGE_SIZE };
}
