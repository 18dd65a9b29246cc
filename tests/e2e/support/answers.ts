/**
 * How long the journeys wait for the assistant. An answer goes through the library search and
 * the job runner; on a loaded 2-core machine (two Playwright workers, three servers) the first
 * ones take many seconds.
 */
export const ANSWER_TIMEOUT = { timeout: 30_000 };

/**
 * A journey that waits for answers, a payment or a reload in turn: Playwright's default 30 s
 * test timeout would be no longer than a single answer wait. Files apply it with
 * `test.describe.configure({ timeout: ANSWERED_JOURNEY_TIMEOUT })`.
 */
export const ANSWERED_JOURNEY_TIMEOUT = 90_000;
