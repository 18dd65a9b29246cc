/**
 * An answer typed in (SPEC-COVERAGE §4, §9): 5 more characters every 20 ms until the whole text shows,
 * then the typed copy goes away 1 s later and the message's own text takes over.
 */
import type { TimerHandle, Timers } from '~/stores/timers.ts';

export const TYPING_STEP_CHARS = 5;
export const TYPING_STEP_MS = 20;
export const TYPING_CLEAR_MS = 1000;

export interface TypingDeps {
  timers: Timers;
  /** The typed text so far; null once it has gone. */
  onType: (key: string, typed: string | null) => void;
}

export function createTypist(deps: TypingDeps) {
  const running = new Map<string, () => void>();

  /** Types `text` for the entry `key`; resolves once the whole text shows. */
  function type(key: string, text: string): Promise<void> {
    return new Promise((resolve) => {
      let shown = 0;
      let step: TimerHandle | undefined;
      let clear: TimerHandle | undefined;
      const stop = () => {
        if (step !== undefined) deps.timers.clearInterval(step);
        if (clear !== undefined) deps.timers.clearTimeout(clear);
        step = undefined;
        clear = undefined;
        running.delete(key);
        resolve();
      };
      const finish = () => {
        if (step !== undefined) deps.timers.clearInterval(step);
        step = undefined;
        deps.onType(key, text);
        resolve();
        clear = deps.timers.setTimeout(() => {
          stop();
          deps.onType(key, null);
        }, TYPING_CLEAR_MS);
      };
      running.get(key)?.();
      running.set(key, stop);
      deps.onType(key, '');
      if (text === '') return finish();
      step = deps.timers.setInterval(() => {
        shown = Math.min(text.length, shown + TYPING_STEP_CHARS);
        if (shown >= text.length) finish();
        else deps.onType(key, text.slice(0, shown));
      }, TYPING_STEP_MS);
    });
  }

  return {
    type,
    /** Stops every typing at once (another conversation opens, the store stops): nothing is left typed. */
    stopAll(): void {
      for (const [key, stop] of [...running]) {
        stop();
        deps.onType(key, null);
      }
    },
  };
}
