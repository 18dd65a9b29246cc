/** Test builders and fakes for the chat store: messages, pages, pushes, HTTP client, socket, storage. */
import { vi } from 'vitest';
import type { ChatMessage, ChatPush, Discussion } from '~/shared/events.ts';
import {
  fakeConnection,
  fakeHttp,
  fakeOutbox,
  fakeSocket as socketOf,
  memoryStorage,
} from '~/stores/client.fixtures.ts';
import type { SocketStatus } from '~/stores/socket-client.ts';
import { HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import type { ChatInitial, Page } from './chat.contract.ts';
import { type ChatStoreDeps, type ChatTexts, createChatStore } from './chat.store.ts';
import { aChatMessage } from '~/shared/chat.fixtures.ts';

export { fakeConnection, fakeHttp, memoryStorage, settleMicrotasks } from '~/stores/client.fixtures.ts';

export const fakeSocket = (status?: SocketStatus) => socketOf<ChatPush>(status);

export const TEXTS: ChatTexts = {
  empty: 'Le message ne peut pas être vide',
  tooLong: 'Message trop long',
  invalidDiscussion: 'ID de conversation invalide',
  emptyTitle: 'Le titre ne peut pas être vide',
  discussionNotFound: 'Conversation introuvable',
  maxRetries: 'Nombre maximum de tentatives atteint',
  tooManyOperations: "Trop d'opérations en cours. Veuillez patienter.",
  network: 'Problème de connexion. Vérifiez votre réseau.',
  tooLarge: 'Le message est trop volumineux.',
  rateLimited: 'Trop de messages envoyés. Attendez un moment.',
  sendErrorTitle: "Erreur d'envoi",
  pushFailed: 'Une erreur est survenue. Veuillez réessayer.',
  renamed: 'Conversation renommée',
  deleted: 'Conversation supprimée',
  errorTitle: 'Erreur',
  exportFailed: "L'export PDF a échoué",
  waiting: Array.from({ length: 10 }, (_, index) => `Attente ${index + 1}`),
};

export const QUESTION = 'Comment divorcer par consentement mutuel ?';
export const ANSWER_TEXT = 'Le divorce par consentement mutuel se fait devant notaire [1].';
const AT = '2025-03-20T09:00:00.000Z';

export function aDiscussion(overrides: Partial<Discussion> = {}): Discussion {
  return { _id: 'd1', title: 'Divorce amiable', createdAt: AT, updatedAt: AT, ...overrides };
}

/** A user message of conversation d1, acknowledged and answered unless told otherwise. */
export function aQuestion(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return aChatMessage({ contentText: QUESTION, createdAt: AT, updatedAt: AT, ...overrides });
}

export function anAnswer(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return aQuestion({
    _id: 'a1',
    localId: null,
    sender: null,
    senderType: 'bot',
    replyTo: 'm1',
    contentText: ANSWER_TEXT,
    ...overrides,
  });
}

export function aPage<T>(data: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { data, page: 1, totalPages: 1, totalItems: data.length, perPage: 15, ...overrides };
}

/** Conversation d1 open, with `messages` (oldest first). */
export function openOn(messages: ChatMessage[] = [], overrides: Partial<Page<ChatMessage>> = {}): ChatInitial {
  return { discussions: aPage([aDiscussion()]), current: aDiscussion(), messages: aPage(messages, overrides) };
}

export const NEW_CONVERSATION: ChatInitial = { discussions: aPage([aDiscussion()]), current: null, messages: null };

export function completedPush(
  question: ChatMessage,
  answer: ChatMessage = anAnswer({ replyTo: question._id, discussion: question.discussion }),
): ChatPush {
  return { question: { ...question, answerStatus: 'completed' }, answer, status: 'completed', type: 'answer' };
}

export function failedPush(question: ChatMessage, err?: string): ChatPush {
  return {
    question: { ...question, answerStatus: 'failed' },
    answer: null,
    status: 'failed',
    ...(err === undefined ? {} : { err }),
    type: 'answer',
  };
}

export const refused =
  (statusCode: number, message = 'Refusé.') =>
  () =>
    Promise.reject(new HttpError({ statusCode, message }));
export const offline = () =>
  Promise.reject(new HttpError({ statusCode: 0, message: 'Failed to fetch', code: 'ERR_NETWORK' }));

/** The fields of a multipart body, as the server reads them. */
export function formOf(body: unknown): Record<string, FormDataEntryValue> {
  return Object.fromEntries((body as FormData).entries());
}

/** A server that has `messages`, as they are, and nothing else. */
export function readingMessages(messages: ChatMessage[]) {
  return fakeHttp({
    'GET /api/e/message/[^/]+': (path) => {
      const found = messages.find((message) => path.endsWith(`/${message._id}`));
      return found ? { data: found } : refused(404, 'Message introuvable')();
    },
  });
}

export interface StoreOptions {
  connection?: ReturnType<typeof fakeConnection>;
  outbox?: ReturnType<typeof fakeOutbox>;
  http?: ReturnType<typeof fakeHttp>;
  socket?: ReturnType<typeof fakeSocket>;
  storage?: ReturnType<typeof memoryStorage>;
  initial?: ChatInitial;
  config?: Partial<ChatStoreDeps['config']>;
  localePrefix?: string;
}

/** A store on fakes, with uuids local-1, local-2…; call `vi.useFakeTimers()` before to drive its timers. */
export function storeOnFakes(options: StoreOptions = {}) {
  const initial = options.initial ?? openOn();
  const http = options.http ?? readingMessages(initial.messages?.data ?? []);
  const socket = options.socket ?? fakeSocket();
  const storage = options.storage ?? memoryStorage();
  const connection = options.connection ?? fakeConnection();
  const outbox = options.outbox ?? fakeOutbox();
  let ids = 0;
  const deps = {
    http,
    onPush: socket.onPush,
    socketStatus: socket.status,
    timers: globalTimers,
    random: () => 0.5,
    uuid: () => `local-${++ids}`,
    now: () => new Date(),
    storage,
    online: connection.isOnline,
    onOnline: connection.onOnline,
    outbox,
    notify: vi.fn(),
    saveFile: vi.fn(),
    navigate: vi.fn(),
    localePrefix: options.localePrefix ?? '',
    language: 'fr',
    config: {
      enableChatThinkMode: true,
      preserveChatThinkMode: false,
      defaultChatThinkMode: 'instant',
      ...options.config,
    },
    texts: TEXTS,
  } satisfies ChatStoreDeps;
  const store = createChatStore(deps, initial);
  return { store, http, socket, storage, deps, connection, outbox };
}

/** The server's copy of a message POSTed as `body` (pending, in conversation d1 unless the form names another). */
export function acknowledged(body: unknown, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const form = formOf(body);
  const localId = String(form['localId']);
  return aQuestion({
    _id: `m-${localId}`,
    localId,
    contentText: String(form['contentText']),
    discussion: String(form['discussion'] ?? 'd1'),
    answerStatus: 'pending',
    ...overrides,
  });
}

/** A server that records every message POSTed to conversation d1, and answers a read of one, still pending. */
export function recording() {
  const held: ChatMessage[] = [];
  return fakeHttp({
    'POST /api/e/message': (_path, { body }) => {
      const message = acknowledged(body);
      held.push(message);
      return { data: message };
    },
    ...readingMessages(held).routes,
  });
}
