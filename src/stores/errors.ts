/**
 * Error policy shared by every client call (SPEC-COVERAGE §8, §9): what counts as a network error,
 * how severe an error is, what is retried and how long to wait between attempts.
 */

/** The fields of an error this module reads; HttpError, fetch failures and plain Errors fit. */
export interface ErrorLike {
  statusCode?: number;
  code?: string;
  message?: string;
  /** Errors raised while the app initialises are critical whatever their status. */
  phase?: 'initialize';
}

export type ErrorSeverity = 'critical' | 'high' | 'medium' | 'low';

export const NETWORK_STATUSES: readonly number[] = [0, 408, 502, 503, 504];
export const NETWORK_CODES: readonly string[] = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  'ERR_NETWORK',
  'ERR_INTERNET_DISCONNECTED',
];
export const NEVER_RETRIED_STATUSES: readonly number[] = [400, 401, 403, 404, 413, 422];

export const DEFAULT_ATTEMPTS = 3;
/** Sending a chat message or a search tries twice only: the user is waiting on it. */
export const SEND_ATTEMPTS = 2;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MULTIPLIER = 2;
export const RETRY_MAX_JITTER_MS = 1000;

export function isNetworkError(error: ErrorLike): boolean {
  if (error.statusCode !== undefined && NETWORK_STATUSES.includes(error.statusCode)) return true;
  if (error.code !== undefined && NETWORK_CODES.includes(error.code)) return true;
  return /network|connexion/i.test(error.message ?? '');
}

/** No answer came at all (the connection, or the server unreachable), whatever was thrown. */
export function isConnectionFailure(error: unknown): boolean {
  return isNetworkError(error instanceof Error ? error : { message: String(error) });
}

export function errorSeverity(error: ErrorLike): ErrorSeverity {
  if (error.phase === 'initialize' || error.statusCode === 500 || error.statusCode === 503) return 'critical';
  if (isNetworkError(error) || error.statusCode === 502 || error.statusCode === 504) return 'high';
  if (error.statusCode === 429 || error.statusCode === 413) return 'medium';
  return 'low';
}

/**
 * Only transient failures are worth another attempt: network errors, server errors and 429.
 * Client errors (the never-retried list, 409, …) would fail the same way again.
 */
export function isRetryable(error: ErrorLike): boolean {
  const status = error.statusCode;
  if (status !== undefined && NEVER_RETRIED_STATUSES.includes(status)) return false;
  if (status === 429 || (status !== undefined && status >= 500)) return true;
  return isNetworkError(error);
}

/** Wait before retry number `attempt` (0 for the first retry): 1000 × 2^attempt ms plus up to 1000 ms of jitter. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return RETRY_BASE_DELAY_MS * RETRY_MULTIPLIER ** attempt + Math.floor(random() * RETRY_MAX_JITTER_MS);
}
