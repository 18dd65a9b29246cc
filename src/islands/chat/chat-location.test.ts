import { describe, expect, it, vi } from 'vitest';
import { conversationIdOf, showInAddressBar } from './chat-location.ts';

describe('conversationIdOf', () => {
  it('reads the conversation of a chat path in any locale', () => {
    expect(conversationIdOf('/chat/d1')).toBe('d1');
    expect(conversationIdOf('/en/chat/d1')).toBe('d1');
    expect(conversationIdOf('/chat/a%20b/')).toBe('a b');
  });

  it('gives null for a new conversation and undefined outside the chat', () => {
    expect(conversationIdOf('/chat')).toBeNull();
    expect(conversationIdOf('/yo/chat/')).toBeNull();
    expect(conversationIdOf('/search')).toBeUndefined();
    expect(conversationIdOf('/chat/a/b')).toBeUndefined();
    expect(conversationIdOf('/chat/%E0')).toBeUndefined();
  });
});

describe('showInAddressBar', () => {
  const browser = (href: string) => ({
    location: { href } as Location,
    history: { pushState: vi.fn(), replaceState: vi.fn() } as unknown as History,
  });

  it('pushes a new address, or replaces the current one when asked', () => {
    const win = browser('https://jurisia.test/chat');
    showInAddressBar('/chat/d1', { replace: false }, win);
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/chat/d1');
    showInAddressBar('/chat/d2', { replace: true }, win);
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/chat/d2');
  });

  it('leaves the history alone when the address is already the one to show', () => {
    const win = browser('https://jurisia.test/en/chat/d1');
    showInAddressBar('/en/chat/d1', { replace: false }, win);
    expect(win.history.pushState).not.toHaveBeenCalled();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });
});
