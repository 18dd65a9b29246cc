/** The query string of GET /api/library; error messages are message keys (translated by the route). */
import { z } from 'zod';

const text = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const librarySearchInput = z.object({
  q: text(200, 'libraryApi.errors.q'),
  category: text(200, 'libraryApi.errors.filter'),
  jurisdiction: text(20, 'libraryApi.errors.filter'),
  order: z.enum(['relevance', 'date'], 'libraryApi.errors.order').optional(),
  page: z.coerce
    .number('libraryApi.errors.page')
    .int('libraryApi.errors.page')
    .min(1, 'libraryApi.errors.page')
    .default(1),
  perPage: z.coerce
    .number('libraryApi.errors.perPage')
    .int('libraryApi.errors.perPage')
    .min(1, 'libraryApi.errors.perPage')
    .max(100, 'libraryApi.errors.perPage')
    .default(20),
});

/** Empty parameters count as absent (a form submits `category=` for "all"). */
export function searchParamsObject(url: URL): Record<string, string> {
  return Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ''));
}
