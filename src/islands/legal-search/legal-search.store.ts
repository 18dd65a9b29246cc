/**
 * The legal search screen's state (SPEC-COVERAGE §2–§5, §9): the question being typed, the search shown
 * in the result view, the history, and the life of pending searches until their answer comes
 * by push, or by re-reading them while the socket is not connected. A question asked offline
 * waits, kept in the browser, and is asked once the connection is back (docs/ARCHITECTURE.md
 * "Offline").
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { LegalSearchPush, LegalSearchRequest } from '~/shared/events.ts';
import { MAX_QUESTION_LENGTH } from '~/shared/legal-search-rules.ts';
import { isConnectionFailure, SEND_ATTEMPTS } from '~/stores/errors.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Outbox } from '~/stores/outbox.ts';
import type { SocketStatus } from '~/stores/socket-client.ts';
import { isSubscriptionRequired } from '~/stores/subscription-event.ts';
import type { Timers } from '~/stores/timers.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { createExport } from './export-result.ts';
import { createHistoryStore, type HistoryStore, SEARCH_URL } from './history.store.ts';
import {
  applyPush,
  canAsk,
  type HistoryPage,
  mergeRequest,
  optimisticRequest,
  sameQuestion,
  sameRequest,
  settle,
} from './legal-search.ts';
import { messageOf } from '../shared/errors.ts';
import { type OfflineQuestion, outboxQuestion, readOfflineQuestion, writeOfflineQuestion } from './offline-question.ts';
import { createPendingWatch } from './pending-watch.ts';
import { createResultView, type ResultViewDeps } from './result-view.ts';
import { createSavedSearch, type SessionStore } from './saved-search.ts';

export interface LegalSearchTexts {
  /** Toast titles. */
  deleted: string;
  exportFailed: string;
  saved: string;
  error: string;
}

export interface LegalSearchDeps extends ResultViewDeps {
  http: Pick<HttpClient, 'get' | 'post' | 'delete'>;
  /** Subscribes to `legal_search_ai_response`; returns the unsubscribe function. */
  onPush: (handler: (push: LegalSearchPush) => void) => () => void;
  /** The real-time socket's status (src/stores/socket.ts). */
  socketStatus: ReadableAtom<SocketStatus>;
  timers: Timers;
  uuid: () => string;
  now: () => Date;
  storage: SessionStore | null;
  /** localStorage: where a question asked offline waits, across tabs and visits. */
  lastingStorage: SessionStore | null;
  /** The browser's word on its connection (navigator.onLine). */
  online: () => boolean;
  /** Calls `listener` when the connection comes back (the window's 'online'); returns the unsubscribe function. */
  onOnline: (listener: () => void) => () => void;
  /** Where the service worker finds a question held offline (stores/outbox.ts). */
  outbox: Outbox;
  notify: (toast: ToastInput) => void;
  saveFile: (blob: Blob, fileName: string) => void;
  /** The page's locale, sent as the search's language. */
  language: string;
  /** The personal library is on: a result can be kept there (its API is off otherwise). */
  canSaveToLibrary: boolean;
  /** The plans page, where a spent quota leads; null with pricing switched off. */
  pricingHref: string | null;
  texts: LegalSearchTexts;
}

export type LegalSearchStore = ReturnType<typeof createLegalSearchStore>;

/** `question`: a question to open the form with (`/search?q=…`). */
export function createLegalSearchStore(deps: LegalSearchDeps, initial: HistoryPage, question?: string) {
  const saved = createSavedSearch(deps.storage, question);
  const view = createResultView(deps);
  const notifyError = (error: unknown) =>
    deps.notify({ title: deps.texts.error, description: messageOf(error), variant: 'destructive' });
  /** The server's reason a question was refused because the plan's quota is spent; null otherwise. */
  const $limit = atom<string | null>(null);
  /** The question on screen waits for the connection (« En attente de connexion »). */
  const $offline = atom(false);
  let resuming: Promise<void> | null = null;

  /** Every newer state of a search goes through here: result view, pending set, saved draft. */
  function know(incoming: LegalSearchRequest): LegalSearchRequest {
    const known = watch.find(incoming);
    const next = settle(known ? mergeRequest(known, incoming) : incoming);
    const current = view.$current.get();
    if (current && sameRequest(current, next)) view.show(next);
    watch.set(next);
    if (next.answerStatus !== 'pending' && next.localId !== null && next.localId === saved.activeId()) {
      // SPEC: the question stays until it gets its answer, unless the user has typed another.
      if (next.answerStatus === 'completed' && sameQuestion(saved.$draft.get(), next.questionText)) saved.setDraft('');
      saved.setActive(null);
    }
    return next;
  }

  function receive(incoming: LegalSearchRequest): void {
    history.update(know(incoming));
  }

  function forget(request: LegalSearchRequest): void {
    watch.drop(request);
    history.discard(request);
    const current = view.$current.get();
    if (current && sameRequest(current, request)) view.show(null);
    if (request.localId !== null && request.localId === saved.activeId()) saved.setActive(null);
  }

  const $connected = computed(deps.socketStatus, (status) => status === 'connected');
  const watch = createPendingWatch({
    http: deps.http,
    timers: deps.timers,
    connected: $connected,
    receive: (request) => receive(request),
    gone: forget,
  });
  const exporter = createExport({
    http: deps.http,
    saveFile: deps.saveFile,
    notify: deps.notify,
    failedTitle: deps.texts.exportFailed,
    savedTitle: deps.texts.saved,
  });
  const history: HistoryStore = createHistoryStore(
    { http: deps.http, timers: deps.timers, reconcile: (items) => items.map(know), onError: notifyError },
    initial,
  );

  /**
   * Asks `questionText`, with the recording when asked aloud (its text is then the browser's
   * transcript, maybe ''); resolves with the search's localId, null when nothing was asked
   * (an invalid question, one already waiting, or a spent quota).
   */
  async function ask(questionText: string, recording: Blob | null): Promise<string | null> {
    if ((recording === null ? !canAsk(questionText) : questionText.length > MAX_QUESTION_LENGTH) || watch.$busy.get())
      return null;
    const local = optimisticRequest({ questionText, localId: deps.uuid(), language: deps.language, now: deps.now() });
    $limit.set(null);
    saved.setActive(local.localId);
    show(local);
    // Offline, a typed question waits, kept; a recording cannot be kept, so it is tried (and fails, to try again).
    if (recording === null && !deps.online()) {
      hold(local);
      return local.localId;
    }
    return post(local, recording);
  }

  /** The search on screen, pending: in the history, watched, shown. */
  function show(local: LegalSearchRequest): void {
    history.add(local);
    watch.set(local);
    view.show(local);
  }

  function hold(local: LegalSearchRequest): void {
    const kept: OfflineQuestion = {
      localId: local.localId ?? '',
      questionText: local.questionText,
      language: local.language,
      askedAt: local.createdAt,
    };
    writeOfflineQuestion(deps.lastingStorage, kept);
    deps.outbox.keep(outboxQuestion(kept));
    $offline.set(true);
  }

  /**
   * The server answered (or refused) the question: it waits nowhere any more. Only a question
   * that waited may be in the outbox, so one asked online costs the outbox nothing.
   */
  function unhold(local: LegalSearchRequest): void {
    const { localId } = local;
    const waited = localId !== null && readOfflineQuestion(deps.lastingStorage)?.localId === localId;
    writeOfflineQuestion(deps.lastingStorage, null);
    if (waited) deps.outbox.take(localId);
  }

  async function post(local: LegalSearchRequest, recording: Blob | null): Promise<string | null> {
    const body = new FormData();
    body.set('questionText', local.questionText);
    body.set('localId', local.localId ?? '');
    body.set('language', local.language);
    if (recording) body.set('audioFile', recording);
    try {
      // The server answers a repeated localId with the first record, so a retry is safe.
      const { data } = await deps.http.post<{ data: LegalSearchRequest }>(SEARCH_URL, body, {
        attempts: SEND_ATTEMPTS,
      });
      unhold(local);
      receive({ ...data, localId: data.localId ?? local.localId });
    } catch (error) {
      // The connection went while asking: the question waits for it, as one asked offline does.
      if (recording === null && !deps.online() && isConnectionFailure(error)) {
        hold(local);
        return local.localId;
      }
      unhold(local);
      if (isSubscriptionRequired(error)) {
        // A spent quota is not a failed answer: nothing was asked. The result view says the
        // limit is reached and links the plans (the upgrade prompt's toast says it once too);
        // the question stays in the field, to ask again once the plan allows it.
        forget(local);
        $limit.set(messageOf(error));
        return null;
      }
      history.discard(local);
      receive({ ...local, answerStatus: 'failed', err: messageOf(error) });
      notifyError(error);
    }
    return local.localId;
  }

  /** The connection is back (or the page opens online): the question kept offline is asked, once. */
  function resume(): Promise<void> {
    const kept = readOfflineQuestion(deps.lastingStorage);
    if (!kept || !deps.online() || resuming) return resuming ?? Promise.resolve();
    $offline.set(false);
    const asked = optimisticRequest({ ...kept, now: new Date(kept.askedAt) });
    resuming = post(watch.find(asked) ?? asked, null).then(() => {
      resuming = null;
    });
    return resuming;
  }

  async function submit(): Promise<void> {
    await ask(saved.$draft.get().trim(), null);
  }

  /** Resolves to whether the search was deleted. */
  async function remove(request: LegalSearchRequest): Promise<boolean> {
    if (!request._id) return false;
    try {
      await deps.http.delete(`${SEARCH_URL}/${encodeURIComponent(request._id)}`);
    } catch (error) {
      notifyError(error);
      return false;
    }
    forget(request);
    deps.notify({ title: deps.texts.deleted, variant: 'success' });
    await history.refresh();
    return true;
  }

  /** After hydration: pushes, the fallback, and what the previous load of the page left. */
  function start(): () => void {
    const offPush = deps.onPush((push) => receive(applyPush(push)));
    const offWatch = watch.start();
    const offOnline = deps.onOnline(() => void resume());
    const activeId = saved.restore();
    const listed = (localId: string | null) =>
      history.$history.get().data.find((item) => item.localId !== null && item.localId === localId);
    const kept = readOfflineQuestion(deps.lastingStorage);
    // Sent meanwhile (by the service worker, or another tab): the server has it, it waits no more.
    const keptAsked = kept ? listed(kept.localId) : undefined;
    if (keptAsked) unhold(keptAsked);
    const active = listed(activeId) ?? keptAsked;
    if (active) {
      saved.setActive(active.localId);
      view.show(know(active));
    } else if (kept) {
      // Asked offline on a previous visit: on screen, waiting, until it is asked.
      saved.setActive(kept.localId);
      show(optimisticRequest({ ...kept, now: new Date(kept.askedAt) }));
      $offline.set(true);
      void resume();
    } else if (activeId) saved.setActive(null);
    return () => {
      offPush();
      offWatch();
      offOnline();
      history.stop();
      view.stop();
    };
  }

  return {
    $draft: saved.$draft,
    $current: view.$current,
    $waiting: view.$waiting,
    $announcement: view.$announcement,
    $socketStatus: deps.socketStatus,
    $exporting: exporter.$exporting,
    $busy: watch.$busy,
    $history: history.$history,
    $filter: history.$filter,
    setDraft: saved.setDraft,
    submit,
    /** A question asked aloud: the recording with the browser's transcript ('' when none). */
    submitRecording: (recording: Blob, transcript: string) => ask(transcript.trim(), recording),
    $limit,
    $offline: $offline as ReadableAtom<boolean>,
    pricingHref: deps.pricingHref,
    open: (request: LegalSearchRequest) => {
      $limit.set(null);
      view.show(request);
    },
    newQuestion: () => {
      $limit.set(null);
      view.show(null);
      saved.setDraft('');
    },
    setFilter: history.setFilter,
    goToPage: history.goToPage,
    remove,
    exportPdf: exporter.exportPdf,
    canSaveToLibrary: deps.canSaveToLibrary,
    saveToLibrary: exporter.saveToLibrary,
    start,
  };
}
