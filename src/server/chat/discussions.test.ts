/** The Discussion of SPEC-COVERAGE §3 as the API shows it (toDiscussion). */
import { describe, expect, it } from 'vitest';
import { toDiscussion } from './discussions.ts';

describe('toDiscussion (SPEC-COVERAGE §3 Discussion)', () => {
  it('gives _id, title and updatedAt (and createdAt) as ISO 8601', () => {
    const discussion = toDiscussion({
      id: 'd1',
      user_id: 'u1',
      title: 'Divorce amiable',
      created_at: new Date('2025-03-20T09:00:00.000Z'),
      updated_at: new Date('2025-03-21T10:00:00.000Z'),
    });
    expect(discussion).toEqual({
      _id: 'd1',
      title: 'Divorce amiable',
      createdAt: '2025-03-20T09:00:00.000Z',
      updatedAt: '2025-03-21T10:00:00.000Z',
    });
    expect(discussion).not.toHaveProperty('user_id');
  });
});
