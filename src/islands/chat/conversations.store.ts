/**
 * The list of the user's conversations (SPEC-COVERAGE §2, §9): 15 at a time, most recently updated first,
 * more appended as the list scrolls, and a search across them that starts again from page 1.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Discussion } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { ConversationList, Page } from './chat.contract.ts';
import { conversationsQuery, DISCUSSION_URL } from './chat-api.ts';

export interface ConversationsDeps {
  http: Pick<HttpClient, 'get'>;
  onError: (error: unknown) => void;
}

/** Where a conversation was, to put it back when its deletion fails. */
export interface Removed {
  discussion: Discussion;
  index: number;
}

export function createConversations(deps: ConversationsDeps, initial: Page<Discussion>) {
  const $conversations = atom<ConversationList>({
    items: initial.data,
    page: initial.page,
    totalPages: Math.max(1, initial.totalPages),
    loading: false,
    query: '',
  });
  let latest = 0;

  const update = (patch: Partial<ConversationList>) => $conversations.set({ ...$conversations.get(), ...patch });
  const without = (id: string) => $conversations.get().items.filter((item) => item._id !== id);

  async function load(page: number, query: string): Promise<void> {
    latest += 1;
    const ticket = latest;
    update({ loading: true });
    try {
      const list = await deps.http.get<Page<Discussion>>(DISCUSSION_URL, { query: conversationsQuery(page, query) });
      if (ticket !== latest) return;
      // A conversation may have moved to the next page since the previous one was read.
      const known = page === 1 ? [] : $conversations.get().items;
      const added = list.data.filter((item) => !known.some((other) => other._id === item._id));
      $conversations.set({
        items: [...known, ...added],
        page: list.page,
        totalPages: Math.max(1, list.totalPages),
        loading: false,
        query,
      });
    } catch (error) {
      if (ticket !== latest) return;
      update({ loading: false });
      deps.onError(error);
    }
  }

  return {
    $conversations: $conversations as ReadableAtom<ConversationList>,
    find: (id: string): Discussion | undefined => $conversations.get().items.find((item) => item._id === id),
    /** The next page, appended; nothing while a page is on its way or when all are shown. */
    loadMore(): Promise<void> {
      const state = $conversations.get();
      return state.loading || state.page >= state.totalPages ? Promise.resolve() : load(state.page + 1, state.query);
    },
    search: (query: string): Promise<void> => load(1, query.trim()),
    /** A conversation just created, or just updated: on top of the list. */
    putFirst(discussion: Discussion): void {
      update({ items: [discussion, ...without(discussion._id)] });
    },
    /** Replaces a conversation where it stands (a rename). */
    replace(discussion: Discussion): void {
      update({ items: $conversations.get().items.map((item) => (item._id === discussion._id ? discussion : item)) });
    },
    /** Moves a conversation the user just wrote in (or got an answer in) to the top. */
    touch(id: string, updatedAt: string): void {
      const found = $conversations.get().items.find((item) => item._id === id);
      if (found) update({ items: [{ ...found, updatedAt }, ...without(id)] });
    },
    remove(id: string): Removed | null {
      const index = $conversations.get().items.findIndex((item) => item._id === id);
      const discussion = $conversations.get().items[index];
      if (!discussion) return null;
      update({ items: without(id) });
      return { discussion, index };
    },
    restore({ discussion, index }: Removed): void {
      const items = without(discussion._id);
      update({ items: [...items.slice(0, index), discussion, ...items.slice(index)] });
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
