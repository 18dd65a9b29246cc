/**
 * The state of the open conversation shared by the store's modules: the conversation, its
 * entries, the older pages and the composer's error, with the few ways they change.
 */
import { atom } from 'nanostores';
import type { ChatMessage, Discussion } from '~/shared/events.ts';
import type { ChatEntry, ChatInitial, OlderMessages } from './chat.contract.ts';
import { mergeMessage, toEntry } from './chat-entries.ts';

export function createChatState(initial: ChatInitial) {
  const $current = atom<Discussion | null>(initial.current);
  const $entries = atom<ChatEntry[]>(
    initial.current ? (initial.messages?.data ?? []).map((message) => toEntry(message)) : [],
  );
  const $older = atom<OlderMessages>({
    hasMore: initial.current !== null && (initial.messages?.totalPages ?? 1) > 1,
    loading: false,
  });
  const $composerError = atom<string | null>(null);

  function patch(key: string, change: (entry: ChatEntry) => ChatEntry): void {
    const entries = $entries.get();
    if (entries.some((entry) => entry.key === key))
      $entries.set(entries.map((entry) => (entry.key === key ? change(entry) : entry)));
  }

  return {
    $current,
    $entries,
    $older,
    $composerError,
    currentId: (): string | null => $current.get()?._id ?? null,
    find: (key: string): ChatEntry | undefined => $entries.get().find((entry) => entry.key === key),
    findById: (id: string): ChatEntry | undefined => $entries.get().find((entry) => entry.message._id === id),
    append(entry: ChatEntry): void {
      $entries.set([...$entries.get(), entry]);
    },
    patch,
    /** What the server says of an entry's message, merged (see mergeMessage); acknowledged, it has no send error. */
    acknowledge(key: string, message: ChatMessage): void {
      patch(key, (entry) => ({ ...entry, message: mergeMessage(entry.message, message), sendError: null }));
    },
    /** The entry's question failed, unless it was answered meanwhile. */
    fail(key: string, sendError: string): void {
      patch(key, (entry) =>
        entry.message.answerStatus === 'pending'
          ? { ...entry, message: { ...entry.message, answerStatus: 'failed' }, sendError }
          : entry,
      );
    },
    /** The entry's question waits for the connection (or goes, `waiting` false). */
    setWaiting(key: string, waiting: boolean): void {
      patch(key, ({ waiting: _was, ...entry }) => (waiting ? { ...entry, waiting } : entry));
    },
    remove(key: string): void {
      $entries.set($entries.get().filter((entry) => entry.key !== key));
    },
  };
}

export type ChatState = ReturnType<typeof createChatState>;
