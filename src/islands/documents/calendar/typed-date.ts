/**
 * The calendar input's text box: what is typed is committed to the form once the typing pauses
 * for CALENDAR_DEBOUNCE_MS (SPEC-COVERAGE §9), or at once when the box loses focus, so the preview and
 * the checks do not flicker at every digit.
 */
import { CALENDAR_DEBOUNCE_MS } from '~/documents/template.types.ts';
import type { Timers } from '~/stores/timers.ts';
import { debounce } from '../deferred.ts';
import { valueOfTypedText } from './calendar-date.ts';

export interface TypedDate {
  type(text: string): void;
  /** Commits what waits, if anything. */
  blur(): void;
  cancel(): void;
}

/** `commit` receives the form's value: the ISO day, '' or the unreadable text (see valueOfTypedText). */
export function createTypedDate(
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>,
  commit: (value: string) => void,
): TypedDate {
  let text = '';
  const pending = debounce(timers, CALENDAR_DEBOUNCE_MS, () => commit(valueOfTypedText(text)));
  return {
    type(next) {
      text = next;
      pending.schedule();
    },
    blur: () => pending.flush(),
    cancel: () => pending.cancel(),
  };
}
