/**
 * Text no person types and the database cannot keep: the NUL character (U+0000), which
 * PostgreSQL refuses in text and JSON (docs/ARCHITECTURE.md "Bad input"). Refused where a
 * request enters (the URL in the middleware, bodies in `readInput` and `readFormBody`) with a
 * 400, before any handler sees it.
 */
import { DomainError } from '../server/errors.ts';

/** True when a string, or any key or string inside an array or object, holds a NUL. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  return false;
}

/** A NUL in a URL's path or query, percent-encoded or not. */
export const hasNulInUrl = (pathAndQuery: string): boolean =>
  pathAndQuery.includes('%00') || pathAndQuery.includes('\u0000');

/** The refusal: 400 `invalid_text`, its message in the reader's language. */
export const badText = (): DomainError => new DomainError(400, 'errors.invalidText', 'invalid_text');

/** PostgreSQL's refusals of such text (a NUL in text, or `\u0000` in JSON), should any get past the boundary. */
export const BAD_TEXT_SQLSTATES: ReadonlySet<string> = new Set(['22021', '22P05']);
