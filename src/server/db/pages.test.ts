/** The Pagination response of SPEC-COVERAGE §3 (pageOf). */
import { describe, expect, it } from 'vitest';
import { pageOf } from './pages.ts';

describe('pageOf (SPEC-COVERAGE §3 Pagination response)', () => {
  it('gives data, page, totalPages, totalItems and perPage', () => {
    expect(pageOf(['a', 'b'], 17, { page: 2, perPage: 15 })).toEqual({
      data: ['a', 'b'],
      page: 2,
      totalPages: 2,
      totalItems: 17,
      perPage: 15,
    });
    expect(pageOf([], 30, { page: 1, perPage: 10 })).toMatchObject({ totalPages: 3, totalItems: 30, perPage: 10 });
  });
});
