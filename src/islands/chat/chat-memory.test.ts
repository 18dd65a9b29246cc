import { describe, expect, it } from 'vitest';
import { createChatMemory, DRAFTS_KEY, NEW_CONVERSATION, UNSENT_KEY, type UnsentMessage } from './chat-memory.ts';
import { memoryStorage } from './chat-store.fixtures.ts';

const unsent = (localId: string): UnsentMessage => ({
  localId,
  contentText: `Question ${localId}`,
  thinkMode: 'instant',
  retryCount: 0,
  createdAt: '2025-03-20T09:00:00.000Z',
  sendError: null,
});

describe('chat memory', () => {
  it('keeps a draft per conversation and forgets an empty one', () => {
    const storage = memoryStorage();
    const memory = createChatMemory(storage);
    memory.setDraft('d1', 'Bonjour');
    memory.setDraft(NEW_CONVERSATION, 'Salut');
    expect(createChatMemory(storage).draft('d1')).toBe('Bonjour');
    expect(memory.draft(NEW_CONVERSATION)).toBe('Salut');
    memory.setDraft('d1', '');
    memory.setDraft(NEW_CONVERSATION, '');
    expect(storage.values.has(DRAFTS_KEY)).toBe(false);
  });

  it('keeps unsent messages per conversation, replaced by localId, forgotten wherever they are', () => {
    const memory = createChatMemory(memoryStorage());
    memory.keepUnsent('d1', unsent('a'));
    memory.keepUnsent('d1', { ...unsent('a'), sendError: 'réseau' });
    memory.keepUnsent('d2', unsent('b'));
    expect(memory.unsent('d1')).toEqual([{ ...unsent('a'), sendError: 'réseau' }]);
    memory.forgetUnsent('b');
    expect(memory.unsent('d2')).toEqual([]);
  });

  it('moves what the new conversation kept to its id, with the draft when asked', () => {
    const memory = createChatMemory(memoryStorage());
    memory.keepUnsent(NEW_CONVERSATION, unsent('a'));
    memory.setDraft(NEW_CONVERSATION, 'Suite');
    memory.moveNew('d9', true);
    expect(memory.unsent('d9')).toEqual([unsent('a')]);
    expect(memory.unsent(NEW_CONVERSATION)).toEqual([]);
    expect(memory.draft('d9')).toBe('Suite');
    expect(memory.draft(NEW_CONVERSATION)).toBe('');
  });

  it('forgets everything of a deleted conversation', () => {
    const storage = memoryStorage();
    const memory = createChatMemory(storage);
    memory.keepUnsent('d1', unsent('a'));
    memory.setDraft('d1', 'Brouillon');
    memory.forgetConversation('d1');
    expect(storage.values.size).toBe(0);
  });

  it('ignores what it cannot read, and a storage that throws', () => {
    const garbled = memoryStorage({
      [UNSENT_KEY]: JSON.stringify({ d1: [unsent('a'), { localId: 3 }], d2: 'x' }),
      [DRAFTS_KEY]: '{oops',
    });
    expect(createChatMemory(garbled).unsent('d1')).toEqual([unsent('a')]);
    expect(createChatMemory(garbled).unsent('d2')).toEqual([]);
    expect(createChatMemory(garbled).draft('d1')).toBe('');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const memory = createChatMemory(broken);
    expect(() => memory.setDraft('d1', 'x')).not.toThrow();
    expect(memory.unsent('d1')).toEqual([]);
    expect(createChatMemory(null).draft('d1')).toBe('');
  });
});
