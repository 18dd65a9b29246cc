/**
 * The socket fallback (SPEC-COVERAGE §9, as pending-watch.ts does for the legal search): while the
 * socket is not connected, the open conversation's acknowledged questions still awaiting their
 * answer are re-read every 5 s, and once more when it (re)connects, so an answer pushed while
 * nobody listened is not missed; while it says it is connected, every 15 s, for a socket dead
 * without a word (answer-poll.ts); a question the (re)connection found unacknowledged is read
 * once its acknowledgement comes (unheard-answers.ts).
 */
import type { ReadableAtom } from 'nanostores';
import type { ChatMessage } from '~/shared/events.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { Timers } from '~/stores/timers.ts';
import { coalesced } from '../shared/coalesced.ts';
import { statusOf } from '../shared/errors.ts';
import { createAnswerPoll } from '../shared/realtime/answer-poll.ts';
import { createUnheardAnswers, type QuestionState } from '../shared/realtime/unheard-answers.ts';
import type { ChatEntry } from './chat.contract.ts';
import { messageUrl } from './chat-api.ts';
import { isAwaitingAnswer } from './chat-entries.ts';

export const FALLBACK_POLL_MS = 5000;

export interface AnswerWatchDeps {
  http: Pick<HttpClient, 'get'>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  connected: ReadableAtom<boolean>;
  $entries: ReadableAtom<ChatEntry[]>;
  /** A question now answered: its answer is on the newest page. */
  answered: () => Promise<void>;
  /** A question whose answer failed. */
  failed: (question: ChatMessage) => void;
  /** A question the server no longer has (deleted elsewhere). */
  gone: (question: ChatMessage) => void;
}

export function createAnswerWatch(deps: AnswerWatchDeps) {
  let started = false;
  const unheard = createUnheardAnswers();

  const awaited = () => deps.$entries.get().filter((entry) => isAwaitingAnswer(entry) && entry.message._id !== '');
  const unacknowledged = () =>
    deps.$entries
      .get()
      .filter((entry) => isAwaitingAnswer(entry) && entry.message._id === '')
      .map((entry) => entry.key);
  const stateOf = (key: string): QuestionState => {
    const entry = deps.$entries.get().find((candidate) => candidate.key === key);
    if (!entry || !isAwaitingAnswer(entry)) return 'settled';
    return entry.message._id === '' ? 'unacknowledged' : 'awaiting';
  };

  function sync(): void {
    if (started && unheard.acknowledged(stateOf)) void refresh();
    poll.sync(started && awaited().length > 0);
  }

  // Asked again while reading: read again once done, for one acknowledged meanwhile.
  const refresh = coalesced(async () => {
    let answered = false;
    for (const { message } of awaited()) {
      try {
        const { data } = await deps.http.get<{ data: ChatMessage }>(messageUrl(message._id));
        if (data.answerStatus === 'completed') answered = true;
        if (data.answerStatus === 'failed') deps.failed(data);
      } catch (error) {
        if (statusOf(error) === 404) deps.gone(message);
      }
    }
    if (answered) await deps.answered();
  });
  const poll = createAnswerPoll({ ...deps, read: () => void refresh(), offlineMs: FALLBACK_POLL_MS });

  return {
    refresh,
    /** Watches from now on; returns the function that stops watching. */
    start(): () => void {
      started = true;
      const offEntries = deps.$entries.listen(sync);
      const offConnected = deps.connected.subscribe((connected) => {
        if (connected) {
          unheard.connected(unacknowledged());
          void refresh();
        }
        sync();
      });
      return () => {
        started = false;
        offEntries();
        offConnected();
        sync();
      };
    },
  };
}
