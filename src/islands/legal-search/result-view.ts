/**
 * The search shown in the result view, with what goes along with it: the rotating waiting
 * messages while it is pending (SPEC-COVERAGE §9) and what the live region announces.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AnswerStatus, LegalSearchRequest } from '~/shared/events.ts';
import type { Timers } from '~/stores/timers.ts';
import { announcement } from './legal-search.ts';
import { startRotation } from '../shared/waiting.ts';

export interface ResultViewDeps {
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  random: () => number;
  /** How many waiting messages rotate while the search is pending. */
  waitingCount: number;
}

export function createResultView(deps: ResultViewDeps) {
  const $current = atom<LegalSearchRequest | null>(null);
  const $waiting = atom(0);
  const $announcement = atom<AnswerStatus | null>(null);
  let stopRotation: (() => void) | undefined;

  function stop(): void {
    stopRotation?.();
    stopRotation = undefined;
  }

  return {
    $current: $current as ReadableAtom<LegalSearchRequest | null>,
    /** Index of the waiting message on screen. */
    $waiting: $waiting as ReadableAtom<number>,
    /** What the live region tells of the search on screen (see `announcement`). */
    $announcement: $announcement as ReadableAtom<AnswerStatus | null>,
    show(request: LegalSearchRequest | null): void {
      $announcement.set(announcement($current.get(), request));
      $current.set(request);
      if (request?.answerStatus !== 'pending') stop();
      else
        stopRotation ??= startRotation({ ...deps, count: deps.waitingCount, onChange: (index) => $waiting.set(index) });
    },
    stop,
  };
}
