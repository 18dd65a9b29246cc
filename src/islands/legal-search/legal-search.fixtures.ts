/** Test builders and fakes for the legal search island: requests, pages, HTTP client, socket. */
import { vi } from 'vitest';
import type { LegalSearchPush, LegalSearchRequest } from '~/shared/events.ts';
import {
  fakeConnection,
  fakeHttp,
  fakeOutbox,
  fakeSocket as socketOf,
  memoryStorage,
} from '~/stores/client.fixtures.ts';
import type { SocketStatus } from '~/stores/socket-client.ts';
import { globalTimers } from '~/stores/timers.ts';
import type { HistoryPage } from './legal-search.ts';
import { createLegalSearchStore, type LegalSearchDeps } from './legal-search.store.ts';

export {
  blockedStorage,
  fakeConnection,
  fakeHttp,
  fakeOutbox,
  memoryStorage,
  settleMicrotasks,
} from '~/stores/client.fixtures.ts';

export const fakeSocket = (status?: SocketStatus) => socketOf<LegalSearchPush>(status);

export function aRequest(overrides: Partial<LegalSearchRequest> = {}): LegalSearchRequest {
  return {
    _id: 'search-1',
    localId: 'local-1',
    questionText: 'Comment divorcer par consentement mutuel ?',
    questionAudio: null,
    audioUrl: null,
    language: 'fr',
    answerAudio: null,
    answerStatus: 'completed',
    answerText: 'Le divorce par consentement mutuel se fait devant notaire [1].',
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
    thinkMode: 'instant',
    err: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const QUESTION = 'Comment divorcer par consentement mutuel ?';

/** The server's copy of the search the store asks for (localId 'local-new'), still pending. */
export const serverCopy = (overrides: Partial<LegalSearchRequest> = {}) =>
  aRequest({
    _id: 'srv-1',
    localId: 'local-new',
    questionText: QUESTION,
    answerStatus: 'pending',
    answerText: null,
    sources: [],
    ...overrides,
  });

/** A server that records the search (`post` says how) and has an empty history. */
export function asking(post: () => unknown = () => ({ data: serverCopy() })) {
  return fakeHttp({ 'POST /api/e/legalsearch': post, 'GET /api/e/legalsearch': () => aPage([]) });
}

export function aPage(data: LegalSearchRequest[], overrides: Partial<HistoryPage> = {}): HistoryPage {
  return { data, page: 1, totalPages: 1, totalItems: data.length, perPage: 10, ...overrides };
}

export const TEXTS = {
  deleted: 'Recherche supprimée',
  exportFailed: "L'export PDF a échoué",
  saved: 'Gardé dans votre bibliothèque',
  error: 'Une erreur est survenue',
};

/** A store on fakes; pass `vi.useFakeTimers()` before to drive its timers. */
export function storeOnFakes(
  options: {
    http?: ReturnType<typeof fakeHttp>;
    socket?: ReturnType<typeof fakeSocket>;
    initial?: HistoryPage;
    storage?: ReturnType<typeof memoryStorage>;
    lastingStorage?: ReturnType<typeof memoryStorage>;
    connection?: ReturnType<typeof fakeConnection>;
    outbox?: ReturnType<typeof fakeOutbox>;
    canSaveToLibrary?: boolean;
    uuid?: () => string;
  } = {},
) {
  const http = options.http ?? fakeHttp();
  const socket = options.socket ?? fakeSocket();
  const storage = options.storage ?? memoryStorage();
  const lastingStorage = options.lastingStorage ?? memoryStorage();
  const connection = options.connection ?? fakeConnection();
  const outbox = options.outbox ?? fakeOutbox();
  const deps = {
    http,
    onPush: socket.onPush,
    socketStatus: socket.status,
    timers: globalTimers,
    random: () => 0.5,
    uuid: options.uuid ?? (() => 'local-new'),
    now: () => new Date('2025-03-02T09:00:00.000Z'),
    storage,
    lastingStorage,
    online: connection.isOnline,
    onOnline: connection.onOnline,
    outbox,
    notify: vi.fn(),
    saveFile: vi.fn(),
    language: 'fr',
    waitingCount: 8,
    canSaveToLibrary: options.canSaveToLibrary ?? true,
    pricingHref: '/pricing',
    texts: TEXTS,
  } satisfies LegalSearchDeps;
  const store = createLegalSearchStore(deps, options.initial ?? aPage([]));
  return { store, http, socket, storage, lastingStorage, connection, outbox, deps };
}
