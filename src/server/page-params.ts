/**
 * The page and page size of a list's query string (docs/ARCHITECTURE.md "API conventions": pages count from 1, 100 items at
 * most). Lenient: a value that is not a whole number ≥ 1 takes the fallback, never a 400.
 */
import { z } from 'zod';

/** Past `max` the value is brought down to `max` (asking for page 10 000 of 3 shows the last). */
export const clampedPositive = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .transform((n) => Math.min(n, max));

/** Past `max` the value takes the fallback too. */
export const positiveOr = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).catch(fallback);
