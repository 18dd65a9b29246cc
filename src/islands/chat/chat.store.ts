/**
 * The chat screen's store (SPEC-COVERAGE §2, §4, §5, §8, §9): the conversations, the open conversation
 * and its messages, sending and retrying, answers by push (or re-read while the socket is
 * down), and what must survive a reload. Components only read its atoms and call its actions
 * (chat.contract.ts); the rules live in the small modules it puts together.
 */
import { computed, type ReadableAtom } from 'nanostores';
import type { ChatPush, Discussion } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Outbox } from '~/stores/outbox.ts';
import type { SocketStatus } from '~/stores/socket-client.ts';
import type { Timers } from '~/stores/timers.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { messageOf } from '../shared/errors.ts';
import { createAnswerWatch } from './answer-watch.ts';
import { discussionUrl } from './chat-api.ts';
import type { ChatInitial, ChatStore } from './chat.contract.ts';
import { entryKey, isAwaitingAnswer } from './chat-entries.ts';
import { type BrowserStorage, conversationKey, createChatMemory } from './chat-memory.ts';
import { createChatState } from './chat-state.ts';
import type { ChatTexts } from './chat-texts.ts';
import { createConversationActions } from './conversation-actions.ts';
import { createConversationView } from './conversation-view.ts';
import { createConversations } from './conversations.store.ts';
import { createDrafts } from './drafts.ts';
import { createMessageActions } from './message-actions.ts';
import { createOperationLog, type ErrorRecord } from './operations.ts';
import { createPushHandler } from './push-handler.ts';
import { createPushQueue } from './push-queue.ts';
import { createSending } from './sending.ts';
import { type ChatConfig, createThinkMode } from './think-mode.ts';
import { createTypist } from './typing.ts';
import { createWaitingStatus } from './waiting-status.ts';

export type { ChatTexts } from './chat-texts.ts';
export type { ChatConfig } from './think-mode.ts';

export interface ChatStoreDeps {
  http: Pick<HttpClient, 'get' | 'post' | 'put' | 'delete'>;
  /** Subscribes to `chat_ai_response`; returns the unsubscribe function. */
  onPush: (handler: (push: ChatPush) => void) => () => void;
  /** The real-time socket's status (src/stores/socket.ts). */
  socketStatus: ReadableAtom<SocketStatus>;
  timers: Timers;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  uuid: () => string;
  now: () => Date;
  /** localStorage, or null where the browser gives none. */
  storage: BrowserStorage | null;
  /** The browser's word on its connection (navigator.onLine). */
  online: () => boolean;
  /** Calls `listener` when the connection comes back (the window's 'online'); returns the unsubscribe function. */
  onOnline: (listener: () => void) => () => void;
  /** Where the service worker finds the questions held offline (stores/outbox.ts). */
  outbox: Outbox;
  notify: (toast: ToastInput) => void;
  saveFile: (blob: Blob, fileName: string) => void;
  /**
   * Shows `url` in the address bar: the island pushes it (replaces it when `replace`, the new
   * conversation getting its id), and does nothing when the location is already `url`.
   */
  navigate: (url: string, options: { replace: boolean }) => void;
  /** The locale's URL prefix: '' for French, '/en'… */
  localePrefix: string;
  /** The page's locale, sent as the messages' language. */
  language: string;
  config: ChatConfig;
  texts: ChatTexts;
}

/** The contract, with what the store offers besides. */
export interface ChatStoreApi extends ChatStore {
  $socketStatus: ReadableAtom<SocketStatus>;
  /** The last error of each entry (by key) or conversation (by id), for 5 minutes. */
  $errors: ReadableAtom<Record<string, ErrorRecord>>;
  $exporting: ReadableAtom<boolean>;
  /** Sends `text` (or the draft) with a voice recording. */
  send(text?: string, recording?: Blob): Promise<void>;
}

export function createChatStore(deps: ChatStoreDeps, initial: ChatInitial): ChatStoreApi {
  const state = createChatState(initial);
  const memory = createChatMemory(deps.storage);
  const drafts = createDrafts(memory, conversationKey(state.currentId()), initial.question);
  const thinkMode = createThinkMode(deps.config, deps.storage);
  const operations = createOperationLog({ now: () => deps.now().getTime(), timers: deps.timers });
  const notifyError = (error: unknown) =>
    deps.notify({ title: deps.texts.errorTitle, description: messageOf(error), variant: 'destructive' });
  const conversations = createConversations({ http: deps.http, onError: notifyError }, initial.discussions);
  const typist = createTypist({
    timers: deps.timers,
    onType: (key, typing) => state.patch(key, (entry) => ({ ...entry, typing })),
  });
  const $awaiting = computed(state.$entries, (entries) => entries.some(isAwaitingAnswer));
  const waiting = createWaitingStatus({
    $awaiting,
    texts: deps.texts.waiting,
    timers: deps.timers,
    random: deps.random,
  });

  const view = createConversationView({
    ...deps,
    state,
    memory,
    drafts,
    onLeave: () => {
      typist.stopAll();
      sending.leave();
    },
  });
  const sending = createSending({
    ...deps,
    state,
    memory,
    drafts,
    thinkMode,
    conversations,
    operations,
    answered: view.refreshNewest,
  });
  const actions = createConversationActions({
    ...deps,
    state,
    conversations,
    operations,
    memory,
    openNew: () => view.open(null),
  });
  const messageActions = createMessageActions({ ...deps, state, conversations });
  async function refreshConversation(id: string): Promise<void> {
    try {
      const { data } = await deps.http.get<{ data: Discussion }>(discussionUrl(id));
      conversations.replace(data);
      if (state.currentId() === id) state.$current.set(data);
    } catch {
      // The title stays as it was until the next reload: nothing the reader needs to hear about.
    }
  }
  const handlePush = createPushHandler({
    state,
    conversations,
    operations,
    type: typist.type,
    failedText: deps.texts.pushFailed,
    refreshConversation,
  });
  const queue = createPushQueue(handlePush);
  const watch = createAnswerWatch({
    http: deps.http,
    timers: deps.timers,
    connected: computed(deps.socketStatus, (status) => status === 'connected'),
    $entries: state.$entries,
    answered: view.refreshNewest,
    failed: (question) => state.acknowledge(entryKey(question), question),
    gone: (question) => state.remove(entryKey(question)),
  });

  function start(): () => void {
    view.restore();
    thinkMode.restore();
    // Questions asked offline, on this page or a previous one, go as soon as the connection allows.
    void sending.resume();
    // An operation about an entry is over once the entry no longer awaits its answer.
    const offSettle = state.$entries.subscribe((entries) => {
      for (const entry of entries) if (!isAwaitingAnswer(entry)) operations.settle(entry.key);
    });
    const stops = [
      offSettle,
      deps.onPush(queue.push),
      operations.start(),
      waiting.start(),
      watch.start(),
      deps.onOnline(() => void sending.resume()),
    ];
    return () => {
      for (const stop of stops) stop();
      queue.clear();
      typist.stopAll();
    };
  }

  return {
    $conversations: conversations.$conversations,
    $current: state.$current,
    $entries: state.$entries,
    $older: state.$older,
    $draft: drafts.$draft,
    $composerError: state.$composerError,
    $thinkMode: thinkMode.$thinkMode,
    $waiting: waiting.$waiting,
    $awaiting,
    $socketStatus: deps.socketStatus,
    $errors: operations.$errors,
    $exporting: messageActions.$exporting,
    start,
    setDraft(text) {
      drafts.set(text);
      state.$composerError.set(null);
    },
    send: sending.send,
    sendRecording: sending.sendRecording,
    sendEarly: sending.sendEarly,
    retry: sending.retry,
    open: view.open,
    loadMoreConversations: conversations.loadMore,
    searchConversations: conversations.search,
    loadOlder: view.loadOlder,
    rename: actions.rename,
    remove: actions.remove,
    setThinkMode: thinkMode.set,
    setFeedback: messageActions.setFeedback,
    exportPdf: messageActions.exportPdf,
  };
}
