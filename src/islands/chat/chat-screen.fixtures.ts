/**
 * Test builders for the chat screen: conversations, messages, entries, and a ChatStore made of
 * plain atoms whose actions are spies, so the components are tested against the contract alone.
 */
import { atom } from 'nanostores';
import { vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import type { ChatMessage, Discussion } from '~/shared/events.ts';
import type { SocketStatus } from '~/stores/socket-client.ts';
import type { ChatEntry, ChatStore, ConversationList, OlderMessages, ThinkModeState } from './chat.contract.ts';
import { chatMessages } from './messages.ts';
import { aChatMessage } from '~/shared/chat.fixtures.ts';

/** The French texts, as the page passes them on /chat. */
export const MESSAGES = chatMessages(createTranslator('fr'));

export const NOW = new Date('2025-03-20T12:00:00.000Z');

export function aDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    _id: 'd1',
    title: 'Divorce amiable',
    createdAt: '2025-03-20T09:00:00.000Z',
    updatedAt: '2025-03-20T09:00:00.000Z',
    ...overrides,
  };
}

export const aMessage = aChatMessage;

export function anAnswer(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return aMessage({
    _id: 'm2',
    localId: null,
    sender: null,
    senderType: 'bot',
    replyTo: 'm1',
    contentText: 'Le divorce par consentement mutuel se fait devant notaire [1].',
    sources: [
      {
        documentId: 'vdd-F1',
        title: 'Divorce par consentement mutuel',
        url: '/library/documents/vdd-F1',
        excerpt: 'Les époux…',
        jurisdiction: 'FR',
        date: '2020-05-01',
      },
    ],
    ...overrides,
  });
}

export function anEntry(message: ChatMessage, overrides: Partial<Omit<ChatEntry, 'message'>> = {}): ChatEntry {
  return { key: message.localId ?? message._id, message, sendError: null, typing: null, ...overrides };
}

export interface FakeStoreState {
  conversations?: Partial<ConversationList>;
  current?: Discussion | null;
  entries?: ChatEntry[];
  older?: OlderMessages;
  draft?: string;
  composerError?: string | null;
  thinkMode?: ThinkModeState;
  waiting?: string | null;
}

/** A ChatStore on writable atoms (to change state as the real store would) with spied actions. */
export function fakeChatStore(state: FakeStoreState = {}) {
  const atoms = {
    $conversations: atom<ConversationList>({
      items: [],
      page: 1,
      totalPages: 1,
      loading: false,
      query: '',
      ...state.conversations,
    }),
    $current: atom<Discussion | null>(state.current ?? null),
    $entries: atom<ChatEntry[]>(state.entries ?? []),
    $older: atom<OlderMessages>(state.older ?? { hasMore: false, loading: false }),
    $draft: atom(state.draft ?? ''),
    $composerError: atom<string | null>(state.composerError ?? null),
    $thinkMode: atom<ThinkModeState>(state.thinkMode ?? { enabled: true, value: 'instant' }),
    $waiting: atom<string | null>(state.waiting ?? null),
    $awaiting: atom(false),
  };
  const store = {
    ...atoms,
    start: vi.fn(() => () => {}),
    setDraft: vi.fn((text: string) => atoms.$draft.set(text)),
    send: vi.fn(async (_text?: string) => {}),
    sendRecording: vi.fn(async (_recording: Blob, _transcript: string): Promise<string | null> => 'local-voice'),
    sendEarly: vi.fn(async (_text: string, _localId: string) => {}),
    retry: vi.fn(async (_key: string) => {}),
    open: vi.fn(async (_id: string | null) => {}),
    loadMoreConversations: vi.fn(async () => {}),
    searchConversations: vi.fn(async (_query: string) => {}),
    loadOlder: vi.fn(async () => {}),
    rename: vi.fn(async (_id: string, _title: string) => {}),
    remove: vi.fn(async (_id: string) => {}),
    setThinkMode: vi.fn(),
    setFeedback: vi.fn(async () => {}),
    exportPdf: vi.fn(async (_id: string) => {}),
  } satisfies ChatStore;
  return { store, atoms, socketStatus: atom<SocketStatus>('connected') };
}
