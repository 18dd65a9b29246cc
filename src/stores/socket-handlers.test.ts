import { describe, expect, it, vi } from 'vitest';
import type { ChatPush } from '~/shared/events.ts';
import { createPushHandlers } from './socket-handlers.ts';

describe('push handlers', () => {
  it('calls an event’s handlers in the order added, with the payload, until each is removed', () => {
    const handlers = createPushHandlers();
    const calls: string[] = [];
    const first = vi.fn((_push: ChatPush) => void calls.push('first'));
    const removeSecond = handlers.add('chat_ai_response', () => void calls.push('second'));
    handlers.add('chat_ai_response', first);
    handlers.add('legal_search_ai_response', () => void calls.push('other event'));
    const push = { type: 'heartbeat' } as ChatPush;
    handlers.dispatch('chat_ai_response', push);
    expect(calls).toEqual(['second', 'first']);
    expect(first).toHaveBeenCalledWith(push);
    removeSecond();
    handlers.dispatch('chat_ai_response', push);
    expect(calls).toEqual(['second', 'first', 'first']);
    handlers.dispatch('nobody-listens');
    expect(calls).toHaveLength(3);
  });
});
