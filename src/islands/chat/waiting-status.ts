/**
 * The rotating status shown while an answer is awaited (SPEC-COVERAGE §2, §9): nothing for the first
 * 2 s, then one of the waiting texts, changing every 1.5 to 4 s, until no answer is awaited.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { TimerHandle, Timers } from '~/stores/timers.ts';
import { startRotation } from '../shared/waiting.ts';

export const WAITING_START_MS = 2000;

export interface WaitingStatusDeps {
  $awaiting: ReadableAtom<boolean>;
  texts: readonly string[];
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  random: () => number;
}

export function createWaitingStatus(deps: WaitingStatusDeps) {
  const $waiting = atom<string | null>(null);
  let delay: TimerHandle | undefined;
  let stopRotation: (() => void) | undefined;

  function stop(): void {
    if (delay !== undefined) deps.timers.clearTimeout(delay);
    delay = undefined;
    stopRotation?.();
    stopRotation = undefined;
    $waiting.set(null);
  }

  function begin(): void {
    if (delay !== undefined || stopRotation !== undefined || deps.texts.length === 0) return;
    delay = deps.timers.setTimeout(() => {
      delay = undefined;
      stopRotation = startRotation({
        count: deps.texts.length,
        timers: deps.timers,
        random: deps.random,
        onChange: (index) => $waiting.set(deps.texts[index] ?? null),
      });
    }, WAITING_START_MS);
  }

  return {
    $waiting: $waiting as ReadableAtom<string | null>,
    /** Follows $awaiting; returns the function that stops everything. */
    start(): () => void {
      const off = deps.$awaiting.subscribe((awaiting) => (awaiting ? begin() : stop()));
      return () => {
        off();
        stop();
      };
    },
  };
}
