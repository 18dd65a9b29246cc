import { describe, expect, it } from 'vitest';
import { chatPageUrl, conversationsQuery, messagesQuery } from './chat-api.ts';

describe('chat addresses', () => {
  it('puts the locale prefix before /chat and the conversation id after it', () => {
    expect(chatPageUrl('', null)).toBe('/chat');
    expect(chatPageUrl('/en', 'd1')).toBe('/en/chat/d1');
  });

  it('reads 15 at a time, leaving an empty search out', () => {
    expect(conversationsQuery(2, '  ')).toEqual({ page: 2, perPage: 15 });
    expect(conversationsQuery(1, ' bail ')).toEqual({ page: 1, perPage: 15, q: 'bail' });
    expect(messagesQuery('d1', 3)).toEqual({ discussion: 'd1', page: 3, perPage: 15 });
  });
});
