/**
 * When what awaits its answer is read again (docs/ARCHITECTURE.md "Real time"). Answers come by
 * push; while the socket is down they are re-read every `offlineMs`. While it says it is
 * connected they are re-read too, more slowly: a socket that died without a word (a phone
 * changing networks) still says so until socket.io's heartbeat misses (up to 25 + 20 s), and
 * then reconnects and re-reads; an answer pushed meanwhile would otherwise wait that long.
 */
import type { ReadableAtom } from 'nanostores';
import type { TimerHandle, Timers } from '~/stores/timers.ts';

/** How often an answer still awaited is read again while the socket says it is connected. */
export const CONNECTED_POLL_MS = 15_000;

export interface AnswerPollDeps {
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  connected: ReadableAtom<boolean>;
  /** Reads what awaits its answer. */
  read: () => void;
  /** How often while the socket is not connected. */
  offlineMs: number;
}

export function createAnswerPoll(deps: AnswerPollDeps) {
  let poll: TimerHandle | undefined;
  let period: number | undefined;
  return {
    /** Reads at the period the connection calls for while `awaiting`; stops reading otherwise. */
    sync(awaiting: boolean): void {
      const wanted = awaiting ? (deps.connected.get() ? CONNECTED_POLL_MS : deps.offlineMs) : undefined;
      if (wanted === period) return;
      if (poll !== undefined) deps.timers.clearInterval(poll);
      poll = wanted === undefined ? undefined : deps.timers.setInterval(deps.read, wanted);
      period = wanted;
    },
  };
}
