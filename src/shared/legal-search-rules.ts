/**
 * The legal search's limits (SPEC-COVERAGE §5, §9), shared by the server's validation and the
 * browser's, so the two can never disagree (as chat-rules.ts does for the chat).
 */

/** SPEC-COVERAGE §9: the history is read 10 searches at a time. */
export const HISTORY_PAGE_SIZE = 10;
/** SPEC-COVERAGE §5, §9: longest question, as for chat messages ('legalSearch.errors.tooLong' past it). */
export const MAX_QUESTION_LENGTH = 10_000;
