/**
 * Opening a conversation (SPEC-COVERAGE §2, §7): the conversation and its newest messages, the messages
 * kept unsent for it, its draft and its URL; older pages above on demand.
 */
import { isValidDiscussionId } from '~/shared/chat-rules.ts';
import type { ChatMessage, Discussion } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { messageOf, statusOf } from '../shared/errors.ts';
import type { ChatEntry, Page } from './chat.contract.ts';
import { chatPageUrl, discussionUrl, MESSAGE_URL, messagesQuery } from './chat-api.ts';
import { findEntry, mergeMessages, optimisticMessage, prependOlder, toEntry } from './chat-entries.ts';
import { type ChatMemory, conversationKey, type UnsentMessage } from './chat-memory.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatTexts } from './chat-texts.ts';
import type { Drafts } from './drafts.ts';

export interface ConversationViewDeps {
  http: Pick<HttpClient, 'get'>;
  state: ChatState;
  memory: ChatMemory;
  drafts: Drafts;
  notify: (toast: ToastInput) => void;
  navigate: (url: string, options: { replace: boolean }) => void;
  localePrefix: string;
  texts: Pick<ChatTexts, 'invalidDiscussion' | 'discussionNotFound' | 'errorTitle' | 'pushFailed'>;
  /** Whatever belongs to the conversation being left stops (typing, a conversation being created). */
  onLeave: () => void;
}

/**
 * A message the server never acknowledged, as a reload shows it: failed, to be sent again; or,
 * asked offline, still waiting for the connection (sending.ts `resume` sends it).
 */
function unsentEntry(unsent: UnsentMessage, discussion: string, pushFailed: string): ChatEntry {
  const message = optimisticMessage({ ...unsent, discussion, isAudioQuestion: false, now: new Date(unsent.createdAt) });
  if (unsent.waiting) return { ...toEntry({ ...message, retryCount: unsent.retryCount }), waiting: true };
  return toEntry({ ...message, answerStatus: 'failed', retryCount: unsent.retryCount }, unsent.sendError ?? pushFailed);
}

export function createConversationView(deps: ConversationViewDeps) {
  const { state } = deps;
  let ticket = 0;
  let olderPage = 1;

  /**
   * The messages kept unsent for the conversation that `shown` does not hold; those the server
   * has (sent meanwhile by the service worker or another tab) are kept no more.
   */
  function unsentBeside(shown: readonly ChatEntry[], id: string | null): ChatEntry[] {
    const unsent: ChatEntry[] = [];
    for (const item of deps.memory.unsent(conversationKey(id))) {
      const known = findEntry(shown, { _id: '', localId: item.localId });
      if (!known) unsent.push(unsentEntry(item, id ?? '', deps.texts.pushFailed));
      else if (known.message._id !== '') deps.memory.forgetUnsent(item.localId);
    }
    return unsent;
  }

  /** The server's messages, then those kept unsent for the conversation. */
  function withUnsent(messages: readonly ChatMessage[], id: string | null): ChatEntry[] {
    const shown = mergeMessages([], messages);
    return [...shown, ...unsentBeside(shown, id)];
  }

  function show(discussion: Discussion | null, page: Page<ChatMessage> | null): void {
    const id = discussion?._id ?? null;
    state.$current.set(discussion);
    state.$entries.set(withUnsent(page?.data ?? [], id));
    state.$older.set({ hasMore: (page?.totalPages ?? 1) > 1, loading: false });
    olderPage = 1;
    deps.drafts.switchTo(conversationKey(id));
    deps.navigate(chatPageUrl(deps.localePrefix, id), { replace: false });
  }

  async function open(id: string | null): Promise<void> {
    ticket += 1;
    const mine = ticket;
    state.$composerError.set(null);
    if (id === null) {
      deps.onLeave();
      return show(null, null);
    }
    if (!isValidDiscussionId(id)) return void state.$composerError.set(deps.texts.invalidDiscussion);
    try {
      const [{ data }, page] = await Promise.all([
        deps.http.get<{ data: Discussion }>(discussionUrl(id)),
        deps.http.get<Page<ChatMessage>>(MESSAGE_URL, { query: messagesQuery(id, 1) }),
      ]);
      if (mine !== ticket) return;
      deps.onLeave();
      show(data, page);
    } catch (error) {
      if (mine !== ticket) return;
      const notFound = statusOf(error) === 404;
      // Back to a conversation deleted since: the address names it no more, but the one still shown.
      if (notFound) deps.navigate(chatPageUrl(deps.localePrefix, state.currentId()), { replace: true });
      deps.notify({
        title: deps.texts.errorTitle,
        description: notFound ? deps.texts.discussionNotFound : messageOf(error),
        variant: 'destructive',
      });
    }
  }

  async function loadOlder(): Promise<void> {
    const id = state.currentId();
    const older = state.$older.get();
    if (id === null || older.loading || !older.hasMore) return;
    state.$older.set({ ...older, loading: true });
    try {
      const page = await deps.http.get<Page<ChatMessage>>(MESSAGE_URL, { query: messagesQuery(id, olderPage + 1) });
      if (state.currentId() !== id) return;
      olderPage = page.page;
      state.$entries.set(prependOlder(state.$entries.get(), page.data));
      state.$older.set({ hasMore: page.page < page.totalPages, loading: false });
    } catch (error) {
      if (state.currentId() !== id) return;
      state.$older.set({ ...state.$older.get(), loading: false });
      deps.notify({ title: deps.texts.errorTitle, description: messageOf(error), variant: 'destructive' });
    }
  }

  /** Reads the newest page again (an answer came while no push could tell it). */
  async function refreshNewest(): Promise<void> {
    const id = state.currentId();
    if (id === null) return;
    try {
      const page = await deps.http.get<Page<ChatMessage>>(MESSAGE_URL, { query: messagesQuery(id, 1) });
      if (state.currentId() === id) state.$entries.set(mergeMessages(state.$entries.get(), page.data));
    } catch {
      // The next poll, push or reload brings the answer.
    }
  }

  return {
    open,
    loadOlder,
    refreshNewest,
    /** After hydration: the draft and the unsent messages a previous load of the page left. */
    restore(): void {
      const id = state.currentId();
      deps.drafts.switchTo(conversationKey(id));
      const shown = state.$entries.get();
      const kept = unsentBeside(shown, id);
      if (kept.length > 0) state.$entries.set([...shown, ...kept]);
    },
  };
}

export type ConversationView = ReturnType<typeof createConversationView>;
