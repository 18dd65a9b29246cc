/**
 * The rotating waiting messages of a pending search (SPEC-COVERAGE §9): in search the rotation starts at
 * once (the first message shows immediately), then moves on after a random 1.5 to 4 s.
 */
import type { TimerHandle, Timers } from '~/stores/timers.ts';

export const WAITING_MIN_MS = 1500;
export const WAITING_MAX_MS = 4000;

/** `random` gives a number in [0, 1), like Math.random. */
export function waitingDelay(random: () => number): number {
  return WAITING_MIN_MS + random() * (WAITING_MAX_MS - WAITING_MIN_MS);
}

export interface RotationDeps {
  /** How many messages there are; the rotation loops over them. */
  count: number;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  random: () => number;
  onChange: (index: number) => void;
}

/** Shows message 0 at once and returns the function that stops the rotation. */
export function startRotation({ count, timers, random, onChange }: RotationDeps): () => void {
  let index = 0;
  let handle: TimerHandle | undefined;
  const schedule = () => {
    handle = timers.setTimeout(() => {
      index = (index + 1) % count;
      onChange(index);
      schedule();
    }, waitingDelay(random));
  };
  onChange(index);
  if (count > 1) schedule();
  return () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
}
