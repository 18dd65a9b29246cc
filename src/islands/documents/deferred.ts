/**
 * Calls put off on injectable timers (fake ones in tests): a debounce waits for a pause, a
 * throttle runs at once and then at most once per period, the last call always included.
 */
import type { TimerHandle, Timers } from '~/stores/timers.ts';

export interface Deferred {
  /** Asks for a run. */
  schedule(): void;
  /** Runs now what is still waiting, if anything (before the page goes away). */
  flush(): void;
  /** Drops what is waiting. */
  cancel(): void;
}

type DeferTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

/** Runs `run` once `ms` have passed without a new `schedule()`. */
export function debounce(timers: DeferTimers, ms: number, run: () => void): Deferred {
  let timer: TimerHandle | undefined;
  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const fire = () => {
    timer = undefined;
    run();
  };
  return {
    schedule() {
      cancel();
      timer = timers.setTimeout(fire, ms);
    },
    flush() {
      if (timer === undefined) return;
      cancel();
      run();
    },
    cancel,
  };
}

/** Runs `run` at once, then at most once every `ms`; a call during the pause runs at its end. */
export function throttle(timers: DeferTimers, ms: number, run: () => void): Deferred {
  let timer: TimerHandle | undefined;
  let waiting = false;
  const pause = () => {
    timer = timers.setTimeout(() => {
      timer = undefined;
      if (!waiting) return;
      waiting = false;
      run();
      pause();
    }, ms);
  };
  return {
    schedule() {
      if (timer !== undefined) {
        waiting = true;
        return;
      }
      run();
      pause();
    },
    flush() {
      if (!waiting) return;
      waiting = false;
      run();
    },
    cancel() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      waiting = false;
    },
  };
}
