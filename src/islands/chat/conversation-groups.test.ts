import { describe, expect, it } from 'vitest';
import { aDiscussion } from './chat-screen.fixtures.ts';
import { conversationGroup, groupConversations } from './conversation-groups.ts';

const NOW = new Date('2025-03-20T12:00:00.000Z');
const at = (iso: string) => conversationGroup(iso, NOW, 'utc');

describe('conversation groups', () => {
  it('puts a conversation in the group of the calendar day it was last updated', () => {
    expect(at('2025-03-20T00:00:00.000Z')).toBe('today');
    expect(at('2025-03-19T23:59:59.000Z')).toBe('yesterday');
    expect(at('2025-03-18T12:00:00.000Z')).toBe('week');
    expect(at('2025-03-13T00:00:00.000Z')).toBe('week');
    expect(at('2025-03-12T23:00:00.000Z')).toBe('month');
    expect(at('2025-02-18T00:00:00.000Z')).toBe('month');
    expect(at('2025-02-17T23:00:00.000Z')).toBe('older');
  });

  it('counts a date ahead of the clock as today and an unreadable one as older', () => {
    expect(at('2025-03-21T08:00:00.000Z')).toBe('today');
    expect(at('not a date')).toBe('older');
  });

  it("uses the reader's calendar, not UTC's, when told 'local'", () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Africa/Porto-Novo';
    try {
      // 00:30 on the 20th in Porto-Novo (UTC+1) is still the 19th in UTC.
      expect(conversationGroup('2025-03-19T23:30:00.000Z', NOW, 'local')).toBe('today');
      expect(conversationGroup('2025-03-19T23:30:00.000Z', NOW, 'utc')).toBe('yesterday');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('lists the non-empty groups newest first, keeping the order of the conversations', () => {
    const a = aDiscussion({ _id: 'a', updatedAt: '2025-03-20T10:00:00.000Z' });
    const b = aDiscussion({ _id: 'b', updatedAt: '2025-03-20T08:00:00.000Z' });
    const c = aDiscussion({ _id: 'c', updatedAt: '2025-01-01T08:00:00.000Z' });
    const d = aDiscussion({ _id: 'd', updatedAt: '2025-03-19T08:00:00.000Z' });
    const groups = groupConversations([a, b, d, c], NOW, 'utc');
    expect(groups.map(({ group, items }) => [group, items.map((item) => item._id)])).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['d']],
      ['older', ['c']],
    ]);
  });

  it('gives no group for no conversation', () => {
    expect(groupConversations([], NOW)).toEqual([]);
  });
});
