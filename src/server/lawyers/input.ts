/**
 * The directory's query string (GET /api/lawyers and the /lawyers page). A public, linkable
 * search: a value that does not make sense is dropped (no filter) rather than refused.
 */
import { z } from 'zod';
import { clampedPositive } from '../page-params.ts';
import { LAWYER_SORTS, LAWYERS_PAGE_SIZE, type LawyerQuery, SPECIALTIES } from './lawyer.types.ts';

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
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  specialty: z.enum(SPECIALTIES).optional().catch(undefined),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}$/)
    .optional()
    .catch(undefined),
  sort: z.enum(LAWYER_SORTS).catch('relevance'),
  page: clampedPositive(1, 100_000),
  perPage: clampedPositive(LAWYERS_PAGE_SIZE, 100),
});

/** The query of a URL's search params (the first value of each). */
export function lawyerQuery(params: URLSearchParams): LawyerQuery {
  return lawyerQuerySchema.parse(Object.fromEntries(params));
}
