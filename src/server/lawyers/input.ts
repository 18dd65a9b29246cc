/**
 * The directory's query string (GET /api/lawyers and the /lawyers page). A public, linkable
 * search: a value that does not make sense is dropped (no filter) rather than refused.
 */
import { z } from 'zod';
import { LAWYER_SORTS, LAWYERS_PAGE_SIZE, type LawyerQuery, SPECIALTIES } from './lawyer.types.ts';

/** A positive whole number, `fallback` when it is not one, and at most `max` (DESIGN §4: pages of 100 at most). */
const positive = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .transform((n) => Math.min(n, max));

/** Trimmed text; empty or too long is no filter. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s || undefined)
    .optional()
    .catch(undefined);

const lawyerQuerySchema = z.object({
  q: text(200),
  city: text(100),
  specialty: z.enum(SPECIALTIES).optional().catch(undefined),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(LAWYER_SORTS).catch('relevance'),
  page: positive(1, 100_000),
  perPage: positive(LAWYERS_PAGE_SIZE, 100),
});

/** The query of a URL's search params (the first value of each). */
export function lawyerQuery(params: URLSearchParams): LawyerQuery {
  return lawyerQuerySchema.parse(Object.fromEntries(params));
}
