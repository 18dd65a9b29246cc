/**
 * Searches waiting for their answer. The answer comes by push; while the socket is not
 * connected they are re-read every few seconds, and once more when it (re)connects, so an
 * answer pushed while nobody listened is not missed; while it says it is connected, every 15 s,
 * for a socket dead without a word (answer-poll.ts); a search the (re)connection found
 * unacknowledged is read once its acknowledgement comes (unheard-answers.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { LegalSearchRequest } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Timers } from '~/stores/timers.ts';
import { SEARCH_URL } from './history.store.ts';
import { sameRequest } from './legal-search.ts';
import { coalesced } from '../shared/coalesced.ts';
import { statusOf } from '../shared/errors.ts';
import { createAnswerPoll } from '../shared/realtime/answer-poll.ts';
import { createUnheardAnswers, type QuestionState } from '../shared/realtime/unheard-answers.ts';

export const POLL_INTERVAL_MS = 4000;

export interface PendingWatchDeps {
  http: Pick<HttpClient, 'get'>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  connected: ReadableAtom<boolean>;
  /** A newer state of a watched search, read from the server. */
  receive: (request: LegalSearchRequest) => void;
  /** A watched search the server no longer has (deleted elsewhere). */
  gone: (request: LegalSearchRequest) => void;
}

export function createPendingWatch(deps: PendingWatchDeps) {
  /** Pending searches, and the settled ones, so a late "pending" is recognised as stale. */
  const known: LegalSearchRequest[] = [];
  const $busy = atom(false);
  let started = false;
  const unheard = createUnheardAnswers();

  const pending = () => known.filter((request) => request.answerStatus === 'pending');
  const keyOf = (request: LegalSearchRequest) => request.localId ?? request._id;
  const stateOf = (key: string): QuestionState => {
    const request = pending().find((item) => keyOf(item) === key);
    if (!request) return 'settled';
    return request._id === '' ? 'unacknowledged' : 'awaiting';
  };

  function sync(): void {
    if (started && unheard.acknowledged(stateOf)) void refresh();
    $busy.set(pending().length > 0);
    poll.sync(started && $busy.get());
  }

  function drop(request: LegalSearchRequest): void {
    const index = known.findIndex((item) => sameRequest(item, request));
    if (index >= 0) known.splice(index, 1);
    sync();
  }

  // Asked again while reading: read again once done, for one acknowledged meanwhile.
  const refresh = coalesced(async () => {
    for (const request of pending().filter((item) => item._id !== '')) {
      try {
        const { data } = await deps.http.get<{ data: LegalSearchRequest }>(
          `${SEARCH_URL}/${encodeURIComponent(request._id)}`,
        );
        deps.receive(data);
      } catch (error) {
        if (statusOf(error) === 404) deps.gone(request);
      }
    }
  });
  const poll = createAnswerPoll({ ...deps, read: () => void refresh(), offlineMs: POLL_INTERVAL_MS });

  return {
    /** SPEC-COVERAGE §5: a new search is ignored while one is pending. */
    $busy: $busy as ReadableAtom<boolean>,
    /** What is known of this search, if anything. */
    find: (request: LegalSearchRequest) => known.find((item) => sameRequest(item, request)),
    set(request: LegalSearchRequest): void {
      const index = known.findIndex((item) => sameRequest(item, request));
      if (index >= 0) known[index] = request;
      else known.push(request);
      sync();
    },
    drop,
    start(): () => void {
      started = true;
      const off = deps.connected.subscribe((connected) => {
        if (connected) {
          unheard.connected(
            pending()
              .filter((request) => request._id === '')
              .map(keyOf),
          );
          void refresh();
        }
        sync();
      });
      return () => {
        started = false;
        off();
        sync();
      };
    },
  };
}
