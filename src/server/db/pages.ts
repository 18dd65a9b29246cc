/**
 * One page of a list (docs/ARCHITECTURE.md "API conventions": `{data, page, totalPages, totalItems, perPage}`, pages from 1):
 * the page's rows and the count of all of them, read at once.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../shared/events.ts';
import type { Database } from './schema.ts';

export type { Page } from '../../shared/events.ts';

export interface PageQuery {
  page: number;
  perPage: number;
}

export function pageOf<T>(data: T[], totalItems: number, query: PageQuery): Page<T> {
  return {
    data,
    page: query.page,
    totalPages: Math.ceil(totalItems / query.perPage),
    totalItems,
    perPage: query.perPage,
  };
}

/** `ordered` (the rows of `base`, sorted) cut to the page, and the number of rows of `base`. */
export async function readPage<TB extends keyof Database, B, O>(
  base: SelectQueryBuilder<Database, TB, B>,
  ordered: SelectQueryBuilder<Database, TB, O>,
  query: PageQuery,
): Promise<{ rows: O[]; totalItems: number }> {
  const [rows, count] = await Promise.all([
    ordered
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalItems: Number(count.n) };
}
