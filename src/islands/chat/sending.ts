/**
 * Sending a message and sending a failed one again (SPEC-COVERAGE §4, §5, §8, §9). The entry shows at
 * once and nothing typed is lost: until the server acknowledges it, the message is kept in the
 * browser, and a failure leaves it failed with the reason and a retry. A question asked offline
 * waits for the connection instead (« En attente de connexion », kept across reloads) and is sent
 * by itself when it returns (`resume`), once: the server records a localId once
 * (docs/ARCHITECTURE.md "Offline").
 */
import type { ChatMessage, Discussion } from '~/shared/events.ts';
import { isConnectionFailure, SEND_ATTEMPTS } from '~/stores/errors.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Outbox } from '~/stores/outbox.ts';
import { isSubscriptionRequired } from '~/stores/subscription-event.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import type { ChatEntry } from './chat.contract.ts';
import { chatPageUrl, MESSAGE_URL, messageUrl } from './chat-api.ts';
import { optimisticMessage, toEntry } from './chat-entries.ts';
import { type ChatMemory, conversationKey, toUnsent } from './chat-memory.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatTexts } from './chat-texts.ts';
import { type ChatProblem, isRetryable, retryProblem, sendErrorText, sendProblem } from './chat-validation.ts';
import type { Conversations } from './conversations.store.ts';
import type { Drafts } from './drafts.ts';
import type { OperationLog } from './operations.ts';
import type { ThinkModeStore } from './think-mode.ts';

export interface SendingDeps {
  http: Pick<HttpClient, 'post'>;
  state: ChatState;
  memory: ChatMemory;
  drafts: Drafts;
  thinkMode: ThinkModeStore;
  conversations: Conversations;
  operations: OperationLog;
  uuid: () => string;
  now: () => Date;
  /** The browser's word on its connection (navigator.onLine). */
  online: () => boolean;
  /** Where the service worker finds the questions held offline (stores/outbox.ts). */
  outbox: Outbox;
  language: string;
  localePrefix: string;
  notify: (toast: ToastInput) => void;
  navigate: (url: string, options: { replace: boolean }) => void;
  texts: ChatTexts;
  /** The answer came with the POST's response (a repeated localId): it is on the newest page. */
  answered: () => Promise<void>;
}

interface MessageResponse {
  data: ChatMessage;
  /** Present when the message created the conversation. */
  discussion?: Discussion;
}

export function createSending(deps: SendingDeps) {
  const { state } = deps;
  /** Recordings of the messages not acknowledged yet, for a retry: storage cannot keep them. */
  const recordings = new Map<string, Blob>();
  /**
   * The localIds that waited for the connection, on this visit or a previous one: only those may
   * be in the outbox, so a message sent at once costs the outbox nothing.
   */
  const held = new Set<string>();
  /** The conversation being created by a first message, which the next ones wait for. */
  let creating: Promise<string | null> | null = null;

  function refuse(problem: ChatProblem): void {
    const text = deps.texts[problem];
    state.$composerError.set(text);
    if (problem === 'tooManyOperations' || problem === 'maxRetries') deps.notify({ title: text, variant: 'warning' });
  }

  function remember(message: ChatMessage, sendError: string | null, waiting = false): void {
    // A recording alone cannot be kept: there would be nothing to send again after a reload.
    if (message.contentText !== '')
      deps.memory.keepUnsent(conversationKey(state.currentId()), toUnsent(message, sendError, waiting));
  }

  /**
   * Offline: the question waits, kept, for the connection to come back; filed in the outbox too,
   * for the service worker to send if the page is closed by then (a recording cannot be).
   */
  function hold(key: string): void {
    const shown = state.find(key);
    deps.operations.settle(key);
    if (shown?.message.answerStatus !== 'pending' || shown.message._id !== '') return;
    state.setWaiting(key, true);
    remember(shown.message, null, true);
    const { message } = shown;
    if (message.contentText === '' || recordings.has(message.localId ?? '')) return;
    const fields = Object.fromEntries(form(message, state.currentId()).entries()) as Record<string, string>;
    const localId = fields['localId'] ?? '';
    held.add(localId);
    deps.outbox.keep({ localId, kind: 'chat', fields, askedAt: message.createdAt });
  }

  /** The server answered (or refused) a message that waited: the worker must not send it. */
  function release(localId: string | null | undefined): void {
    if (localId && held.delete(localId)) deps.outbox.take(localId);
  }

  /** The new conversation joins the list and, when it is still open, the screen and the URL. */
  function adopt(discussion: Discussion | undefined): string | null {
    if (!discussion) return null;
    const stillOpen = state.currentId() === null;
    deps.memory.moveNew(discussion._id, stillOpen);
    deps.conversations.putFirst(discussion);
    if (stillOpen) {
      state.$current.set(discussion);
      deps.drafts.switchTo(discussion._id);
      deps.navigate(chatPageUrl(deps.localePrefix, discussion._id), { replace: true });
    }
    return discussion._id;
  }

  function form(message: ChatMessage, discussion: string | null): FormData {
    const body = new FormData();
    if (discussion !== null) body.set('discussion', discussion);
    body.set('contentText', message.contentText);
    body.set('localId', message.localId ?? '');
    body.set('language', deps.language);
    body.set('thinkMode', message.thinkMode);
    const recording = recordings.get(message.localId ?? '');
    if (recording) body.set('audioFile', recording);
    return body;
  }

  /** POSTs the entry's message; the server answers a repeated localId with the first record, so sending again is safe. */
  async function deliver(entry: ChatEntry): Promise<void> {
    if (!deps.online()) {
      hold(entry.key);
      return;
    }
    deps.operations.begin('send', entry.key);
    const waitFor = state.currentId() === null ? creating : null;
    const discussion = waitFor ? await waitFor : state.currentId();
    try {
      const request = deps.http.post<MessageResponse>(MESSAGE_URL, form(entry.message, discussion), {
        attempts: SEND_ATTEMPTS,
      });
      if (discussion === null)
        creating = request.then(
          (response) => adopt(response.discussion),
          () => null,
        );
      const { data } = await request;
      recordings.delete(entry.key);
      deps.memory.forgetUnsent(entry.key);
      release(entry.message.localId);
      deps.operations.clearError(entry.key);
      state.acknowledge(entry.key, data);
      deps.conversations.touch(data.discussion, data.updatedAt);
      if (data.answerStatus === 'completed') await deps.answered();
    } catch (error) {
      failed(entry.key, error);
    }
  }

  function failed(key: string, error: unknown): void {
    const shown = state.find(key);
    // The answer came meanwhile (only the POST's response was lost): there is nothing to tell.
    if (shown && shown.message.answerStatus !== 'pending') return;
    // The connection went while sending: the question waits for it, as one asked offline does.
    if (isConnectionFailure(error) && !deps.online()) {
      hold(key);
      return;
    }
    const reason = sendErrorText(error, deps.texts);
    // Refused, or failed past its attempts: shown failed, to send again by hand, not by the worker.
    release(shown?.message.localId);
    state.fail(key, reason);
    if (shown && shown.message._id === '') remember(shown.message, reason);
    deps.operations.fail(key, reason);
    // A spent quota is told once, by the upgrade prompt with its link to the plans; a lost
    // connection once, by the platform's own toast (stores/network.ts), not a second one over the
    // conversation's title. The message stays failed with the reason, to send again.
    if (!isSubscriptionRequired(error) && !isConnectionFailure(error))
      deps.notify({ title: deps.texts.sendErrorTitle, description: reason, variant: 'destructive' });
  }

  async function regenerate(entry: ChatEntry): Promise<void> {
    deps.operations.begin('retry', entry.key);
    try {
      const { data } = await deps.http.post<{ data: ChatMessage }>(
        `${messageUrl(entry.message._id)}/regenerate-answer`,
      );
      deps.operations.clearError(entry.key);
      state.acknowledge(entry.key, data);
    } catch (error) {
      failed(entry.key, error);
    }
  }

  /** Sends the draft, `text`, or a recording with its transcript; resolves with the entry's key once delivered or failed, null when refused. */
  async function submit(
    text: string | undefined,
    recording: Blob | undefined,
    localId: string = deps.uuid(),
  ): Promise<string | null> {
    const contentText = (text ?? deps.drafts.$draft.get()).trim();
    const problem = sendProblem({
      text: contentText,
      hasAudio: recording !== undefined,
      discussionId: state.currentId(),
      operations: deps.operations.pending(),
    });
    if (problem) {
      refuse(problem);
      return null;
    }
    state.$composerError.set(null);
    const message = optimisticMessage({
      contentText,
      localId,
      discussion: state.currentId() ?? '',
      thinkMode: deps.thinkMode.value(),
      isAudioQuestion: recording !== undefined,
      now: deps.now(),
    });
    const entry = toEntry(message);
    state.append(entry);
    if (recording) recordings.set(localId, recording);
    if (text === undefined) deps.drafts.set('');
    remember(message, null);
    await deliver(entry);
    return entry.key;
  }

  return {
    async send(text?: string, recording?: Blob): Promise<void> {
      await submit(text, recording);
    },

    sendRecording: (recording: Blob, transcript: string) => submit(transcript, recording),

    /** A question posted before the island had the page (early-send.ts): sent again with its localId, recorded once. */
    async sendEarly(text: string, localId: string): Promise<void> {
      await submit(text, undefined, localId);
    },

    async retry(key: string): Promise<void> {
      const entry = state.find(key);
      if (!entry || !isRetryable(entry.message)) return;
      const problem = retryProblem(entry.message, deps.operations.pending());
      if (problem) return refuse(problem);
      state.$composerError.set(null);
      const again: ChatEntry = {
        ...entry,
        message: { ...entry.message, answerStatus: 'pending', err: null, retryCount: entry.message.retryCount + 1 },
        sendError: null,
      };
      state.patch(key, () => again);
      if (entry.message._id !== '') return regenerate(again);
      remember(again.message, null);
      return deliver(again);
    },

    /** The connection is back (or the page opens online): the questions waiting for it are sent, in order. */
    async resume(): Promise<void> {
      for (const entry of state.$entries.get()) {
        if (!entry.waiting || !deps.online()) continue;
        // Waiting since a previous visit: filed in the outbox then.
        if (entry.message.localId) held.add(entry.message.localId);
        state.setWaiting(entry.key, false);
        const current = state.find(entry.key);
        if (current) await deliver(current);
      }
    },

    /** Another conversation opens: a conversation still being created no longer concerns the screen. */
    leave(): void {
      creating = null;
    },
  };
}

export type Sending = ReturnType<typeof createSending>;
