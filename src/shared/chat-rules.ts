/**
 * The chat's limits (SPEC-COVERAGE §5, §9), shared by the server's validation and the browser's, so
 * the two can never disagree.
 */

/** SPEC-COVERAGE §9: conversations and messages are read 15 at a time. */
export const CHAT_PAGE_SIZE = 15;
/** SPEC-COVERAGE §5, §9: 'Message trop long' past this many characters. */
export const MESSAGE_MAX_LENGTH = 10_000;
/** SPEC-COVERAGE §5, §9: a failed message may be sent again this many times. */
export const MAX_RETRIES = 3;
/** SPEC-COVERAGE §5, §9: fewer than this many chat operations at once. */
export const MAX_CONCURRENT_OPERATIONS = 5;
/** A conversation title, trimmed, is at most this long. */
export const TITLE_MAX_LENGTH = 200;

/** SPEC-COVERAGE §5: a conversation id is non-empty and not 'temp' (the original's id of an unsaved one). */
export function isValidDiscussionId(id: string | null | undefined): id is string {
  return typeof id === 'string' && id.trim() !== '' && id !== 'temp';
}
